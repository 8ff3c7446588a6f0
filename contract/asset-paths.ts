/** Kept apart from the contract so the first paint can name these paths without loading it. */
/**
 * Paths the spec names outside /wps (served as files, not through the envelope): the asset
 * manifests compared for updates, the installable-app manifest, the mini-game script and the worker.
 */
export const assetPaths = {
  appAssetManifest: '/m/asset-manifest.json',
  mobileAssetManifest: '/mobile/mc/asset-manifest.json',
  webAppManifest: '/wps/system/manifest.json',
  miniGameScript: (variant: 'v1' | 's1') => `/mini-game/${variant}/minigame.js`,
  serviceWorker: '/m/sw.js',
} as const;

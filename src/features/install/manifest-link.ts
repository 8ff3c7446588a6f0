/**
 * §2 / §5 the installable-app manifest: linked only when the merchant's pwa setting is not blank.
 */
import { assetPaths } from '../../../contract/asset-paths';
import type { MerchantConfig } from '../../../contract/merchant';

export function manifestHref(config: Pick<MerchantConfig, 'merchantCode' | 'pwaTitle'>, time: string): string | null {
  if (!config.pwaTitle.trim()) return null;
  const params = new URLSearchParams({ merchantCode: config.merchantCode, time });
  return `${assetPaths.webAppManifest}?${params}`;
}

export function addManifestLink(config: MerchantConfig): void {
  const href = manifestHref(config, __BUILD_VERSION__);
  if (!href || document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  document.head.appendChild(link);
  const touch = document.createElement('link');
  touch.rel = 'apple-touch-icon';
  touch.href = '/m/icons/icon-192.png';
  document.head.appendChild(touch);
}

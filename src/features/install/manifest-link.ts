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

/** The icon iOS puts on the home screen when the player adds the app. */
const DEFAULT_TOUCH_ICON = '/m/icons/icon-192.png';

/** §3 mobile template apple_touch_icon: the merchant's icon when it sets one, else the default. */
export function touchIconHref(config: { appleTouchIcon?: string }): string {
  return config.appleTouchIcon?.trim() || DEFAULT_TOUCH_ICON;
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
  touch.href = touchIconHref(config);
  document.head.appendChild(touch);
}

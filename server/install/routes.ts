/**
 * Issue 13 calls: the §3 install settings (WPSCORE_getInstallSettings), the §3 download links
 * (§7 WPSCORE_getDownloadSetting) and the native app's upgrade check (WPSCORE_getAppUpgrade). A link
 * stored as a path on this server (the demo download target) is answered as an absolute URL of the
 * host the caller used.
 */
import { api } from '../../contract/endpoints';
import type { AppDeps } from '../deps';
import { requestOrigin } from '../http/origin';
import { route, type HttpContext, type RouteDef } from '../http/route';
import { compareVersions } from './inputs';
import type { InstallStore } from './store';

export function absoluteUrl(ctx: HttpContext, trustProxy: boolean, url: string): string {
  return url.startsWith('/') ? `${requestOrigin(ctx.req, trustProxy, ctx.merchant)}${url}` : url;
}

export function installRoutes(deps: AppDeps & { install: InstallStore }): RouteDef[] {
  const { install } = deps;
  return [
    route(api.installSettings, (ctx) => install.settings(ctx.merchant.code)),
    route(api.downloadSetting, (ctx) =>
      install.links(ctx.merchant.code).map((l) => ({ ...l, url: absoluteUrl(ctx, deps.trustProxy, l.url) })),
    ),
    route(api.appUpgrade, (ctx) => {
      const release = install.release(ctx.merchant.code, ctx.body.platform);
      if (!release || compareVersions(ctx.body.version, release.version) >= 0) {
        return {
          upgradeAvailable: false,
          mandatory: false,
          latestVersion: release?.version ?? ctx.body.version,
          downloadUrl: '',
        };
      }
      return {
        upgradeAvailable: true,
        mandatory: release.mandatory,
        latestVersion: release.version,
        downloadUrl: absoluteUrl(ctx, deps.trustProxy, release.downloadUrl),
      };
    }),
  ];
}

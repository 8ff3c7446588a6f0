/**
 * The operator's install actions on the admin endpoint (server/admin/admin.ts dispatches here; same
 * bearer token and Merchant header), so a tester can walk every §4 trigger while the server runs:
 *
 *   GET    /admin/install                      {settings, downloadLinks, releases}
 *   PATCH  /admin/install/settings             {<setting>: {enabled?, value?}, …}  (§3 names; others refused)
 *   PUT    /admin/install/links                [{resourceType, url}]  (replaces the list; url http(s) or a path here)
 *   PUT    /admin/install/releases/<ANDROID|IOS>  {version, mandatory, downloadUrl}  (the native app's latest)
 *   DELETE /admin/install/releases/<ANDROID|IOS>  no release: no upgrade modal
 *   DELETE /admin/install                      everything off, no links, no releases
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from '../deps';
import { readJsonBody } from '../http/body';
import { decodeRequest, HttpError } from '../http/errors';
import { sendValue } from '../http/respond';
import type { Merchant } from '../merchants/load';
import { appPlatform, appReleaseInput, downloadLinksInput } from './inputs';
import type { InstallStore } from './store';

export const INSTALL_ADMIN_PREFIX = '/admin/install';

function notAllowed(res: ServerResponse, method: string, allow: string): never {
  res.setHeader('Allow', allow);
  throw new HttpError(405, 'method_not_allowed', `This call does not accept ${method}.`);
}

export function isInstallAdminPath(path: string): boolean {
  return path === INSTALL_ADMIN_PREFIX || path.startsWith(`${INSTALL_ADMIN_PREFIX}/`);
}

export async function handleInstallAdmin(
  deps: AppDeps & { install: InstallStore },
  merchant: Merchant,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const { install } = deps;
  const method = req.method ?? 'GET';
  const code = merchant.code;
  const now = deps.clock();
  const snapshot = () => ({
    settings: install.settings(code),
    downloadLinks: install.links(code),
    releases: install.releases(code),
  });
  const path = url.pathname.replace(/\/+$/, '');

  if (path === INSTALL_ADMIN_PREFIX) {
    if (method === 'GET') return sendValue(res, snapshot());
    if (method === 'DELETE') {
      install.clear(code);
      deps.logger.info(`admin: install prompts of ${code} cleared`);
      return sendValue(res, snapshot());
    }
    notAllowed(res, method, 'GET, DELETE');
  }
  if (path === `${INSTALL_ADMIN_PREFIX}/settings`) {
    if (method !== 'PATCH') notAllowed(res, method, 'PATCH');
    const body = await readJsonBody(req);
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new HttpError(400, 'invalid_request', 'expected {<setting>: {enabled?, value?}}');
    const settings = install.patchSettings(code, body as Record<string, unknown>, now);
    deps.logger.info(`admin: install settings of ${code} changed: ${Object.keys(body).join(', ')}`);
    return sendValue(res, settings);
  }
  if (path === `${INSTALL_ADMIN_PREFIX}/links`) {
    if (method !== 'PUT') notAllowed(res, method, 'PUT');
    const links = decodeRequest(downloadLinksInput, await readJsonBody(req));
    if (new Set(links.map((l) => l.resourceType)).size !== links.length)
      throw new HttpError(400, 'invalid_request', 'a resourceType is listed twice');
    install.replaceLinks(code, links);
    return sendValue(res, install.links(code));
  }
  const release = /^\/admin\/install\/releases\/([A-Z]+)$/.exec(path);
  if (release) {
    const platform = decodeRequest(appPlatform, release[1]);
    if (method === 'PUT') {
      install.setRelease(code, platform, decodeRequest(appReleaseInput, await readJsonBody(req)), now);
      return sendValue(res, install.releases(code));
    }
    if (method === 'DELETE') {
      install.setRelease(code, platform, null, now);
      return sendValue(res, install.releases(code));
    }
    notAllowed(res, method, 'PUT, DELETE');
  }
  throw new HttpError(404, 'not_found', 'There is no such call.');
}

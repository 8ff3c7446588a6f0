/**
 * The demo download target (issue 13), so the download bar's and the install dialog's APP buttons
 * lead somewhere real on one machine:
 *
 *   GET /download/<CODE>/storefront-demo.apk           a stand-in Android package (a text file that
 *                                                      says so; there is no native app in this repository)
 *   GET /download/<CODE>/storefront-demo.mobileconfig  a real iOS configuration profile with one web
 *                                                      clip: installing it puts the merchant's storefront
 *                                                      on the home screen (§8: "trust the profile")
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from '../deps';
import { requestOrigin } from '../http/origin';
import { sendText } from '../http/respond';

export const DOWNLOAD_PREFIX = '/download/';
const PATH = /^\/download\/([A-Z0-9_]{1,32})\/storefront-demo\.(apk|mobileconfig)$/;

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function webClipProfile(name: string, code: string, startUrl: string, uuid: () => string = randomUUID): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Label</key><string>${xml(name)}</string>
      <key>URL</key><string>${xml(startUrl)}</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadVersion</key><integer>1</integer>
      <key>PayloadIdentifier</key><string>storefront.${xml(code.toLowerCase())}.webclip</string>
      <key>PayloadUUID</key><string>${uuid()}</string>
      <key>PayloadDisplayName</key><string>${xml(name)}</string>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>${xml(name)}</string>
  <key>PayloadIdentifier</key><string>storefront.${xml(code.toLowerCase())}</string>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>${uuid()}</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}

export function createDownloadHandler(deps: AppDeps) {
  return function handleDownload(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    if (!url.pathname.startsWith(DOWNLOAD_PREFIX)) return false;
    const match = PATH.exec(url.pathname);
    const merchant = match ? deps.merchants.byCode(match[1]!) : undefined;
    if (!match || !merchant) {
      sendText(res, 404, 'Not found.\n');
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed.\n');
      return true;
    }
    const name = merchant.public.merchantName;
    const file = `${merchant.code.toLowerCase()}-storefront-demo.${match[2]}`;
    const body =
      match[2] === 'apk'
        ? `${name}: demo download.\nThe reference server has no native app; a merchant's real package is served from its own download link.\n`
        : webClipProfile(
            name,
            merchant.code,
            `${requestOrigin(req, deps.trustProxy, merchant)}/m/home?utm_source=homescreen`,
          );
    res.statusCode = 200;
    res.setHeader(
      'Content-Type',
      match[2] === 'apk' ? 'application/vnd.android.package-archive' : 'application/x-apple-aspen-config',
    );
    res.setHeader('Content-Disposition', `attachment; filename="${file}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

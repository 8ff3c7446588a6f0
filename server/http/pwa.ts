/**
 * Files of the installable app that are not part of the envelope API (§2, §3, §7):
 * - GET /wps/system/manifest.json?merchantCode=&time=: the web app manifest, built from the
 *   merchant's mobile template; 404 when its pwa setting is blank (§5: no manifest).
 * - GET /mobile/mc/asset-manifest.json: the second asset manifest compared for updates. Operators
 *   publish it as DATA_DIR/mobile-asset-manifest.json; without one, a platform that serves the pages
 *   itself serves the storefront's own (its DIST_DIR's), and one behind a storefront edge answers 404:
 *   the edge then serves its own build's (issue 34, server/edge/app.ts).
 */
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MerchantConfig } from '../../contract/merchant';
import type { MerchantRegistry } from '../merchants/load';
import { replyJson, replyText } from './respond';
import { isKnownLanguage } from '../../contract/languages';
import { artUrl } from '../art/files';
import { MANIFEST_TEXT } from './manifest-text';

export const MANIFEST_PATH = '/wps/system/manifest.json';
export const MOBILE_ASSET_MANIFEST_PATH = '/mobile/mc/asset-manifest.json';
export const MOBILE_ASSET_MANIFEST_FILE = 'mobile-asset-manifest.json';
export const PWA_ICON_SIZES = [192, 256, 384, 512] as const;

/** The installed app's screenshots (narrow form factor), in server/art/merchants/<CODE>/. */
export const MANIFEST_SCREENSHOTS = ['screenshot-home.webp', 'screenshot-lobby.webp'] as const;
export const MANIFEST_SCREENSHOT_SIZE = { width: 780, height: 1688 } as const;

/** A manifest icon: the merchant's drawn one (server/art, issue 32), else the storefront's default. */
function icon(code: string, name: string, fallback: string | null) {
  return artUrl(`merchants/${code}/${name}`) ?? fallback;
}

/**
 * §2: starts at /m/home with utm_source=homescreen, scope /m/, portrait, standalone, white. Issue
 * 32 adds what richer install sheets show: a description, narrow screenshots, shortcuts (deposit,
 * games, invite) and a maskable icon, in the merchant's default language.
 */
export function webAppManifest(config: MerchantConfig) {
  const title = config.pwaTitle.trim();
  const code = config.merchantCode;
  const language = isKnownLanguage(config.defaultLanguage) ? config.defaultLanguage : 'EN';
  const text = MANIFEST_TEXT[language];
  const icons = PWA_ICON_SIZES.map((size) => ({
    src: icon(code, `icon-${size}.png`, `/m/icons/icon-${size}.png`)!,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose: 'any',
  }));
  const maskable = icon(code, 'icon-maskable-512.png', null);
  if (maskable) icons.push({ src: maskable, sizes: '512x512', type: 'image/png', purpose: 'maskable' });
  const screenshots = MANIFEST_SCREENSHOTS.flatMap((name) => {
    const src = artUrl(`merchants/${code}/${name}`);
    return src
      ? [
          {
            src,
            sizes: `${MANIFEST_SCREENSHOT_SIZE.width}x${MANIFEST_SCREENSHOT_SIZE.height}`,
            type: 'image/webp',
            form_factor: 'narrow',
            label: title,
          },
        ]
      : [];
  });
  const shortcut = (name: string, url: string, kind: string) => {
    const src = icon(code, `shortcut-${kind}.png`, null);
    return { name, short_name: name, url, ...(src ? { icons: [{ src, sizes: '96x96', type: 'image/png' }] } : {}) };
  };
  return {
    id: '/m/home',
    name: title,
    short_name: title.length <= 12 ? title : title.slice(0, 12).trim(),
    description: text.description.replace('{name}', config.merchantName || title),
    lang: language.toLowerCase(),
    dir: language === 'AR' || language === 'UR' ? 'rtl' : 'ltr',
    start_url: '/m/home?utm_source=homescreen',
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#ffffff',
    background_color: '#ffffff',
    icons,
    screenshots,
    shortcuts: [
      shortcut(text.deposit, '/m/voucherCenter?utm_source=homescreen', 'deposit'),
      shortcut(text.games, '/m/game?utm_source=homescreen', 'games'),
      shortcut(text.invite, '/m/inviteFriends?utm_source=homescreen', 'invite'),
    ],
  };
}

export interface PwaOptions {
  merchants: MerchantRegistry;
  dataDir: string;
  /** Where the storefront's own asset manifest is, when this platform serves the pages itself. */
  distDir?: string;
}

/** The two files as Fastify routes (GET and HEAD). */
export async function pwaRoutes(scope: FastifyInstance, { merchants, dataDir, distDir }: PwaOptions): Promise<void> {
  scope.route({
    method: ['GET', 'HEAD'],
    url: MANIFEST_PATH,
    handler: async (request, reply) => {
      const code = (request.query as Record<string, string | string[] | undefined>).merchantCode;
      const first = Array.isArray(code) ? code[0] : code;
      const merchant = first ? merchants.byCode(first) : merchants.forHost(request.headers.host);
      if (!merchant)
        return replyJson(reply, 404, { success: false, message: 'Unknown merchant.', errorCode: 'merchant_unknown' });
      if (!merchant.public.pwaTitle.trim()) {
        return replyJson(reply, 404, {
          success: false,
          message: 'This merchant has no installable app.',
          errorCode: 'pwa_disabled',
        });
      }
      return reply
        .header('Content-Type', 'application/manifest+json; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(JSON.stringify(webAppManifest(merchant.public)));
    },
  });
  scope.route({
    method: ['GET', 'HEAD'],
    url: MOBILE_ASSET_MANIFEST_PATH,
    handler: async (_request, reply) => {
      const text =
        (await readFile(join(dataDir, MOBILE_ASSET_MANIFEST_FILE), 'utf8').catch(() => null)) ??
        (distDir === undefined ? null : await readFile(join(distDir, 'asset-manifest.json'), 'utf8').catch(() => null));
      if (text === null) return replyText(reply, 404, 'Not found.\n');
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(text);
    },
  });
}

/**
 * Development only: how many /wps requests reached the server, by path and by path with query
 * (the de-duplication tests and the benchmark).
 */
export class RequestCounter {
  private readonly counts = new Map<string, number>();

  count(url: URL): void {
    for (const key of new Set([url.pathname, url.pathname + url.search]))
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }
}

export const DEV_REQUESTS_PATH = '/__dev/wps-requests';

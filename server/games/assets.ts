/**
 * Files of the games on the storefront's own origin (issue 14): the lane cards' pictures
 * (`/game-images/{vendor}/{gameCode}.svg`, drawn here so the demo needs no image files) and the
 * mini-game scripts (§7 `/mini-game/{v1|s1}/minigame.js?_t=`), each rendering a small real game in
 * the storefront's `mini-game-container`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

const MINI_GAME_PATH = /^\/mini-game\/(v1|s1)\/minigame\.js$/;
const GAME_IMAGE_PATH = /^\/game-images\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9_.-]{1,64})\.svg$/;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A card picture: a colour of the game's own, its vendor and code. */
export function gameImageSvg(vendor: string, gameCode: string): string {
  const hash = createHash('sha256').update(`${vendor}/${gameCode}`).digest();
  const hue = (hash[0]! * 360) / 256;
  const label = gameCode.replace(/[-_]/g, ' ').toUpperCase().slice(0, 14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 70% 45%)"/><stop offset="1" stop-color="hsl(${((hue + 60) % 360).toFixed(0)} 70% 30%)"/></linearGradient></defs>
<rect width="240" height="160" rx="12" fill="url(#g)"/>
<circle cx="200" cy="36" r="22" fill="rgba(255,255,255,.18)"/>
<text x="16" y="128" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(label)}</text>
<text x="16" y="34" font-family="system-ui,sans-serif" font-size="14" fill="rgba(255,255,255,.85)">${escapeXml(vendor)}</text>
</svg>`;
}

const MINI_GAME_SCRIPT = readFileSync(new URL('./public/minigame.js', import.meta.url), 'utf8');

export function miniGameScript(variant: 'v1' | 's1'): string {
  return `var STOREFRONT_MINI_GAME_VARIANT = ${JSON.stringify(variant)};\n${MINI_GAME_SCRIPT}`;
}

function send(res: ServerResponse, type: string, body: string, cacheControl: string, head: boolean): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', cacheControl);
  res.end(head ? undefined : body);
}

export function createGameAssetsHandler() {
  return function handleGameAssets(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const head = req.method === 'HEAD';
    const mini = MINI_GAME_PATH.exec(url.pathname);
    if (mini) {
      // The ?_t= timestamp of §7 makes every load fresh; no-cache keeps revalidation honest anyway.
      send(res, 'text/javascript; charset=utf-8', miniGameScript(mini[1] as 'v1' | 's1'), 'no-cache', head);
      return true;
    }
    const image = GAME_IMAGE_PATH.exec(url.pathname);
    if (image) {
      send(res, 'image/svg+xml', gameImageSvg(image[1]!, image[2]!), 'public, max-age=86400', head);
      return true;
    }
    return false;
  };
}

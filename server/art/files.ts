/**
 * The generated art of the demo (issue 32; drawn by scripts/make-art.ts, committed beside this
 * file): game tiles, vendor marks, payment-method icons and each merchant's app icons, served at
 * /art/{path} from memory (read once at start: about a megabyte). A URL carries the file's content
 * version (?v=), so the answer is immutable; `?w=N` answers the `-<N>w` width variant when there is
 * one, else the base file, so a `srcset` never names a missing picture.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ART_WIDTH_PARAM, artVariantName } from '../../contract/art';
import { readsOnly, sendFile } from '../http/file-answer';
import { sendText } from '../http/respond';

export const ART_DIR = fileURLToPath(new URL('./', import.meta.url));
export const ART_PATH_PREFIX = '/art/';

const TYPES: Record<string, string> = { '.webp': 'image/webp', '.avif': 'image/avif', '.png': 'image/png' };

interface ArtFile {
  bytes: Buffer;
  type: string;
  version: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function load(dir: string): Map<string, ArtFile> {
  const files = new Map<string, ArtFile>();
  for (const path of walk(dir)) {
    const type = TYPES[path.slice(path.lastIndexOf('.'))];
    if (!type) continue;
    const bytes = readFileSync(path);
    const version = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    files.set(relative(dir, path).split(sep).join('/'), { bytes, type, version });
  }
  return files;
}

let cache: Map<string, ArtFile> | null = null;
const files = () => (cache ??= load(ART_DIR));

/** The versioned URL of an art file (a path under server/art/), or null when there is none. */
export function artUrl(path: string): string | null {
  const file = files().get(path);
  return file ? `${ART_PATH_PREFIX}${path}?v=${file.version}` : null;
}

/** A vendor of the catalogue with its drawn mark, where there is one (the API and the rendered pages). */
export function withVendorMark<V extends { vendor: string }>(v: V): V | (V & { imageUrl: string }) {
  const imageUrl = artUrl(`vendors/${v.vendor}.webp`);
  return imageUrl ? { ...v, imageUrl } : v;
}

/** Every art file's path (the tests check each seeded URL resolves). */
export function artPaths(): string[] {
  return [...files().keys()];
}

export function createArtHandler() {
  return function handleArt(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    if (!url.pathname.startsWith(ART_PATH_PREFIX)) return false;
    if (!readsOnly(req, res)) return true;
    let path: string;
    try {
      path = decodeURIComponent(url.pathname.slice(ART_PATH_PREFIX.length));
    } catch {
      path = '';
    }
    const base = files().get(path);
    if (!base) {
      sendText(res, 404, 'Not found.\n');
      return true;
    }
    const width = Number(url.searchParams.get(ART_WIDTH_PARAM));
    const file = (Number.isInteger(width) && width > 0 && files().get(artVariantName(path, width))) || base;
    sendFile(req, res, {
      etag: `"${base.version}-${file.version}"`,
      versioned: url.searchParams.get('v') === base.version,
      contentType: file.type,
      bytes: file.bytes,
      headers: { 'X-Content-Type-Options': 'nosniff' },
    });
    return true;
  };
}

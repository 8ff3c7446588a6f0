/**
 * After `vite build`: writes dist/asset-manifest.json (compared by update detection, §4 §7) and
 * builds sw/sw.ts into dist/sw.js with the precache list injected (every shell file with a
 * revision; hashed assets by name). Source maps, the worker itself and build bookkeeping are left out.
 *
 * Issue 37 (total precache ≤ 900 KB): the 25 languages' texts are not precached (two fifths of it).
 * The worker is given their files by language instead (`self.__STOREFRONT_TEXTS`) and keeps the
 * player's own, and any language chosen later, in a cache of its own (sw/texts.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build } from 'vite';

const DIST = 'dist';
const BASE = '/m/';
// The node-forge login fallback (issue 11) is for pages without WebCrypto, i.e. plain http on a real
// host; a service worker only ever runs in a secure context, where WebCrypto exists, so the pages it
// serves never need that chunk: precaching it would only spend the budget. Likewise the Firebase Auth
// SDK (issue 37, 79 KiB, a tenth of the budget): it loads only when a social sign-in starts
// (src/features/social-login/flow.chunk.ts), which needs the provider's network anyway; offline, the
// sign-in shows the §8 network notice whether or not the SDK is on the device.
const NOT_PRECACHED = [
  /\.map$/,
  // scripts/precompress.ts's copies (present when this script runs again on a finished build).
  /\.(?:br|gz)$/,
  /^sw\.js$/,
  /^build-manifest\.json$/,
  /^asset-manifest\.json$/,
  /^\.vite\//,
  /^assets\/encrypt-fallback\.chunk-/,
  /^assets\/firebase\.chunk-/,
  // The invite page's QR code and its encoder (issue 32, 21 KB): the page's link and Copy work
  // without it, and an invite is sent over the network anyway; offline, where it never loaded, the
  // page goes without the picture (src/features/referral/invite-friends.tsx).
  /^assets\/invite-qr\.chunk-/,
];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [relative(DIST, path).split(sep).join('/')];
  });
}

const md5 = (path: string) =>
  createHash('md5')
    .update(readFileSync(join(DIST, path)))
    .digest('hex');

/** §1 code in lower case (the locale file's name) → the URL of its built chunk, from Vite's manifest. */
export function textFilesOf(viteManifest: Record<string, { file: string }>): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [source, chunk] of Object.entries(viteManifest)) {
    const match = /^src\/i18n\/locales\/([a-z-]+)\.json$/.exec(source);
    if (match) files[match[1]!] = BASE + chunk.file;
  }
  return files;
}

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

export function precacheList(files: string[], texts: Record<string, string> = {}): PrecacheEntry[] {
  const textUrls = new Set(Object.values(texts));
  return files
    .filter((f) => !NOT_PRECACHED.some((re) => re.test(f)) && !textUrls.has(BASE + f))
    .sort()
    .map((f) => ({ url: BASE + f, revision: f.startsWith('assets/') ? null : md5(f) }));
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/index.html is missing: run vite build first');
  rmSync(join(DIST, 'sw.js'), { force: true });
  const viteManifest = JSON.parse(readFileSync(join(DIST, 'build-manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[] }
  >;
  const texts = textFilesOf(viteManifest);
  if (Object.keys(texts).length === 0) throw new Error('no locale files in dist/build-manifest.json');
  const files = walk(DIST);
  const entries = precacheList(files, texts);
  // The texts' files are part of a release too (a changed translation is an update, §4).
  const version = createHash('sha256')
    .update(JSON.stringify([entries, texts]))
    .digest('hex')
    .slice(0, 16);

  const entrypoints = Object.values(viteManifest)
    .filter((c) => c.isEntry)
    .flatMap((c) => [c.file, ...(c.css ?? [])])
    .map((f) => BASE + f);
  const assetManifest = {
    version,
    files: Object.fromEntries(entries.map((e) => [e.url.slice(BASE.length), e.url])),
    entrypoints,
  };
  writeFileSync(join(DIST, 'asset-manifest.json'), `${JSON.stringify(assetManifest, null, 2)}\n`);

  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: DIST,
      emptyOutDir: false,
      sourcemap: false,
      minify: true,
      target: 'es2022',
      copyPublicDir: false,
      lib: { entry: 'sw/sw.ts', formats: ['iife'], name: 'storefrontWorker', fileName: () => 'sw.js' },
    },
  });

  const swPath = join(DIST, 'sw.js');
  const source = readFileSync(swPath, 'utf8');
  let injected = source;
  for (const [marker, value] of [
    ['self.__WB_MANIFEST', entries],
    ['self.__STOREFRONT_TEXTS', texts],
  ] as const) {
    const uses = injected.split(marker).length - 1;
    if (uses !== 1) throw new Error(`sw.js should name ${marker} exactly once, found ${uses}`);
    injected = injected.replace(marker, JSON.stringify(value));
  }
  writeFileSync(swPath, injected);
  const size = (url: string) => statSync(join(DIST, url.slice(BASE.length))).size;
  const bytes = entries.reduce((sum, e) => sum + size(e.url), 0);
  const largestText = Math.max(...Object.values(texts).map(size));
  console.log(
    `sw.js: ${entries.length} files precached (${(bytes / 1024).toFixed(1)} KiB) + the player's language (at most ${(largestText / 1024).toFixed(1)} KiB), release ${version}`,
  );
}

await main();

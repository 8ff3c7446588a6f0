/**
 * After `vite build`: writes dist/asset-manifest.json (compared by update detection, §4 §7) and
 * builds sw/sw.ts into dist/sw.js with the precache list injected (every shell file with a
 * revision; hashed assets by name). Source maps, the worker itself and build bookkeeping are left out.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build } from 'vite';

const DIST = 'dist';
const BASE = '/m/';
// The node-forge login fallback (issue 11) is for pages without WebCrypto, i.e. plain http on a real
// host; a service worker only ever runs in a secure context, where WebCrypto exists, so the pages it
// serves never need that chunk: precaching it would only spend the budget.
const NOT_PRECACHED = [
  /\.map$/,
  /^sw\.js$/,
  /^build-manifest\.json$/,
  /^asset-manifest\.json$/,
  /^\.vite\//,
  /^assets\/encrypt-fallback\.chunk-/,
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

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

export function precacheList(files: string[]): PrecacheEntry[] {
  return files
    .filter((f) => !NOT_PRECACHED.some((re) => re.test(f)))
    .sort()
    .map((f) => ({ url: BASE + f, revision: f.startsWith('assets/') ? null : md5(f) }));
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/index.html is missing: run vite build first');
  rmSync(join(DIST, 'sw.js'), { force: true });
  const files = walk(DIST);
  const entries = precacheList(files);
  const version = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16);

  const viteManifest = JSON.parse(readFileSync(join(DIST, 'build-manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[] }
  >;
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
  const marker = 'self.__WB_MANIFEST';
  const uses = source.split(marker).length - 1;
  if (uses !== 1) throw new Error(`sw.js should name ${marker} exactly once, found ${uses}`);
  writeFileSync(swPath, source.replace(marker, JSON.stringify(entries)));
  const bytes = entries.reduce((sum, e) => sum + statSync(join(DIST, e.url.slice(BASE.length))).size, 0);
  console.log(`sw.js: ${entries.length} files precached (${(bytes / 1024).toFixed(1)} KiB), release ${version}`);
}

await main();

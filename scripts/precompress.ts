/**
 * The last build step: every text file the server sends often (scripts, styles, JSON, SVG, the
 * manifest) gets a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to it in dist/.
 * @fastify/static serves these as they are (server/http/static.ts, preCompressed): a file is
 * compressed once at build time, not on every answer, so static answers stay fast while logins
 * hash (issue 11). Files without a copy are compressed on the fly by @fastify/compress.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'dist';
const TEXT = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.webmanifest', '.txt']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(DIST)) {
  if (!TEXT.has(extname(file).toLowerCase())) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  count += 1;
  before += raw.length;
  after += br.length;
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`,
);

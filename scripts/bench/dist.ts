/** The built app the bench measures (dist/), and a file's gzip -9 size as the budgets count it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = 'dist';

/** The dist/ file a page's script URL names. */
export function distFile(url: string): string {
  return join(DIST, new URL(url).pathname.replace(/^\/m\//, ''));
}

/** The gzip -9 bytes of the dist/ file a script URL names. */
export function gzipSize(url: string): number {
  return gzipSync(readFileSync(distFile(url)), { level: 9 }).length;
}

/** The gzip -9 bytes of these scripts together. */
export function gzipTotal(urls: readonly string[]): number {
  return urls.reduce((sum, url) => sum + gzipSize(url), 0);
}

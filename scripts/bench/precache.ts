/**
 * Issue 37, DESIGN "total precache (shell + the player's language) ≤ 900 KB": the bytes of every
 * file in dist/sw.js's precache list, plus the largest of the languages' text files (the worker
 * keeps the player's one, sw/texts.ts; the figure assumes the heaviest). A language in the list
 * counts as the shell (a build that precached them again would show it).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { KB, type Row } from './row';

export function precacheRow(dist: string): Row {
  const source = readFileSync(join(dist, 'sw.js'), 'utf8');
  const file = (url: string) => join(dist, url.replace(/^\/m\//, ''));
  const list = JSON.parse(/\[\{"url":"\/m\/[^\]]*\]/.exec(source)![0]) as Array<{ url: string }>;
  // The languages' files, as scripts/build-sw.ts names them to the worker (from Vite's manifest).
  const manifest = JSON.parse(readFileSync(join(dist, 'build-manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const texts = Object.fromEntries(
    Object.entries(manifest).flatMap(([source, chunk]) => {
      const code = /^src\/i18n\/locales\/([a-z-]+)\.json$/.exec(source)?.[1];
      return code ? [[code, `/m/${chunk.file}`]] : [];
    }),
  );
  const shell = list.reduce((sum, e) => sum + statSync(file(e.url)).size, 0);
  const [code, language] = Object.entries(texts)
    .map(([c, url]) => [c, statSync(file(url)).size] as const)
    .sort((a, b) => b[1] - a[1])[0]!;
  const bytes = shell + language;
  return {
    figure: `Total precache (${list.length} files + the player's language, at most ${code.toUpperCase()}'s)`,
    value: `${(bytes / KB).toFixed(0)} KB (shell ${(shell / KB).toFixed(0)} KB + ${(language / KB).toFixed(0)} KB)`,
    budget: '≤ 900 KB',
    ok: bytes <= 900 * KB,
  };
}

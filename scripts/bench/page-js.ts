/**
 * DESIGN: each page's own JavaScript beyond /m/home ≤ 25 KB gzip: the deposit page (issue 12: a
 * logged-in player follows the Deposit shortcut) and the game page (issue 14: a trial launch).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { DIST, gzipSize, gzipTotal } from './dist';
import { memberToken } from './member';
import { KB, verbose, type Row } from './row';

/** The files a source module's chunk needs before it runs: its static imports, transitively (dist/build-manifest.json). */
function pageGraph(source: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(DIST, 'build-manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) walk(next);
  };
  walk(source);
  return files;
}

/** Issue 12: the deposit page's JavaScript beyond what /m/home loaded (budget 25 KB gzip). */
export async function depositPageScripts(browser: Browser, origin: string): Promise<Row> {
  const figure = "Deposit page's own JavaScript";
  const budget = '≤ 25 KB';
  const token = await memberToken(origin).catch(() => null);
  if (!token) return { figure, value: 'player0 could not log in', budget, ok: false };
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 760 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/m/home?token=${encodeURIComponent(token)}`);
    await page.getByText('TCG Lottery').waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = () =>
      page.evaluate(
        `performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => e.name)`,
      ) as Promise<string[]>;
    const home = new Set(await scripts());
    // A promotion popup may be open over home (issue 15): follow the link as a tap would, beneath it.
    await page.evaluate(`document.querySelector('a[href="/m/voucherCenter"]').click()`);
    await page.locator('form input[name="amount"]').waitFor();
    await page.waitForTimeout(500);
    const fetched = [...new Set(await scripts())].filter((u) => !home.has(u));
    // The page's own: what the tap fetched that the voucher-center route chunk needs to run (its
    // static imports in the build manifest). Work of other features that happens to run on
    // the same navigation (a promotion popup's chunk, i18next still loading after home's first
    // paint on a busy machine) is not the deposit page's.
    const graph = pageGraph('src/routes/voucher-center.tsx');
    const own = fetched.filter((u) => graph.has(new URL(u).pathname.replace(/^\/m\//, '')));
    const bytes = gzipTotal(own);
    if (verbose()) {
      for (const u of fetched)
        console.log(
          `  ${own.includes(u) ? 'deposit page' : 'also fetched'}: ${u.replace(origin, '')} ${(gzipSize(u) / KB).toFixed(1)} KB`,
        );
    }
    return {
      figure: `${figure} (gzip, ${own.length} chunks)`,
      value: `${(bytes / KB).toFixed(1)} KB`,
      budget,
      ok: bytes <= 25 * KB,
    };
  } finally {
    await context.close();
  }
}

/** The storefront's own scripts a cold visit to `path` loads once the page has settled. */
async function scriptsOf(
  browser: Browser,
  origin: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<Set<string>> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 760 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const urls = (await page.evaluate(`performance.getEntriesByType('resource').map((e) => e.name)`)) as string[];
    return new Set(urls.filter((u) => u.startsWith(`${origin}/m/`) && u.endsWith('.js')).map((u) => u.split('?')[0]!));
  } finally {
    await context.close();
  }
}

/** DESIGN: each page's own JavaScript beyond /m/home ≤ 25 KB gzip — here the game page (a trial launch). */
export async function gamePageOwnJs(browser: Browser, origin: string): Promise<Row> {
  const lanes = (await (
    await fetch(`${origin}/wps/relay/GCSGAME_getGameMatchV2`, { headers: { Merchant: 'DEMO', Language: 'EN' } })
  ).json()) as {
    value: { cards: { gameId?: string; displayName: string }[] }[];
  };
  const card = lanes.value.flatMap((l) => l.cards).find((c) => c.gameId)!;
  const home = await scriptsOf(browser, origin, '/m/home', (page) => page.getByText('TCG Lottery').waitFor());
  const game = await scriptsOf(
    browser,
    origin,
    `/m/launchGame?trial=${card.gameId}&title=${encodeURIComponent(card.displayName)}`,
    (page) => page.getByRole('dialog', { name: card.displayName }).locator('iframe').waitFor(),
  );
  const own = [...game].filter((u) => !home.has(u));
  const bytes = gzipTotal(own);
  if (verbose()) for (const u of own) console.log(`  game page: ${u.replace(origin, '')}`);
  return {
    figure: `Game page's own JavaScript (gzip, ${own.length} chunks)`,
    value: `${(bytes / KB).toFixed(1)} KB`,
    budget: '≤ 25 KB',
    ok: bytes <= 25 * KB,
  };
}

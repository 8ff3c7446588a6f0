/**
 * DESIGN budgets of /m/home's JavaScript (gzip -9, ≤ 110 KB each): what a cold first visit needs to
 * paint it, and (issue 18: the server paints it) what is fetched before the app marks it hydrated.
 */
import type { Browser } from '@playwright/test';
import { gzipSize, gzipTotal } from './dist';
import { KB, verbose, type Row } from './row';

/** Cold first visits measured; the figure is the fewest bytes any of them needed (see below). */
const FIRST_PAINT_VISITS = 3;

// Page-side code is passed as source text: tsx's name helpers do not exist in the page.
const HEADING_PAINT_SOURCE = `new Promise((resolve) => {
  new PerformanceObserver((list, observer) => {
    const entry = list.getEntries().find((e) => e.identifier === 'home-heading');
    if (entry) { observer.disconnect(); resolve(entry.renderTime || entry.loadTime); }
  }).observe({ type: 'element', buffered: true });
})`;

const INTERACTIVE_SOURCE = `new Promise((resolve) => {
  const find = () => performance.getEntriesByName('storefront:interactive')[0];
  const poll = () => { const m = find(); if (m) resolve(m.startTime); else setTimeout(poll, 50); };
  poll();
})`;

/** The scripts a cold visit to /m/home fetched before the moment `markSource` (page-side) resolves to. */
async function homeScriptsBefore(browser: Browser, origin: string, markSource: string): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 760 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/m/home`);
    const mark = (await page.evaluate(markSource)) as number;
    return (await page.evaluate(
      `performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js') && e.startTime < ${mark}).map((e) => e.name)`,
    )) as string[];
  } finally {
    await context.close();
  }
}

/**
 * JS needed to paint /m/home on a cold first visit (no worker yet, nothing cached). Work that starts
 * after the first frame (the data layer, the status check, the chat button) sometimes begins before
 * Chromium reports the heading's paint; such a load was not needed for it, so the figure is the
 * smallest of a few cold visits.
 */
export async function firstPaintRow(browser: Browser, origin: string): Promise<Row> {
  let best: { bytes: number; scripts: string[] } | null = null;
  for (let visit = 0; visit < FIRST_PAINT_VISITS; visit++) {
    const scripts = await homeScriptsBefore(browser, origin, HEADING_PAINT_SOURCE);
    const bytes = gzipTotal(scripts);
    if (!best || bytes < best.bytes) best = { bytes, scripts };
  }
  const { bytes, scripts } = best!;
  if (verbose())
    for (const u of scripts)
      console.log(`  before first paint: ${u.replace(origin, '')} ${(gzipSize(u) / KB).toFixed(1)} KB`);
  return {
    figure: `JS needed to paint /m/home (gzip, ${scripts.length} chunks)`,
    value: `${(bytes / KB).toFixed(1)} KB`,
    budget: '≤ 110 KB',
    ok: bytes <= 110 * KB,
  };
}

/** JS loaded before /m/home is interactive: the script fetched before the app marks the page hydrated. */
export async function interactiveRow(browser: Browser, origin: string): Promise<Row> {
  const scripts = await homeScriptsBefore(browser, origin, INTERACTIVE_SOURCE);
  const bytes = gzipTotal(scripts);
  return {
    figure: `JS loaded before /m/home is interactive (gzip, ${scripts.length} chunks)`,
    value: `${(bytes / KB).toFixed(1)} KB`,
    budget: '≤ 110 KB',
    ok: bytes <= 110 * KB,
  };
}

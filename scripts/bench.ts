/**
 * `npm run bench`: builds, starts the reference server, drives Debian Chromium and prints one table
 * of the DESIGN.md budgets, each figure beside its budget. Exits non-zero when a budget is missed.
 *
 *  - JS needed to paint /m/home: every script fetched before the home page's heading painted
 *    (Element Timing, so a splash cannot stand in for the page) on a cold first visit, gzip -9 sizes.
 *  - Total precache: the bytes of every file in dist/sw.js's precache list.
 *  - De-duplication: 10 identical concurrent /wps GETs through the worker : requests reaching the server.
 *  - Lighthouse 12 mobile performance on /m/home (default simulated throttling), the median of three
 *    cold runs (a single run varies by a few points).
 *  - Repeat visit, network off: navigation to first paint with the server stopped and the browser offline,
 *    and how many requests left the browser.
 */
import { execFile, execSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { startServer } from '../server/app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/env';

interface Row {
  figure: string;
  value: string;
  budget: string;
  ok: boolean;
}

const KB = 1024;
const DIST = 'dist';

function distFile(url: string): string {
  return join(DIST, new URL(url).pathname.replace(/^\/m\//, ''));
}

// Page-side code is passed as source text: tsx's name helpers do not exist in the page.
const FCP_SOURCE = `new Promise((resolve) => {
  const entry = performance.getEntriesByName('first-contentful-paint')[0];
  if (entry) return resolve(entry.startTime);
  new PerformanceObserver((list, observer) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint) { observer.disconnect(); resolve(paint.startTime); }
  }).observe({ type: 'paint', buffered: true });
})`;

const HEADING_PAINT_SOURCE = `new Promise((resolve) => {
  new PerformanceObserver((list, observer) => {
    const entry = list.getEntries().find((e) => e.identifier === 'home-heading');
    if (entry) { observer.disconnect(); resolve(entry.renderTime || entry.loadTime); }
  }).observe({ type: 'element', buffered: true });
})`;

const CONTROLLED_SOURCE = `(async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  }
})()`;

async function firstContentfulPaint(page: Page): Promise<number> {
  return (await page.evaluate(FCP_SOURCE)) as number;
}

async function controlled(page: Page): Promise<void> {
  await page.evaluate(CONTROLLED_SOURCE);
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, distDir: DIST, mode: 'development', logger: { info() {}, warn() {}, error: console.error } });
  const origin = `http://localhost:${server.port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: Row[] = [];
  try {
    // 1. JS needed to paint /m/home on a cold first visit (no worker yet, nothing cached).
    {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 760 } });
      const page = await context.newPage();
      await page.goto(`${origin}/m/home`);
      const painted = (await page.evaluate(HEADING_PAINT_SOURCE)) as number;
      const scripts = (await page.evaluate(
        `performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js') && e.startTime < ${painted}).map((e) => e.name)`,
      )) as string[];
      const bytes = scripts.reduce((sum, url) => sum + gzipSync(readFileSync(distFile(url)), { level: 9 }).length, 0);
      if (process.argv.includes("--verbose")) for (const u of scripts) console.log(`  before first paint: ${u.replace(origin, "")} ${(gzipSync(readFileSync(distFile(u)), { level: 9 }).length / KB).toFixed(1)} KB`);
      rows.push({ figure: `JS needed to paint /m/home (gzip, ${scripts.length} chunks)`, value: `${(bytes / KB).toFixed(1)} KB`, budget: '≤ 120 KB', ok: bytes <= 120 * KB });
      await context.close();
    }

    // 2. Total precache.
    {
      const source = readFileSync(join(DIST, 'sw.js'), 'utf8');
      const list = JSON.parse(/\[\{"url":"\/m\/[^\]]*\]/.exec(source)![0]) as Array<{ url: string }>;
      const bytes = list.reduce((sum, e) => sum + statSync(join(DIST, e.url.replace(/^\/m\//, ''))).size, 0);
      rows.push({ figure: `Total precache (${list.length} files)`, value: `${(bytes / KB / KB).toFixed(2)} MB`, budget: '≤ 1.5 MB', ok: bytes <= 1.5 * KB * KB });
    }

    // Lighthouse (its own Chromium, fresh profile per run: a first visit).
    {
      const scores: number[] = [];
      const report = join(dataDir, 'lighthouse.json');
      for (let run = 0; run < 3; run++) {
        // Asynchronous: the server under test runs in this very process.
        await promisify(execFile)(
          join('node_modules', '.bin', 'lighthouse'),
          [`${origin}/m/home`, '--only-categories=performance', '--output=json', `--output-path=${report}`, '--quiet', `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`],
          { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 120_000 },
        );
        const lhr = JSON.parse(readFileSync(report, 'utf8')) as { categories: { performance: { score: number | null } } };
        scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      }
      const median = [...scores].sort((a, b) => a - b)[1]!;
      rows.push({ figure: 'Lighthouse 12 mobile performance on /m/home', value: `${median} (runs: ${scores.join(', ')})`, budget: '≥ 95', ok: median >= 95 });
    }

    const context = await browser.newContext({ viewport: { width: 390, height: 760 } });
    const page = await context.newPage();
    await page.goto(`${origin}/m/home`);
    await controlled(page);
    await page.getByText('TCG Lottery').waitFor();

    // 3. De-duplication through the worker.
    {
      const url = `/wps/relay/GCSGAME_newGameVendor?platform=BENCH${Date.now()}`;
      const sent = 10;
      await page.evaluate(
        `Promise.all(Array.from({ length: ${sent} }, () => fetch(${JSON.stringify(url)}, { headers: { Merchant: 'DEMO', Language: 'EN' } }).then((r) => r.text())))`,
      );
      const counts = (await (await fetch(`${origin}/__dev/wps-requests`)).json()) as Record<string, number>;
      const reached = counts[url] ?? 0;
      rows.push({ figure: '10 identical concurrent /wps GETs through the worker', value: `${sent} : ${reached} (reached the server)`, budget: 'exactly 1', ok: reached === 1 });
    }

    // 4. Repeat visit with the network off.
    {
      await page.waitForTimeout(1_500);
      await server.close();
      await context.setOffline(true);
      let left = 0;
      page.on('requestfailed', () => left++);
      context.on('request', (r) => {
        if (!r.serviceWorker() && !r.url().startsWith(origin)) left++;
      });
      await page.goto(`${origin}/m/home`);
      const fcp = await firstContentfulPaint(page);
      const shown = await page
        .getByText('TCG Lottery')
        .waitFor({ timeout: 2_000 })
        .then(() => page.evaluate('performance.now()') as Promise<number>)
        .catch(() => null);
      rows.push({
        figure: 'Repeat visit, network off: navigation to first paint',
        value: `${fcp.toFixed(0)} ms (last data at ${shown === null ? 'NEVER' : `${shown.toFixed(0)} ms`}), ${left} failed network requests`,
        budget: '≤ 1000 ms, none',
        ok: fcp <= 1_000 && left === 0 && shown !== null,
      });
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const width = (k: keyof Row) => Math.max(k.length, ...rows.map((r) => String(r[k]).length));
  const [wf, wv, wb] = [width('figure'), width('value'), width('budget')];
  const line = (f: string, v: string, b: string, s: string) => `| ${f.padEnd(wf)} | ${v.padEnd(wv)} | ${b.padEnd(wb)} | ${s} |`;
  console.log();
  console.log(line('figure', 'measured', 'budget', 'ok'));
  console.log(`|${'-'.repeat(wf + 2)}|${'-'.repeat(wv + 2)}|${'-'.repeat(wb + 2)}|----|`);
  for (const r of rows) console.log(line(r.figure, r.value, r.budget, r.ok ? 'yes' : 'NO'));
  console.log('\nNot measured here yet: the fastest-domain choice (issue 7).');
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}

await main();

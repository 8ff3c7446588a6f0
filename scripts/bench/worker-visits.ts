/**
 * Through the service worker, on one controlled page: de-duplication of identical /wps GETs, the
 * tracking chaos run (issue 17: 1,000 events through offline periods, a killed worker, 5xx and lost
 * acks), then a repeat visit with the network off (it closes the server first).
 */
import type { Browser, Page } from '@playwright/test';
import { formatChaos, runTrackingChaos } from '../tracking-chaos';
import { verbose, type Row } from './row';

// Page-side code is passed as source text: tsx's name helpers do not exist in the page.
const FCP_SOURCE = `new Promise((resolve) => {
  const entry = performance.getEntriesByName('first-contentful-paint')[0];
  if (entry) return resolve(entry.startTime);
  new PerformanceObserver((list, observer) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint) { observer.disconnect(); resolve(paint.startTime); }
  }).observe({ type: 'paint', buffered: true });
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

export async function workerRows(
  browser: Browser,
  origin: string,
  server: { close(): Promise<unknown> },
): Promise<Row[]> {
  const rows: Row[] = [];
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
    rows.push({
      figure: '10 identical concurrent /wps GETs through the worker',
      value: `${sent} : ${reached} (reached the server)`,
      budget: 'exactly 1',
      ok: reached === 1,
    });
  }

  // Tracking chaos (issue 17), while this server still runs (step 4 closes it): 1,000 events through offline periods, a killed worker, 5xx and lost acks.
  {
    const chaos = await runTrackingChaos({ origin, browser, events: 1000 });
    rows.push({
      figure: 'Tracking chaos run: events lost / counted twice',
      value: formatChaos(chaos),
      budget: '0 and 0',
      ok: chaos.lost === 0 && chaos.countedTwice === 0,
    });
  }
  // 4. Repeat visit with the network off.
  {
    await page.waitForTimeout(1_500);
    await server.close();
    await context.setOffline(true);
    let left = 0;
    page.on('requestfailed', (r) => {
      left++;
      if (verbose()) console.log(`  failed offline: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`);
    });
    context.on('request', (r) => {
      if (!r.serviceWorker() && !r.url().startsWith(origin)) left++;
    });
    await page.goto(`${origin}/m/home`);
    const fcp = await firstContentfulPaint(page);
    if (verbose())
      console.log(
        `  offline visit: ${await page.evaluate(`(() => { const n = performance.getEntriesByType('navigation')[0]; return ['workerStart', 'fetchStart', 'responseStart', 'responseEnd', 'domInteractive', 'domContentLoadedEventStart'].map((k) => k + ' ' + Math.round(n[k])).join(', '); })()`)}, first paint ${Math.round(fcp)}`,
      );
    const shown = await page
      .getByText('TCG Lottery')
      .waitFor({ timeout: 2_000 })
      .then(() => page.evaluate('performance.now()') as Promise<number>)
      .catch(() => null);
    rows.push({
      figure: 'Repeat visit, network off: navigation to first paint',
      value: `${fcp.toFixed(0)} ms (last data at ${shown === null ? 'NEVER' : `${shown.toFixed(0)} ms`}), ${left} failed network requests`,
      budget: '≤ 300 ms, none',
      ok: fcp <= 300 && left === 0 && shown !== null,
    });
  }
  await context.close();
  return rows;
}

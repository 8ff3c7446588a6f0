/**
 * The tracking chaos run (issue 17, DESIGN budget "0 lost, 0 counted twice"): 1,000 events go
 * through the real storefront in Chromium — the real tracking seam, IndexedDB queue, batches,
 * worker and Background Sync — while the run takes the network away in periods, kills the service
 * worker, answers the event report call with 5xx, and lets the server store a batch but loses its
 * acknowledgement on the way back. It then prints events lost, counted twice, copies sent again
 * (deduplicated by id on the server), and the share delivered within 5 s of the last reconnect.
 *
 *   node --import tsx scripts/tracking-chaos.ts [--events=1000] [--no-build]     (alone)
 *   scripts/bench.ts calls runTrackingChaos() as one of its rows.
 *
 * The events are §3 viewContent events: each in-app navigation fires one through the seam, as a
 * player browsing does.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Route } from '@playwright/test';
import { startServer } from '../server/app';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/env';
import { tallyChaos } from './tracking-chaos-tally';

export interface ChaosResult {
  fired: number;
  held: number;
  lost: number;
  countedTwice: number;
  /** Event copies that reached the server more than once (a lost ack, a beacon): stored once. */
  resent: number;
  /** Share of the events the server held within 5 s of the last reconnect. */
  within5s: number;
  /** viewContent events of other visits on the same server (the bench's), not counted. */
  others: number;
  faults: { offlinePeriods: number; workerKills: number; serverErrors: number; lostAcks: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small deterministic random source, so two runs meet the same faults. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function runTrackingChaos(options: {
  origin: string;
  browser: Browser;
  events?: number;
  adminToken?: string;
}): Promise<ChaosResult> {
  const total = options.events ?? 1000;
  const random = rng(17);
  const faults = { offlinePeriods: 0, workerKills: 0, serverErrors: 0, lostAcks: 0 };
  const seen = new Map<string, number>();
  const context = await options.browser.newContext({ viewport: { width: 390, height: 760 } });
  try {
    let chaos = true;
    await context.route('**/wps/system/event', async (route: Route) => {
      try {
        const body = JSON.parse(route.request().postData() ?? '{}') as { events?: string };
        for (const e of JSON.parse(body.events ?? '[]') as { id: string }[]) seen.set(e.id, (seen.get(e.id) ?? 0) + 1);
      } catch {
        // not ours to judge: the server answers it
      }
      const roll = random();
      if (chaos && roll < 0.15) {
        faults.serverErrors++;
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"success":false,"errorCode":"unavailable"}',
        });
      }
      if (chaos && roll < 0.3) {
        // The server stores the batch, but its answer never arrives.
        faults.lostAcks++;
        await route.fetch().catch(() => undefined);
        return route.abort('connectionreset');
      }
      return route.continue();
    });

    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __fired: number }).__fired = 0;
      addEventListener('storefront:track', (e) => {
        if ((e as CustomEvent<{ name: string }>).detail.name === 'viewContent')
          (window as unknown as { __fired: number }).__fired++;
      });
    });
    await page.goto(`${options.origin}/m/home`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    const cdp = await context.newCDPSession(page);
    const fired = () => page.evaluate(() => (window as unknown as { __fired: number }).__fired);

    let offline = false;
    let step = 0;
    while ((await fired()) < total) {
      // Each in-app navigation is one §3 viewContent event through the seam (popstate: the router follows).
      await page.evaluate((n) => {
        history.pushState({}, '', n % 2 === 0 ? '/m/index' : '/m/home');
        dispatchEvent(new PopStateEvent('popstate'));
      }, step);
      step++;
      if (step % 100 === 50) {
        offline = !offline;
        await context.setOffline(offline);
        if (offline) faults.offlinePeriods++;
      }
      if (step % 250 === 125) {
        await cdp.send('ServiceWorker.stopAllWorkers').catch(() => undefined);
        faults.workerKills++;
      }
      if (step % 20 === 0) await sleep(50);
    }

    // The last reconnect: no more faults; the queue drains by the page, the worker's sync, or both.
    chaos = false;
    await context.setOffline(false);
    const reconnected = Date.now();
    const held = async () => {
      const answer = await fetch(`${options.origin}/admin/tracking/events`, {
        headers: { Authorization: `Bearer ${options.adminToken ?? 'storefront-dev-admin'}`, Merchant: 'DEMO' },
      });
      return ((await answer.json()) as { value: { id: string; eventName: string; receivedAt: number }[] }).value.filter(
        (e) => e.eventName === 'viewContent',
      );
    };
    // The run's own events only: the bench's earlier visits left theirs on the same server (tracking-chaos-tally.ts).
    // Fired is read again each time: a navigation still resolving when the loop ended fires one more.
    const tally = async () => {
      const firedNow = await fired();
      return {
        fired: firedNow,
        ...tallyChaos({ fired: firedNow, stored: await held(), sentIds: new Set(seen.keys()), reconnected }),
      };
    };
    let figures = await tally();
    const deadline = reconnected + 60_000;
    while (figures.lost > 0 && Date.now() < deadline) {
      await sleep(250);
      figures = await tally();
    }
    return { ...figures, resent: [...seen.values()].filter((n) => n > 1).length, faults };
  } finally {
    await context.close();
  }
}

export function formatChaos(r: ChaosResult): string {
  return `${r.fired} events, ${r.faults.offlinePeriods} offline periods, ${r.faults.workerKills} worker kills, ${r.faults.serverErrors} × 5xx, ${r.faults.lostAcks} lost acks: lost ${r.lost}, counted twice ${r.countedTwice} (${r.resent} resent, deduplicated), ${(r.within5s * 100).toFixed(1)}% held within 5 s of reconnecting${r.others > 0 ? ` (${r.others} events of other visits on the server left out)` : ''}`;
}

async function main(): Promise<void> {
  const arg = process.argv.find((a) => a.startsWith('--events='));
  if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-chaos-'));
  const server = await startServer({
    port: Number(process.env.PORT ?? 0),
    host: '127.0.0.1',
    dataDir,
    distDir: 'dist',
    mode: 'development',
    logger: { info() {}, warn() {}, error: console.error },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const result = await runTrackingChaos({
      origin: `http://localhost:${server.port}`,
      browser,
      events: arg ? Number(arg.slice(9)) : 1000,
    });
    console.log(formatChaos(result));
    if (result.lost > 0 || result.countedTwice > 0) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

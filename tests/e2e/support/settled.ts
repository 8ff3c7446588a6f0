import type { Page, Request } from '@playwright/test';
import { MINI_GAME_DEBOUNCE_MS } from '../../../src/config/constants';

/**
 * Watches a page's requests (every kind: documents, scripts, data, images, fonts, its frames'), so
 * that `settled` can tell when nothing is in flight. Call it once, right after the page is made.
 */
export function watchRequests(page: Page): { inFlight: () => number; started: () => number } {
  const pending = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    pending.add(request);
    started++;
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { inFlight: () => pending.size, started: () => started };
}

/**
 * How long the page must stay at rest: longer than the §9 debounce after which the floating layout
 * looks again once a page or a bar has appeared (MINI_GAME_DEBOUNCE_MS, 250 ms), the longest start-up
 * timer that moves anything on a page at rest.
 */
const QUIET_MS = MINI_GAME_DEBOUNCE_MS + 50;

/**
 * The page at rest, for checks of its look (issue 32), in place of `networkidle` (which waits for
 * 500 ms without a request and nothing else): what those checks read is there. Waits until, for
 * QUIET_MS without a break (drawn frame by drawn frame),
 * - no request is in flight (as `networkidle` counts them) and none starts,
 * - its fonts are loaded (`document.fonts.ready`), so text is measured in its own font,
 * - every image that is not lazy is complete (loaded or broken; a lazy one that was asked for is
 *   a request in flight until it is),
 * - nothing shows a pending load: no `[aria-busy=true]` (src/ui/load-state.tsx, a form at work) and
 *   no skeleton (`.skeleton`, `.skeleton-line`, `.skeleton-text`, app.css).
 * Not for a page whose clock is installed (it counts drawn frames).
 */
export async function settled(
  page: Page,
  requests: ReturnType<typeof watchRequests>,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    while (requests.inFlight() > 0) {
      if (Date.now() > deadline) throw new Error(`settled: ${requests.inFlight()} requests still in flight`);
      await page.waitForTimeout(20);
    }
    const before = requests.started();
    const quiet = await page.evaluate(async (quietMs) => {
      await document.fonts.ready;
      const atRest = () =>
        document.fonts.status === 'loaded' &&
        [...document.images].every((img) => img.complete || img.loading === 'lazy') &&
        !document.querySelector('[aria-busy=true], .skeleton, .skeleton-line, .skeleton-text');
      const since = performance.now();
      do {
        if (!atRest()) return false;
        await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      } while (performance.now() - since < quietMs);
      return atRest();
    }, QUIET_MS);
    if (quiet && requests.inFlight() === 0 && requests.started() === before) return;
    if (Date.now() > deadline) throw new Error('settled: the page is still loading (images, fonts or a busy part)');
    if (!quiet) await page.waitForTimeout(20);
  }
}

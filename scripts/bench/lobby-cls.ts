/**
 * CLS of the game lobby while its images load: the layout shifts (without recent input) of a cold
 * visit to /m/game, scrolled to the end so every lazy picture arrives (§9 threshold 100, delay 150 ms).
 */
import type { Browser } from '@playwright/test';
import type { Row } from './row';

const CLS_SOURCE = `(() => {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

/** DESIGN: CLS on the game lobby while images load ≤ 0.02. */
export async function lobbyCls(browser: Browser, origin: string): Promise<Row> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 760 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(CLS_SOURCE);
    await page.goto(`${origin}/m/game`);
    await page.locator('.game-card-link').first().waitFor();
    const thumbs = await page.locator('.game-thumb').count();
    // Down the whole lobby and back, half a screen at a time and slower than the 150 ms delay, so
    // each picture stays within its threshold long enough to load (a busy machine may need the way back).
    const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
    for (const direction of [1, -1]) {
      for (let y = 0; y < height; y += 300) {
        await page.mouse.wheel(0, 300 * direction);
        await page.waitForTimeout(400);
      }
    }
    await page
      .waitForFunction(`document.querySelectorAll('.game-thumb img').length >= ${thumbs}`, undefined, {
        timeout: 15_000,
      })
      .catch(() => undefined);
    await page.waitForTimeout(500);
    const loaded = await page.locator('.game-thumb img').count();
    const cls = (await page.evaluate('window.__cls')) as number;
    return {
      figure: `CLS of the game lobby while images load (${loaded}/${thumbs} pictures)`,
      value: cls.toFixed(3),
      budget: '≤ 0.02',
      ok: cls <= 0.02 && loaded === thumbs,
    };
  } finally {
    await context.close();
  }
}

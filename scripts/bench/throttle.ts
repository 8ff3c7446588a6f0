/** Issue 37: a page on Chromium's CPU throttling (CDP Emulation.setCPUThrottlingRate), as on a cheap phone. */
import type { Browser, BrowserContext, Page } from '@playwright/test';

export const SLOWDOWN = 4;

/** A fresh context (no worker, nothing cached: a first visit) and a page running `SLOWDOWN`× slower. */
export async function slowPage(
  browser: Browser,
  initScript?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 760 } });
  const page = await context.newPage();
  if (initScript) await page.addInitScript(initScript);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  return { context, page };
}

/**
 * Waits until the page-side expression (source text) is truthy. Not `page.waitForFunction`: with a
 * string it evaluates through `eval`, which the storefront's CSP refuses.
 */
export async function until(page: Page, expression: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await page.waitForTimeout(50);
  }
}

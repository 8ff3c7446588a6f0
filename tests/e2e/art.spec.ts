/**
 * Issue 32, the merchant's art in real Chromium: home and the lobby show no broken picture, the
 * home page's largest picture is a modern format of at most 60 KB (DESIGN budget), every picture
 * has explicit width and height, and the lobby's tiles offer their widths in srcset.
 */
import { expect, test, type Page } from '@playwright/test';

test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** Every picture on the page has loaded (no broken image). */
async function noBrokenImages(page: Page): Promise<number> {
  await expect.poll(() => page.evaluate(() => [...document.images].filter((i) => !i.complete).length)).toBe(0);
  const broken = await page.evaluate(() =>
    [...document.images].filter((i) => i.naturalWidth === 0).map((i) => i.currentSrc || i.src),
  );
  expect(broken).toEqual([]);
  return page.evaluate(() => document.images.length);
}

async function scrollThrough(page: Page): Promise<void> {
  for (let y = 0; y < 6; y++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(350); // §9 lazy pictures: 150 ms after they come near the screen
  }
}

test('home and the lobby show their art, none broken; the largest home picture is WebP or AVIF of at most 60 KB', async ({
  page,
}) => {
  const images: Array<{ url: string; type: string; bytes: number }> = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'image') return;
    const body = await r.body().catch(() => null);
    if (body) images.push({ url: r.url(), type: r.headers()['content-type'] ?? '', bytes: body.length });
  });
  await page.goto('/m/home');
  await expect(page.locator('.banner-track img').first()).toBeVisible();
  await scrollThrough(page);
  expect(await noBrokenImages(page)).toBeGreaterThan(3);
  const art = images.filter((i) => /\/(art|media)\//.test(i.url));
  expect(art.length).toBeGreaterThan(3);
  const largest = art.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(`largest home image: ${largest.url} ${largest.bytes} bytes ${largest.type}`);
  expect(largest.bytes).toBeLessThanOrEqual(60 * 1024);
  for (const i of art) expect(i.type, i.url).toMatch(/^image\/(webp|avif)$/);
  // Explicit sizes: every picture has width and height (its box never waits for the file).
  expect(
    await page.evaluate(
      () => [...document.images].filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).length,
    ),
  ).toBe(0);

  await page.goto('/m/game');
  await expect(page.getByRole('link', { name: /^Fortune Tiger/ })).toBeVisible();
  await scrollThrough(page);
  expect(await noBrokenImages(page)).toBeGreaterThanOrEqual(10);
  const tile = page.locator('.game-thumb img').first();
  await expect(tile).toHaveAttribute('srcset', /&w=240 240w, .*&w=480 480w$/);
});

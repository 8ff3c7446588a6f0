/**
 * The installed app's screenshots (issue 32, manifest `screenshots`, narrow form factor): /m/home
 * and the lobby of each demo merchant at 390 × 844 CSS px (2× pixels), as WebP into
 * server/art/merchants/<CODE>/. Run against a running storefront (after `npm run build`):
 *   PORT=8500 node --import tsx scripts/make-screenshots.ts
 * Committed like the rest of the art (scripts/make-art.ts says why).
 */
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { MANIFEST_SCREENSHOT_SIZE } from '../server/http/pwa';

const PORT = process.env.PORT ?? '8500';
const HOSTS: Record<string, string> = {
  DEMO: 'localhost',
  LUCKY: 'lucky.localhost',
  ACE: 'ace.localhost',
  SORTE: 'brl.localhost',
};
const PAGES = { home: '/m/home', lobby: '/m/game' } as const;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [code, host] of Object.entries(HOSTS)) {
    const context = await browser.newContext({
      viewport: { width: MANIFEST_SCREENSHOT_SIZE.width / 2, height: MANIFEST_SCREENSHOT_SIZE.height / 2 },
      deviceScaleFactor: 2,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    for (const [name, path] of Object.entries(PAGES)) {
      await page.goto(`http://${host}:${PORT}${path}`, { waitUntil: 'networkidle' });
      // The lazy pictures (§9: 150 ms after they come near the screen) and the fonts.
      await page.waitForTimeout(1500);
      const png = await page.screenshot();
      await sharp(png)
        .resize(MANIFEST_SCREENSHOT_SIZE.width, MANIFEST_SCREENSHOT_SIZE.height)
        .webp({ quality: 70 })
        .toFile(new URL(`../server/art/merchants/${code}/screenshot-${name}.webp`, import.meta.url).pathname);
      console.log(`${code} ${name}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}

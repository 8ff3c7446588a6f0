/**
 * `npm run shots` (issue 32, DESIGN rule 13): a gallery of every §2 route in six configurations at
 * 390 × 844, written to shots/<configuration>/<route>.png, with one contact sheet per configuration
 * (shots/<configuration>.png, a montage, and shots/index.html, every image on one page).
 *
 * It runs on the built app (`npm run build` first: it does not build) with a server of its own, the
 * very startServer of the browser tests (tests/e2e/support/global-setup.ts), in development mode on
 * SHOTS_PORT (default 4380), seeding no popups or install prompts and never asking for push, so the
 * pages themselves are in view. Members are logged in through the API (§7 sealed login) and their
 * session put in the tab's session storage before the app starts. Merchants are chosen by host name,
 * as in the browser tests: localhost is DEMO, lucky.localhost LUCKY, brl.localhost SORTE.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startServer } from '../server/app';
import type { Logger } from '../server/logger';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/env';
import { configContext, SHOT_CONFIGS, SHOT_ROUTES, type ShotConfig } from '../tests/e2e/support/configurations';

const PORT = Number(process.env.SHOTS_PORT ?? 4380);
const OUT = 'shots';
/** Pages shot at once in one configuration (the machine is small). */
const PARALLEL = Number(process.env.SHOTS_PARALLEL ?? 3);

async function shootConfig(browser: Browser, config: ShotConfig): Promise<string[]> {
  const base = `http://${config.host}:${PORT}`;
  const context = await configContext(browser, `http://127.0.0.1:${PORT}`, config);
  const dir = join(OUT, config.id);
  mkdirSync(dir, { recursive: true });
  const routes = SHOT_ROUTES(config);
  const files: string[] = [];
  let next = 0;
  // One page in front at a time when it is shot: a page of the context shot while another was in
  // front came out with a second copy of its top bar over its bottom (the compositor's stale frame).
  let shooting: Promise<unknown> = Promise.resolve();
  const worker = async () => {
    const page = await context.newPage();
    while (next < routes.length) {
      const route = routes[next++]!;
      try {
        await page.goto(base + route.path, { waitUntil: 'load' });
        await page
          .getByRole('heading', { level: 1 })
          .first()
          .waitFor({ timeout: 8_000 })
          .catch(() => undefined);
        // A member's wallet in the top bar loads after the first paint (not on the game frame).
        if (config.member && route.name !== 'launch-game')
          await page
            .locator('.top-balance bdi')
            .first()
            .waitFor({ timeout: 6_000 })
            .catch(() => undefined);
        // Lazily loaded sections and images settle.
        await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
        await page.waitForTimeout(400);
        const file = join(dir, `${route.name}.png`);
        const shot = shooting.then(async () => {
          await page.bringToFront();
          await page.screenshot({ path: file });
        });
        shooting = shot.catch(() => undefined);
        await shot;
        files.push(file);
      } catch (error) {
        console.error(`${config.id} ${route.path}: ${String(error)}`);
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  await context.close();
  const ordered = routes.map((r) => join(dir, `${r.name}.png`)).filter((f) => files.includes(f));
  try {
    execFileSync('montage', [
      ...ordered.flatMap((f) => ['-label', f.split('/').pop()!.replace('.png', ''), f]),
      '-tile',
      '5x',
      '-geometry',
      '234x506+6+6',
      '-pointsize',
      '14',
      '-title',
      config.label,
      join(OUT, `${config.id}.png`),
    ]);
  } catch (error) {
    console.error(`montage for ${config.id} failed (ImageMagick): ${String(error)}`);
  }
  return ordered;
}

function writeIndex(sheets: Array<{ config: ShotConfig; files: string[] }>) {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const sections = sheets
    .map(
      ({ config, files }) =>
        `<section><h2>${esc(config.label)}</h2><div class="grid">${files
          .map((f) => {
            const rel = f.slice(OUT.length + 1);
            return `<figure><a href="${esc(rel)}"><img src="${esc(rel)}" width="195" height="422" alt=""></a><figcaption>${esc(rel)}</figcaption></figure>`;
          })
          .join('')}</div></section>`,
    )
    .join('\n');
  writeFileSync(
    join(OUT, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Storefront shots</title><style>body{font:14px system-ui;margin:16px}.grid{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0}img{border:1px solid #ccc}figcaption{font-size:12px}</style><h1>Storefront shots, 390 × 844</h1>\n${sections}\n`,
  );
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-shots-'));
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const quiet: Logger = { info: () => undefined, warn: (m) => console.warn(m), error: (m, e) => console.error(m, e) };
  const server = await startServer({
    port: PORT,
    host: '127.0.0.1',
    dataDir,
    distDir: 'dist',
    mode: 'development',
    seedPopups: false,
    seedInstallPrompts: false,
    pushAsk: false,
    registerMaxPerIp: 10_000,
    gamesPort: PORT + 7,
    logger: quiet,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const started = Date.now();
  try {
    const only = process.env.SHOTS_ONLY?.split(',');
    const sheets = [];
    for (const config of SHOT_CONFIGS.filter((c) => !only || only.includes(c.id))) {
      const files = await shootConfig(browser, config);
      sheets.push({ config, files });
      console.log(`${config.id}: ${files.length} shots, sheet ${join(OUT, `${config.id}.png`)}`);
    }
    writeIndex(sheets);
    console.log(`shots/index.html, in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await browser.close();
    // The reference server's close has been seen to wait for good once the gallery was written (as in
    // the bench, no handle Node lists); a gallery run must end on its own, so its close gets 5 s.
    await Promise.race([server.close(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit();

/**
 * Issue 32 (DESIGN rule 13, 14): the look, checked in a real browser on every §2 route in the six
 * configurations of the gallery (`npm run shots`, tests/e2e/support/configurations.ts): no control
 * under 44 × 44 CSS px (WCAG 2.5.5; links inside running text excepted), no horizontal overflow at
 * 360 and 390 px, no text clipped without an ellipsis, no broken image, no floating control (chat,
 * mini-game, download bar, tab bar) overlapping another or covering a control at rest, and no axe
 * violation (WCAG 2 A/AA). Part of `npm test` (issue 33 made it green).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './support/env';
import { configContext, SHOT_CONFIGS, SHOT_ROUTES } from './support/configurations';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Everything the page breaks of the look's rules, as readable lines. */
/**
 * `atEnd`: the page is scrolled to its end. The bars (tab bar, download bar) are full-width chrome
 * the page scrolls under, so they are checked there (the page's bottom padding must let its last
 * control scroll clear); the mini-game, docked in the top bar at its start (issue 33: Chat lives in
 * the top bar), is checked at both ends. A widget the player dragged out is the player's choice.
 */
async function lookProblems(page: Page, atEnd: boolean): Promise<string[]> {
  return page.evaluate((atEnd) => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${name}"`;
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
    };
    // Horizontal overflow.
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      problems.push(`horizontal overflow: ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    // Hit areas (WCAG 2.5.5): links inside running text are excepted.
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type=hidden]):not(.visually-hidden), select, textarea, [role=button], [role=tab], [role=link], [role=slider]',
    );
    for (const el of controls) {
      if (!visible(el) || el.closest('[aria-hidden=true], dialog:not([open])')) continue;
      if (
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        el.parentElement?.closest('p, li, span, label')
      )
        continue;
      // A check box or radio's hit area is its label.
      const target = el.matches('input[type=checkbox], input[type=radio]') ? (el.closest('label') ?? el) : el;
      const r = target.getBoundingClientRect();
      if (r.width < 43.5 || r.height < 43.5)
        problems.push(`under 44×44: ${describe(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    // Text clipped without an ellipsis.
    for (const el of document.querySelectorAll('body *')) {
      if (!visible(el) || el.children.length > 0 || !el.textContent?.trim() || el.closest('.visually-hidden')) continue;
      const s = getComputedStyle(el);
      if (s.overflowX !== 'hidden' && s.overflowX !== 'clip') continue;
      if (el.scrollWidth > el.clientWidth + 1 && s.textOverflow !== 'ellipsis')
        problems.push(`text clipped without an ellipsis: ${describe(el)}`);
    }
    // Broken images.
    for (const img of document.images)
      if (img.complete && img.naturalWidth === 0 && visible(img)) problems.push(`broken image: ${img.src}`);
    // Floating controls: never over one another, never over a control at rest.
    const floating = [...document.querySelectorAll('.mini-game-handle, .download-bar, .tab-bar')].filter(visible);
    const rect = (el: Element) => el.getBoundingClientRect();
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    for (let i = 0; i < floating.length; i++)
      for (let j = i + 1; j < floating.length; j++)
        if (
          !floating[i]!.contains(floating[j]!) &&
          !floating[j]!.contains(floating[i]!) &&
          overlap(rect(floating[i]!), rect(floating[j]!))
        )
          problems.push(`floating controls overlap: ${describe(floating[i]!)} and ${describe(floating[j]!)}`);
    // What scrolled under the sticky top bar is hidden by the bar itself, not by the mini-game docked on
    // it: a control of the page counts from the bar's bottom down.
    const bar = document.querySelector('.page-header, .home-header');
    const barBottom = bar?.getBoundingClientRect().bottom ?? 0;
    const visiblePart = (el: Element) => {
      const r = rect(el);
      if (!bar || bar.contains(el) || r.top >= barBottom) return r;
      return new DOMRect(r.x, barBottom, r.width, Math.max(0, r.bottom - barBottom));
    };
    for (const f of floating) {
      if (f.matches('.tab-bar, .download-bar') && !atEnd) continue;
      const fr = rect(f);
      for (const el of controls) {
        if (f.contains(el) || el.contains(f) || !visible(el) || el.closest('.mini-game, .download-bar, .tab-bar'))
          continue;
        if (el.closest('[aria-hidden=true], dialog:not([open])')) continue;
        const er = visiblePart(el);
        if (er.height > 0 && overlap(fr, er)) problems.push(`${describe(f)} covers ${describe(el)}`);
      }
    }
    return problems;
  }, atEnd);
}

async function axe(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }).then((r) => r.violations)`,
  )) as Array<{ id: string; help: string; nodes: Array<{ target: string[] }> }>;
  return violations.map((v) => `axe ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.describe.configure({ timeout: 240_000 });

for (const config of SHOT_CONFIGS) {
  test(`issue 32 the look of every §2 route: ${config.label}`, async ({ browser }) => {
    const problems: string[] = [];
    for (const width of [390, 360]) {
      const context = await configContext(browser, `http://127.0.0.1:${E2E_PORT}`, config, { width, height: 844 });
      const page = await context.newPage();
      for (const route of SHOT_ROUTES(config)) {
        // The game frame's own page is the provider's (another origin); the frame around it is checked.
        await page.goto(`http://${config.host}:${E2E_PORT}${route.path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        for (const p of await lookProblems(page, false)) problems.push(`${width}px ${route.path}: ${p}`);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(100);
        for (const p of await lookProblems(page, true)) problems.push(`${width}px ${route.path} (end): ${p}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        // axe once per route, at the gallery's width.
        if (width === 390) for (const p of await axe(page)) problems.push(`${route.path}: ${p}`);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  });
}

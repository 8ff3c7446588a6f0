/**
 * Issue 32 (DESIGN rule 13, 14): the look, checked in a real browser on every §2 route in the six
 * configurations of the gallery (`npm run shots`, tests/e2e/support/configurations.ts): no control
 * under 44 × 44 CSS px (WCAG 2.5.5; links inside running text excepted), no horizontal overflow at
 * 360 and 390 px, no text clipped without an ellipsis, no broken image, no floating control (chat,
 * mini-game, download bar, tab bar) overlapping another or covering a control at rest, and no axe
 * violation (WCAG 2 A/AA). Part of `npm test` (issue 33 made it green).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './support/env';
import { configContext, SHOT_CONFIGS, SHOT_ROUTES } from './support/configurations';
import { settled, watchRequests } from './support/settled';
import { TAB_BAR_TABS } from '../../src/routing/pages';
import { languageTag, type LanguageCode } from '../../contract/languages';

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
      // Hidden the way .visually-hidden hides, by its own rule (the top bar's Deposit label beside its
      // icon): read by a screen reader, never seen, so never seen cut.
      if (s.clipPath === 'inset(50%)') continue;
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

/** The member configurations whose top bar is checked, with their language files. */
const TOP_BAR_LANGUAGES: Record<string, string | undefined> = { 'demo-en-member': 'en', 'lucky-vi-member': 'vi' };

/** Each language's label of Deposit, the name of the top bar's Deposit button. */
const depositLabel = (language: string) =>
  (JSON.parse(readFileSync(`src/i18n/locales/${language}.json`, 'utf8')) as { page: { deposit: string } }).page.deposit;

/**
 * Issue 32 (§2): a member sees the balance and Deposit in the top bar on every page but the game frame
 * (the deposit page has no Deposit of its own), and at the gallery's width the page's title beside them
 * reads whole: Vietnamese "Tài khoản của tôi" read "Tài khoả…" while Deposit was a labelled button.
 */
async function topBarProblems(page: Page, language: string, route: string, titleWhole: boolean): Promise<string[]> {
  const problems: string[] = [];
  const bar = page.locator('.page-header, .home-header').first();
  if (
    !/\d/.test(
      (await bar
        .locator('.top-balance bdi')
        .textContent({ timeout: 7_000 })
        .catch(() => null)) ?? '',
    )
  )
    problems.push('no balance in the top bar');
  const deposit = bar.getByRole('link', { name: depositLabel(language), exact: true });
  if (route === '/m/voucherCenter') {
    if ((await deposit.count()) > 0) problems.push('a Deposit button on the deposit page');
  } else {
    const box = (await deposit.count()) === 1 ? await deposit.boundingBox() : null;
    if (!box || box.width < 43.5 || box.height < 43.5)
      problems.push(`no Deposit button of 44 × 44 in the top bar (${box ? `${box.width}×${box.height}` : 'none'})`);
  }
  const title = bar.getByRole('heading', { level: 1 });
  if (
    titleWhole &&
    (await title.evaluate((h) => h.scrollHeight > h.clientHeight + 1 || h.scrollWidth > h.clientWidth + 1))
  )
    problems.push(`title "${await title.textContent()}" is cut`);
  return problems;
}

// The longest file of the run (about ten minutes): its tests only read pages, so the two workers
// share them (playwright.config.ts).
test.describe.configure({ timeout: 240_000, mode: 'parallel' });

for (const config of SHOT_CONFIGS) {
  test(`issue 32 the look of every §2 route: ${config.label}`, async ({ browser }) => {
    const problems: string[] = [];
    for (const width of [390, 360]) {
      const context = await configContext(browser, `http://127.0.0.1:${E2E_PORT}`, config, { width, height: 844 });
      const page = await context.newPage();
      const requests = watchRequests(page);
      for (const route of SHOT_ROUTES(config)) {
        // The game frame's own page is the provider's (another origin); the frame around it is checked.
        await page.goto(`http://${config.host}:${E2E_PORT}${route.path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // What the checks read is there (support/settled.ts: nothing in flight, fonts, images, no
        // pending skeleton, 300 ms at rest), in place of networkidle's 500 ms of silence per load.
        await settled(page, requests);
        for (const p of await lookProblems(page, false)) problems.push(`${width}px ${route.path}: ${p}`);
        const language = TOP_BAR_LANGUAGES[config.id];
        if (config.member && language && route.name !== 'launch-game')
          for (const p of await topBarProblems(page, language, route.path, width === 390))
            problems.push(`${width}px ${route.path}: ${p}`);
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

/**
 * Where a label's lines break, by the browser's own line breaking: the offsets in its text where a
 * new line starts. `soft` gives the label's soft wrap opportunities instead (the same text laid out
 * at its min-content width, `overflow-wrap: normal`, where every opportunity is taken, and the word
 * boundaries of the document language's segmenter): a break that is not one of them cuts a word
 * in the middle, as `overflow-wrap: anywhere` did to Burmese ("…ခံစားခွ / င့်များ").
 */
const LINE_BREAKS_SOURCE = `(el, soft) => {
  const target = soft ? el.cloneNode(true) : el;
  if (soft) {
    Object.assign(target.style, { position: 'absolute', width: 'min-content', overflowWrap: 'normal', wordBreak: 'normal', visibility: 'hidden' });
    el.parentElement.append(target);
  }
  const node = [...target.childNodes].find((n) => n.nodeType === Node.TEXT_NODE);
  const starts = [];
  if (node) {
    const range = document.createRange();
    let top = null;
    for (const { index, segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(node.data)) {
      if (!segment.trim()) continue;
      range.setStart(node, index);
      range.setEnd(node, index + segment.length);
      const rect = range.getClientRects()[0];
      if (!rect) continue;
      if (top !== null && rect.top > top + rect.height / 2) starts.push(index);
      top = rect.top;
    }
  }
  if (soft) {
    target.remove();
    // The dictionary of a script without spaces (Burmese, Thai, Khmer) splits a run by its context:
    // the words the language's segmenter finds are opportunities too.
    const text = node ? node.data : '';
    for (const { index } of new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' }).segment(text))
      if (index > 0) starts.push(index);
  }
  return starts;
}`;

/**
 * Issue 32: the tab bar's labels read whole in every one of the 25 languages at 360 px (the
 * narrowest phone): never clipped or ellipsized, at most two lines inside the bar, and a word of a
 * script that separates words with spaces is never cut in the middle. Each language's labels are put
 * into the real bar (its styles and fonts) with the document's language set, as the app renders it.
 */
test('issue 32 §2 the tab bar labels read whole in all 25 languages at 360 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`http://localhost:${E2E_PORT}/m/home`);
  await page.locator('.tab-bar .tab-label').first().waitFor();
  await page.evaluate(`window.lineBreaks = ${LINE_BREAKS_SOURCE}`);
  const dir = new URL('../../src/i18n/locales/', import.meta.url);
  const problems: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const code = file.replace('.json', '').toUpperCase() as LanguageCode;
    const texts = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, Record<string, string>>;
    const labels = TAB_BAR_TABS.map(({ labelKey }) => {
      const [group, key] = labelKey.split('.') as [string, string];
      return texts[group]![key]!;
    });
    const found = await page.evaluate(
      ([labels, lang]) => {
        document.documentElement.lang = lang;
        const { lineBreaks } = window as unknown as { lineBreaks: (el: Element, soft: boolean) => number[] };
        const bar = document.querySelector('.tab-bar')!.getBoundingClientRect();
        const out: string[] = [];
        document.querySelectorAll<HTMLElement>('.tab-bar .tab-label').forEach((el, i) => {
          el.textContent = labels[i]!;
          const box = el.getBoundingClientRect();
          const s = getComputedStyle(el);
          const lines = Math.round(box.height / parseFloat(s.lineHeight));
          if (el.scrollWidth > el.clientWidth + 1 || s.textOverflow === 'ellipsis') out.push(`${labels[i]}: clipped`);
          if (lines > 2) out.push(`${labels[i]}: ${lines} lines`);
          if (box.top < bar.top - 0.5 || box.bottom > bar.bottom + 0.5) out.push(`${labels[i]}: outside the bar`);
          // Issue 32: in any script, a line breaks only where the language allows it (Burmese too).
          const soft = new Set(lineBreaks(el, true));
          for (const at of lineBreaks(el, false))
            if (!soft.has(at)) out.push(`${labels[i]}: broken inside a word at ${at}`);
          // A word (of a script with spaces) wider than its tab would be broken in the middle.
          if (
            !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Khmer}\p{Script=Myanmar}]/u.test(
              labels[i]!,
            )
          ) {
            const probe = document.createElement('span');
            probe.style.whiteSpace = 'nowrap';
            el.append(probe);
            for (const word of labels[i]!.split(/\s+/)) {
              probe.textContent = word;
              if (probe.getBoundingClientRect().width > el.parentElement!.clientWidth)
                out.push(`${labels[i]}: "${word}" is cut in the middle`);
            }
            probe.remove();
          }
        });
        return out;
      },
      [labels, languageTag(code)] as const,
    );
    for (const p of found) problems.push(`${code} ${p}`);
  }
  await context.close();
  expect(problems).toEqual([]);
});

/**
 * Issue 32: the home page's quick links read whole in every one of the 25 languages at 360 and 390
 * px: each label stays inside its link, takes at most three lines, and breaks only where its
 * language allows a line to break (between words), never inside a word or syllable. Each language's
 * labels are put into the real links (their styles and fonts) with the document's language set.
 */
test('issue 32 §2 the home quick links break only between words in all 25 languages at 360 and 390 px', async ({
  browser,
}) => {
  const dir = new URL('../../src/i18n/locales/', import.meta.url);
  const problems: string[] = [];
  for (const width of [360, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 740 } });
    const page = await context.newPage();
    await page.goto(`http://localhost:${E2E_PORT}/m/home`);
    const labels = page.locator('.shortcut-grid a > span:last-child');
    await labels.first().waitFor();
    await page.evaluate(`window.lineBreaks = ${LINE_BREAKS_SOURCE}`);
    const keys = ['deposit', 'withdraw', 'inviteFriends', 'benefits'];
    expect(await labels.count()).toBe(keys.length);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const code = file.replace('.json', '').toUpperCase() as LanguageCode;
      const texts = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, Record<string, string>>;
      const found = await page.evaluate(
        ([texts, lang]) => {
          const { lineBreaks } = window as unknown as { lineBreaks: (el: Element, soft: boolean) => number[] };
          document.documentElement.lang = lang;
          const out: string[] = [];
          document.querySelectorAll<HTMLElement>('.shortcut-grid a > span:last-child').forEach((el, i) => {
            const text = texts[i]!;
            el.textContent = text;
            const link = el.parentElement!;
            const box = el.getBoundingClientRect();
            const lines = Math.round(box.height / parseFloat(getComputedStyle(el).lineHeight));
            if (lines > 3) out.push(`${text}: ${lines} lines`);
            if (el.scrollWidth > el.clientWidth + 1 || link.scrollWidth > link.clientWidth + 1)
              out.push(`${text}: wider than its link`);
            const soft = new Set(lineBreaks(el, true));
            for (const at of lineBreaks(el, false))
              if (!soft.has(at)) out.push(`${text}: broken inside a word ("${text.slice(0, at)} / ${text.slice(at)}")`);
          });
          return out;
        },
        [keys.map((k) => texts.page![k]!), languageTag(code)] as const,
      );
      for (const p of found) problems.push(`${width}px ${code} ${p}`);
    }
    await context.close();
  }
  expect(problems).toEqual([]);
});

/** Issue 32: a banner's title is never cut ("…") at 360 or 390 px: it wraps to its box's two lines. */
test('issue 32 §4 banner titles read whole at 360 and 390 px (SORTE, LUCKY, DEMO)', async ({ browser }) => {
  const problems: string[] = [];
  for (const config of SHOT_CONFIGS.filter((c) =>
    ['demo-en-guest', 'lucky-vi-member', 'sorte-ptbr-member'].includes(c.id),
  ))
    for (const width of [360, 390]) {
      const context = await configContext(browser, `http://127.0.0.1:${E2E_PORT}`, config, { width, height: 844 });
      const page = await context.newPage();
      await page.goto(`http://${config.host}:${E2E_PORT}/m/home`);
      await page.locator('.banner-caption').first().waitFor();
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.banner-caption')]
          .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
          .map((el) => el.textContent),
      );
      for (const title of cut) problems.push(`${config.id} ${width}px: "${title}" is cut`);
      await context.close();
    }
  expect(problems).toEqual([]);
});

/** Issue 32 (§1, §9): the demo game speaks the player's language and writes the merchant's money. */
test('issue 32 §1 §9 the demo game on SORTE reads Portuguese (Brazil) with R$ amounts, on LUCKY Vietnamese with ₫', async ({
  browser,
}) => {
  const expected: Record<string, { spin: string; stake: string; amount: RegExp }> = {
    'sorte-ptbr-member': { spin: 'Girar', stake: 'Aposta', amount: /^R\$\u00a0\d{1,3}(\.\d{3})*,\d\d$/ },
    'lucky-vi-member': { spin: 'Quay', stake: 'Mức cược', amount: /^\d{1,3}(\.\d{3})*\u00a0₫$/ },
  };
  for (const config of SHOT_CONFIGS.filter((c) => c.id in expected)) {
    const want = expected[config.id]!;
    const context = await configContext(browser, `http://127.0.0.1:${E2E_PORT}`, config);
    const page = await context.newPage();
    await page.goto(
      `http://${config.host}:${E2E_PORT}${SHOT_ROUTES(config).find((r) => r.name === 'launch-game')!.path}`,
    );
    const game = page.locator('dialog.iframe-page iframe').contentFrame();
    await expect(game.getByRole('button', { name: want.spin })).toBeVisible();
    const stakes = game.getByRole('radiogroup', { name: want.stake }).getByRole('radio');
    await expect(stakes.first()).toBeAttached();
    for (const label of await game.locator('.stakes .chip span').allTextContents()) expect(label).toMatch(want.amount);
    await expect(game.locator('#balance')).toHaveText(want.amount);
    await context.close();
  }
});

/**
 * Issue 32 (§2, WCAG 2.5.5): a guest's home top bar is one row of 56–64 px at 360 and 390 px in every
 * language, the long ones included: the merchant's mark, the language button (an icon with a
 * name), chat, Log in and Register, each at least 44 × 44, nothing clipped, nothing off screen. It
 * was two rows (104 px) at 360 px.
 */
test('issue 32 §2 the guest top bar is one row of 56–64 px at 360 and 390 px in long languages', async ({
  browser,
}) => {
  const problems: string[] = [];
  for (const code of ['VI', 'TA', 'MY', 'PT-BR', 'TY', 'AR', 'KM', 'RU'] as const) {
    const texts = JSON.parse(
      readFileSync(new URL(`../../src/i18n/locales/${code.toLowerCase()}.json`, import.meta.url), 'utf8'),
    ) as { home: { logIn: string; register: string } };
    for (const width of [360, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 740 }, locale: languageTag(code) });
      const page = await context.newPage();
      await page.goto(`http://localhost:${E2E_PORT}/m/home`);
      await expect(page.locator('html')).toHaveAttribute('lang', languageTag(code));
      const bar = page.locator('.home-header');
      const login = bar.getByRole('link', { name: texts.home.logIn, exact: true });
      const register = bar.getByRole('link', { name: texts.home.register, exact: true });
      await expect(login).toBeVisible();
      await expect(bar.getByRole('button', { name: /./ }).first()).toBeVisible();
      const at = `${code} ${width}px`;
      const box = (await bar.boundingBox())!;
      if (box.height < 56 || box.height > 64) problems.push(`${at}: the bar is ${Math.round(box.height)} px tall`);
      const found = await bar.evaluate((header) => {
        const out: string[] = [];
        const row = header.getBoundingClientRect();
        for (const el of header.querySelectorAll<HTMLElement>('a, button, img, h1')) {
          const r = el.getBoundingClientRect();
          if (r.width === 0) continue;
          const name = el.getAttribute('aria-label') ?? el.textContent ?? el.tagName;
          if (r.top < row.top - 0.5 || r.bottom > row.bottom + 0.5) out.push(`${name}: outside the row`);
          if (r.left < -0.5 || r.right > window.innerWidth + 0.5) out.push(`${name}: off screen`);
          if (el.matches('a, button') && (r.width < 43.5 || r.height < 43.5))
            out.push(`${name}: ${Math.round(r.width)}×${Math.round(r.height)}`);
          if (el.matches('a, button') && el.scrollWidth > el.clientWidth + 1) out.push(`${name}: clipped`);
        }
        return out;
      });
      for (const p of found) problems.push(`${at} ${p}`);
      for (const link of [login, register]) {
        const r = (await link.boundingBox())!;
        if (r.height < 44 || r.width < 44) problems.push(`${at}: ${await link.textContent()} is under 44 px`);
      }
      await context.close();
    }
  }
  expect(problems).toEqual([]);
});

/**
 * Issue 32 (DESIGN rule 13): on SORTE's member home the Activities button follows the catalogue
 * at the page's usual gap. It sat under a band of about 100 px: the main content's bottom padding,
 * kept clear for the tab bar, and the button's own page body, both between the two.
 */
test('issue 32 §5 SORTE home: no empty band between the last vendor and the Activities button', async ({ browser }) => {
  const ptBR = JSON.parse(readFileSync(new URL('../../src/i18n/locales/pt-br.json', import.meta.url), 'utf8')) as {
    goToActivity: { button: string };
  };
  const config = SHOT_CONFIGS.find((c) => c.id === 'sorte-ptbr-member')!;
  for (const width of [360, 390]) {
    const context = await configContext(browser, `http://127.0.0.1:${E2E_PORT}`, config, { width, height: 844 });
    const page = await context.newPage();
    await page.goto(`http://${config.host}:${E2E_PORT}/m/home`);
    const button = page.getByRole('button', { name: ptBR.goToActivity.button });
    await expect(button).toBeVisible();
    const vendor = (await page.locator('.vendor-grid li').last().boundingBox())!;
    const top = (await button.boundingBox())!.y;
    expect(top - (vendor.y + vendor.height), `${width}px`).toBeGreaterThan(0);
    expect(top - (vendor.y + vendor.height), `${width}px`).toBeLessThanOrEqual(24);
    // The page still scrolls its last control clear of the tab bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const tabBar = (await page.locator('.tab-bar').boundingBox())!;
    const end = (await button.boundingBox())!;
    expect(end.y + end.height).toBeLessThanOrEqual(tabBar.y);
    await context.close();
  }
});

/**
 * Issue 32 (§2 mini-game, WCAG 2.4.3): a keyboard reaches the docked mini-game after the page's top bar
 * and content and before the tab bar, and Tab moves on past it (it traps nothing); it used to be the
 * page's last stop, after the tab bar. Drawn where it was: docked in the top bar.
 */
test('issue 32 §2 the docked mini-game comes before the tab bar in keyboard order, and Tab moves on', async ({
  browser,
}) => {
  const en = JSON.parse(readFileSync(new URL('../../src/i18n/locales/en.json', import.meta.url), 'utf8')) as {
    miniGame: { open: string };
  };
  const config = SHOT_CONFIGS.find((c) => c.id === 'demo-en-member')!;
  const context = await configContext(browser, `http://127.0.0.1:${E2E_PORT}`, config, { width: 390, height: 844 });
  const page = await context.newPage();
  await page.goto(`http://${config.host}:${E2E_PORT}/m/home`);
  const handle = page.getByRole('button', { name: en.miniGame.open });
  await expect(handle).toBeVisible();
  // Still drawn docked in the top bar.
  const bar = (await page.locator('.home-header').boundingBox())!;
  const drawn = (await handle.boundingBox())!;
  expect(drawn.y).toBeGreaterThanOrEqual(bar.y - 1);
  expect(drawn.y + drawn.height).toBeLessThanOrEqual(bar.y + bar.height + 1);
  const stops: string[] = [];
  for (let i = 0; i < 200 && stops.at(-1) !== 'tab bar'; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'body';
        if (el.closest('.tab-bar')) return 'tab bar';
        if (el.closest('#mini-game-container')) return 'mini-game';
        if (el.closest('main')) return 'main';
        if (el.closest('.home-header')) return 'top bar';
        return 'other';
      }),
    );
  }
  const at = stops.indexOf('mini-game');
  expect(at, stops.join(' → ')).toBeGreaterThan(0);
  expect(stops.slice(0, at)).toContain('top bar');
  expect(stops.slice(0, at)).toContain('main');
  // The next stop is the tab bar: nothing is trapped.
  expect(stops.slice(at + 1).filter((s) => s !== 'mini-game')[0]).toBe('tab bar');
  await context.close();
});

/**
 * Issue 33 (DESIGN rule 14, docs/interruptions.md) in real Chromium against the real server: a
 * guest's and a member's first two minutes on Playwright's clock with the overlays seeded through the
 * admin endpoints (install prompts, popups, the promo image) — at most one modal at any instant, the
 * order of the written priority, the first minute's cap; a §8 notice raised while a promotion is open
 * is on screen at once; the floating layout on the top-level routes in LTR and RTL at 360 and 390 px;
 * and every failure kind of a call (aborted, HTML, 502, hung, an unknown code) read as a player would: no developer words.
 *
 * The push request is not seeded here: the test servers run with PUSH_ASK=0 (push.spec.ts starts its
 * own server to ask); its place in the priority is held by src/lib/interruptions/rules.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEV_ADMIN_TOKEN } from '../../server/admin/admin';
import { newMember } from './support/new-member';
import { settled, watchRequests } from './support/settled';
import {
  FIRST_MINUTE_CAP_GUEST,
  FIRST_MINUTE_CAP_MEMBER,
  FIRST_MINUTE_MS,
  INTERRUPTION_PAUSE_MS,
  MONEY_POLL_INTERVAL_MS,
} from '../../src/config/constants';

const admin = { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO' };

async function operator(
  request: APIRequestContext,
  method: 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<void> {
  const answer = await request.fetch(path, { method, headers: admin, ...(data === undefined ? {} : { data }) });
  expect(answer.status(), await answer.text()).toBe(200);
}

const popup = (title: string, execution: 'A' | 'B') => ({
  title,
  content: `<p>${title}: details inside.</p>`,
  promotionType: 'PR',
  execution,
});

let promotions: { announcements: unknown[]; promoImagePopup: { delayMs: number; images: unknown[] } };
test.beforeAll(async ({ request }) => {
  promotions = (
    (await (await request.get('/admin/promotions', { headers: admin })).json()) as { value: typeof promotions }
  ).value;
});
test.afterAll(async ({ request }) => {
  await operator(request, 'DELETE', '/admin/install');
  await operator(request, 'PUT', '/admin/promotions/announcements', promotions.announcements);
  await operator(request, 'PUT', '/admin/promotions/promo-image', {
    delayMs: promotions.promoImagePopup.delayMs,
    images: promotions.promoImagePopup.images,
  });
});

/** Every overlay a first visit can meet, seeded: install at init, a guest and a member popup, the promo image at 20 s. */
async function seedEverything(request: APIRequestContext): Promise<void> {
  await operator(request, 'DELETE', '/admin/install');
  await operator(request, 'PATCH', '/admin/install/settings', { download_condition_switch: { enabled: true } });
  await operator(request, 'PUT', '/admin/promotions/announcements', [
    popup('Welcome guest', 'B'),
    popup('Members weekend', 'A'),
  ]);
  await operator(request, 'PUT', '/admin/promotions/promo-image', {
    delayMs: 20_000,
    images: [{ name: 'promo-1.webp', title: 'Mid-autumn festival' }],
  });
}

/** Records, in the page, every change of the open modal dialogs (with the page's clock) and the most open at once. */
const recordModals = () => {
  const log: Array<{ at: number; names: string[] }> = [];
  let max = 0;
  let last = '';
  const nameOf = (d: Element) => {
    const id = d.getAttribute('aria-labelledby');
    return (
      (id && document.getElementById(id)?.textContent?.trim()) || d.querySelector('h2')?.textContent?.trim() || '?'
    );
  };
  const check = () => {
    const open = [...document.querySelectorAll('dialog')].filter(
      (d) => d.open && d.matches(':modal') && !d.classList.contains('iframe-page'),
    );
    max = Math.max(max, open.length);
    const names = open.map(nameOf);
    if (names.join('|') !== last) {
      last = names.join('|');
      log.push({ at: Date.now(), names });
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  const start = Date.now();
  Object.assign(window, { __modals: () => ({ log, max, start }) });
};

interface Record {
  log: Array<{ at: number; names: string[] }>;
  max: number;
  start: number;
}
const modals = (page: Page) => page.evaluate(() => (window as unknown as { __modals: () => Record }).__modals());

/**
 * Runs the page's clock for `ms` in steps, letting the network work between them; every dialog that
 * opened is closed by its player `holdMs` later (Continue on web, Close).
 */
async function live(page: Page, ms: number, holdMs: number): Promise<void> {
  const seen = new Map<string, number>();
  for (let elapsed = 0; elapsed < ms; elapsed += 500) {
    await page.clock.runFor(500);
    await page.waitForTimeout(120);
    const open = page.locator('dialog[open]');
    if ((await open.count()) === 0) continue;
    const name = (await open.first().getAttribute('aria-labelledby')) ?? '';
    const since = seen.get(name) ?? elapsed;
    seen.set(name, since);
    if (elapsed - since < holdMs) continue;
    for (const label of ['Continue on web', 'Close']) {
      const button = open.first().getByRole('button', { name: label, exact: true });
      if (await button.count()) {
        await button.first().click();
        break;
      }
    }
  }
}

/**
 * The dialogs in the order they were on screen, one entry per opening: the moments with no dialog
 * between two (a pre-empted dialog closes before the higher one opens) are left out, and so is a
 * record that repeats the dialog already shown. `at` is when it opened; `gap` how long the screen
 * was free of dialogs before it (ms, the page's clock).
 */
function sequence(record: Record): Array<{ name: string; at: number; gap: number }> {
  const shown: Array<{ name: string; at: number; gap: number }> = [];
  let freeSince = record.start;
  let current = '';
  for (const entry of record.log) {
    const name = entry.names.join('|');
    if (name === '') {
      if (current !== '') freeSince = entry.at;
      current = '';
      continue;
    }
    if (name !== current)
      shown.push({ name, at: entry.at - record.start, gap: current === '' ? entry.at - freeSince : 0 });
    current = name;
  }
  return shown;
}

/** The names in the order they first opened, and when (ms since the page started). */
function order(record: Record): Array<{ name: string; at: number }> {
  const firsts: Array<{ name: string; at: number }> = [];
  for (const entry of record.log)
    for (const name of entry.names)
      if (!firsts.some((f) => f.name === name)) firsts.push({ name, at: entry.at - record.start });
  return firsts;
}

test.describe('issue 33: one thing at a time in the first two minutes', () => {
  test.beforeEach(async ({ request }) => seedEverything(request));

  test("a guest's first two minutes: install before promotions, one modal at a time, the cap held", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.clock.install();
    await page.addInitScript(recordModals);
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Lottery' })).toBeVisible();
    await live(page, 120_000, 3_000);
    const record = await modals(page);
    const seen = order(record);
    expect(record.max, JSON.stringify(record.log)).toBe(1);
    // The written priority: install (2) over the guest's popup (3), both due at about 1 s. Whichever
    // opens first, the install dialog never waits for the popup: when the popup came first, the install
    // dialog took the screen from it and the popup came back after. The promo image (3, due at 20 s)
    // waits for the first minute's end: the cap is 2 for a guest.
    expect([...seen.map((s) => s.name)].sort()).toEqual([
      'Install Demo Lottery',
      'Mid-autumn festival',
      'Welcome guest',
    ]);
    expect(seen[2]!.name).toBe('Mid-autumn festival');
    // Dialog by dialog: when the popup came first, the install dialog replaced it at once (no pause
    // between them: the popup did not close, it was put back) and the popup came back after it.
    const shown = sequence(record);
    if (seen[0]!.name === 'Welcome guest') {
      expect(
        shown.map((s) => s.name),
        JSON.stringify(record.log),
      ).toEqual(['Welcome guest', 'Install Demo Lottery', 'Welcome guest', 'Mid-autumn festival']);
      expect(shown[1]!.gap, JSON.stringify(record.log)).toBeLessThan(INTERRUPTION_PAUSE_MS);
    } else {
      expect(
        shown.map((s) => s.name),
        JSON.stringify(record.log),
      ).toEqual(['Install Demo Lottery', 'Welcome guest', 'Mid-autumn festival']);
    }
    expect(seen.filter((s) => s.at < FIRST_MINUTE_MS)).toHaveLength(FIRST_MINUTE_CAP_GUEST);
    expect(seen[2]!.at).toBeGreaterThanOrEqual(FIRST_MINUTE_MS);
  });

  test("a member's first two minutes: the install dialog pre-empts the popup, which comes back; one modal at a time, the cap held", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.clock.install();
    await page.goto('/m/login');
    await page.getByLabel('Username').fill('player0');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // A new visit as a member: the member's first minute starts with it.
    await page.evaluate(() => sessionStorage.setItem('MC_PROMO_IMAGE_CLOSED', ''));
    await page.addInitScript(recordModals);
    await page.reload();
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await live(page, 120_000, 3_000);
    const record = await modals(page);
    const seen = order(record);
    expect(record.max, JSON.stringify(record.log)).toBe(1);
    // The members' popup is due at 0 ms and opens first; the install dialog (1 s) is higher: it takes
    // the screen at once and the popup comes back after it. The promo image waits for the minute's end.
    expect(seen.map((s) => s.name)).toEqual(['Members weekend', 'Install Demo Lottery', 'Mid-autumn festival']);
    // Dialog by dialog: the install dialog replaced the popup at once (no pause between them: the
    // popup did not close, it was put back), and the popup was the next dialog after it.
    const shown = sequence(record);
    expect(
      shown.map((s) => s.name),
      JSON.stringify(record.log),
    ).toEqual(['Members weekend', 'Install Demo Lottery', 'Members weekend', 'Mid-autumn festival']);
    expect(shown[1]!.gap, JSON.stringify(record.log)).toBeLessThan(INTERRUPTION_PAUSE_MS);
    expect(seen.filter((s) => s.at < FIRST_MINUTE_MS)).toHaveLength(FIRST_MINUTE_CAP_MEMBER);
    expect(seen[2]!.at).toBeGreaterThanOrEqual(FIRST_MINUTE_MS);
  });

  test('a §8 notice raised while a promotion is open is on screen at once; the promotion comes back after it', async ({
    page,
    request,
  }) => {
    await operator(request, 'DELETE', '/admin/install');
    // The status call answers as the platform does until the guest's popup is open; from then on it
    // answers an HTML page (a proxy's error page), which §8 reads as a notice.
    let failing = false;
    await page.route('**/wps/system/status**', (route) =>
      failing
        ? route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' })
        : route.continue(),
    );
    await page.addInitScript(recordModals);
    await page.goto('/m/home');
    const promotion = page.getByRole('dialog', { name: 'Welcome guest' });
    await expect(promotion).toBeVisible();
    failing = true;
    const failed = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/system/status');
    // §7: the status is asked again when the tab becomes visible (the player comes back to it).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await failed;
    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toBeVisible();
    await expect(promotion).toBeHidden();
    const record = await modals(page);
    expect(record.max, JSON.stringify(record.log)).toBe(1);
    // At once: the notice took the screen from the promotion without the pause between two dialogs.
    const shown = sequence(record);
    expect(
      shown.map((s) => s.name),
      JSON.stringify(record.log),
    ).toEqual(['Welcome guest', 'Notice']);
    expect(shown[1]!.gap, JSON.stringify(record.log)).toBeLessThan(INTERRUPTION_PAUSE_MS);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(promotion).toBeVisible();
  });
});

// ── Money: the deposit-arrived notice ────────────────────────────────────────────────────────────

test('issue 33 §3 §4: money that arrives while the deposit page is open opens the deposit-arrived notice in its turn, one modal at a time', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await newMember(request);
  // A deposit placed before the page opens (another tab, an earlier visit): pending.
  const placed = await request.post('/wps/relay/MCSFE_deposit', {
    headers: { Merchant: 'DEMO', Authorization: token, 'Content-Type': 'application/json' },
    data: { channelCode: 'BANK', amountMinor: 2_500, idempotencyKey: randomUUID() },
  });
  const orderNo = ((await placed.json()) as { value: { orderNo: string } }).value.orderNo;
  await page.clock.install();
  await page.addInitScript(recordModals);
  await page.goto(`/m/voucherCenter?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('listitem', { name: `Order ${orderNo}` }).getByText('Pending')).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(0);

  const confirmed = await request.post('/admin/money/orders', {
    headers: { ...admin },
    data: { orderNo, action: 'confirm' },
  });
  expect(confirmed.status()).toBe(200);
  await page.clock.fastForward(MONEY_POLL_INTERVAL_MS);
  const notice = page.getByRole('alertdialog', { name: 'Your deposit' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('The money has arrived in your balance.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Order ${orderNo}` }).getByText('Successful')).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  // Once: the next poll does not announce it again.
  await page.clock.fastForward(MONEY_POLL_INTERVAL_MS);
  await page.waitForTimeout(500);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  expect((await modals(page)).max).toBe(1);
});

// ── The floating layout ──────────────────────────────────────────────────────────────────────────

const ROUTES = ['/m/home', '/m/game', '/m/activity', '/m/member/home', '/m/voucherCenter', '/m/leaderBoard'];

/**
 * A member logged in with the browser's `locale`. A member's saved language wins over the browser's
 * (§1 §3): for Arabic, the member chooses it in the language dialog as a player would (the switch is
 * saved on the account); `restore` puts the account's English back.
 */
async function memberPage(
  browser: Browser,
  locale: string,
  width: number,
): Promise<{ page: Page; restore: () => Promise<void> }> {
  const context = await browser.newContext({ locale, viewport: { width, height: 780 } });
  const page = await context.newPage();
  let authorization = '';
  page.on('request', (r) => {
    authorization = r.headers().authorization ?? authorization;
  });
  await page.goto('/m/login');
  await page.locator('input[autocomplete="username"]').fill('player0');
  await page.locator('input[type="password"]').fill('demo1234');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const saveLanguage = async (language: string) => {
    const answer = await page.request.post('/wps/member/language', {
      headers: { Authorization: authorization, Merchant: 'DEMO', Accept: 'application/json' },
      data: { language, merchantCode: 'DEMO' },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  if (!locale.startsWith('ar')) return { page, restore: async () => undefined };
  await page.goto('/m/member/home');
  // The switcher speaks the language on screen (the account's English, or the browser's Arabic).
  await page.getByRole('button', { name: /^(Language|اللغة) / }).click();
  const dialog = page.getByRole('dialog', { name: /^(Language|اللغة)$/ });
  await dialog.getByRole('button', { name: 'العربية', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Saved on the account too (a switch to the language already on screen sends nothing).
  await saveLanguage('AR');
  return { page, restore: () => saveLanguage('EN') };
}

/**
 * Floating controls that overlap each other, and page controls under one of them, at rest
 * (docs/interruptions.md): the player rests at the page's top and at its end. At the end nothing may
 * be covered. At the top, the mini-game (docked in the top bar) and toasts may cover nothing either;
 * the bars are chrome the page scrolls under: the tab bar is held at the end only, and the download
 * bar at the top only where the page cannot scroll a control clear of it. Chat is in the top bar.
 */
const overlaps = (atEnd: boolean) => {
  const floating = [
    ...document.querySelectorAll<HTMLElement>(
      '#mini-game-container button, .download-bar, .tab-bar, .toast, [data-floating]',
    ),
  ];
  const rects = floating.map((e) => ({ e, r: e.getBoundingClientRect() })).filter((x) => x.r.width > 0);
  const hit = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const name = (e: Element) => `${e.tagName.toLowerCase()}.${e.className}:${(e.textContent ?? '').trim().slice(0, 30)}`;
  const problems: string[] = [];
  for (let i = 0; i < rects.length; i++)
    for (let j = i + 1; j < rects.length; j++)
      if (!rects[i]!.e.contains(rects[j]!.e) && !rects[j]!.e.contains(rects[i]!.e) && hit(rects[i]!.r, rects[j]!.r))
        problems.push(`${name(rects[i]!.e)} overlaps ${name(rects[j]!.e)}`);
  const canScrollBy = document.documentElement.scrollHeight - innerHeight - scrollY;
  // What scrolled under the sticky top bar is hidden by the bar itself, not by what rests on the bar.
  const barBottom = document.querySelector('.page-header, .home-header')?.getBoundingClientRect().bottom ?? 0;
  for (const control of document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main select')) {
    if (floating.some((f) => f.contains(control))) continue;
    const box = control.getBoundingClientRect();
    const r = new DOMRect(box.x, Math.max(box.top, barBottom), box.width, box.bottom - Math.max(box.top, barBottom));
    if (r.height <= 0) continue;
    if (r.width === 0 || r.bottom <= 0 || r.top >= innerHeight) continue;
    for (const f of rects) {
      // The tab bar rests over what scrolls under it: it is held at the end only.
      if (!atEnd && f.e.matches('.tab-bar')) continue;
      if (!atEnd && f.e.matches('.download-bar') && r.bottom - f.r.top + 1 <= canScrollBy) continue;
      if (hit(f.r, r)) problems.push(`${name(f.e)} covers ${name(control)}${atEnd ? ' (end)' : ' (top)'}`);
    }
  }
  return problems;
};

for (const [locale, dir] of [
  ['en-US', 'ltr'],
  ['ar', 'rtl'],
] as const) {
  for (const width of [360, 390]) {
    test(`issue 33: the floating layout on every top-level route (${dir}, ${width} px, member and guest): Chat and the docked mini-game in the top bar, nothing overlaps, nothing covers a control at rest`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      await operator(request, 'DELETE', '/admin/install');
      await operator(request, 'PUT', '/admin/install/links', [
        { resourceType: 'Android', url: '/download/DEMO/storefront-demo.apk' },
      ]);
      await operator(request, 'PUT', '/admin/promotions/announcements', []);
      const { page, restore } = await memberPage(browser, locale, width);
      const guest = await (await browser.newContext({ locale, viewport: { width, height: 780 } })).newPage();
      const requests = new Map([page, guest].map((tab) => [tab, watchRequests(tab)]));
      try {
        for (const [who, tab] of [
          ['member', page],
          ['guest', guest],
        ] as const) {
          for (const route of ROUTES) {
            await tab.goto(route);
            await expect(tab.locator('html')).toHaveAttribute('dir', dir);
            // Issue 33: §2 the chat button lives in the top bar of every page (guests and members), and
            // the mini-game rests docked in its place there.
            const topBar = tab.locator('.page-header, .home-header').first();
            await expect(topBar.locator('button.top-chat')).toBeVisible();
            if (who === 'member') await expect(tab.locator('#mini-game-container button')).toBeVisible();
            // The bounds check (250 ms, §9) and late bars (their data): at rest for longer than the one,
            // nothing in flight for the other (support/settled.ts), in place of an 800 ms sleep.
            await settled(tab, requests.get(tab)!);
            if (who === 'member') {
              const bar = (await topBar.boundingBox())!;
              const handle = (await tab.locator('#mini-game-container button').boundingBox())!;
              const chat = (await topBar.locator('button.top-chat').boundingBox())!;
              expect(handle.y, `${route}: the mini-game is docked in the top bar`).toBeGreaterThanOrEqual(bar.y);
              expect(handle.y + handle.height).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
              expect(handle.x).toBeGreaterThanOrEqual(bar.x);
              expect(handle.x + handle.width).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
              const apart = handle.x >= chat.x + chat.width - 0.5 || chat.x >= handle.x + handle.width - 0.5;
              expect(apart, `${route}: the mini-game rests beside Chat, not on it`).toBe(true);
            }
            expect(await tab.evaluate(overlaps, false), `${who} ${route} (top)`).toEqual([]);
            await tab.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await tab.waitForTimeout(300);
            expect(await tab.evaluate(overlaps, true), `${who} ${route} (end)`).toEqual([]);
          }
        }
      } finally {
        await restore();
        await page.context().close();
        await guest.context().close();
      }
    });
  }
}

// ── No developer words ───────────────────────────────────────────────────────────────────────────

const DEVELOPER_WORDS =
  /CORS|undefined|\bnull\b|NaN|\[object|\bat \S+ \(|\.tsx?:\d+|\.js:\d+|Bad Gateway|Internal Server Error|Service Unavailable|Gateway Timeout|Not Found|Failed to fetch|NetworkError|TypeError|SyntaxError|Unexpected token|ECONN|unknown_error|Geetest service/i;

for (const locale of ['en-US', 'ar']) {
  test(`issue 33 §8: every failure kind of a login reads as a translated notice (${locale})`, async ({ browser }) => {
    test.setTimeout(120_000);
    for (const kind of ['abort', 'html', '502', 'hang', 'unknown-code'] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.clock.install();
      await page.route('**/wps/session/login', async (route) => {
        if (kind === 'abort') return route.abort('failed');
        if (kind === 'html')
          return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Bad Gateway</p>' });
        if (kind === '502') return route.fulfill({ status: 502, contentType: 'text/html', body: 'Bad Gateway' });
        // An error code the §8 catalogue does not know, with no message: the translated unknown error.
        if (kind === 'unknown-code')
          return route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"success":false,"errorCode":"zz_9001"}',
          });
        // hang: never answered
      });
      await page.goto('/m/login');
      await page.locator('input[autocomplete="username"]').fill('player0');
      await page.locator('input[type="password"]').fill('demo1234');
      const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/login');
      await page.locator('form button[type="submit"]').click();
      // The call's timer starts when it is sent (after the lazily loaded encryption): only then run the clock.
      await sent;
      if (kind === 'hang') await page.clock.runFor(31_000); // past the §9 30 s default timeout
      // A 502 is silent (§8): nothing comes to wait for, so the page is given 2 s to show anything.
      // Every other kind ends in its notice: the page is read once the notice is up.
      if (kind === '502') await page.waitForTimeout(2_000);
      else await expect(page.getByRole('alertdialog'), kind).toBeVisible();
      const text = await page.evaluate(() => document.body.innerText);
      expect(text, `${kind}: ${text}`).not.toMatch(DEVELOPER_WORDS);
      if (kind !== '502') await expect(page.getByRole('alertdialog'), kind).toBeVisible();
      if (kind === 'unknown-code')
        await expect(page.getByRole('alertdialog')).toContainText(
          locale === 'ar' ? 'حدث خطأ ما' : 'Something went wrong',
        );
      await context.close();
    }
  });
}

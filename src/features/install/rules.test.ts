import { describe, expect, it } from 'vitest';
import { installSettings, type InstallSettings } from '../../../contract/entities';
import {
  DAY_MS,
  INSTALL_AFTER_LOGIN_DELAY_MS,
  INSTALL_AFTER_REGISTER_DELAY_MS,
  INSTALL_DIALOG_DELAY_MS,
} from '../../config/constants';
import {
  appLinkFor,
  appOfferedTo,
  clientOf,
  compareVersions,
  countsOf,
  decidePrompt,
  dialogDelayMs,
  dialogDescription,
  dialogVariant,
  installSurface,
  dismissalCountAfter,
  domainRulePasses,
  downloadBarVisible,
  iosTipAfterDownload,
  installOptions,
  inGamePopupDelayMs,
  openInBrowserUrl,
  parseDismissCount,
  pollOutcome,
  showGift,
  upgradeCheckOf,
  upgradeModalOf,
  appIconOf,
  type PromptContext,
  type PromptEvent,
} from './rules';

const NOW = Date.UTC(2026, 10, 23, 12);
type Overrides = Partial<Record<keyof InstallSettings, { enabled?: boolean; value?: unknown }>>;
/** The settings as the server would answer them: the master switch on, everything else off unless given. */
function settings(overrides: Overrides = {}): InstallSettings {
  return installSettings({
    download_condition_switch: { enabled: true, value: null },
    ...Object.fromEntries(Object.entries(overrides).map(([k, v]) => [k, { enabled: true, ...v }])),
  });
}
function ctx(overrides: Partial<PromptContext> & { s?: Overrides } = {}): PromptContext {
  const { s, ...rest } = overrides;
  return {
    settings: settings(s),
    hostname: 'localhost',
    installed: false,
    open: false,
    dismissedInSession: false,
    forcedShownInSession: false,
    member: { loggedIn: true, type: 0, regDate: NOW - 10 * DAY_MS },
    counts: { deposits: 0, withdrawals: 0, cards: 0 },
    now: NOW,
    ...rest,
  };
}

const guest = { loggedIn: false, type: -1, regDate: null };
const counts = (deposits: number, withdrawals = 0, cards = 0) => ({ deposits, withdrawals, cards });
const D = INSTALL_DIALOG_DELAY_MS;

/** [§ rule, context, event, expected decision (trigger, closable, delay) or null]. */
const table: Array<
  [string, PromptContext, PromptEvent, { trigger: string; closable: boolean; delayMs: number } | null]
> = [
  // Gates of every prompt.
  [
    '§2 init prompt on /m/home',
    ctx({ member: guest, counts: null }),
    { kind: 'init', path: '/m/home' },
    { trigger: 'init', closable: true, delayMs: D },
  ],
  [
    '§2 init prompt on /',
    ctx({ member: guest, counts: null }),
    { kind: 'init', path: '/' },
    { trigger: 'init', closable: true, delayMs: D },
  ],
  [
    '§2 init prompt on /m/index.html',
    ctx({ member: guest, counts: null }),
    { kind: 'init', path: '/m/index.html' },
    { trigger: 'init', closable: true, delayMs: D },
  ],
  ['§2 no init prompt on /m/index (only /, /m/home, /m/index.html)', ctx(), { kind: 'init', path: '/m/index' }, null],
  ['§2 no init prompt on /m/game', ctx(), { kind: 'init', path: '/m/game' }, null],
  [
    '§4 switch off: nothing',
    ctx({ s: { download_condition_switch: { enabled: false } } }),
    { kind: 'init', path: '/m/home' },
    null,
  ],
  ['§4 already displayed: nothing', ctx({ open: true }), { kind: 'init', path: '/m/home' }, null],
  ['§4 installed app or home screen: nothing', ctx({ installed: true }), { kind: 'init', path: '/m/home' }, null],
  [
    '§4 domain mode 2: shown except on listed domains (not listed)',
    ctx({ s: { domains_switch: { value: 2 }, domains: { value: ['other.example'] } } }),
    { kind: 'init', path: '/m/home' },
    { trigger: 'init', closable: true, delayMs: D },
  ],
  [
    '§4 domain mode 2: not on a listed domain',
    ctx({ s: { domains_switch: { value: 2 }, domains: { value: ['localhost'] } } }),
    { kind: 'init', path: '/m/home' },
    null,
  ],
  [
    '§4 domain mode 3: only on listed domains (listed)',
    ctx({ s: { domains_switch: { value: 3 }, domains: { value: ['https://LOCALHOST:8080/'] } } }),
    { kind: 'init', path: '/m/home' },
    { trigger: 'init', closable: true, delayMs: D },
  ],
  [
    '§4 domain mode 3: not on an unlisted domain',
    ctx({ s: { domains_switch: { value: 3 }, domains: { value: ['lucky.example'] } } }),
    { kind: 'init', path: '/m/home' },
    null,
  ],
  [
    '§4 login rule: login_required and logged out → nothing',
    ctx({ member: guest, s: { login_required: {} } }),
    { kind: 'init', path: '/m/home' },
    null,
  ],
  [
    '§4 login rule: login_required and logged in → shown',
    ctx({ s: { login_required: {} } }),
    { kind: 'init', path: '/m/home' },
    { trigger: 'init', closable: true, delayMs: D },
  ],
  [
    '§3 type 1 (agent) gets prompts',
    ctx({ member: { loggedIn: true, type: 1, regDate: null } }),
    { kind: 'init', path: '/m/home' },
    { trigger: 'init', closable: true, delayMs: D },
  ],
  [
    '§3 type 2 (agent) gets prompts',
    ctx({ member: { loggedIn: true, type: 2, regDate: null } }),
    { kind: 'init', path: '/m/home' },
    { trigger: 'init', closable: true, delayMs: D },
  ],
  [
    '§3 type 4 gets no app prompts',
    ctx({ member: { loggedIn: true, type: 4, regDate: null } }),
    { kind: 'init', path: '/m/home' },
    null,
  ],
  [
    '§3 a logged-in member of unknown type (-1) waits for member info',
    ctx({ member: { loggedIn: true, type: -1, regDate: null } }),
    { kind: 'init', path: '/m/home' },
    null,
  ],
  [
    '§4 dismissed in the session: no second closable prompt',
    ctx({ dismissedInSession: true }),
    { kind: 'init', path: '/m/home' },
    null,
  ],

  // Registration age.
  [
    '§4 reg_days reached: closable',
    ctx({ s: { reg_days: { value: 7 } } }),
    { kind: 'counts' },
    { trigger: 'reg_days', closable: true, delayMs: D },
  ],
  ['§4 reg_days not reached', ctx({ s: { reg_days: { value: 30 } } }), { kind: 'counts' }, null],
  [
    '§4 reg_days_forced reached: not closable',
    ctx({ s: { reg_days: { value: 7 }, reg_days_forced: { value: 10 } } }),
    { kind: 'counts' },
    { trigger: 'reg_days', closable: false, delayMs: D },
  ],
  [
    '§4 reg_days with no registration date: nothing',
    ctx({ member: { loggedIn: true, type: 0, regDate: null }, s: { reg_days: { value: 0 } } }),
    { kind: 'counts' },
    null,
  ],

  // Deposits.
  [
    '§4 deposit count at deposit_times: closable',
    ctx({ counts: counts(3), s: { deposit_times: { value: 3 } } }),
    { kind: 'counts' },
    { trigger: 'deposit_times', closable: true, delayMs: D },
  ],
  [
    '§4 deposit count below deposit_times: nothing',
    ctx({ counts: counts(2), s: { deposit_times: { value: 3 } } }),
    { kind: 'counts' },
    null,
  ],
  [
    '§4 deposit count at deposit_times_forced: not closable',
    ctx({ counts: counts(5), s: { deposit_times_forced: { value: 5 } } }),
    { kind: 'counts' },
    { trigger: 'deposit_times', closable: false, delayMs: D },
  ],
  [
    '§4 forced shows even after a dismissal',
    ctx({ dismissedInSession: true, counts: counts(5), s: { deposit_times_forced: { value: 5 } } }),
    { kind: 'counts' },
    { trigger: 'deposit_times', closable: false, delayMs: D },
  ],
  [
    '§4 deposit count below deposit_least_times: closable',
    ctx({ counts: counts(1), s: { deposit_least_times: { value: 2 } } }),
    { kind: 'counts' },
    { trigger: 'deposit_least_times', closable: true, delayMs: D },
  ],
  [
    '§4 deposit count at deposit_least_times: nothing',
    ctx({ counts: counts(2), s: { deposit_least_times: { value: 2 } } }),
    { kind: 'counts' },
    null,
  ],
  [
    '§4 deposit count below deposit_least_times_forced: not closable',
    ctx({ counts: counts(0), s: { deposit_least_times_forced: { value: 1 } } }),
    { kind: 'counts' },
    { trigger: 'deposit_least_times', closable: false, delayMs: D },
  ],
  [
    '§4 counts unknown (logged out): no count trigger',
    ctx({ member: guest, counts: null, s: { deposit_least_times: { value: 1 } } }),
    { kind: 'counts' },
    null,
  ],

  // Withdrawals.
  [
    '§4 withdrawal count at withdrawal_times: closable',
    ctx({ counts: counts(0, 2), s: { withdrawal_times: { value: 2 } } }),
    { kind: 'counts' },
    { trigger: 'withdrawal_times', closable: true, delayMs: D },
  ],
  [
    '§4 withdrawal count at withdrawal_times_forced: not closable',
    ctx({ counts: counts(0, 4), s: { withdrawal_times_forced: { value: 4 } } }),
    { kind: 'counts' },
    { trigger: 'withdrawal_times', closable: false, delayMs: D },
  ],
  [
    '§4 withdrawal count below withdrawal_least_times: closable',
    ctx({ counts: counts(0, 0), s: { withdrawal_least_times: { value: 1 } } }),
    { kind: 'counts' },
    { trigger: 'withdrawal_least_times', closable: true, delayMs: D },
  ],
  [
    '§4 withdrawal count below withdrawal_least_times_forced: not closable',
    ctx({ counts: counts(0, 1), s: { withdrawal_least_times_forced: { value: 2 } } }),
    { kind: 'counts' },
    { trigger: 'withdrawal_least_times', closable: false, delayMs: D },
  ],
  [
    '§4 withdrawal count at withdrawal_least_times: nothing',
    ctx({ counts: counts(0, 3), s: { withdrawal_least_times: { value: 3 } } }),
    { kind: 'counts' },
    null,
  ],

  // Pages.
  [
    '§4 first deposit on the voucher center with zero deposits',
    ctx({ s: { first_deposit: {} } }),
    { kind: 'page', path: '/m/voucherCenter' },
    { trigger: 'first_deposit', closable: true, delayMs: D },
  ],
  [
    '§4 no first-deposit prompt after a deposit',
    ctx({ counts: counts(1), s: { first_deposit: {} } }),
    { kind: 'page', path: '/m/voucherCenter' },
    null,
  ],
  [
    '§4 first withdrawal on the withdraw page with zero',
    ctx({ s: { first_withdraw: {} } }),
    { kind: 'page', path: '/m/withdraw' },
    { trigger: 'first_withdraw', closable: true, delayMs: D },
  ],
  [
    '§4 no first-withdraw prompt after a withdrawal',
    ctx({ counts: counts(0, 1), s: { first_withdraw: {} } }),
    { kind: 'page', path: '/m/withdraw' },
    null,
  ],
  [
    '§4 bind card (1) with zero cards',
    ctx({ s: { bind_card: { value: 1 } } }),
    { kind: 'page', path: '/m/securityCenter/addBankCard' },
    { trigger: 'bind_card', closable: true, delayMs: D },
  ],
  [
    '§4 bind card (1) with a card: nothing',
    ctx({ counts: counts(0, 0, 1), s: { bind_card: { value: 1 } } }),
    { kind: 'page', path: '/m/securityCenter/addBankCard' },
    null,
  ],
  [
    '§4 bind card (2): always, also on the Pix page',
    ctx({ counts: counts(0, 0, 3), s: { bind_card: { value: 2 } } }),
    { kind: 'page', path: '/m/securityCenter/addBankCardPix' },
    { trigger: 'bind_card', closable: true, delayMs: D },
  ],

  // Login, registration, game.
  [
    '§4 login-required after login on home: 2 s',
    ctx({ s: { login_required: {} } }),
    { kind: 'login', path: '/m/home' },
    { trigger: 'login_required', closable: true, delayMs: INSTALL_AFTER_LOGIN_DELAY_MS },
  ],
  [
    '§4 login-required after login on login: 2 s',
    ctx({ s: { login_required: {} } }),
    { kind: 'login', path: '/m/login' },
    { trigger: 'login_required', closable: true, delayMs: INSTALL_AFTER_LOGIN_DELAY_MS },
  ],
  [
    '§4 login-required after login on register: 2 s',
    ctx({ s: { login_required: {} } }),
    { kind: 'login', path: '/m/register' },
    { trigger: 'login_required', closable: true, delayMs: INSTALL_AFTER_LOGIN_DELAY_MS },
  ],
  [
    '§4 login-required: not after login on another page',
    ctx({ s: { login_required: {} } }),
    { kind: 'login', path: '/m/game' },
    null,
  ],
  [
    '§4 registration popup after 1.9 s',
    ctx(),
    { kind: 'register' },
    { trigger: 'register', closable: true, delayMs: INSTALL_AFTER_REGISTER_DELAY_MS },
  ],
  [
    '§4 in-game popup when its interval is set',
    ctx({ s: { in_game_popup_interval: { value: 30 } } }),
    { kind: 'in-game' },
    { trigger: 'in_game', closable: true, delayMs: 0 },
  ],
  ['§4 in-game popup off', ctx(), { kind: 'in-game' }, null],

  // Forced, then unclosable.
  [
    '§4 once a forced prompt was shown, later ones cannot be closed',
    ctx({ forcedShownInSession: true }),
    { kind: 'init', path: '/m/home' },
    { trigger: 'init', closable: false, delayMs: D },
  ],
  [
    '§4 …even a registration prompt',
    ctx({ forcedShownInSession: true, dismissedInSession: true }),
    { kind: 'register' },
    { trigger: 'register', closable: false, delayMs: INSTALL_AFTER_REGISTER_DELAY_MS },
  ],
];

describe('§4 install prompt rules and triggers (one row per rule)', () => {
  it.each(table)('%s', (_name, context, event, expected) => {
    const decision = decidePrompt(context, event);
    expect(decision && { trigger: decision.trigger, closable: decision.closable, delayMs: decision.delayMs }).toEqual(
      expected,
    );
  });
});

describe('§4 domain rule', () => {
  it('matches sub-domains and ignores scheme, port and path', () => {
    expect(
      domainRulePasses(
        settings({ domains_switch: { value: 3 }, domains: { value: ['example.com'] } }),
        'm.example.com',
      ),
    ).toBe(true);
    expect(
      domainRulePasses(
        settings({ domains_switch: { value: 3 }, domains: { value: ['example.com'] } }),
        'badexample.com',
      ),
    ).toBe(false);
    expect(domainRulePasses(settings({ domains_switch: { value: 3 } }), 'example.com')).toBe(false);
    expect(domainRulePasses(settings({}), 'anything')).toBe(true);
  });
});

describe('§4 download bar hide rules', () => {
  const link = { url: 'https://d.example/app.apk', resourceType: 'Android' };
  const base = {
    hiddenInSession: false,
    client: { nativeApp: false },
    installed: false,
    link,
    requiredRankLevel: 0,
    rankLevel: 0,
    loginRequired: false,
    loggedIn: false,
  };
  it.each([
    ['shown by default', base, true],
    ['hidden in the session after close (hideDownloadBar=1)', { ...base, hiddenInSession: true }, false],
    ['forced hidden in the native app', { ...base, client: { nativeApp: true } }, false],
    ['forced hidden in an installed PWA or home-screen mode', { ...base, installed: true }, false],
    ['hidden when no link exists for the platform', { ...base, link: null }, false],
    ['hidden when the required VIP rank level is not met', { ...base, requiredRankLevel: 2, rankLevel: 1 }, false],
    ['shown when the VIP rank level is met', { ...base, requiredRankLevel: 2, rankLevel: 2, loggedIn: true }, true],
    ['hidden when login is required and the player is logged out', { ...base, loginRequired: true }, false],
    [
      'shown when login is required and the player is logged in',
      { ...base, loginRequired: true, loggedIn: true },
      true,
    ],
  ])('§4 %s', (_name, input, expected) => {
    expect(downloadBarVisible(input)).toBe(expected);
  });
  it('§2 the gift icon shows when the app-download promotion has an item', () => {
    expect(showGift([{ id: 1 }])).toBe(true);
    expect(showGift([])).toBe(false);
    expect(showGift(undefined)).toBe(false);
  });
});

describe('§3 download links per platform', () => {
  const links = [
    { resourceType: 'AppDownloadIcon', url: '/m/icons/icon-192.png' },
    { resourceType: 'IOS', url: 'javascript:alert(1)' },
    { resourceType: 'MOBILECONFIG', url: 'https://d.example/app.mobileconfig' },
    { resourceType: 'AndroidAPK', url: 'https://d.example/app.apk' },
  ];
  it('picks the best http(s) link of the platform and never a script URL', () => {
    expect(appLinkFor(links, 'android')).toEqual({ resourceType: 'AndroidAPK', url: 'https://d.example/app.apk' });
    expect(appLinkFor(links, 'ios')).toEqual({
      resourceType: 'MOBILECONFIG',
      url: 'https://d.example/app.mobileconfig',
    });
    expect(appLinkFor([], 'ios')).toBeNull();
    expect(appIconOf(links)).toBe('/m/icons/icon-192.png');
  });
});

describe('§4 §9 install dialog timing and the install-prompt event', () => {
  it('§4 shown after 1 s, at once on Android with a deferred prompt', () => {
    expect(dialogDelayMs('ios', false, D)).toBe(D);
    expect(dialogDelayMs('android', false, D)).toBe(D);
    expect(dialogDelayMs('android', true, D)).toBe(0);
    expect(dialogDelayMs('android', true, INSTALL_AFTER_LOGIN_DELAY_MS)).toBe(INSTALL_AFTER_LOGIN_DELAY_MS - D);
  });
  it('§9 polled up to 20 times: the unsupported flag only after the 20th poll, on Chromium too (issue 33: the sheet always ends)', () => {
    expect(pollOutcome(1, true)).toBe('ready');
    expect(pollOutcome(19, false)).toBe('wait');
    expect(pollOutcome(20, false)).toBe('unsupported');
    expect(pollOutcome(20, true)).toBe('ready');
  });
  it('§4 dismiss increments the counter; installed sets it to 99', () => {
    expect(dismissalCountAfter(0, 'dismissed')).toBe(1);
    expect(dismissalCountAfter(2, 'dismissed')).toBe(3);
    expect(dismissalCountAfter(2, 'installed')).toBe(99);
    expect(dismissalCountAfter(99, 'dismissed')).toBe(99);
    expect(parseDismissCount('x')).toBe(0);
    expect(parseDismissCount('4')).toBe(4);
  });
});

describe('§2 the install dialog buttons', () => {
  const android = { platform: 'android' as const, inAppBrowser: false };
  it('continue-on-web only when closable; APP only with a link', () => {
    expect(
      installOptions({
        closable: true,
        client: android,
        hasDeferredPrompt: true,
        unsupported: false,
        hasAppLink: true,
      }),
    ).toEqual({ continueOnWeb: true, app: true, webApp: 'prompt', openInBrowser: false });
    expect(
      installOptions({
        closable: false,
        client: android,
        hasDeferredPrompt: true,
        unsupported: false,
        hasAppLink: false,
      }),
    ).toEqual({ continueOnWeb: false, app: false, webApp: 'prompt', openInBrowser: false });
  });
  it('§4 an unsupported Android browser gets open-in-Chrome instead of the web app', () => {
    expect(
      installOptions({
        closable: true,
        client: android,
        hasDeferredPrompt: false,
        unsupported: true,
        hasAppLink: false,
      }),
    ).toMatchObject({ webApp: null, openInBrowser: true });
  });
  it('iOS gets the add-to-home-screen guide; an in-app browser the open-in-browser path', () => {
    expect(
      installOptions({
        closable: true,
        client: { platform: 'ios', inAppBrowser: false },
        hasDeferredPrompt: false,
        unsupported: true,
        hasAppLink: false,
      }),
    ).toMatchObject({ webApp: 'ios-guide', openInBrowser: false });
    expect(
      installOptions({
        closable: true,
        client: { platform: 'ios', inAppBrowser: true },
        hasDeferredPrompt: false,
        unsupported: true,
        hasAppLink: false,
      }),
    ).toMatchObject({ webApp: null, openInBrowser: true });
  });
  it('§2 the bottom dialog, or its fullscreen variant by bottom_app_bar_mode', () => {
    expect(dialogVariant(settings())).toBe('bottom');
    expect(dialogVariant(settings({ bottom_app_bar_mode: { value: 'fullscreen' } }))).toBe('fullscreen');
    expect(dialogVariant(settings({ bottom_app_bar_mode: { enabled: false, value: 'fullscreen' } }))).toBe('bottom');
    expect(dialogVariant(settings({ bottom_app_bar_mode: { value: 'bottom' } }))).toBe('bottom');
  });
  it('§3 install setting theme: dark only when it is on and says dark', () => {
    expect(installSurface(settings({ theme: { value: 'dark' } }))).toBe('dark');
    expect(installSurface(settings({ theme: { enabled: false, value: 'dark' } }))).toBe('light');
    expect(installSurface(settings({ theme: { value: 'light' } }))).toBe('light');
    expect(installSurface(settings())).toBe('light');
    expect(installSurface(undefined)).toBe('light');
  });
  it('§3 the dialog text: bottom_app_desc, else app_desc, else the translated default', () => {
    expect(dialogDescription(settings({ bottom_app_desc: { value: 'Bottom' }, app_desc: { value: 'App' } }))).toBe(
      'Bottom',
    );
    expect(dialogDescription(settings({ bottom_app_desc: { value: '  ' }, app_desc: { value: 'App' } }))).toBe('App');
    expect(
      dialogDescription(settings({ bottom_app_desc: { enabled: false, value: 'Bottom' }, app_desc: { value: 'App' } })),
    ).toBe('App');
    expect(dialogDescription(settings())).toBe('');
  });
  it('open in Chrome is an intent URL on Android', () => {
    expect(openInBrowserUrl('https://demo.example/m/home?r=1', 'android')).toBe(
      'intent://demo.example/m/home?r=1#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=https%3A%2F%2Fdemo.example%2Fm%2Fhome%3Fr%3D1;end',
    );
    expect(openInBrowserUrl('https://demo.example/m/home', 'ios')).toBe('https://demo.example/m/home');
  });
});

describe('the client: iOS, iPadOS, in-app browsers, the native app', () => {
  const iphone16 =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
  const iphone17 =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const ipad =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
  it('reads the iOS version; iPadOS by its touch points', () => {
    expect(clientOf(iphone16, 5)).toMatchObject({
      platform: 'ios',
      iosVersion: [16, 6],
      inAppBrowser: false,
      nativeApp: false,
    });
    expect(clientOf(iphone17, 5).iosVersion).toEqual([17, 4]);
    expect(clientOf(ipad, 5)).toMatchObject({ platform: 'ios', iosVersion: [17, 2] });
    expect(clientOf(ipad, 0).platform).toBe('android');
  });
  it('knows in-app browsers', () => {
    expect(clientOf(`${iphone17} [FBAN/FBIOS;FBAV/450.0]`, 5).inAppBrowser).toBe(true);
    expect(clientOf('Mozilla/5.0 (Linux; Android 14) Instagram 300.0', 5).inAppBrowser).toBe(true);
    expect(clientOf('Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36', 5).inAppBrowser).toBe(false);
  });
  it('§8 iOS 17+ gets a tip after download; 12.x below 12.2 and 11 or lower the trust-the-profile guidance', () => {
    expect(iosTipAfterDownload([17, 0])).toBe('ios17');
    expect(iosTipAfterDownload([16, 6])).toBeNull();
    expect(iosTipAfterDownload([12, 2])).toBeNull();
    expect(iosTipAfterDownload([12, 1])).toBe('legacy-profile');
    expect(iosTipAfterDownload([11, 4])).toBe('legacy-profile');
    expect(iosTipAfterDownload(null)).toBeNull();
  });
  it('§9 compares versions numerically', () => {
    expect(compareVersions('2.4.39', '2.4.39')).toBe(0);
    expect(compareVersions('2.4.100', '2.4.39')).toBe(1);
    expect(compareVersions('2.4', '2.4.39')).toBe(-1);
  });
});

describe('§4 app upgrade modal', () => {
  const ua = (v: string) =>
    `Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile Safari/537.36 StorefrontAppAndroidVer/${v}`;
  const answer = {
    upgradeAvailable: true,
    mandatory: false,
    latestVersion: '2.5.0',
    downloadUrl: 'https://d.example/app.apk',
  };
  it('hidden outside the native app or when no upgrade is available', () => {
    expect(upgradeModalOf(clientOf('Mozilla/5.0 Chrome/126', 0), answer)).toBeNull();
    expect(upgradeModalOf(clientOf(ua('2.5.0'), 5), { ...answer, upgradeAvailable: false })).toBeNull();
  });
  it('closable unless mandatory', () => {
    expect(upgradeModalOf(clientOf(ua('2.4.0'), 5), answer)).toMatchObject({ closable: true, mandatory: false });
    expect(upgradeModalOf(clientOf(ua('2.4.0'), 5), { ...answer, mandatory: true })).toMatchObject({
      closable: false,
      mandatory: true,
    });
  });
  it('§9 direct download needs native version 2.4.39 or later; older ones open the system browser', () => {
    expect(upgradeModalOf(clientOf(ua('2.4.38'), 5), answer)?.directDownload).toBe(false);
    expect(upgradeModalOf(clientOf(ua('2.4.39'), 5), answer)?.directDownload).toBe(true);
    expect(upgradeModalOf(clientOf(ua('2.4.39'), 5), { ...answer, downloadUrl: 'javascript:x' })?.url).toBe('');
  });
  it('asks with the shell’s platform and version', () => {
    expect(upgradeCheckOf(ua('2.4.39'), clientOf(ua('2.4.39'), 5))).toEqual({ platform: 'ANDROID', version: '2.4.39' });
    const ios = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) StorefrontAppIOSVer/2.4.40';
    expect(upgradeCheckOf(ios, clientOf(ios, 5))).toEqual({ platform: 'IOS', version: '2.4.40' });
    expect(upgradeCheckOf('Chrome', clientOf('Chrome', 0))).toBeNull();
  });
});

describe('§3 counts and the in-game popup', () => {
  it('counts cards of every kind', () => {
    expect(
      countsOf({
        totalDepositSuccessCount: 2,
        totalWithdrawSuccessCount: 1,
        fullBankCardList: [{} as never],
        fullVirtualWalletList: [],
        fullEWalletList: [{} as never],
      }),
    ).toEqual({ deposits: 2, withdrawals: 1, cards: 2 });
  });
  it('§4 in-game popup after the configured seconds', () => {
    expect(inGamePopupDelayMs(settings({ in_game_popup_interval: { value: 30 } }))).toBe(30_000);
    expect(inGamePopupDelayMs(settings())).toBeNull();
  });
});

describe('§3 mobile template desktop_app_feature', () => {
  const desktopChrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const androidPhone =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  const androidTablet =
    'Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const ipadOs =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';

  it('knows a desktop browser from a phone, a tablet, an iPad that reports a Mac, and the native app', () => {
    expect(clientOf(desktopChrome, 0).desktop).toBe(true);
    expect(clientOf(ipadOs, 0).desktop).toBe(true); // a real Mac
    expect(clientOf(ipadOs, 5).desktop).toBe(false); // iPadOS
    expect(clientOf(androidPhone, 5).desktop).toBe(false);
    expect(clientOf(androidTablet, 5).desktop).toBe(false);
    expect(clientOf(iphone, 5).desktop).toBe(false);
    expect(clientOf('Mozilla/5.0 (X11; Linux x86_64) AppLuckyVer/2.5.0', 0).desktop).toBe(false);
  });

  it('on (the default): every browser is offered the app; off: phones and tablets only, a desktop browser none', () => {
    expect(appOfferedTo(clientOf(desktopChrome, 0), true)).toBe(true);
    expect(appOfferedTo(clientOf(desktopChrome, 0), false)).toBe(false);
    for (const ua of [androidPhone, androidTablet, iphone]) expect(appOfferedTo(clientOf(ua, 5), false)).toBe(true);
  });
});

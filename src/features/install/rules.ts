/**
 * The install and app prompts of spec §2, §4, §5, §8 and §9 as pure rules: who sees the download
 * bar, which trigger opens the install dialog and whether it may be closed, how the install-prompt
 * event is waited for, which buttons the dialog offers, the iOS tips, and the native app's upgrade
 * modal. Components and the prompt host only call these (DESIGN rule 1); the table test in
 * rules.test.ts has one row per trigger and rule of §4.
 */
import { HOME_ALIASES } from '../../../contract/ssr';
import type { AppUpgradeValue, DownloadLink, InstallSettings, TransactionSummary } from '../../../contract/entities';
import {
  DAY_MS,
  INSTALL_AFTER_LOGIN_DELAY_MS,
  INSTALL_AFTER_REGISTER_DELAY_MS,
  INSTALL_DIALOG_DELAY_MS,
  INSTALL_DISMISS_COUNT_INSTALLED,
  INSTALL_PROMPT_POLL_TIMES,
  MIN_NATIVE_APP_VERSION_DIRECT_DOWNLOAD,
} from '../../config/constants';

// ── The client ────────────────────────────────────────────────────────────────────────────────

export type Platform = 'ios' | 'android';

export interface ClientInfo {
  /** iPhone, iPod and iPad (iPadOS reports a Mac user agent: known by its touch points) are 'ios'; every other browser gets the Android links. */
  platform: Platform;
  /** [major, minor] of iOS, or null. */
  iosVersion: readonly [number, number] | null;
  /** Facebook, Instagram, TikTok, Line, Telegram, WeChat, … : they need the open-in-browser path. */
  inAppBrowser: boolean;
  /** Inside the merchant's native app shell (user agent App…Ver, §5). */
  nativeApp: boolean;
  /** The native shell's version (App…Ver/2.4.39), or null. */
  nativeVersion: string | null;
  /** A desktop or laptop browser: no phone or tablet in the user agent, not iOS, not the native app. */
  desktop: boolean;
}

const IN_APP_BROWSER =
  /FBAN|FBAV|FB_IAB|FBIOS|Instagram|musical_ly|Bytedance|TikTok|\bLine\/|Telegram|MicroMessenger|KAKAOTALK|Snapchat|Twitter|LinkedInApp|Pinterest|\bwv\)/i;
const NATIVE_APP = /App(\S*?)Ver[/ ]?(\d+(?:\.\d+){0,3})?/;
const HANDHELD =
  /Android|Mobile|Tablet|iPhone|iPad|iPod|Silk|Kindle|PlayBook|BlackBerry|BB10|IEMobile|Opera Mini|webOS/i;

export function clientOf(userAgent: string, maxTouchPoints: number): ClientInfo {
  const iPadOs = /Macintosh/.test(userAgent) && maxTouchPoints > 1;
  const ios = /iPhone|iPad|iPod/.test(userAgent) || iPadOs;
  let iosVersion: readonly [number, number] | null = null;
  if (ios) {
    const m = /OS (\d+)[_.](\d+)/.exec(userAgent) ?? /Version\/(\d+)\.(\d+)/.exec(userAgent);
    if (m) iosVersion = [Number(m[1]), Number(m[2])];
  }
  const native = NATIVE_APP.exec(userAgent);
  return {
    platform: ios ? 'ios' : 'android',
    iosVersion,
    inAppBrowser: native === null && IN_APP_BROWSER.test(userAgent),
    nativeApp: native !== null,
    nativeVersion: native?.[2] ?? null,
    desktop: !ios && native === null && !HANDHELD.test(userAgent),
  };
}

/**
 * §3 mobile template desktop_app_feature: whether this browser is offered the app at all (the install
 * dialog, the download bar and its popup). Phones and tablets always are; a desktop browser only while
 * the merchant's template has the desktop app feature on.
 */
export function appOfferedTo(client: Pick<ClientInfo, 'desktop'>, desktopAppFeature: boolean): boolean {
  return !client.desktop || desktopAppFeature;
}

/** Compares dotted versions numerically ('2.4.39' < '2.4.100'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

// ── Download links (§3) ───────────────────────────────────────────────────────────────────────

/** Which §3 resource types download the app on each platform, best first. */
const APP_LINK_TYPES: Record<Platform, readonly string[]> = {
  android: ['Android', 'AndroidAPK'],
  ios: ['IOS', 'IOSLite', 'MOBILECONFIG'],
};

export interface AppLink {
  url: string;
  resourceType: string;
}

/** The app download link for the platform, or null (§4: no link → no download bar, no APP button). Only http(s) links count. */
export function appLinkFor(links: readonly DownloadLink[], platform: Platform): AppLink | null {
  for (const type of APP_LINK_TYPES[platform]) {
    const link = links.find((l) => l.resourceType === type && /^https?:\/\//i.test(l.url.trim()));
    if (link) return { url: link.url.trim(), resourceType: link.resourceType };
  }
  return null;
}

/** §2 the download bar's app icon (resourceType AppDownloadIcon), or null for the merchant's own icon. */
export function appIconOf(links: readonly DownloadLink[]): string | null {
  const icon = links.find((l) => l.resourceType === 'AppDownloadIcon' && /^(https?:\/\/|\/)/i.test(l.url.trim()));
  return icon ? icon.url.trim() : null;
}

// ── Download bar (§2, §4) ─────────────────────────────────────────────────────────────────────

export interface DownloadBarInput {
  /** hideDownloadBar=1 in this session (after a close). */
  hiddenInSession: boolean;
  client: Pick<ClientInfo, 'nativeApp'>;
  /** Installed PWA or home-screen mode (display-mode standalone, navigator.standalone, a related app). */
  installed: boolean;
  link: AppLink | null;
  /** download_bar_rank_level when enabled, else 0. */
  requiredRankLevel: number;
  /** The member's VIP rank level (0 without a label or logged out). */
  rankLevel: number;
  loginRequired: boolean;
  loggedIn: boolean;
}

/** §4 "hideDownloadBar=1, forced in the native app or installed PWA". */
export function hideDownloadBarForced(client: Pick<ClientInfo, 'nativeApp'>, installed: boolean): boolean {
  return client.nativeApp || installed;
}

export function downloadBarVisible(i: DownloadBarInput): boolean {
  if (i.hiddenInSession || hideDownloadBarForced(i.client, i.installed)) return false;
  if (!i.link) return false;
  if (i.requiredRankLevel > 0 && i.rankLevel < i.requiredRankLevel) return false;
  if (i.loginRequired && !i.loggedIn) return false;
  return true;
}

/** §2 the gift icon: shown when the app-download promotion (announcements of category app_download) has an item. */
export function showGift(promotions: readonly unknown[] | undefined): boolean {
  return (promotions?.length ?? 0) > 0;
}

// ── The install prompt rules and triggers (§4) ──────────────────────────────────────────────────

export type PromptTrigger =
  | 'init'
  | 'reg_days'
  | 'deposit_times'
  | 'deposit_least_times'
  | 'withdrawal_times'
  | 'withdrawal_least_times'
  | 'first_deposit'
  | 'first_withdraw'
  | 'bind_card'
  | 'login_required'
  | 'register'
  | 'in_game';

/** What happened that may open the install dialog. */
export type PromptEvent =
  /** The app started on this path (§2: the prompt at init only on /, /m/home, /m/index.html). */
  | { kind: 'init'; path: string }
  /** A page was opened (voucher center, withdraw, bind card). */
  | { kind: 'page'; path: string }
  /** The counts (or the member's registration date) are known or changed (polled every 30 s, rechecked after deposits). */
  | { kind: 'counts' }
  /** The member has just logged in, on this page. */
  | { kind: 'login'; path: string }
  /** The member has just registered. */
  | { kind: 'register' }
  /** The in-game popup's seconds have passed since the game started. */
  | { kind: 'in-game' };

export interface Counts {
  deposits: number;
  withdrawals: number;
  /** Bank cards, virtual wallets and e-wallets together. */
  cards: number;
}

export function countsOf(summary: TransactionSummary): Counts {
  return {
    deposits: summary.totalDepositSuccessCount,
    withdrawals: summary.totalWithdrawSuccessCount,
    cards: summary.fullBankCardList.length + summary.fullVirtualWalletList.length + summary.fullEWalletList.length,
  };
}

export interface PromptContext {
  settings: InstallSettings;
  hostname: string;
  /** In the native app, an installed PWA or home-screen mode. */
  installed: boolean;
  /** A prompt is on screen now. */
  open: boolean;
  /** The player dismissed a prompt in this session. */
  dismissedInSession: boolean;
  /** A forced prompt was shown in this session. */
  forcedShownInSession: boolean;
  member: { loggedIn: boolean; type: number; regDate: number | null };
  counts: Counts | null;
  now: number;
}

export interface PromptDecision {
  trigger: PromptTrigger;
  /** Opened by a _forced setting. */
  forced: boolean;
  /** May be closed (continue on web, close, Escape). */
  closable: boolean;
  /** Wait this long before showing it. */
  delayMs: number;
}

/** §2: the install prompt at init appears only on these paths. */
export const INIT_PROMPT_PATHS: readonly string[] = ['/', '/m/home', '/m/index.html'];
/** §4: the login-required prompt after login on home, login and register pages. */
const LOGIN_PROMPT_PATHS: readonly string[] = [...HOME_ALIASES, '/m/login', '/m/register', '/m/register.html'];
export const VOUCHER_CENTER_PATH = '/m/voucherCenter';
export const WITHDRAW_PATH = '/m/withdraw';
export const BIND_CARD_PATHS: readonly string[] = ['/m/securityCenter/addBankCard', '/m/securityCenter/addBankCardPix'];
/** §3 / §6: only these member types get app prompts. */
export const APP_PROMPT_MEMBER_TYPES: readonly number[] = [0, 1, 2];

const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A listed domain matches the host itself or any sub-domain of it; a scheme, port or path in the entry is ignored. */
export function domainListed(domains: readonly string[], hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return domains.some((entry) => {
    const name = entry
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .replace(/[/:].*$/, '')
      .replace(/^\*\./, '')
      .replace(/\.$/, '');
    return name !== '' && (host === name || host.endsWith(`.${name}`));
  });
}

/** §4 domain rule: mode 2 = shown except on the listed domains, mode 3 = only on them; off = everywhere. */
export function domainRulePasses(settings: InstallSettings, hostname: string): boolean {
  if (!settings.domains_switch.enabled) return true;
  const listed = domainListed(settings.domains.enabled ? settings.domains.value : [], hostname);
  return settings.domains_switch.value === 3 ? listed : !listed;
}

/** §4: every prompt needs these: the switch on, not installed, not on screen, the domain and login rules, a member type that gets prompts. */
export function promptAllowed(ctx: PromptContext): boolean {
  if (ctx.open || ctx.installed) return false;
  if (!ctx.settings.download_condition_switch.enabled) return false;
  if (!domainRulePasses(ctx.settings, ctx.hostname)) return false;
  if (ctx.settings.login_required.enabled && !ctx.member.loggedIn) return false;
  if (ctx.member.loggedIn && !APP_PROMPT_MEMBER_TYPES.includes(ctx.member.type)) return false;
  return true;
}

/** Whole days since registration (§4 reg_days), or null when the date is unknown. */
export function registrationDays(regDate: number | null, now: number): number | null {
  if (regDate === null || !Number.isFinite(regDate) || regDate <= 0 || regDate > now)
    return regDate !== null && regDate > now ? 0 : null;
  return Math.floor((now - regDate) / DAY_MS);
}

type Candidate = { trigger: PromptTrigger; forced: boolean; delayMs: number };

/** The count and registration-age triggers, forced ones first. */
function countTriggers(ctx: PromptContext): Candidate[] {
  const s = ctx.settings;
  const out: Candidate[] = [];
  const days = registrationDays(ctx.member.regDate, ctx.now);
  const delayMs = INSTALL_DIALOG_DELAY_MS;
  const atLeast = (n: number | undefined, setting: { enabled: boolean; value: number }) =>
    n !== undefined && setting.enabled && n >= setting.value;
  const below = (n: number | undefined, setting: { enabled: boolean; value: number }) =>
    n !== undefined && setting.enabled && n < setting.value;
  const c = ctx.counts;
  const d = days ?? undefined;
  for (const forced of [true, false]) {
    const f = forced ? '_forced' : '';
    const pick = <K extends keyof InstallSettings>(name: K) =>
      s[`${name}${f}` as K] as unknown as { enabled: boolean; value: number };
    if (atLeast(d, pick('reg_days'))) out.push({ trigger: 'reg_days', forced, delayMs });
    if (atLeast(c?.deposits, pick('deposit_times'))) out.push({ trigger: 'deposit_times', forced, delayMs });
    if (below(c?.deposits, pick('deposit_least_times'))) out.push({ trigger: 'deposit_least_times', forced, delayMs });
    if (atLeast(c?.withdrawals, pick('withdrawal_times'))) out.push({ trigger: 'withdrawal_times', forced, delayMs });
    if (below(c?.withdrawals, pick('withdrawal_least_times')))
      out.push({ trigger: 'withdrawal_least_times', forced, delayMs });
  }
  return out;
}

function candidatesFor(ctx: PromptContext, event: PromptEvent): Candidate[] {
  const s = ctx.settings;
  const c = ctx.counts;
  switch (event.kind) {
    case 'init':
      return INIT_PROMPT_PATHS.includes(normalisePath(event.path)) || event.path === '/'
        ? [{ trigger: 'init', forced: false, delayMs: INSTALL_DIALOG_DELAY_MS }]
        : [];
    case 'page': {
      const path = normalisePath(event.path);
      if (path === VOUCHER_CENTER_PATH && s.first_deposit.enabled && c?.deposits === 0)
        return [{ trigger: 'first_deposit', forced: false, delayMs: INSTALL_DIALOG_DELAY_MS }];
      if (path === WITHDRAW_PATH && s.first_withdraw.enabled && c?.withdrawals === 0)
        return [{ trigger: 'first_withdraw', forced: false, delayMs: INSTALL_DIALOG_DELAY_MS }];
      if (BIND_CARD_PATHS.includes(path) && s.bind_card.enabled && (s.bind_card.value === 2 || c?.cards === 0)) {
        return [{ trigger: 'bind_card', forced: false, delayMs: INSTALL_DIALOG_DELAY_MS }];
      }
      return [];
    }
    case 'counts':
      return countTriggers(ctx);
    case 'login':
      return s.login_required.enabled && LOGIN_PROMPT_PATHS.includes(normalisePath(event.path))
        ? [{ trigger: 'login_required', forced: false, delayMs: INSTALL_AFTER_LOGIN_DELAY_MS }]
        : [];
    case 'register':
      return [{ trigger: 'register', forced: false, delayMs: INSTALL_AFTER_REGISTER_DELAY_MS }];
    case 'in-game':
      return s.in_game_popup_interval.enabled && s.in_game_popup_interval.value > 0
        ? [{ trigger: 'in_game', forced: false, delayMs: 0 }]
        : [];
  }
}

/**
 * §4 the install prompt rules: whether this event opens the install dialog, and whether it may be
 * closed. A forced trigger, or any trigger once a forced prompt was shown in the session, cannot be
 * closed; a closable prompt is not shown again in a session where the player dismissed one.
 */
export function decidePrompt(ctx: PromptContext, event: PromptEvent): PromptDecision | null {
  if (!promptAllowed(ctx)) return null;
  for (const candidate of candidatesFor(ctx, event)) {
    const closable = !candidate.forced && !ctx.forcedShownInSession;
    if (closable && ctx.dismissedInSession) continue;
    return { ...candidate, closable };
  }
  return null;
}

/** §4 in-game popup: milliseconds from game start, or null when the setting is off. */
export function inGamePopupDelayMs(settings: InstallSettings): number | null {
  const s = settings.in_game_popup_interval;
  return s.enabled && s.value > 0 ? s.value * 1000 : null;
}

// ── The install dialog's timing and the install-prompt event (§4, §9) ─────────────────────────────

/** §4 "shown after 1 s, not on Android with a deferred prompt": with the event in hand, at once. */
export function dialogDelayMs(platform: Platform, hasDeferredPrompt: boolean, triggerDelayMs: number): number {
  if (platform === 'android' && hasDeferredPrompt) return Math.max(0, triggerDelayMs - INSTALL_DIALOG_DELAY_MS);
  return triggerDelayMs;
}

export type PollOutcome = 'ready' | 'wait' | 'unsupported';

/**
 * §4 the install-prompt event is polled up to 20 times every 150 ms. After the last poll without it,
 * the browser is marked unsupported (session flag; open-in-Chrome shows): the sheet always ends
 * (issue 33), even on Chromium, which waited for good before. An event that arrives later is still
 * caught and offered (the host watches for it while the sheet is open).
 * `polls` counts the polls made so far, this one included.
 */
export function pollOutcome(polls: number, hasEvent: boolean): PollOutcome {
  if (hasEvent) return 'ready';
  if (polls < INSTALL_PROMPT_POLL_TIMES) return 'wait';
  return 'unsupported';
}

export interface InstallOptions {
  /** Continue on web (close): only when closable. */
  continueOnWeb: boolean;
  /** APP: download the native app (a link exists for the platform). */
  app: boolean;
  /** Web app: 'prompt' = Chromium's install prompt; 'ios-guide' = the step-by-step add-to-home-screen guide. */
  webApp: 'prompt' | 'ios-guide' | null;
  /** Open in Chrome (Android) or in the browser (in-app browsers). */
  openInBrowser: boolean;
}

export function installOptions(i: {
  closable: boolean;
  client: Pick<ClientInfo, 'platform' | 'inAppBrowser'>;
  hasDeferredPrompt: boolean;
  unsupported: boolean;
  hasAppLink: boolean;
}): InstallOptions {
  const { platform, inAppBrowser } = i.client;
  let webApp: InstallOptions['webApp'] = null;
  if (!inAppBrowser) {
    if (platform === 'ios') webApp = 'ios-guide';
    else if (i.hasDeferredPrompt || !i.unsupported) webApp = 'prompt';
  }
  return {
    continueOnWeb: i.closable,
    app: i.hasAppLink,
    webApp,
    openInBrowser: inAppBrowser || (platform === 'android' && i.unsupported),
  };
}

/** §2 the bottom install dialog, or its fullscreen variant when bottom_app_bar_mode says so. */
export function dialogVariant(settings: InstallSettings): 'bottom' | 'fullscreen' {
  return settings.bottom_app_bar_mode.enabled ? settings.bottom_app_bar_mode.value : 'bottom';
}

/** §3 install setting theme: the download bar and the install dialogs are dark when it says dark. */
export function installSurface(settings: InstallSettings | undefined): 'light' | 'dark' {
  return settings?.theme.enabled && settings.theme.value === 'dark' ? 'dark' : 'light';
}

/** §3 the dialog's text: bottom_app_desc, else app_desc, else '' (the translated default). */
export function dialogDescription(settings: InstallSettings): string {
  if (settings.bottom_app_desc.enabled && settings.bottom_app_desc.value.trim()) return settings.bottom_app_desc.value;
  return settings.app_desc.enabled ? settings.app_desc.value : '';
}

/** Android: the same page in Chrome (an intent URL); elsewhere the page itself. */
export function openInBrowserUrl(href: string, platform: Platform): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (platform !== 'android') return url.href;
  const scheme = url.protocol.replace(':', '');
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(url.href)};end`;
}

/** §4 accept → 'installing' toast; dismiss → session flags and one more dismissal; installed → 99. */
export function dismissalCountAfter(current: number, outcome: 'dismissed' | 'installed'): number {
  if (outcome === 'installed') return INSTALL_DISMISS_COUNT_INSTALLED;
  const n = Number.isFinite(current) && current >= 0 ? Math.floor(current) : 0;
  return n >= INSTALL_DISMISS_COUNT_INSTALLED ? n : n + 1;
}

export function parseDismissCount(stored: string | null): number {
  const n = Number(stored);
  return Number.isInteger(n) && n >= 0 ? n : 0;
}

// ── iOS (§2, §8) ──────────────────────────────────────────────────────────────────────────────

export type IosTip = 'ios17' | 'legacy-profile' | null;

/** §8: after an app download, iOS 17+ gets a tip; iOS 12.x below 12.2 and iOS 11 or lower get the trust-the-profile guidance. */
export function iosTipAfterDownload(version: readonly [number, number] | null): IosTip {
  if (!version) return null;
  const [major, minor] = version;
  if (major >= 17) return 'ios17';
  if (major <= 11 || (major === 12 && minor < 2)) return 'legacy-profile';
  return null;
}

// ── The native app's upgrade modal (§4, §9) ─────────────────────────────────────────────────────

export interface UpgradeModal {
  mandatory: boolean;
  closable: boolean;
  /** The native shell can download the package itself (version ≥ 2.4.39); else the URL opens in the system browser. */
  directDownload: boolean;
  url: string;
  latestVersion: string;
}

export function upgradeModalOf(
  client: Pick<ClientInfo, 'nativeApp' | 'nativeVersion'>,
  answer: AppUpgradeValue | null | undefined,
): UpgradeModal | null {
  if (!client.nativeApp || !answer?.upgradeAvailable) return null;
  const url = /^https?:\/\//i.test(answer.downloadUrl.trim()) ? answer.downloadUrl.trim() : '';
  return {
    mandatory: answer.mandatory,
    closable: !answer.mandatory,
    directDownload:
      client.nativeVersion !== null &&
      compareVersions(client.nativeVersion, MIN_NATIVE_APP_VERSION_DIRECT_DOWNLOAD) >= 0,
    url,
    latestVersion: answer.latestVersion,
  };
}

/** The native shell's platform and version for the upgrade check, or null outside the app. */
export function upgradeCheckOf(
  userAgent: string,
  client: ClientInfo,
): { platform: 'ANDROID' | 'IOS'; version: string } | null {
  if (!client.nativeApp || !client.nativeVersion) return null;
  const word = NATIVE_APP.exec(userAgent)?.[1] ?? '';
  const ios = /ios|iphone|ipad/i.test(word) || client.platform === 'ios';
  return { platform: ios ? 'IOS' : 'ANDROID', version: client.nativeVersion };
}

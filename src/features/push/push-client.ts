/**
 * The push lifecycle on the page (§4, issue 17), started after the first paint:
 * - on login (and at start with a live session): with permission granted the token is bound and
 *   subscribed to topic ALL (refreshed once older than 7 days); undecided, the request overlay asks
 *   first, then the browser; a denial shows the tips alert; "Not now" sets the per-session skip flag;
 * - on logout, while the session still holds: unsubscribe (unsubscribeAll), then delete the token;
 * - the worker is told the player's language and the merchant's icon and badge for notifications.
 * Each §8 push error shows its translated text.
 */
import { set } from 'idb-keyval';
import type { MerchantConfig } from '../../../contract/merchant';
import { PUSH_OPT_IN_DELAY_MS, PUSH_SKIP_KEY, PUSH_TOKEN_KEY } from '../../config/constants';
import { activeLanguage, onLanguageChanged } from '../../i18n';
import { overlayStore, t } from '../../lib/overlays';
import { readItem, readJson, removeItem, writeItem, writeJson } from '../../lib/storage';
import { beforeLogout } from '../../session/before-logout';
import { session } from '../../session/store';
import { PUSH_CONTEXT_KEY } from '../../shared/push-payload';
import { bindAndSubscribe, unsubscribeAll } from './api';
import {
  optInStep,
  parseStoredToken,
  PushError,
  pushErrorKey,
  tokenAction,
  toPushError,
  type StoredPushToken,
} from './rules';
import { browserPushSupport, discardToken, obtainToken } from './token-seam';

let config: MerchantConfig;
let running: Promise<void> | null = null;

const permission = (): NotificationPermission | 'unsupported' =>
  browserPushSupport().supported ? Notification.permission : 'unsupported';

function showError(error: unknown, during: 'subscribe' | 'update'): void {
  overlayStore.notice(t(pushErrorKey(toPushError(error, during))), { once: true });
}

function tellWorker(): void {
  void set(PUSH_CONTEXT_KEY, { language: activeLanguage(), icon: config.push.icon, badge: config.push.badge }).catch(
    () => undefined,
  );
}

/** Binds (or refreshes) the device's token for the logged-in member. */
async function register(): Promise<void> {
  const member = session.get();
  const memberId = member?.id ?? member?.customerId;
  if (!member || memberId === undefined) return;
  const stored = parseStoredToken(readJson('local', PUSH_TOKEN_KEY));
  const action = tokenAction(stored, memberId, config.push.tokenSource, Date.now());
  if (action === 'keep' && stored) {
    // Already bound on this device: make sure the server agrees (cheap and idempotent).
    await bindAndSubscribe(stored.token);
    return;
  }
  if (stored && action === 'refresh') await unsubscribeAll(stored.token).catch(() => undefined);
  const token = action === 'rebind' && stored ? stored.token : await obtainToken(config, action === 'refresh');
  await bindAndSubscribe(token);
  const next: StoredPushToken = {
    token,
    createdAt: action === 'rebind' && stored ? stored.createdAt : Date.now(),
    source: config.push.tokenSource,
    memberId,
  };
  writeJson('local', PUSH_TOKEN_KEY, next);
}

function registerReporting(during: 'subscribe' | 'update'): Promise<void> {
  running ??= register()
    .catch((error: unknown) => showError(error, during))
    .finally(() => {
      running = null;
    });
  return running;
}

function showTips(): void {
  overlayStore.alert({
    title: t('push.tipsTitle'),
    message: t('push.tipsMessage'),
    confirm: { label: t('common.confirm') },
  });
}

async function askPermission(): Promise<void> {
  let answer: NotificationPermission;
  try {
    answer = await Notification.requestPermission();
  } catch (error) {
    showError(new PushError('permission-blocked', error), 'subscribe');
    return;
  }
  if (answer === 'granted') await registerReporting('subscribe');
  else if (answer === 'denied') showTips();
  else writeItem('session', PUSH_SKIP_KEY, '1');
}

/** §4 the opt-in: the overlay first, then the browser's own question. */
function optIn(): void {
  const step = optInStep({
    loggedIn: session.isLoggedIn(),
    enabled: config.push.enabled,
    ask: config.push.ask,
    permission: permission(),
    skipped: readItem('session', PUSH_SKIP_KEY) === '1',
  });
  if (step === 'register') void registerReporting('subscribe');
  if (step !== 'ask') return;
  overlayStore.alert({
    interruption: 'push',
    title: t('push.optInTitle'),
    message: t('push.optInMessage'),
    confirm: { label: t('push.allow'), run: () => void askPermission() },
    cancel: { label: t('push.notNow'), run: () => writeItem('session', PUSH_SKIP_KEY, '1') },
  });
}

/** §4 logout: unsubscribe while the session is live, then the token is deleted on the device. */
async function unsubscribe(): Promise<void> {
  const stored = parseStoredToken(readJson('local', PUSH_TOKEN_KEY));
  if (!stored) return;
  try {
    await unsubscribeAll(stored.token);
  } finally {
    removeItem('local', PUSH_TOKEN_KEY);
    await discardToken(config);
  }
}

export function startPush(merchant: MerchantConfig): void {
  if (config) return;
  config = merchant;
  tellWorker();
  // Notifications follow the player's language: the worker hears a switch at once, and again when the page is left.
  onLanguageChanged(() => tellWorker());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && tellWorker());
  beforeLogout(unsubscribe);
  session.on((event) => {
    if (event.type === 'login') setTimeout(optIn, PUSH_OPT_IN_DELAY_MS);
    if (event.type === 'logout' && event.reason === 'not-logged-in') removeItem('local', PUSH_TOKEN_KEY);
  });
  if (session.isLoggedIn()) setTimeout(optIn, PUSH_OPT_IN_DELAY_MS);
}

/**
 * The six configurations of issue 32 and every route of spec §2, shared by the gallery
 * (`npm run shots`, scripts/shots.ts) and the look test (tests/e2e/look.spec.ts). Merchants are
 * chosen by host name (localhost DEMO, lucky.localhost LUCKY, brl.localhost SORTE), languages by the
 * browser's (§1), members logged in through the API and their session put in the tab's session
 * storage before the app starts.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from '@playwright/test';
import { encryptPayload } from '../../../src/api/encrypt.chunk';
import { SESSION_INFO_KEY } from '../../../src/config/constants';

export const VIEWPORT = { width: 390, height: 844 };

export interface ShotConfig {
  id: string;
  label: string;
  host: string;
  merchant: string;
  locale: string;
  member?: string;
  game: string;
  /**
   * Issue 32: the id of the merchant's first seeded promotion (its /m/activity page). Ids count on
   * across merchants in seeding order: DEMO's three, then LUCKY's, then SORTE's. Default 1.
   */
  activity?: number;
}

/** The six configurations of issue 32. */
export const SHOT_CONFIGS: ShotConfig[] = [
  {
    id: 'demo-en-guest',
    label: 'DEMO English guest',
    host: 'localhost',
    merchant: 'DEMO',
    locale: 'en-US',
    game: 'code=super-ace&vendor=JILI&title=Super%20Ace',
  },
  {
    id: 'demo-en-member',
    label: 'DEMO English member (player0)',
    host: 'localhost',
    merchant: 'DEMO',
    locale: 'en-US',
    member: 'player0',
    game: 'code=super-ace&vendor=JILI&title=Super%20Ace',
  },
  {
    id: 'demo-ar-member',
    label: 'DEMO Arabic member (player0)',
    host: 'localhost',
    merchant: 'DEMO',
    locale: 'ar',
    member: 'player0',
    game: 'code=super-ace&vendor=JILI&title=Super%20Ace',
  },
  {
    id: 'demo-my-guest',
    label: 'DEMO Burmese guest',
    host: 'localhost',
    merchant: 'DEMO',
    locale: 'my',
    game: 'code=super-ace&vendor=JILI&title=Super%20Ace',
  },
  {
    id: 'lucky-vi-member',
    label: 'LUCKY Vietnamese member (lucky0)',
    host: 'lucky.localhost',
    merchant: 'LUCKY',
    locale: 'vi-VN',
    member: 'lucky0',
    game: 'code=super-ace&vendor=JILI&title=Super%20Ace',
    activity: 4,
  },
  {
    id: 'sorte-ptbr-member',
    label: 'SORTE Portuguese (Brazil) member (jogador1)',
    host: 'brl.localhost',
    merchant: 'SORTE',
    locale: 'pt-BR',
    member: 'jogador1',
    game: 'code=fortune-tiger&vendor=PG&title=Fortune%20Tiger',
    activity: 7,
  },
];

/** Every route of spec §2 (the home aliases once), and an unknown path for the 404 page. */
export const SHOT_ROUTES = (config: ShotConfig): Array<{ name: string; path: string }> => [
  { name: 'home', path: '/m/home' },
  { name: 'login', path: '/m/login' },
  { name: 'register', path: '/m/register' },
  { name: 'member-home', path: '/m/member/home' },
  { name: 'game', path: '/m/game' },
  { name: 'change-password', path: '/m/changePsw' },
  { name: 'launch-game', path: `/m/launchGame?${config.game}` },
  { name: 'deposit', path: '/m/voucherCenter' },
  { name: 'withdraw', path: '/m/withdraw' },
  { name: 'add-bank-card', path: '/m/securityCenter/addBankCard' },
  { name: 'add-bank-card-pix', path: '/m/securityCenter/addBankCardPix' },
  { name: 'activity', path: `/m/activity?id=${config.activity ?? 1}` },
  { name: 'reward-center', path: '/m/rewardCenter' },
  { name: 'invite-friends', path: '/m/inviteFriends' },
  { name: 'mall', path: '/m/mall/mallHome' },
  { name: 'leader-board', path: '/m/leaderBoard' },
  { name: 'benefits', path: '/m/member/benefits' },
  { name: 'agent-register', path: '/m/agentRegister' },
  { name: 'feedback', path: '/m/feedback' },
  { name: 'not-found', path: '/m/no-such-page' },
];

/** A member's session as the storefront keeps it (§3, src/session/model.ts), from the sealed login (§7). */
export async function memberSession(base: string, merchant: string, username: string): Promise<object> {
  const key = (await (
    await fetch(`${base}/wps/session/key/rsa?_=${Date.now()}`, { headers: { Merchant: merchant } })
  ).json()) as { value: string };
  const sealed = await encryptPayload(key.value, {
    username,
    password: 'demo1234',
    loginDeviceId: randomUUID(),
    isOfficialAppLogin: false,
  });
  const answer = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { Merchant: merchant, 'Content-Type': 'application/json', ...sealed.headers },
    body: JSON.stringify(sealed.body),
  });
  const body = (await answer.json()) as {
    success: boolean;
    value: { id: number; token: string; userName: string; customerType: number };
  };
  if (!body.success) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  const v = body.value;
  return {
    id: v.id,
    customerId: v.id,
    token: v.token,
    merchantCode: merchant,
    userName: v.userName,
    type: v.customerType,
  };
}

/** A browser context in one configuration; a member's context starts every tab logged in. */
export async function configContext(
  browser: Browser,
  base: string,
  config: ShotConfig,
  viewport = VIEWPORT,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport,
    locale: config.locale,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  });
  if (config.member) {
    const info = await memberSession(base, config.merchant, config.member);
    await context.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
      },
      [SESSION_INFO_KEY, JSON.stringify(info)] as const,
    );
  }
  return context;
}

import { describe, expect, it } from 'vitest';
import {
  needsSyncTrial,
  applyVendorRules,
  arrangeLanes,
  backTarget,
  cardLaunchQuery,
  gameMessageOf,
  gameOrdinal,
  gameUrlOf,
  groupVendorsByType,
  isLaunchTimeout,
  launchNeedsLogin,
  launchPlan,
  LaunchTimeout,
  mapVendor,
  needsInstalledApp,
  withLaunchTimeout,
} from './rules';

describe('§3 game vendor catalogue', () => {
  it('orders vendors by ordinal and groups them by game type', () => {
    const groups = groupVendorsByType([
      { vendor: 'PG', displayName: 'PG Soft', gameType: 'SLOT', ordinal: 300 },
      { vendor: 'TCG', displayName: 'TCG Lotto', gameType: 'LOTTERY', ordinal: 100 },
      { vendor: 'JILI', displayName: 'JILI', gameType: 'SLOT', ordinal: 200 },
      { vendor: 'X', displayName: 'X', gameType: '', ordinal: 400 },
    ]);
    expect(groups.map((g) => [g.gameType, g.vendors.map((v) => v.vendor)])).toEqual([
      ['LOTTERY', ['TCG']],
      ['SLOT', ['JILI', 'PG']],
      ['OTHER', ['X']],
    ]);
  });
});

describe('§9 vendor rules', () => {
  it('§9 RNG and PVP merge into TCG', () => {
    expect(mapVendor('RNG', 'USD')).toBe('TCG');
    expect(mapVendor('PVP', 'VND')).toBe('TCG');
    expect(mapVendor('pvp ', 'VND')).toBe('TCG');
    expect(mapVendor('PG', 'USD')).toBe('PG');
  });
  it('§9 for currency TLB, BTI and TCG (and so RNG, PVP) map to 123BET; other currencies keep them', () => {
    expect(mapVendor('BTI', 'TLB')).toBe('123BET');
    expect(mapVendor('TCG', 'tlb')).toBe('123BET');
    expect(mapVendor('RNG', 'TLB')).toBe('123BET');
    expect(mapVendor('BTI', 'PHP')).toBe('BTI');
    expect(mapVendor('PG', 'TLB')).toBe('PG');
  });
  it('§9 merged vendors show once, at the lowest ordinal, under the target’s own name', () => {
    const out = applyVendorRules(
      [
        { vendor: 'RNG', displayName: 'RNG Lotto', gameType: 'LOTTERY', ordinal: 300 },
        { vendor: 'TCG', displayName: 'TCG Lottery', gameType: 'LOTTERY', ordinal: 200 },
        { vendor: 'PVP', displayName: 'PVP', gameType: 'LOTTERY', ordinal: 100 },
        { vendor: 'PG', displayName: 'PG Soft', gameType: 'SLOT', ordinal: 400 },
      ],
      'USD',
    );
    expect(out).toEqual([
      { vendor: 'TCG', displayName: 'TCG Lottery', gameType: 'LOTTERY', ordinal: 100 },
      { vendor: 'PG', displayName: 'PG Soft', gameType: 'SLOT', ordinal: 400 },
    ]);
  });
});

describe('§9 ordinals', () => {
  it('§9 step by 100 from the position', () => {
    expect([0, 1, 2].map((i) => gameOrdinal(i, 'SLOT'))).toEqual([100, 200, 300]);
  });
  it('§9 lottery types get extra offsets so they lead, in their own order', () => {
    expect(gameOrdinal(5, 'LOTTERY')).toBeLessThan(gameOrdinal(0, 'SLOT'));
    expect(gameOrdinal(5, 'LOTTERY')).toBeLessThan(gameOrdinal(0, 'VN_LOTTERY'));
    expect(gameOrdinal(5, 'VN_LOTTERY')).toBeLessThan(gameOrdinal(0, 'SEA_LOTTERY'));
  });
  it('§3 §9 lanes are ordered and their cards’ vendors mapped', () => {
    const lanes = arrangeLanes(
      [
        {
          title: 'Slots',
          gameClassify: 'SLOT',
          gameCount: 1,
          cards: [{ accountTypeName: 'PG', displayName: 'Tiger' }],
        },
        {
          title: 'Lottery',
          gameClassify: 'LOTTERY',
          gameCount: 1,
          cards: [{ accountTypeName: 'RNG', displayName: 'Keno' }],
        },
      ],
      'TLB',
    );
    expect(lanes.map((l) => l.gameClassify)).toEqual(['LOTTERY', 'SLOT']);
    expect(lanes[0]!.cards[0]!.accountTypeName).toBe('123BET');
  });
});

describe('§2 §7 launch request of every variant', () => {
  const ctx = { language: 'EN', title: 'Games', backUrl: 'http://localhost/m/game' };
  it('§7 lotto: launchMode LOTT, lottoView betting or lobby, device MOBILE, backUrl, hasLobby, language, title', () => {
    expect(launchPlan({ playType: 'LOTT', lottoView: 'lobby' }, ctx)).toEqual({
      kind: 'launch',
      variant: 'lotto',
      lottery: true,
      request: {
        launchMode: 'LOTT',
        lottoView: 'lobby',
        device: 'MOBILE',
        backUrl: ctx.backUrl,
        hasLobby: true,
        language: 'EN',
        title: 'Games',
      },
    });
    const betting = launchPlan({ lottoView: 'nonsense' }, { ...ctx, language: '' });
    expect(betting).toMatchObject({
      variant: 'lotto',
      request: { lottoView: 'betting', hasLobby: false, language: 'VI' },
    });
  });
  it('§7 lotto language defaults to VI', () => {
    expect(launchPlan({ playType: 'LOTT' }, { ...ctx, language: '' })).toMatchObject({ request: { language: 'VI' } });
  });
  it('§7 SEA: gameCode, hasLobby, backUrl', () => {
    expect(launchPlan({ playType: 'SEA', code: 'VNC', lottoView: 'lobby' }, ctx)).toMatchObject({
      variant: 'sea',
      request: { gameCode: 'VNC', hasLobby: true, backUrl: ctx.backUrl },
    });
  });
  it('§7 Vietnamese lotto: prizeMode, gameCode, labelName; area VN, or mode SEA_Tradition_Mobile', () => {
    const vn = launchPlan({ prize_mode: 'NORMAL', code: 'VNS', title: 'South' }, ctx);
    expect(vn).toMatchObject({
      variant: 'vn-lotto',
      request: { prizeMode: 'NORMAL', gameCode: 'VNS', labelName: 'South', area: 'VN' },
    });
    expect(vn.kind === 'launch' && 'mode' in vn.request).toBe(false);
    const sea = launchPlan({ prize_mode: 'NORMAL', code: 'VNS', playType: 'SEA' }, ctx);
    expect(sea).toMatchObject({ request: { mode: 'SEA_Tradition_Mobile' } });
    expect(sea.kind === 'launch' && 'area' in sea.request).toBe(false);
  });
  it('a vendor’s game by code; a trial by game id; nothing to launch is invalid', () => {
    expect(launchPlan({ code: 'fortune-tiger', vendor: 'PG' }, ctx)).toMatchObject({
      variant: 'game',
      lottery: false,
      request: { gameCode: 'fortune-tiger', vendor: 'PG' },
    });
    expect(launchPlan({ trial: '12', nodeId: 'PG' }, ctx)).toEqual({
      kind: 'trial',
      request: { gameId: '12', nodeId: 'PG', platform: 'MOBILE' },
    });
    expect(launchPlan({}, ctx)).toEqual({ kind: 'invalid' });
    expect(launchPlan({ code: '<script>' }, ctx)).toEqual({ kind: 'invalid' });
    expect(launchPlan({ trial: '../x' }, ctx)).toEqual({ kind: 'invalid' });
  });
  it('§6 a real launch needs a member, a trial does not', () => {
    expect(launchNeedsLogin({ code: 'x' })).toBe(true);
    expect(launchNeedsLogin({ trial: '3' })).toBe(false);
  });
  it('a lottery card opens the lotto variant, others open by code', () => {
    expect(cardLaunchQuery({ accountTypeName: 'TCG', displayName: 'North', gameCode: 'VNC' }, 'LOTTERY')).toEqual({
      playType: 'LOTT',
      lottoView: 'betting',
      code: 'VNC',
      title: 'North',
    });
    expect(cardLaunchQuery({ accountTypeName: 'PG', displayName: 'Tiger', gameCode: 't' }, 'SLOT')).toEqual({
      code: 't',
      vendor: 'PG',
      title: 'Tiger',
    });
  });
});

describe('§8 §9 launch timeout and errors', () => {
  it('§8 a missing or non-web URL is url_is_null_check', () => {
    expect(gameUrlOf({ gameUrl: '' })).toEqual({ ok: false, messageKey: 'url_is_null_check' });
    expect(gameUrlOf({})).toEqual({ ok: false, messageKey: 'url_is_null_check' });
    expect(gameUrlOf(null)).toEqual({ ok: false, messageKey: 'url_is_null_check' });
    expect(gameUrlOf({ gameUrl: 'javascript:alert(1)' })).toEqual({ ok: false, messageKey: 'url_is_null_check' });
    expect(gameUrlOf({ gameUrl: 'http://games.example:8087/play/?launch=x' })).toEqual({
      ok: true,
      url: 'http://games.example:8087/play/?launch=x',
      origin: 'http://games.example:8087',
    });
  });
  it('§8 ECONNABORTED and the client timeout are timeout_retry_please; other failures are not', () => {
    expect(isLaunchTimeout({ code: 'ECONNABORTED' })).toBe(true);
    expect(isLaunchTimeout({ kind: 'timeout' })).toBe(true);
    expect(isLaunchTimeout(new LaunchTimeout())).toBe(true);
    expect(isLaunchTimeout({ kind: 'network' })).toBe(false);
    expect(isLaunchTimeout(null)).toBe(false);
  });
  it('§9 10 s without a game URL rejects with the launch timeout; an answer in time wins', async () => {
    const pending: Array<() => void> = [];
    const timers = { set: (fn: () => void) => pending.push(fn), clear: () => undefined };
    const hung = withLaunchTimeout(new Promise(() => undefined), 10_000, timers);
    pending[0]!();
    await expect(hung).rejects.toBeInstanceOf(LaunchTimeout);
    await expect(withLaunchTimeout(Promise.resolve('url'), 10_000)).resolves.toBe('url');
  });
});

describe('§4 §2 the game page', () => {
  it('§4 a lottery launch needs the installed app where the white label says so', () => {
    expect(needsInstalledApp({ required: true, lottery: true, standalone: false, nativeApp: false })).toBe(true);
    expect(needsInstalledApp({ required: true, lottery: true, standalone: true, nativeApp: false })).toBe(false);
    expect(needsInstalledApp({ required: true, lottery: false, standalone: false, nativeApp: false })).toBe(false);
    expect(needsInstalledApp({ required: false, lottery: true, standalone: false, nativeApp: false })).toBe(false);
  });
  it('§2 back goes to an in-app backUrl, else the lobby', () => {
    const site = 'http://localhost:5000';
    expect(backTarget('http://localhost:5000/m/home?x=1', site)).toBe('/m/home?x=1');
    expect(backTarget('/m/member/home', site)).toBe('/m/member/home');
    expect(backTarget('https://evil.example/m/home', site)).toBe('/m/game');
    expect(backTarget('//evil.example/m/home', site)).toBe('/m/game');
    expect(backTarget('/m/launchGame?code=x', site)).toBe('/m/game');
    expect(backTarget(undefined, site)).toBe('/m/game');
  });
  it('messages count only from the game origin and the frame’s own window, in the game’s shape', () => {
    const frame = {};
    const ok = { origin: 'http://g:1', source: frame, data: { source: 'demo-game', type: 'round', balance: 12 } };
    expect(gameMessageOf(ok, 'http://g:1', frame)).toEqual({ type: 'round', balance: 12 });
    expect(gameMessageOf({ ...ok, origin: 'http://evil' }, 'http://g:1', frame)).toBeNull();
    expect(gameMessageOf({ ...ok, source: {} }, 'http://g:1', frame)).toBeNull();
    expect(gameMessageOf(ok, 'http://g:1', null)).toBeNull();
    expect(gameMessageOf({ ...ok, data: { source: 'demo-game', type: 'eval' } }, 'http://g:1', frame)).toBeNull();
    expect(gameMessageOf({ ...ok, data: 'round' }, 'http://g:1', frame)).toBeNull();
  });
});

describe("§7 the trial launch's sync variant", () => {
  it('§7 an answer without a usable game URL asks the sync variant; one with a URL is taken', () => {
    expect(needsSyncTrial({})).toBe(true);
    expect(needsSyncTrial(null)).toBe(true);
    expect(needsSyncTrial({ gameUrl: ' ' })).toBe(true);
    expect(needsSyncTrial({ gameUrl: 'javascript:alert(1)' })).toBe(true);
    expect(needsSyncTrial({ gameUrl: 'https://games.example/play?t=1' })).toBe(false);
  });
});

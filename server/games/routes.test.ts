// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { drawLottery, lotteryPayout, slotPayout, validPicks } from './play';
import { startTestServer, type TestServer } from '../test/harness';
import { KNOWN_LANGUAGES } from '../../contract/languages';
import { gameMoney } from './game-origin';
import { GAME_TEXT } from './game-text';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ gamesPort: 0 });
});
afterAll(() => server.stop());

const tokenOf = async (username: string) => ((await server.login(username)).body.value as { token: string }).token;
const gamePage = (gameUrl: string) =>
  fetch(gameUrl).then(async (r) => ({
    status: r.status,
    csp: r.headers.get('content-security-policy'),
    html: await r.text(),
  }));
const sessionOf = (html: string) => /<meta name="game-session" content="([^"]+)">/.exec(html)![1]!;
const gameApi = (gameUrl: string, session: string, path: string, body?: unknown) =>
  fetch(new URL(path, gameUrl), {
    method: body ? 'POST' : 'GET',
    headers: { 'X-Game-Session': session, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  }).then(async (r) => ({
    status: r.status,
    body: (await r.json()) as { success: boolean; value?: any; errorCode?: string },
  }));

const lotto = {
  launchMode: 'LOTT' as const,
  lottoView: 'betting' as const,
  device: 'MOBILE' as const,
  backUrl: 'http://localhost/m/game',
  hasLobby: false,
  language: 'VI',
  title: 'Lottery',
};

describe('§7 GCSGAME_getGameMatchV2', () => {
  it('§3 answers one lane per game type with title, gameClassify, gameCount and cards (accountTypeName, displayName)', async () => {
    const answer = await server.call(api.gameMatches, {});
    expect(answer.status).toBe(200);
    const lanes = answer.body.value as {
      gameClassify: string;
      gameCount: number;
      cards: { accountTypeName: string; displayName: string; imageUrl: string }[];
    }[];
    expect(lanes.map((l) => l.gameClassify)).toEqual(['LOTTERY', 'SPORTS', 'SLOT', 'LIVE']);
    const slots = lanes.find((l) => l.gameClassify === 'SLOT')!;
    expect(slots.gameCount).toBe(slots.cards.length);
    expect(slots.cards[0]).toMatchObject({
      accountTypeName: 'PG',
      displayName: 'Fortune Tiger',
      // Its drawn tile (issue 32), versioned by its content.
      imageUrl: expect.stringMatching(/^\/art\/games\/PG\/fortune-tiger\.webp\?v=[0-9a-f]{12}$/),
    });
    const image = await server.fetch(slots.cards[0]!.imageUrl);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
  });
});

describe('§7 POST /wps/game/launchGame', () => {
  it('§6 needs Authorization', async () => {
    const answer = await server.call(api.launchGame, lotto);
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('customer.not.login');
  });

  it('§7 every variant opens a game on another origin with a single-use launch token', async () => {
    const token = await tokenOf('player0');
    const variants = [
      lotto,
      { gameCode: 'VNC', hasLobby: true, backUrl: 'http://localhost/m/game' },
      { prizeMode: 'NORMAL', gameCode: 'VNS', labelName: 'Vietnam South', area: 'VN' as const },
      { prizeMode: 'NORMAL', gameCode: 'VNC', labelName: 'Vietnam North', mode: 'SEA_Tradition_Mobile' as const },
      { vendor: 'PG', gameCode: 'fortune-tiger', backUrl: 'http://localhost/m/game' },
    ];
    for (const variant of variants) {
      const answer = await server.call(api.launchGame, variant as never, { token });
      expect(answer.status, JSON.stringify(variant)).toBe(200);
      const url = new URL(answer.body.value.gameUrl as string);
      expect(url.port).toBe(String(server.gamesPort));
      expect(url.origin).not.toBe(server.url);
      expect(url.searchParams.get('launch')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
  });

  it('§7 an unknown game, or a lotto variant naming a slot, is refused', async () => {
    const token = await tokenOf('player0');
    expect(
      (
        await server.call(
          api.launchGame,
          { gameCode: 'nope', device: 'MOBILE', hasLobby: false, language: 'VI' },
          { token },
        )
      ).body.errorCode,
    ).toBe('game.not.found');
    expect((await server.call(api.launchGame, { ...lotto, gameCode: 'fortune-tiger' }, { token })).body.errorCode).toBe(
      'game.not.found',
    );
  });

  it('issue 14: the launch token is exchanged once by the game page; a reused token is refused', async () => {
    const token = await tokenOf('player0');
    const { gameUrl } = (await server.call(api.launchGame, lotto, { token })).body.value as { gameUrl: string };
    const first = await gamePage(gameUrl);
    expect(first.status).toBe(200);
    expect(first.csp).toContain(`frame-ancestors ${server.url}`);
    expect(first.html).toContain(`<meta name="game-parent-origin" content="${server.url}">`);
    const again = await gamePage(gameUrl);
    expect(again.status).toBe(403);
    // Issue 32: launched in Vietnamese (lotto.language), refused in Vietnamese.
    expect(again.html).toContain('<html lang="vi" dir="ltr">');
    expect(again.html).toContain(GAME_TEXT.VI.linkExpired);
  });

  it('issue 14: an expired launch token is refused', async () => {
    const token = await tokenOf('player0');
    const { gameUrl } = (await server.call(api.launchGame, lotto, { token })).body.value as { gameUrl: string };
    server.db.prepare('UPDATE game_launch_tokens SET expires_at = ?').run(Date.now() - 1);
    expect((await gamePage(gameUrl)).status).toBe(403);
  });

  it('issue 14: a lottery round debits the stake and credits the win through the wallet; a repeated ref plays once', async () => {
    const token = await tokenOf('agent1');
    const { gameUrl } = (await server.call(api.launchGame, lotto, { token })).body.value as { gameUrl: string };
    const session = sessionOf((await gamePage(gameUrl)).html);
    const state = await gameApi(gameUrl, session, '/api/state');
    const opening = server.db
      .prepare(
        "SELECT COALESCE(SUM(l.amount_minor), 0) AS total FROM wallet_ledger l JOIN wallets w ON w.id = l.wallet_id JOIN members m ON m.id = w.member_id WHERE m.username = 'agent1' AND m.merchant_code = 'DEMO'",
      )
      .get() as { total: number };
    expect(opening.total).toBeGreaterThan(500);
    expect(state.body.value).toMatchObject({ balance: opening.total, trial: false, currency: 'USD' });
    const round = await gameApi(gameUrl, session, '/api/round', { ref: 'round-0001', stake: 500, picks: [3, 7, 11] });
    expect(round.status).toBe(200);
    const { payout, balance, outcome } = round.body.value as {
      payout: number;
      balance: number;
      outcome: { drawn: number[]; matches: number };
    };
    expect(outcome.drawn).toHaveLength(5);
    expect(balance).toBe(opening.total - 500 + payout);
    const kinds = server.db
      .prepare(
        "SELECT l.kind, l.amount_minor AS amount FROM wallet_ledger l JOIN wallets w ON w.id = l.wallet_id JOIN members m ON m.id = w.member_id WHERE m.username = 'agent1' AND l.kind IN ('bet', 'win') ORDER BY l.id",
      )
      .all() as { kind: string; amount: number }[];
    expect(kinds).toEqual(
      payout > 0
        ? [
            { kind: 'bet', amount: -500 },
            { kind: 'win', amount: payout },
          ]
        : [{ kind: 'bet', amount: -500 }],
    );
    const repeated = await gameApi(gameUrl, session, '/api/round', {
      ref: 'round-0001',
      stake: 500,
      picks: [3, 7, 11],
    });
    expect(repeated.body.value.balance).toBe(balance);
    expect((await gameApi(gameUrl, session, '/api/state')).body.value.balance).toBe(balance);
    const bad = await gameApi(gameUrl, session, '/api/round', { ref: 'round-0002', stake: 500, picks: [3, 3, 11] });
    expect(bad.body.errorCode).toBe('bet.invalid');
    expect((await gameApi(gameUrl, 'not-a-session', '/api/state')).status).toBe(401);
  });
});

describe('issue 11 × 14: the storefront page may frame the game provider, and only it', () => {
  it('§2 the third-party game page: frame-src and child-src allow the provider origin the launch hands out', async () => {
    const token = await tokenOf('player0');
    const { gameUrl } = (await server.call(api.launchGame, lotto, { token })).body.value as { gameUrl: string };
    const page = await server.fetch('/m/launchGame');
    expect(page.status).toBe(200);
    const csp = new Map(
      String(page.headers.get('content-security-policy'))
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([n, ...v]) => [n!, v]),
    );
    for (const directive of ['frame-src', 'child-src']) {
      expect(csp.get(directive)).toContain(new URL(gameUrl).origin);
      expect(csp.get(directive)!.join(' ')).not.toMatch(/\*|https?:(?:\s|$)/);
    }
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('the provider origin is the only frame source it adds; a server without the provider adds none', async () => {
    const frameSrc = async (of: TestServer) =>
      /frame-src ([^;]*)/
        .exec(String((await of.fetch('/m/game')).headers.get('content-security-policy')))![1]!
        .trim()
        .split(/\s+/);
    const plain = await startTestServer();
    try {
      const without = await frameSrc(plain);
      const withProvider = await frameSrc(server);
      expect(withProvider.filter((o) => !without.includes(o))).toEqual([`http://127.0.0.1:${server.gamesPort}`]);
    } finally {
      await plain.stop();
    }
  });
});

describe('§7 GCS_gameTrialLaunch', () => {
  it('§7 a guest and a member get a trial game with demo credit; trial play never touches the wallet', async () => {
    const lanes = (await server.call(api.gameMatches, {})).body.value as {
      gameClassify: string;
      cards: { gameId: string; nodeId: string }[];
    }[];
    const slot = lanes.find((l) => l.gameClassify === 'SLOT')!.cards[0]!;
    const guest = await server.call(api.gameTrialLaunch, {
      gameId: slot.gameId,
      nodeId: slot.nodeId,
      platform: 'MOBILE',
    });
    expect(guest.status).toBe(200);
    const token = await tokenOf('agent2');
    for (const endpoint of [api.gameTrialLaunch, api.gameTrialLaunchSync]) {
      const member = await server.call(endpoint, { gameId: slot.gameId, platform: 'MOBILE' }, { token });
      const gameUrl = member.body.value.gameUrl as string;
      const page = await gamePage(gameUrl);
      expect(page.html).toContain('Trial');
      const session = sessionOf(page.html);
      const round = await gameApi(gameUrl, session, '/api/round', { ref: 'trial-0001', stake: 1000 });
      expect(round.body.value.balance).toBe(200_000 - 1000 + (round.body.value.payout as number));
    }
    const ledger = server.db
      .prepare(
        "SELECT COUNT(*) AS n FROM wallet_ledger l JOIN wallets w ON w.id = l.wallet_id JOIN members m ON m.id = w.member_id WHERE m.username = 'agent2'",
      )
      .get() as { n: number };
    expect(ledger.n).toBe(0);
    expect((await server.call(api.gameTrialLaunch, { gameId: '999999' })).body.errorCode).toBe('game.not.found');
  });
});

describe('issue 14: a bet larger than the balance', () => {
  it('is refused with bet.insufficient and moves nothing', async () => {
    const token = await tokenOf('agent2'); // no money in the seed
    const { gameUrl } = (
      await server.call(
        api.launchGame,
        { vendor: 'PG', gameCode: 'lucky-neko', device: 'MOBILE', hasLobby: false, language: 'EN' },
        { token },
      )
    ).body.value as { gameUrl: string };
    const session = sessionOf((await gamePage(gameUrl)).html);
    const round = await gameApi(gameUrl, session, '/api/round', { ref: 'broke-0001', stake: 100 });
    expect(round.status).toBe(400);
    expect(round.body.errorCode).toBe('bet.insufficient');
    expect((await gameApi(gameUrl, session, '/api/state')).body.value.balance).toBe(0);
  });
});

describe('§7 /mini-game/{v1|s1}/minigame.js', () => {
  it('serves both variants as scripts that register the mini-game', async () => {
    for (const variant of ['v1', 's1']) {
      const answer = await server.fetch(`/mini-game/${variant}/minigame.js?_t=${Date.now()}`);
      expect(answer.headers.get('content-type')).toContain('javascript');
      const text = await answer.text();
      expect(text).toContain(`STOREFRONT_MINI_GAME_VARIANT = "${variant}"`);
      expect(text).toContain('window.StorefrontMiniGame');
    }
    expect((await server.fetch('/mini-game/x9/minigame.js')).headers.get('content-type')).not.toContain('javascript');
  });
});

describe('issue 14 demo game rules', () => {
  it('lottery: picks are 3 distinct numbers of 1..20; 2 matches pay 3×, 3 pay 12×', () => {
    expect(validPicks([3, 1, 2])).toEqual([1, 2, 3]);
    expect(validPicks([1, 1, 2])).toBeNull();
    expect(validPicks([0, 1, 2])).toBeNull();
    expect(validPicks([1, 2])).toBeNull();
    expect(lotteryPayout([1, 2, 3], [1, 2, 9, 10, 11], 100)).toEqual({ matches: 2, payout: 300 });
    expect(lotteryPayout([1, 2, 3], [1, 2, 3, 10, 11], 100)).toEqual({ matches: 3, payout: 1200 });
    expect(drawLottery(() => 0)).toEqual([1, 2, 3, 4, 5]);
  });
  it('slot: three of a kind pays 10× (sevens 25×), two cherries 2×', () => {
    expect(slotPayout(['BAR', 'BAR', 'BAR'], 100)).toBe(1000);
    expect(slotPayout(['7', '7', '7'], 100)).toBe(2500);
    expect(slotPayout(['CHERRY', 'BAR', 'CHERRY'], 100)).toBe(200);
    expect(slotPayout(['7', 'BAR', 'CHERRY'], 100)).toBe(0);
  });
});

describe('issue 32 the demo game speaks the player language and writes money as the storefront does', () => {
  const metaJson = (html: string, name: string) => {
    const raw = new RegExp(`<meta name="${name}" content="([^"]*)">`).exec(html)![1]!;
    return JSON.parse(
      raw
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&'),
    ) as Record<string, unknown>;
  };
  const slotOf = async (merchant: string) => {
    const lanes = (await server.call(api.gameMatches, {}, { merchant })).body.value as {
      gameClassify: string;
      cards: { gameId: string }[];
    }[];
    return lanes.find((l) => l.gameClassify === 'SLOT')!.cards[0]!;
  };

  it('§1 a trial launched with the Language header opens the page in that language (html lang, words)', async () => {
    const slot = await slotOf('DEMO');
    const launch = await server.call(api.gameTrialLaunch, { gameId: slot.gameId }, { headers: { Language: 'VI' } });
    const page = await gamePage(launch.body.value.gameUrl as string);
    expect(page.html).toContain('<html lang="vi" dir="ltr">');
    expect(page.html).toContain('Tiền chơi thử');
    expect(page.html).not.toContain('Demo credit');
    expect(metaJson(page.html, 'game-text')).toMatchObject({ spin: 'Quay', stake: 'Mức cược' });
  });

  it('§1 without a Language header the page speaks the merchant default (SORTE: pt-BR), RTL for Arabic', async () => {
    const sorte = await server.call(
      api.gameTrialLaunch,
      { gameId: (await slotOf('SORTE')).gameId },
      { merchant: 'SORTE' },
    );
    const html = (await gamePage(sorte.body.value.gameUrl as string)).html;
    expect(html).toContain('<html lang="pt-BR" dir="ltr">');
    expect(metaJson(html, 'game-text')).toMatchObject({ spin: 'Girar', balance: 'Saldo' });
    const slot = await slotOf('DEMO');
    const ar = await server.call(api.gameTrialLaunch, { gameId: slot.gameId }, { headers: { Language: 'AR' } });
    expect((await gamePage(ar.body.value.gameUrl as string)).html).toContain('<html lang="ar" dir="rtl">');
  });

  it('§9 money: BRL the Brazilian way with R$ before, VND without decimals, USD in the player locale', async () => {
    const sorte = await server.call(
      api.gameTrialLaunch,
      { gameId: (await slotOf('SORTE')).gameId },
      { merchant: 'SORTE' },
    );
    expect(metaJson((await gamePage(sorte.body.value.gameUrl as string)).html, 'game-money')).toEqual({
      locale: 'pt-BR',
      digits: 2,
      symbol: 'R$',
      position: 'before',
    });
    expect(gameMoney({ currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' }, 'VI')).toEqual({
      locale: 'vi',
      digits: 0,
      symbol: '₫',
      position: 'after',
    });
    expect(gameMoney({ currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'before' }, 'EN').locale).toBe('pt-BR');
    expect(gameMoney({ currency: 'USD', currencySymbol: '$', currencyPosition: 'before' }, 'FR').locale).toBe('fr');
  });

  it('§1 the page refusing a used link speaks the launch URL language, else Accept-Language, else the merchant default', async () => {
    const sorteSlot = await slotOf('SORTE');
    const launch = await server.call(
      api.gameTrialLaunch,
      { gameId: sorteSlot.gameId },
      { merchant: 'SORTE', headers: { Language: 'ES' } },
    );
    const gameUrl = launch.body.value.gameUrl as string;
    expect(new URL(gameUrl).searchParams.get('lang')).toBe('ES');
    expect((await gamePage(gameUrl)).status).toBe(200);
    const refused = (url: string, acceptLanguage?: string) =>
      fetch(url, { headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {} }).then(async (r) => ({
        status: r.status,
        html: await r.text(),
      }));
    // The URL's language wins over the browser's.
    const spanish = await refused(gameUrl, 'vi-VN,vi;q=0.9');
    expect(spanish.status).toBe(403);
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    expect(spanish.html).toContain(`<h1>${GAME_TEXT.ES.linkExpiredTitle}</h1>`);
    expect(spanish.html).not.toContain(GAME_TEXT.EN.linkExpiredTitle);
    // Without it, the browser's language the merchant offers (SORTE: PT-BR, EN, ES), else its default.
    const bare = new URL(gameUrl);
    bare.searchParams.delete('lang');
    expect((await refused(bare.href, 'en-GB,en;q=0.8')).html).toContain('<html lang="en" dir="ltr">');
    const fallback = (await refused(bare.href, 'vi-VN')).html;
    expect(fallback).toContain('<html lang="pt-BR" dir="ltr">');
    expect(fallback).toContain(GAME_TEXT['PT-BR'].linkExpired);
    // An unknown token tells no merchant: the browser's language among all 25, Arabic right to left.
    const unknown = new URL(bare.href);
    unknown.searchParams.set('launch', 'x'.repeat(32));
    const arabic = await refused(unknown.href, 'ar');
    expect(arabic.status).toBe(403);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain(GAME_TEXT.AR.linkExpired);
    expect((await refused(unknown.href)).html).toContain('<html lang="en" dir="ltr">');
  });

  it('every one of the 25 languages has every word of the game, none left in English by mistake', () => {
    const keys = Object.keys(GAME_TEXT.EN).sort();
    for (const code of KNOWN_LANGUAGES) {
      expect(Object.keys(GAME_TEXT[code]).sort(), code).toEqual(keys);
      if (code !== 'EN') expect(GAME_TEXT[code].spin, code).not.toBe(GAME_TEXT.EN.spin);
      if (code !== 'EN') expect(GAME_TEXT[code].linkExpired, code).not.toBe(GAME_TEXT.EN.linkExpired);
      expect(GAME_TEXT[code].symbols, code).toHaveLength(5);
    }
  });
});

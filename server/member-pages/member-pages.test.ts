// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { startTestServer, type TestServer } from '../test/harness';
import { maskName } from './store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const tokenOf = async (username: string) => ((await server.login(username)).body.value as { token: string }).token;
const key = () => randomUUID();
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe('issue 16 reward center', () => {
  it('player0 has seeded claimable rewards; a claim credits the wallet exactly once, a repeated key answers the same', async () => {
    const token = await tokenOf('player0');
    const rewards = (await server.call(api.rewards, {}, { token })).body.value as {
      id: number;
      amountMinor: number;
      claimedAt: number | null;
    }[];
    const open = rewards.filter((r) => r.claimedAt === null);
    expect(open.length).toBeGreaterThanOrEqual(2);
    const target = open[0]!;
    const k = key();
    const [a, b] = await Promise.all([
      server.call(api.claimReward, { rewardId: target.id, idempotencyKey: k }, { token }),
      server.call(api.claimReward, { rewardId: target.id, idempotencyKey: k }, { token }),
    ]);
    expect(a.body.value).toEqual(b.body.value);
    expect(a.body.value).toMatchObject({ rewardId: target.id, amountMinor: target.amountMinor });
    // A second tap with a new key is refused: the reward is claimed.
    const again = await server.call(api.claimReward, { rewardId: target.id, idempotencyKey: key() }, { token });
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('reward.claimed');
    // DESIGN rule 11: one ledger row for the reward, and the balance is the sum of the ledger.
    const credits = server.db
      .prepare('SELECT amount_minor, kind FROM wallet_ledger WHERE idempotency_key = ?')
      .all(`reward-${target.id}`);
    expect(credits).toEqual([{ amount_minor: target.amountMinor, kind: 'reward' }]);
    // The key cannot be reused for another reward.
    const reused = await server.call(api.claimReward, { rewardId: open[1]!.id, idempotencyKey: k }, { token });
    expect(reused.status).toBe(409);
  });

  it('a reward of another member is not found; a visitor is not logged in', async () => {
    const token = await tokenOf('agent1');
    const mine = (await server.call(api.rewards, {}, { token: await tokenOf('player0') })).body.value as {
      id: number;
    }[];
    const answer = await server.call(api.claimReward, { rewardId: mine[0]!.id, idempotencyKey: key() }, { token });
    expect(answer.body.errorCode).toBe('reward.not.found');
    expect((await server.call(api.rewards, {})).body.errorCode).toBe('customer.not.login');
  });
});

describe('issue 16 point market', () => {
  it('a redeem spends the price once; it can never spend more points than the member has', async () => {
    const token = await tokenOf('agent1');
    const mall = (await server.call(api.pointMall, {}, { token })).body.value as {
      points: number;
      items: { id: number; pricePoints: number }[];
    };
    expect(mall.points).toBe(400);
    const cheap = mall.items.find((i) => i.pricePoints === 150)!;
    const k = key();
    const first = await server.call(api.redeemItem, { itemId: cheap.id, idempotencyKey: k }, { token });
    const repeat = await server.call(api.redeemItem, { itemId: cheap.id, idempotencyKey: k }, { token });
    expect(first.body.value.points).toBe(250);
    expect(repeat.body.value).toEqual(first.body.value);
    const second = await server.call(api.redeemItem, { itemId: cheap.id, idempotencyKey: key() }, { token });
    expect(second.body.value.points).toBe(100);
    const third = await server.call(api.redeemItem, { itemId: cheap.id, idempotencyKey: key() }, { token });
    expect(third.body.errorCode).toBe('points.insufficient');
    expect((await server.call(api.pointMall, {}, { token })).body.value.points).toBe(100);
  });

  it('rejects a malformed key and an unknown item', async () => {
    const token = await tokenOf('agent1');
    expect((await server.call(api.redeemItem, { itemId: 1, idempotencyKey: 'x' }, { token })).body.errorCode).toBe(
      'invalid_request',
    );
    expect(
      (await server.call(api.redeemItem, { itemId: 999_999, idempotencyKey: key() }, { token })).body.errorCode,
    ).toBe('mall.item.not.found');
  });
});

describe('issue 16 missions and ranking', () => {
  it('a complete mission pays its points once; an incomplete one cannot be claimed; the ranking masks others', async () => {
    const token = await tokenOf('player0');
    const value = (await server.call(api.missions, {}, { token })).body.value as {
      missions: { id: number; progress: number; target: number; claimed: boolean; rewardPoints: number }[];
      ranking: { name: string; me: boolean }[];
    };
    const done = value.missions.find((m) => m.progress === m.target && !m.claimed)!;
    const undone = value.missions.find((m) => m.progress < m.target)!;
    const k = key();
    const claim = await server.call(api.claimMission, { missionId: done.id, idempotencyKey: k }, { token });
    expect(claim.body.value.rewardPoints).toBe(done.rewardPoints);
    expect(
      (await server.call(api.claimMission, { missionId: done.id, idempotencyKey: k }, { token })).body.value,
    ).toEqual(claim.body.value);
    expect(
      (await server.call(api.claimMission, { missionId: done.id, idempotencyKey: key() }, { token })).body.errorCode,
    ).toBe('mission.claimed');
    expect(
      (await server.call(api.claimMission, { missionId: undone.id, idempotencyKey: key() }, { token })).body.errorCode,
    ).toBe('mission.incomplete');
    expect(value.ranking.find((r) => r.me)?.name).toBe('player0');
    expect(value.ranking.filter((r) => !r.me).every((r) => r.name.includes('***'))).toBe(true);
  });

  it('masks names', () => {
    expect(maskName('luckystar88')).toBe('lu***8');
    expect(maskName('ab')).toBe('a***');
  });
});

describe('§4 §7 VIP: levels and MCSFE_getPlayerRankProgress', () => {
  it('§4 player0 has label L1 and 3 of 5 conditions; agent1 has no label id (progress 1 on the page)', async () => {
    expect((await server.call(api.rankProgress, {}, { token: await tokenOf('player0') })).body.value).toEqual({
      labelId: 'L1',
      completed: 3,
      expected: 5,
    });
    expect((await server.call(api.rankProgress, {}, { token: await tokenOf('agent1') })).body.value).toEqual({
      completed: 0,
      expected: 0,
    });
    const levels = (await server.call(api.vipLevels, {})).body.value as { labelId: string }[];
    expect(levels.map((l) => l.labelId)).toEqual(['L0', 'L1', 'L2', 'L3']);
  });
});

describe('§5 referral', () => {
  it('player0 has a personal switch on, a code and two invited members; member info carries the switch', async () => {
    const token = await tokenOf('player0');
    expect((await server.call(api.referralInfo, {}, { token })).body.value).toEqual({
      code: 'PLAYER0X',
      enabled: true,
      invitedCount: 2,
    });
    expect((await server.call(api.memberInfo, {}, { token })).body.value.referralEnabled).toBe(true);
    const other = await tokenOf('nochat4');
    const made = (await server.call(api.referralInfo, {}, { token: other })).body.value;
    expect(made).toMatchObject({ enabled: false, invitedCount: 0 });
    expect(made.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await server.call(api.referralInfo, {}, { token: other })).body.value.code).toBe(made.code);
  });
});

describe('§2 activity participation', () => {
  it('joins a joinable promotion once; a promotion without an action cannot be joined', async () => {
    const token = await tokenOf('player0');
    const promotions = (await server.call(api.availablePromotions, {})).body.value as {
      id: number;
      joinable: boolean;
    }[];
    const joinable = promotions.find((p) => p.joinable)!;
    const other = promotions.find((p) => !p.joinable)!;
    expect(
      (await server.call(api.promotionParticipation, { promotionId: joinable.id }, { token })).body.value.joined,
    ).toBe(false);
    const a = await server.call(api.joinPromotion, { promotionId: joinable.id, idempotencyKey: key() }, { token });
    const b = await server.call(api.joinPromotion, { promotionId: joinable.id, idempotencyKey: key() }, { token });
    expect(a.body.value.joined).toBe(true);
    expect(b.body.value.joinedAt).toBe(a.body.value.joinedAt);
    expect(
      server.db.prepare('SELECT COUNT(*) AS n FROM promotion_participants WHERE promotion_id = ?').get(joinable.id),
    ).toEqual({ n: 1 });
    expect(
      (await server.call(api.joinPromotion, { promotionId: other.id, idempotencyKey: key() }, { token })).body
        .errorCode,
    ).toBe('promotion.not.joinable');
    expect(
      (await server.call(api.joinPromotion, { promotionId: 999_999, idempotencyKey: key() }, { token })).body.errorCode,
    ).toBe('promotion.not.found');
  });
});

describe('§2 §6 agent registration', () => {
  const form = {
    realName: 'Nguyen Van An',
    contact: '+84 912 000 111',
    channel: 'social' as const,
    message: 'Facebook group of 2,000 players',
  };
  it('§6 an agent applies once; a player may not apply', async () => {
    const token = await tokenOf('agent1');
    expect((await server.call(api.agentApplication, {}, { token })).body.value).toBeNull();
    const k = key();
    const first = await server.call(api.agentApply, { ...form, idempotencyKey: k }, { token });
    expect(first.body.value).toMatchObject({ ...form, status: 'pending' });
    expect((await server.call(api.agentApply, { ...form, idempotencyKey: k }, { token })).body.value).toEqual(
      first.body.value,
    );
    expect((await server.call(api.agentApply, { ...form, idempotencyKey: key() }, { token })).body.errorCode).toBe(
      'agent.application.exists',
    );
    expect((await server.call(api.agentApplication, {}, { token })).body.value).toEqual(first.body.value);
    const player = await server.call(
      api.agentApply,
      { ...form, idempotencyKey: key() },
      { token: await tokenOf('player0') },
    );
    expect(player.status).toBe(403);
  });
});

describe('§2 feedback', () => {
  it('stores feedback with a checked screenshot and lists it; a screenshot whose bytes are not its type is refused', async () => {
    const token = await tokenOf('player0');
    const k = key();
    const sent = await server.call(
      api.feedbackSubmit,
      {
        category: 'deposit',
        text: 'My deposit has not arrived.',
        screenshot: { type: 'image/png', data: PNG.toString('base64') },
        idempotencyKey: k,
      },
      { token },
    );
    expect(sent.body.value).toMatchObject({
      category: 'deposit',
      text: 'My deposit has not arrived.',
      hasScreenshot: true,
    });
    await server.call(
      api.feedbackSubmit,
      { category: 'deposit', text: 'My deposit has not arrived.', screenshot: null, idempotencyKey: k },
      { token },
    );
    const list = (await server.call(api.feedbackList, {}, { token })).body.value as { id: number }[];
    expect(list.map((f) => f.id)).toEqual([sent.body.value.id]);
    const lying = await server.call(
      api.feedbackSubmit,
      {
        category: 'other',
        text: 'An SVG in disguise',
        screenshot: { type: 'image/png', data: Buffer.from('<svg onload=alert(1)>').toString('base64') },
        idempotencyKey: key(),
      },
      { token },
    );
    expect(lying.body.errorCode).toBe('feedback.screenshot.invalid');
    const gif = await server.call(
      api.feedbackSubmit,
      {
        category: 'other',
        text: 'a gif',
        screenshot: { type: 'image/gif', data: 'R0lGODlh' },
        idempotencyKey: key(),
      } as never,
      { token },
    );
    expect(gif.body.errorCode).toBe('invalid_request');
  });

  it('takes a screenshot up to 1 MB (above the usual 64 KB body limit)', async () => {
    const token = await tokenOf('agent1');
    const big = Buffer.concat([PNG, Buffer.alloc(600_000)]);
    const answer = await server.call(
      api.feedbackSubmit,
      {
        category: 'game',
        text: 'The game froze at the bonus round.',
        screenshot: { type: 'image/png', data: big.toString('base64') },
        idempotencyKey: key(),
      },
      { token },
    );
    expect(answer.body.value.hasScreenshot).toBe(true);
  });
});

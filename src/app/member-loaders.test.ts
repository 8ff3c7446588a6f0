/**
 * A member page's loader and the page it loads for (the spine's rule: a route that needs data loads
 * it first), against the real query client: the page takes the answer the loader has just fetched as
 * its own (src/api/loader-handover.ts), so opening /m/feedback, /m/rewardCenter or member home asks
 * the server once per answer, not once for the loader and again when the page mounts. An older
 * answer, or one a write invalidated, is still asked again when a page opens (§8: member info is how a
 * session revoked elsewhere ends here too).
 */
import { describe, expect, it, vi } from 'vitest';
import { LOADER_HANDOVER_MS } from '../config/constants';
import { open, withMemberSession } from './loader-test-support';

const calls: string[] = [];
const answers: Record<string, unknown> = {
  feedbackList: { list: [] },
  rewards: { list: [] },
  rankProgress: { levels: [] },
  memberInfo: { userName: 'player0', type: 0 },
};
vi.mock('../api/client', () => ({
  call: vi.fn(async (name: string) => {
    calls.push(name);
    return answers[name];
  }),
}));
const { createQueryClient } = await import('./query-client');
const { feedbackListQuery, feedbackKeys } = await import('../features/feedback/api');
const { rewardsQuery } = await import('../features/rewards/api');
const { rankProgressQuery } = await import('../features/vip/api');
const { memberInfoQuery } = await import('../session/member-info-query');
const feedback = await import('../routes/feedback');
const rewardCenter = await import('../routes/reward-center');
const memberHome = await import('../routes/member-home');

const TOKEN = 'token-of-a-member-player-0123456789';

withMemberSession(TOKEN, () => {
  calls.length = 0;
});

describe('a member page asks for each of its answers once as it opens (the loader’s answer is the page’s own)', () => {
  it('feedback, reward center and member home: the loader asks, the page that mounts does not ask again', async () => {
    const cases = [
      [feedback, [feedbackListQuery(TOKEN)], ['feedbackList']],
      [rewardCenter, [rewardsQuery(TOKEN)], ['rewards']],
      [memberHome, [memberInfoQuery(TOKEN), rankProgressQuery(TOKEN)], ['memberInfo', 'rankProgress']],
    ] as const;
    for (const [route, queries, expected] of cases) {
      const client = createQueryClient();
      await route.loader(client);
      // The page mounts a few hundred ms later (its chunk, the wallet's, the first render).
      await vi.advanceTimersByTimeAsync(400);
      const close = queries.map((query) => open(client, query));
      await vi.advanceTimersByTimeAsync(0);
      expect([...calls].sort()).toEqual([...expected].sort());
      for (const stop of close) stop();
      calls.length = 0;
      client.clear();
    }
  });

  it('an answer older than the handover, or one a write invalidated, is asked again when a page opens', async () => {
    const client = createQueryClient();
    await feedback.loader(client);
    const first = open(client, feedbackListQuery(TOKEN));
    await vi.advanceTimersByTimeAsync(LOADER_HANDOVER_MS);
    first();
    // The player comes back to the page: the loader finds the answer in memory, the page asks again.
    await feedback.loader(client);
    const second = open(client, feedbackListQuery(TOKEN));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['feedbackList', 'feedbackList']);
    second();

    // Fresh, but a sent feedback invalidated it (and nothing refetched yet): asked again.
    calls.length = 0;
    await client.invalidateQueries({ queryKey: feedbackKeys.all, refetchType: 'none' });
    const third = open(client, feedbackListQuery(TOKEN));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['feedbackList']);
    third();
  });

  it('member info from the saved cache (an earlier visit) is checked with the server when a page opens it (§8)', async () => {
    const client = createQueryClient();
    client.setQueryData(memberInfoQuery(TOKEN).queryKey, { userName: 'player0', type: 0 } as never, {
      updatedAt: Date.now() - 60_000,
    });
    await memberHome.loader(client);
    expect(calls).toEqual(['rankProgress']);
    const close = open(client, memberInfoQuery(TOKEN));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['rankProgress', 'memberInfo']);
    close();
  });
});

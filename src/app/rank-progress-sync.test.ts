import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: { name: string }[] = [];
vi.mock('../api/client', () => ({
  call: vi.fn(async (name: string) => {
    calls.push({ name });
    return { labelId: 7, completedConditions: 3, totalExpectedConditions: 5 };
  }),
}));

const { session } = await import('../session/store');
const { rankProgressQuery } = await import('../features/vip/api');
const { loadRankProgressOnLogin } = await import('./rank-progress-sync');

const TOKEN = 'token-of-player0-0123456789';

describe('§4 rank progress', () => {
  afterEach(() => {
    session.end('user');
    calls.length = 0;
  });

  it('§4 is loaded on login (MCSFE_getPlayerRankProgress), into the query the VIP label reads', async () => {
    const queryClient = new QueryClient();
    const stop = loadRankProgressOnLogin(queryClient);
    expect(calls).toEqual([]);
    session.start({ token: TOKEN, merchantCode: 'DEMO', userName: 'player0', type: 0, firstTimeLogin: false });
    await vi.waitFor(() => expect(queryClient.getQueryData(rankProgressQuery(TOKEN).queryKey)).toBeDefined());
    expect(calls).toEqual([{ name: 'rankProgress' }]);
    stop();
  });

  it('is not loaded on other session events, nor once the listener is gone', async () => {
    const queryClient = new QueryClient();
    const stop = loadRankProgressOnLogin(queryClient);
    session.update({ userName: 'nobody' });
    session.end('user');
    stop();
    session.start({ token: TOKEN, merchantCode: 'DEMO', userName: 'player0', type: 0, firstTimeLogin: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
  });
});

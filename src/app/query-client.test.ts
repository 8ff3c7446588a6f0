import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { FRESH_ON_THIS_PAGE_MS, freshOnThisPage } from '../api/freshness';

describe('the app’s query cache (issue 15: one request for what two sections read)', () => {
  it('tells, in the app’s query cache, a fetch from a seed', async () => {
    const client = createQueryClient();
    client.setQueryData(['seeded'], 'from the server');
    expect(freshOnThisPage(client.getQueryCache().find({ queryKey: ['seeded'] })!)).toBe(0);
    await client.fetchQuery({ queryKey: ['fetched'], queryFn: () => 'from a fetch', staleTime: 0 });
    expect(freshOnThisPage(client.getQueryCache().find({ queryKey: ['fetched'] })!)).toBe(FRESH_ON_THIS_PAGE_MS);
    // A seed over a fetched answer makes it stale again.
    client.setQueryData(['fetched'], 'from the server', { updatedAt: Date.now() + 1 });
    expect(freshOnThisPage(client.getQueryCache().find({ queryKey: ['fetched'] })!)).toBe(0);
    client.clear();
  });
});

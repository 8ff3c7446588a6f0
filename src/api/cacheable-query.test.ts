import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cacheableQuery } from './cacheable-query';

describe('cacheableQuery (issue 36: the kept read written once)', () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });

  it('leaves the query client’s default staleTime alone when it is given none', () => {
    const options = cacheableQuery(['vip', 'levels'], 'vipLevels', {});
    expect('staleTime' in options).toBe(false);
    expect(client.defaultQueryOptions(options).staleTime).toBe(30_000);
  });

  it('takes the staleTime it is given', () => {
    const options = cacheableQuery(['vip', 'levels'], 'vipLevels', {}, { staleTime: 300_000 });
    expect(client.defaultQueryOptions(options).staleTime).toBe(300_000);
  });

  it('names its endpoint, so the contract decides whether the answer is persisted, and shows its own failures', () => {
    expect(cacheableQuery(['activity', 'promotions'], 'availablePromotions', {}).meta).toEqual({
      handlesErrors: true,
      endpoint: 'availablePromotions',
    });
  });
});

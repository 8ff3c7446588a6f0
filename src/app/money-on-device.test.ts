/**
 * Lives beside the persister it checks (features import nothing of app/).
 * DESIGN rule 11 / issue 12 "Rules of money on the device": no money answer is kept by the service
 * worker or persisted with the query cache. Checked from the contract every piece reads (the worker's
 * cache rules, the persister's filter) rather than from a list kept by hand beside it.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { api, type EndpointName } from '../../contract/endpoints';
import { persistOptions } from './persistence';
import { cachePolicy } from '../shared/cache-rules';
import {
  depositHistoryQuery,
  depositSettingsQuery,
  moneyKeys,
  withdrawHistoryQuery,
  withdrawInfoQuery,
} from '../features/money/api';

const MONEY_CALLS: readonly EndpointName[] = [
  'depositSettings',
  'withdrawAccountInfo',
  'transactionSummary',
  'depositHistory',
  'withdrawHistory',
  'deposit',
  'withdraw',
  'bindBankCard',
  'bindPixKey',
];

describe('money is never kept on the device (DESIGN rule 11)', () => {
  it('every money call of the contract is sensitive, and the worker stores none of them', () => {
    const moneyPaths = Object.values(api).filter((e) =>
      /MCSFE_(deposit|withdraw|bind|get(Deposit|Withdraw|Transaction))/.test(e.path),
    );
    expect(moneyPaths.map((e) => e.path).sort()).toEqual(MONEY_CALLS.map((n) => api[n].path).sort());
    for (const name of MONEY_CALLS) {
      const endpoint = api[name];
      expect(endpoint.sensitive, name).toBe(true);
      expect(cachePolicy(endpoint.path), name).toBe('no-store');
    }
  });

  it('money queries are asked again on every visit and never written to the persisted cache', async () => {
    const client = new QueryClient();
    const token = 'money-test-token';
    const factories = [depositSettingsQuery, depositHistoryQuery, withdrawInfoQuery, withdrawHistoryQuery];
    for (const factory of factories) {
      const options: {
        queryKey: readonly unknown[];
        staleTime?: unknown;
        gcTime?: unknown;
        meta?: Record<string, unknown>;
      } = factory(token);
      expect(options.staleTime).toBe(0);
      expect(options.gcTime).toBe(0);
      expect(options.meta?.persist).toBeUndefined();
      // Held in memory for the test (gcTime 0 would drop it at once), answered with a balance.
      await client.prefetchQuery({
        queryKey: options.queryKey,
        meta: options.meta,
        gcTime: Infinity,
        queryFn: () => ({ balanceMinor: 123_456, orders: [] }),
      });
    }
    const held = client.getQueryCache().findAll({ queryKey: moneyKeys.all(token) });
    expect(held).toHaveLength(factories.length);
    expect(held.every((q) => q.state.status === 'success')).toBe(true);
    const kept = dehydrate(client, persistOptions.dehydrateOptions);
    expect(kept.queries).toEqual([]);
    expect(JSON.stringify(kept)).not.toContain('123456');
    client.clear();
  });
});

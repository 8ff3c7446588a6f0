import { describe, expect, it } from 'vitest';
import { cachingOf } from './caching';
import { api } from './endpoints';

describe('DESIGN rule 11: what is kept is derived from the contract in one place', () => {
  it('never keeps credentials, second factor, registration or money', () => {
    for (const name of [
      'login',
      'loginVerification',
      'register',
      'changePassword',
      'depositSettings',
      'withdrawAccountInfo',
      'transactionSummary',
    ] as const) {
      expect(cachingOf(api[name])).toEqual({ worker: 'no-store', persist: false });
    }
  });

  it('keeps session answers in the worker and on the device', () => {
    expect(cachingOf(api.gameVendors)).toEqual({ worker: 'session', persist: true });
  });

  it('member info is de-duplicated, kept only as an offline fallback by the worker, and persisted for a cold start', () => {
    expect(cachingOf(api.memberInfo)).toEqual({ worker: 'network', persist: true });
  });

  it('keeps no write and no no-store GET', () => {
    expect(cachingOf(api.logout).persist).toBe(false);
    expect(cachingOf(api.systemStatus)).toEqual({ worker: 'no-store', persist: false });
  });
});

import { describe, expect, it } from 'vitest';
import { FRESH_ON_THIS_PAGE_MS, freshOnThisPage } from './freshness';

describe('freshOnThisPage (issue 15: one request for what two sections read)', () => {
  const pageStartedAt = 1_800_000_000_000;
  const at = (dataUpdatedAt: number) => freshOnThisPage({ state: { dataUpdatedAt } }, pageStartedAt);

  it('keeps an answer fetched on this page fresh, so a section mounting later does not ask again', () => {
    expect(at(pageStartedAt)).toBe(FRESH_ON_THIS_PAGE_MS);
    expect(at(pageStartedAt + 350)).toBe(FRESH_ON_THIS_PAGE_MS);
  });

  it('makes a copy from before this page (persisted on an earlier visit, rendered by the server) stale at once', () => {
    expect(at(pageStartedAt - 1)).toBe(0);
    expect(at(pageStartedAt - 86_400_000)).toBe(0);
  });

  it('treats a query without an answer as stale', () => {
    expect(at(0)).toBe(0);
  });

  it('reads the page start from the browser by default', () => {
    expect(freshOnThisPage({ state: { dataUpdatedAt: 0 } })).toBe(0);
    expect(freshOnThisPage({ state: { dataUpdatedAt: Date.now() + 1000 } })).toBe(FRESH_ON_THIS_PAGE_MS);
  });
});

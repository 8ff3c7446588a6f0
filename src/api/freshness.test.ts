import { describe, expect, it } from 'vitest';
import { FRESH_ON_THIS_PAGE_MS, freshOnThisPage, noteFetched } from './freshness';

describe('freshOnThisPage (issue 15: one request for what two sections read)', () => {
  it('keeps an answer this page fetched fresh, so a section mounting later does not ask again', () => {
    const query = { state: { dataUpdatedAt: 1_000 } };
    noteFetched(query);
    expect(freshOnThisPage(query)).toBe(FRESH_ON_THIS_PAGE_MS);
  });

  it('makes an answer that came without a fetch (the server’s render, the persisted cache) stale at once', () => {
    expect(freshOnThisPage({ state: { dataUpdatedAt: Date.now() + 1_000 } })).toBe(0);
    expect(freshOnThisPage({ state: { dataUpdatedAt: 0 } })).toBe(0);
  });

  it('makes a fetched answer stale once a seed has replaced it', () => {
    const query = { state: { dataUpdatedAt: 1_000 } };
    noteFetched(query);
    query.state.dataUpdatedAt = 2_000;
    expect(freshOnThisPage(query)).toBe(0);
  });
});

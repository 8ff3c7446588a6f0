/**
 * Issue 36: the lanes, the vendor list and member home use ui/load-state instead of their own
 * copies: the loading line, the §8 network line while the query is paused (issue 33), and the
 * failure line with its Retry button. With no language loaded, a text shows as its key.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadFailed, LoadPending, Unsettled } from './load-state';

describe('load-state (issue 36)', () => {
  it('LoadPending: "Loading" while the query runs', () => {
    expect(renderToStaticMarkup(createElement(LoadPending, { paused: false }))).toBe(
      '<p aria-busy="true">common.loading</p>',
    );
  });

  it('LoadPending: §8 the network line when the query is paused offline, no spinner', () => {
    expect(renderToStaticMarkup(createElement(LoadPending, { paused: true }))).toBe(
      '<p class="empty-state">error.network</p>',
    );
  });

  it("LoadFailed: the feature's own message and a Retry button", () => {
    expect(renderToStaticMarkup(createElement(LoadFailed, { message: 'games.loadFailed', onRetry: () => {} }))).toBe(
      '<p role="alert">games.loadFailed <button type="button" class="link-button">common.retry</button></p>',
    );
  });

  it('LoadFailed: the generic message when the feature has none', () => {
    expect(renderToStaticMarkup(createElement(LoadFailed, { onRetry: () => {} }))).toContain('memberPages.loadFailed');
  });

  it('Unsettled: "Loading" while a page\'s read runs, the failure and its Retry after an error (eight pages)', () => {
    const refetch = () => undefined;
    expect(renderToStaticMarkup(createElement(Unsettled, { query: { isError: false, refetch } }))).toBe(
      '<p aria-busy="true">common.loading</p>',
    );
    expect(renderToStaticMarkup(createElement(Unsettled, { query: { isError: true, refetch } }))).toBe(
      '<p role="alert">memberPages.loadFailed <button type="button" class="link-button">common.retry</button></p>',
    );
  });
});

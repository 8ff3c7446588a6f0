import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { settingsKey } from '../api/query-keys';
import { refetchSettingsWhenVisible } from './settings-refresh';

class FakePage extends EventTarget {
  visibilityState: DocumentVisibilityState = 'hidden';
  show() {
    this.visibilityState = 'visible';
    this.dispatchEvent(new Event('visibilitychange'));
  }
  hide() {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('§4 / §9 consolidated settings are refetched when the tab becomes visible (300 ms debounce)', () => {
  let client: QueryClient;
  let page: FakePage;
  let settingsFetches: number;
  let otherFetches: number;
  let stop: () => void;

  beforeEach(async () => {
    vi.useFakeTimers();
    client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
    page = new FakePage();
    settingsFetches = 0;
    otherFetches = 0;
    // Observed queries, as a mounted component would hold them.
    new QueryObserver(client, { queryKey: settingsKey('country'), queryFn: async () => ++settingsFetches }).subscribe(
      () => {},
    );
    new QueryObserver(client, { queryKey: ['games', 'vendors'], queryFn: async () => ++otherFetches }).subscribe(
      () => {},
    );
    await vi.runAllTimersAsync();
    stop = refetchSettingsWhenVisible(client, page as unknown as Document);
  });

  afterEach(() => {
    stop();
    client.clear();
    vi.useRealTimers();
  });

  it('refetches the settings once, 300 ms after the tab shows, and nothing else', async () => {
    expect(settingsFetches).toBe(1);
    page.show();
    await vi.advanceTimersByTimeAsync(299);
    expect(settingsFetches).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(settingsFetches).toBe(2);
    expect(otherFetches).toBe(1);
  });

  it('debounces quick hide/show flips into one refetch', async () => {
    page.show();
    await vi.advanceTimersByTimeAsync(100);
    page.hide();
    page.show();
    await vi.advanceTimersByTimeAsync(100);
    page.show();
    await vi.advanceTimersByTimeAsync(300);
    expect(settingsFetches).toBe(2);
  });

  it('does nothing while hidden, and nothing after it is stopped', async () => {
    page.hide();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settingsFetches).toBe(1);
    stop();
    page.show();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settingsFetches).toBe(1);
  });
});

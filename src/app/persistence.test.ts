/**
 * The persisted query cache (DESIGN "Shape", §7 offline first): saved once after a burst of changes,
 * as the cache is then, never inside the task that changed it (issue 18, total blocking time).
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_CACHE_STORAGE_KEY } from '../config/constants';

// The device's storage, as the persister finds it when its module loads.
const saved = new Map<string, string>();
let writes = 0;
vi.stubGlobal('window', {
  localStorage: {
    getItem: (key: string) => saved.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes++;
      saved.set(key, value);
    },
    removeItem: (key: string) => saved.delete(key),
  },
});
vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
// Each save dehydrates the whole cache: counted.
const saves = vi.hoisted(() => ({ count: 0 }));
vi.mock('@tanstack/react-query-persist-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@tanstack/react-query-persist-client')>();
  return {
    ...original,
    persistQueryClientSave: (...args: Parameters<typeof original.persistQueryClientSave>) => {
      saves.count++;
      return original.persistQueryClientSave(...args);
    },
  };
});

const { createQueryClient } = await import('./query-client');
const { saveCacheChanges } = await import('./persistence');

type Client = ReturnType<typeof createQueryClient>;

/** A persistable answer (a GET the contract lets be kept), set as a page's query would set it. */
function answer(client: Client, name: string, value: unknown) {
  const queryKey = ['settings', name];
  client.getQueryCache().build(client, { queryKey, meta: { endpoint: 'systemCountry' } });
  client.setQueryData(queryKey, value);
}

function savedQueries(): Record<string, unknown> {
  const raw = saved.get(QUERY_CACHE_STORAGE_KEY);
  if (!raw) return {};
  const client = JSON.parse(raw) as { clientState: { queries: { queryKey: string[]; state: { data: unknown } }[] } };
  return Object.fromEntries(client.clientState.queries.map((q) => [q.queryKey[1], q.state.data]));
}

afterEach(() => {
  saved.clear();
  writes = 0;
  saves.count = 0;
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the saved query cache (§7 offline first, issue 18)', () => {
  it('a burst of changes is saved once, a second after the first, with every change of the burst', async () => {
    const client = createQueryClient();
    const stop = saveCacheChanges(client);
    for (let i = 0; i < 20; i++) answer(client, `q${i}`, i);
    answer(client, 'q0', 'latest');
    // Nothing is dehydrated while the changes are made (the tasks that make them stay short).
    expect(saves.count).toBe(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.runOnlyPendingTimersAsync();
    expect(writes).toBe(1);
    expect(saves.count).toBe(1);
    expect(savedQueries()).toMatchObject({ q0: 'latest', q19: 19 });
    expect(Object.keys(savedQueries())).toHaveLength(20);
    stop();
  });

  it('a later change is saved again; once stopped, nothing more is saved', async () => {
    const client = createQueryClient();
    const stop = saveCacheChanges(client);
    answer(client, 'a', 1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.runOnlyPendingTimersAsync();
    answer(client, 'a', 2);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.runOnlyPendingTimersAsync();
    expect(writes).toBe(2);
    expect(savedQueries()).toEqual({ a: 2 });
    answer(client, 'a', 3);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(writes).toBe(2);
  });
});

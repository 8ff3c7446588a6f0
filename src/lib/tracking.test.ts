/**
 * The tracking seam's held events (§3, issue 17: every event counted exactly once). Events fired
 * before the reporter listens are held and handed to it; if the page hides first they are kept in
 * local storage for the next page's reporter. A pagehide does not always end the page (the
 * back-forward cache brings it back), so the same event must never reach a reporter twice.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_HELD_KEY } from '../config/constants';

type Seam = typeof import('./tracking');

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;

/** A fresh page: a new window and a fresh module, the same local storage. */
async function openPage(): Promise<{ seam: Seam; hide: () => void }> {
  const win = new EventTarget();
  vi.stubGlobal('window', win);
  vi.resetModules();
  const seam = await import('./tracking');
  return { seam, hide: () => win.dispatchEvent(new Event('pagehide')) };
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('§3 tracking seam: events fired before the reporter starts', () => {
  it('reach the reporter once when a pagehide did not end the page (back-forward cache, then the reporter starts)', async () => {
    const { seam, hide } = await openPage();
    seam.track({ name: 'viewContent', path: '/m/home' });
    hide();
    hide();
    const heard: string[] = [];
    seam.onTrack((event) => heard.push(event.name), { replayHeld: true });
    expect(heard).toEqual(['viewContent']);
    expect(storage.getItem(TRACKING_HELD_KEY)).toBeNull();
  });

  it('go to the next page’s reporter once when the page left before its reporter started, with the time they were fired', async () => {
    const first = await openPage();
    first.seam.track({ name: 'firstOpen' });
    vi.setSystemTime(2_000);
    first.seam.track({ name: 'viewContent', path: '/m/home' });
    first.hide();
    first.hide();

    vi.setSystemTime(60_000);
    const next = await openPage();
    const heard: [string, number][] = [];
    next.seam.onTrack((event, firedAt) => heard.push([event.name, firedAt]), { replayHeld: true });
    expect(heard).toEqual([
      ['firstOpen', 1_000],
      ['viewContent', 2_000],
    ]);
  });

  it('an event fired after the reporter started is heard once, with its time, and not held', async () => {
    const { seam, hide } = await openPage();
    const heard: [string, number][] = [];
    seam.onTrack((event, firedAt) => heard.push([event.name, firedAt]), { replayHeld: true });
    seam.track({ name: 'login', customerId: 7, customerName: 'player7' });
    hide();
    expect(heard).toEqual([['login', 1_000]]);
    expect(storage.getItem(TRACKING_HELD_KEY)).toBeNull();
  });
});

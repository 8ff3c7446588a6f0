import { describe, expect, it, vi } from 'vitest';
import { createStore, sameJson } from './store';

describe('createStore: the one listener store', () => {
  it('tells its listeners of a change, once, and the new value is readable', () => {
    const store = createStore(1);
    const listener = vi.fn(() => expect(store.get()).toBe(2));
    store.subscribe(listener);
    store.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when the value does not change', () => {
    const store = createStore({ kind: 'app' }, sameJson);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ kind: 'app' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('an unsubscribed listener hears nothing more', () => {
    const store = createStore(0);
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set(1);
    stop();
    store.set(2);
    expect(store.get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a listener that unsubscribes while being told does not stop the others', () => {
    const store = createStore(0);
    const second = vi.fn();
    const stop = store.subscribe(() => stop());
    store.subscribe(second);
    store.set(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

type Bridge = typeof import('./native-bridge');

describe('§4 the native app sign-in bridge', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  async function bridgeIn(win: Record<string, unknown>): Promise<Bridge> {
    vi.stubGlobal('window', win);
    return import('./native-bridge');
  }

  it('an answer the shell gives before the host has installed its callback is handed to it (issue 18 hydration)', async () => {
    const asked: string[] = [];
    const win: Record<string, unknown> = { StorefrontNative: { firebaseLogin: (c: string) => void asked.push(c) } };
    const bridge = await bridgeIn(win);
    bridge.requestNativeSignIn('twitter');
    expect(asked).toEqual(['twitter']);
    (win[bridge.NATIVE_CALLBACK_NAME] as (r: string) => void)('Failure: the player cancelled');
    const handle = vi.fn();
    bridge.installNativeCallback(handle);
    expect(handle).toHaveBeenCalledTimes(1);
    expect(handle).toHaveBeenCalledWith({ kind: 'failure', message: 'Failure: the player cancelled' });
  });

  it('answers after the callback is installed go straight to it, and its removal removes the global', async () => {
    const win: Record<string, unknown> = { StorefrontNative: { firebaseLogin: () => undefined } };
    const bridge = await bridgeIn(win);
    const handle = vi.fn();
    const remove = bridge.installNativeCallback(handle);
    bridge.requestNativeSignIn('google');
    (win[bridge.NATIVE_CALLBACK_NAME] as (r: string) => void)('Failure: no network');
    expect(handle).toHaveBeenCalledWith({ kind: 'failure', message: 'Failure: no network' });
    remove();
    expect(win[bridge.NATIVE_CALLBACK_NAME]).toBeUndefined();
  });
});

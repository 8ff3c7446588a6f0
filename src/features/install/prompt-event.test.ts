import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_INSTALLED_EVENT, installedThisVisit, onAppInstalled, takeInstallReport } from './prompt-event';

/** A window without the capture script: the module listens itself (a test page, an old cached shell). */
beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('§3 a2hsInstalled is reported once a page', () => {
  it('nothing to report before the browser installed the app', () => {
    expect(takeInstallReport()).toBe(false);
    expect(installedThisVisit()).toBe(false);
  });

  it('an install heard before the install host mounted is reported when it asks, and only then', () => {
    expect(takeInstallReport()).toBe(false); // the module starts listening
    window.dispatchEvent(new Event('appinstalled'));
    expect(installedThisVisit()).toBe(true);
    expect(takeInstallReport()).toBe(true);
    expect(takeInstallReport()).toBe(false);
  });

  it('the app hears appinstalled through its own event, and a second one is not reported again', () => {
    const heard: boolean[] = [];
    const off = onAppInstalled(() => heard.push(takeInstallReport()));
    takeInstallReport();
    window.dispatchEvent(new Event('appinstalled'));
    window.dispatchEvent(new Event('appinstalled'));
    off();
    expect(heard).toEqual([true, false]);
  });

  it('the capture script’s state is read as it is', () => {
    (window as unknown as { __storefrontInstall: object }).__storefrontInstall = {
      prompt: null,
      installed: true,
      captured: 0,
    };
    expect(takeInstallReport()).toBe(true);
    window.dispatchEvent(new CustomEvent(APP_INSTALLED_EVENT));
    expect(takeInstallReport()).toBe(false);
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { DEV_ADMIN_TOKEN } from '../admin/admin';
import { startTestServer, type TestServer } from '../test/harness';
import { compareVersions } from './inputs';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const admin = (method: string, path: string, body?: unknown, merchant = 'DEMO') =>
  server
    .fetch(path, {
      method,
      headers: {
        Authorization: `Bearer ${DEV_ADMIN_TOKEN}`,
        Merchant: merchant,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    .then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { success: boolean; value?: any; errorCode?: string; message?: string },
    }));

describe('§3 install settings, download links and the app upgrade check (issue 13)', () => {
  it('§3 every install setting is an enabled flag plus value, seeded per merchant', async () => {
    const demo = (await server.call(api.installSettings, {})).body.value;
    expect(demo.download_condition_switch).toEqual({ enabled: true, value: null });
    expect(demo.deposit_times).toEqual({ enabled: true, value: 3 });
    expect(demo.deposit_times_forced).toEqual({ enabled: false, value: 10 });
    expect(demo.bottom_app_bar_mode).toEqual({ enabled: true, value: 'bottom' });
    for (const name of [
      'login_required',
      'bind_card',
      'first_deposit',
      'first_withdraw',
      'deposit_least_times',
      'deposit_least_times_forced',
      'withdrawal_times',
      'withdrawal_times_forced',
      'withdrawal_least_times',
      'withdrawal_least_times_forced',
      'reg_days',
      'reg_days_forced',
      'in_game_popup_interval',
      'domains_switch',
      'domains',
      'theme',
      'app_desc',
      'bottom_app_desc',
    ]) {
      expect(demo[name]).toHaveProperty('enabled');
      expect(demo[name]).toHaveProperty('value');
    }
    // A merchant without a seed file: everything off.
    const ace = (await server.call(api.installSettings, {}, { merchant: 'ACE' })).body.value;
    expect(ace.download_condition_switch.enabled).toBe(false);
  });

  it('§3 §7 download links per platform, a path on this server answered as an absolute URL of the caller’s host', async () => {
    const links = (await server.call(api.downloadSetting, { domain: 'localhost' })).body.value as {
      resourceType: string;
      url: string;
    }[];
    const android = links.find((l) => l.resourceType === 'Android');
    expect(android?.url).toBe(`${server.url}/download/DEMO/storefront-demo.apk`);
    expect(links.map((l) => l.resourceType)).toEqual(['Android', 'IOS', 'AppDownloadIcon']);
  });

  it('the demo download target answers a package and a real web-clip profile', async () => {
    const apk = await server.fetch('/download/DEMO/storefront-demo.apk');
    expect(apk.status).toBe(200);
    expect(apk.headers.get('content-disposition')).toContain('attachment');
    expect(apk.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    const profile = await server.fetch('/download/DEMO/storefront-demo.mobileconfig');
    expect(profile.headers.get('content-type')).toBe('application/x-apple-aspen-config');
    const text = await profile.text();
    expect(text).toContain('<string>com.apple.webClip.managed</string>');
    expect(text).toContain('/m/home?utm_source=homescreen</string>');
    expect((await server.fetch('/download/NOPE/storefront-demo.apk')).status).toBe(404);
    expect((await server.fetch('/download/DEMO/../secret')).status).toBe(404);
  });

  it('§4 the upgrade check: available for an older native app, not for the latest; mandatory as the operator says', async () => {
    const older = (await server.call(api.appUpgrade, { platform: 'ANDROID', version: '2.4.39' })).body.value;
    expect(older).toEqual({
      upgradeAvailable: true,
      mandatory: false,
      latestVersion: '2.5.0',
      downloadUrl: `${server.url}/download/DEMO/storefront-demo.apk`,
    });
    expect((await server.call(api.appUpgrade, { platform: 'IOS', version: '2.5.0' })).body.value.upgradeAvailable).toBe(
      false,
    );
    expect((await server.call(api.appUpgrade, { platform: 'IOS', version: '10.0' })).body.value.upgradeAvailable).toBe(
      false,
    );
    await admin('PUT', '/admin/install/releases/ANDROID', {
      version: '3.0.0',
      mandatory: true,
      downloadUrl: 'https://apps.example/app.apk',
    });
    expect((await server.call(api.appUpgrade, { platform: 'ANDROID', version: '2.5.0' })).body.value).toEqual({
      upgradeAvailable: true,
      mandatory: true,
      latestVersion: '3.0.0',
      downloadUrl: 'https://apps.example/app.apk',
    });
    await admin('DELETE', '/admin/install/releases/ANDROID');
    expect(
      (await server.call(api.appUpgrade, { platform: 'ANDROID', version: '1.0' })).body.value.upgradeAvailable,
    ).toBe(false);
    const bad = await server.wps('GET', '/wps/relay/WPSCORE_getAppUpgrade?platform=WINDOWS&version=1');
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('invalid_request');
  });

  it('operators change install settings while it runs; bad input is refused and changes nothing', async () => {
    const changed = await admin('PATCH', '/admin/install/settings', {
      deposit_times_forced: { enabled: true, value: 1 },
      domains: { value: ['lucky.localhost'] },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.value.deposit_times_forced).toEqual({ enabled: true, value: 1 });
    expect(changed.body.value.domains).toEqual({ enabled: false, value: ['lucky.localhost'] });
    expect((await server.call(api.installSettings, {})).body.value.deposit_times_forced).toEqual({
      enabled: true,
      value: 1,
    });

    for (const body of [
      { nope: { enabled: true } },
      { bind_card: { enabled: true, value: 7 } },
      { reg_days: { enabled: 'yes' } },
      { theme: { colour: 'x' } },
      [1],
    ]) {
      const refused = await admin('PATCH', '/admin/install/settings', body);
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe('invalid_request');
    }
    expect((await server.call(api.installSettings, {})).body.value.bind_card).toEqual({ enabled: true, value: 1 });

    const links = await admin('PUT', '/admin/install/links', [
      { resourceType: 'AndroidAPK', url: 'https://apps.example/x.apk' },
    ]);
    expect(links.body.value).toEqual([{ resourceType: 'AndroidAPK', url: 'https://apps.example/x.apk' }]);
    expect(
      (await admin('PUT', '/admin/install/links', [{ resourceType: 'IOS', url: 'javascript:alert(1)' }])).status,
    ).toBe(400);
    expect(
      (await admin('PUT', '/admin/install/links', [{ resourceType: 'IOS', url: '//evil.example/x' }])).status,
    ).toBe(400);

    const cleared = await admin('DELETE', '/admin/install');
    expect(cleared.body.value.downloadLinks).toEqual([]);
    expect(cleared.body.value.settings.download_condition_switch.enabled).toBe(false);
    expect((await admin('POST', '/admin/install')).status).toBe(405);
    const unauthorised = await server.fetch('/admin/install', { headers: { Merchant: 'DEMO' } });
    expect(unauthorised.status).toBe(401);
  });

  it('compares versions numerically', () => {
    expect(compareVersions('2.4.100', '2.4.39')).toBe(1);
    expect(compareVersions('2.5', '2.5.0')).toBe(0);
  });
});

describe('SEED_INSTALL_PROMPTS=0 (the browser tests of other features)', () => {
  it('seeds nothing: no links, every prompt off', async () => {
    const bare = await startTestServer({ seedInstallPrompts: false });
    try {
      expect((await bare.call(api.downloadSetting, {})).body.value).toEqual([]);
      expect((await bare.call(api.installSettings, {})).body.value.download_condition_switch.enabled).toBe(false);
    } finally {
      await bare.stop();
    }
  });
});

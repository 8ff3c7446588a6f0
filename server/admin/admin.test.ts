// @vitest-environment node
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { startTestServer, type TestServer } from '../test/harness';
import { adminTokenFor, DEV_ADMIN_TOKEN } from './admin';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const admin = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  server
    .fetch(path, {
      method,
      headers: {
        Authorization: `Bearer ${DEV_ADMIN_TOKEN}`,
        Merchant: 'DEMO',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    .then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { success: boolean; value?: any; errorCode?: string; message?: string },
    }));

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(path: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, unknown>;
    body: { success: boolean; errorCode?: string };
  }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers: { Host: host, ...headers } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the operator admin endpoint (server/README.md)', () => {
  it('§2 turns maintenance on and off while the server runs; the status call follows at once', async () => {
    const end = Date.now() + 7_200_000;
    const on = await admin('PATCH', '/admin/status', {
      maintenance: true,
      maintenanceEnd: end,
      maintenanceDescription: ' Upgrading the lottery engine ',
    });
    expect(on.status).toBe(200);
    expect(on.body.value).toMatchObject({
      maintenance: true,
      maintenanceEnd: end,
      maintenanceDescription: 'Upgrading the lottery engine',
      regionRestriction: false,
    });
    expect((await server.call(api.systemStatus, {})).body.value).toMatchObject({
      maintenance: true,
      maintenanceEnd: end,
      maintenanceDescription: 'Upgrading the lottery engine',
    });

    const off = await admin('PATCH', '/admin/status', {
      maintenance: false,
      maintenanceEnd: null,
      maintenanceDescription: null,
    });
    expect(off.body.value).toMatchObject({ maintenance: false, maintenanceEnd: null, maintenanceDescription: null });
    const status = (await server.call(api.systemStatus, {})).body.value;
    expect(status.maintenance).toBe(false);
    expect(status).not.toHaveProperty('maintenanceEnd');
    expect((await admin('GET', '/admin/status')).body.value.maintenance).toBe(false);
  });

  it('§2 restricts an IP (access denied) and lifts it; lists replace the old ones', async () => {
    await admin('PATCH', '/admin/status', { restrictedIps: ['198.51.100.7', '198.51.100.8'] });
    expect((await server.call(api.systemStatus, {}, { ip: '198.51.100.7' })).body.value.regionRestriction).toBe(true);
    const next = await admin('PATCH', '/admin/status', { restrictedIps: ['198.51.100.8'] });
    expect(next.body.value.restrictedIps).toEqual(['198.51.100.8']);
    expect((await server.call(api.systemStatus, {}, { ip: '198.51.100.7' })).body.value.regionRestriction).toBe(false);
    await admin('PATCH', '/admin/status', { restrictedIps: [] });
  });

  it('§8 retiring a host makes its status call and speed ping answer domain_not_available; other hosts keep working', async () => {
    const port = server.port;
    await admin('PATCH', '/admin/status', { unavailableHosts: [`LOCALHOST:${port}`] });
    const retired = await getWithHost('/wps/system/status', `localhost:${port}`, { Merchant: 'DEMO' });
    expect(retired.status).toBe(410);
    expect(retired.body).toMatchObject({ success: false, errorCode: 'domain_not_available' });
    const ping = await getWithHost('/wps/system/test/ping?speed=1', `localhost:${port}`);
    expect(ping.body.errorCode).toBe('domain_not_available');
    expect(ping.headers['access-control-allow-origin']).toBe('*');
    expect((await getWithHost('/wps/system/status', `localhost:${port + 1}`, { Merchant: 'DEMO' })).status).toBe(200);
    // The same server under another name is another line, still in service.
    expect((await server.call(api.systemStatus, {})).status).toBe(200);
    // A host without a port retires every port of it.
    await admin('PATCH', '/admin/status', { unavailableHosts: ['127.0.0.1'] });
    expect((await server.call(api.systemStatus, {})).body.errorCode).toBe('domain_not_available');
    expect((await admin('GET', '/admin/status')).body.value.unavailableHosts).toEqual(['127.0.0.1']);
    await admin('PATCH', '/admin/status', { unavailableHosts: [] });
    expect((await server.call(api.systemStatus, {})).status).toBe(200);
  });

  it('refuses a wrong or missing token, an unknown merchant, bad or unknown fields', async () => {
    expect(
      (await admin('GET', '/admin/status', undefined, { Authorization: 'Bearer nope-nope-nope-nope' })).status,
    ).toBe(401);
    expect((await admin('GET', '/admin/status', undefined, { Authorization: '' })).body.errorCode).toBe(
      'admin.unauthorized',
    );
    expect((await admin('GET', '/admin/status', undefined, { Merchant: 'NOPE' })).body.errorCode).toBe(
      'merchant_unknown',
    );
    expect((await admin('PATCH', '/admin/status', { maintenance: 'soon' })).body).toMatchObject({
      errorCode: 'invalid_request',
      message: 'maintenance: expected true or false',
    });
    expect((await admin('PATCH', '/admin/status', { maintainance: true })).body.message).toBe(
      'maintainance: not a field of this call',
    );
    expect((await admin('PATCH', '/admin/status', { unavailableHosts: ['bad host/x'] })).body.errorCode).toBe(
      'invalid_request',
    );
    expect((await admin('DELETE', '/admin/status')).status).toBe(405);
    expect((await admin('GET', '/admin/nothing')).status).toBe(404);
  });

  it('is off in production mode unless ADMIN_TOKEN is set, and a short token is refused', async () => {
    expect(adminTokenFor('production', undefined)).toBeNull();
    expect(adminTokenFor('production', '  ')).toBeNull();
    expect(adminTokenFor('development', undefined)).toBe(DEV_ADMIN_TOKEN);
    expect(adminTokenFor('production', 'a-long-enough-operator-token')).toBe('a-long-enough-operator-token');
    expect(() => adminTokenFor('production', 'short')).toThrow(/at least 16/);
    const production = await startTestServer({ mode: 'production' });
    try {
      const answer = await production.fetch('/admin/status', {
        headers: { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO' },
      });
      expect(answer.status).toBe(404);
    } finally {
      await production.stop();
    }
  });
});

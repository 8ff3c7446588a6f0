// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { countriesValue, siteConfig, systemStatus } from '../../contract/entities';
import { decodeCsPath } from '../../contract/cs-path';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('GET /wps/system/status', () => {
  it('§3 answers the client IP and the live maintenance / region state from the database', async () => {
    const answer = await server.call(api.systemStatus, { device: 'PWA' }, { ip: '203.0.113.9' });
    expect(answer.status).toBe(200);
    expect(systemStatus(answer.body.value)).toEqual({
      ip: '203.0.113.9',
      maintenance: false,
      regionRestriction: false,
    });

    const end = Date.now() + 3_600_000;
    server.db
      .prepare(
        "UPDATE merchant_status SET maintenance = 1, maintenance_end = ?, maintenance_description = 'Upgrading' WHERE merchant_code = 'DEMO'",
      )
      .run(end);
    const during = await server.call(api.systemStatus, {}, { ip: '203.0.113.9' });
    expect(during.body.value).toEqual({
      ip: '203.0.113.9',
      maintenance: true,
      maintenanceEnd: end,
      maintenanceDescription: 'Upgrading',
      regionRestriction: false,
    });
    // Only DEMO is in maintenance.
    expect((await server.call(api.systemStatus, {}, { merchant: 'LUCKY' })).body.value.maintenance).toBe(false);
    server.db
      .prepare(
        "UPDATE merchant_status SET maintenance = 0, maintenance_end = NULL, maintenance_description = NULL WHERE merchant_code = 'DEMO'",
      )
      .run();
  });

  it('§2 regionRestriction is true for a restricted IP, and for everyone when the merchant is restricted', async () => {
    server.db
      .prepare("INSERT INTO merchant_restricted_ips (merchant_code, ip) VALUES ('LUCKY', '198.51.100.23')")
      .run();
    expect(
      (await server.call(api.systemStatus, {}, { merchant: 'LUCKY', ip: '198.51.100.23' })).body.value
        .regionRestriction,
    ).toBe(true);
    expect(
      (await server.call(api.systemStatus, {}, { merchant: 'LUCKY', ip: '198.51.100.24' })).body.value
        .regionRestriction,
    ).toBe(false);
    expect(
      (await server.call(api.systemStatus, {}, { merchant: 'DEMO', ip: '198.51.100.23' })).body.value.regionRestriction,
    ).toBe(false);

    server.db.prepare("UPDATE merchant_status SET region_restriction = 1 WHERE merchant_code = 'LUCKY'").run();
    expect((await server.call(api.systemStatus, {}, { merchant: 'LUCKY' })).body.value.regionRestriction).toBe(true);
    server.db.prepare("UPDATE merchant_status SET region_restriction = 0 WHERE merchant_code = 'LUCKY'").run();
  });
});

describe('X-Forwarded-For', () => {
  it('§3 is ignored unless the proxy is trusted (TRUST_PROXY=1)', async () => {
    const direct = await startTestServer({ trustProxy: false });
    try {
      const answer = await direct.call(api.systemStatus, {}, { ip: '203.0.113.77' });
      expect(answer.body.value.ip).toBe('127.0.0.1');
    } finally {
      await direct.stop();
    }
  });
});

describe('GET /wps/system/country', () => {
  it("§3 answers the merchant's default country and the country list", async () => {
    const demo = countriesValue((await server.call(api.systemCountry, {})).body.value);
    expect(demo).toMatchObject({ countryCode: 'US', countryDialingCode: '1' });
    expect(demo.countries.length).toBeGreaterThanOrEqual(20);
    expect(demo.countries).toContainEqual({ countryCode: 'VN', countryDialingCode: '84' });
    const lucky = countriesValue((await server.call(api.systemCountry, {}, { merchant: 'LUCKY' })).body.value);
    expect(lucky).toMatchObject({ countryCode: 'VN', countryDialingCode: '84' });
  });
});

describe('GET /wps/system/test/ping', () => {
  it('§7 answers {time}, with or without ?speed= and a Merchant header, open to other origins', async () => {
    const before = Date.now();
    const plain = await server.call(api.ping, {}, { merchant: null, headers: { Origin: 'http://other.example' } });
    expect(plain.status).toBe(200);
    expect(plain.body.value.time).toBeGreaterThanOrEqual(before);
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    // Its timings are readable by the racing page (issue 18: where the race's time goes).
    expect(plain.headers.get('timing-allow-origin')).toBe('*');
    const speed = await server.call(api.ping, { speed: Date.now() });
    expect(speed.body.success).toBe(true);
  });

  it('§4 answers the CORS preflight of the speed ping', async () => {
    const response = await server.fetch('/wps/system/test/ping?speed=1', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://other.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'merchant',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Merchant/);
  });

  it('§7 other calls are not open to other origins', async () => {
    const answer = await server.call(api.systemCountry, {});
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GET /wps/system/config', () => {
  it('§3 customer-service paths are obfuscated (key = last 8 characters) and decode back to the plain URLs', async () => {
    const first = siteConfig((await server.call(api.siteConfig, {})).body.value);
    expect(first.customerService.map((e) => decodeCsPath(e.path))).toEqual([
      'https://support.example.com/chat/demo?lang=en',
      'https://t.me/demo_lottery_support',
      'https://support.example.com/chat/demo-vip',
    ]);
    expect(first.customerService[0]).toMatchObject({
      title: 'Live chat',
      csType: 'LIVECHAT',
      csPosition: 'FOOTER',
      labelIds: [],
    });
    expect(first.customerService[2]!.labelIds).toEqual(['L1']);
    for (const entry of first.customerService) expect(entry.path).not.toContain('support.example.com');
    expect(first.domainList).toContainEqual({ domainName: 'http://localhost:8080' });

    const lucky = siteConfig((await server.call(api.siteConfig, {}, { merchant: 'LUCKY' })).body.value);
    expect(lucky.customerService.map((e) => decodeCsPath(e.path))).toEqual([
      'https://support.example.com/chat/lucky?lang=vi',
    ]);
  });
});

describe('GET /wps/system/domainRoute', () => {
  it('§7 domainRoute answers the lines of the merchant', async () => {
    const answer = await server.call(api.domainRoute, {});
    expect(answer.status).toBe(200);
    expect((answer.body.value as { domains: string[] }).domains).toContain('http://localhost:8080');
  });
});

describe('GET /wps/relay/GCSGAME_newGameVendor', () => {
  it("§9 answers the merchant's vendors ordered by ordinal, stepping by 100", async () => {
    const vendors = (await server.call(api.gameVendors, { platform: 'H5' })).body.value as {
      vendor: string;
      ordinal: number;
    }[];
    expect(vendors.map((v) => v.vendor)).toEqual(['TCG', 'SABA', 'PG', 'JILI', 'EVO', 'SEXY']);
    expect(vendors.map((v) => v.ordinal)).toEqual([100, 200, 300, 400, 500, 600]);
    const lucky = (await server.call(api.gameVendors, {}, { merchant: 'LUCKY' })).body.value as { vendor: string }[];
    expect(lucky[0]).toMatchObject({ vendor: 'TCG', displayName: 'Xổ số TCG', gameType: 'LOTTERY' });
  });
});

describe('the /wps envelope', () => {
  it('§6 a call without a Merchant header, or with an unknown one → 400 merchant_unknown', async () => {
    for (const merchant of [null, 'NOPE']) {
      const answer = await server.call(api.systemCountry, {}, { merchant });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'merchant_unknown' });
    }
    // The two calls that may omit it still refuse an unknown one.
    expect((await server.call(api.ping, {}, { merchant: 'NOPE' })).body.errorCode).toBe('merchant_unknown');
  });

  it('§7 an unknown /wps path → 404 not_found; a wrong method → 405 method_not_allowed', async () => {
    const missing = await server.wps('GET', '/wps/no/such/call');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, errorCode: 'not_found' });
    const wrong = await server.wps('GET', api.login.path);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(wrong.body.errorCode).toBe('method_not_allowed');
  });

  it('§7 GET query parameters are checked by the contract → 400 invalid_request', async () => {
    const answer = await server.wps('GET', '/wps/session/key/rsa?_=yesterday');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'invalid_request', message: '_: expected a number' });
  });

  it('§7 a body over 64 KB → 413 payload_too_large', async () => {
    const answer = await server.wps('POST', api.login.path, { body: { value: 'A'.repeat(70 * 1024) } });
    expect(answer.status).toBe(413);
    expect(answer.body.errorCode).toBe('payload_too_large');
  });

  it('§7 answers are JSON, never cached, and nosniff', async () => {
    const answer = await server.call(api.systemCountry, {});
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('SERVER_LATENCY_MS', () => {
  it('§9 delays every /wps answer (used by the fastest-domain tests)', async () => {
    const slow = await startTestServer({ latencyMs: 200 });
    try {
      const started = Date.now();
      const answer = await slow.call(api.ping, {});
      expect(answer.status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(195);
    } finally {
      await slow.stop();
    }
  });
});

describe('SERVER_LATENCY_MS and callers that give up', () => {
  it('§4 a request aborted during the artificial delay does no work afterwards (a losing line of the race)', async () => {
    const slow = await startTestServer({ latencyMs: 300 });
    try {
      const controller = new AbortController();
      const pending = slow
        .fetch('/wps/system/status', { headers: { Merchant: 'DEMO' }, signal: controller.signal })
        .catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 50));
      controller.abort();
      expect(((await pending) as Error).name).toBe('AbortError');
      // The server closes (its database too) while the handler still sleeps; when it wakes it must not touch anything.
      await slow.close();
      await new Promise((r) => setTimeout(r, 400));
      expect(slow.logger.lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);
    } finally {
      await slow.stop();
    }
  });
});

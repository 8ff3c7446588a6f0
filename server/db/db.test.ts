// @vitest-environment node
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { RSA_PRIVATE_KEY_FILE } from '../crypto/rsa-keys';
import { startTestServer } from '../test/harness';
import { migrate, readMigrations } from './index';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('database, seed and keys across restarts', () => {
  it('§9 a restart keeps the RSA key (0600), the members and their changes; migrations and seeding run once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storefront-data-'));
    dirs.push(dataDir);

    const first = await startTestServer({ dataDir });
    const pem = (await first.call(api.rsaKey, { _: Date.now() })).body.value as string;
    expect((await stat(join(dataDir, RSA_PRIVATE_KEY_FILE))).mode & 0o777).toBe(0o600);
    expect(first.logger.lines).toContain('INFO Seeded 17 member(s) from the merchant configs');
    const ids = first.db.prepare('SELECT MIN(id) AS min FROM members').get() as { min: number };
    expect(ids.min).toBe(100000);
    const { token } = (await first.login('player0')).body.value as { token: string };
    await first.call(api.memberLanguage, { language: 'CN' }, { token });
    first.db.prepare("UPDATE merchant_status SET maintenance = 1 WHERE merchant_code = 'DEMO'").run();
    await first.stop();

    const second = await startTestServer({ dataDir });
    try {
      expect((await second.call(api.rsaKey, { _: Date.now() })).body.value).toBe(pem);
      expect(second.logger.lines.some((l) => l.includes('Seeded'))).toBe(false);
      // The seed never overwrites: the language chosen and the status set survive the restart.
      expect((await second.call(api.memberInfo, {}, { token })).body.value).toMatchObject({
        userName: 'player0',
        language: 'CN',
      });
      expect((await second.call(api.systemStatus, {})).body.value.maintenance).toBe(true);
      expect((await second.login('player0')).body.value.firstTimeLogin).toBe(false);
      const counts = second.db.prepare('SELECT COUNT(*) AS n FROM members').get() as { n: number };
      expect(counts.n).toBe(17);
      const migrations = second.db.prepare('SELECT version FROM schema_migrations').all();
      expect(migrations).toEqual(readMigrations().map((m) => ({ version: m.version })));
      expect(migrate(second.db)).toEqual([]);
      expect(second.db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(second.db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      await second.stop();
    }
  });
});

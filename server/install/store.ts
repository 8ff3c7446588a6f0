/**
 * Issue 13: each merchant's install settings (§3), download links (§3) and the native app's latest
 * release per platform (§4 app upgrade modal), in SQLite (migration 011). Settings are checked with
 * the contract's own decoders, so the server can only ever answer what the storefront accepts.
 */
import type { Decoder } from '../../contract/decode';
import {
  installSettings,
  installSettingsShape,
  type DownloadLink,
  type InstallSettingName,
  type InstallSettings,
} from '../../contract/entities';
import type { Database } from '../db/index';
import { seededMarks, type SeededMarks } from '../merchants/seed-once';
import { decodeRequest, HttpError } from '../http/errors';

export type AppPlatform = 'ANDROID' | 'IOS';
export interface AppRelease {
  version: string;
  mandatory: boolean;
  downloadUrl: string;
}

export class InstallStore {
  /** Issue 36: which merchants' install seed file has been applied (merchants/seed-once.ts). */
  readonly seeded: SeededMarks;

  constructor(private readonly db: Database) {
    this.seeded = seededMarks(db, 'install_seeded');
  }

  transaction<T>(run: () => T): T {
    return this.db.transaction(run)();
  }

  /** Every §3 install setting; one never set is off (with its default value). */
  settings(merchantCode: string): InstallSettings {
    const rows = this.db
      .prepare('SELECT name, enabled, value FROM install_settings WHERE merchant_code = ?')
      .all(merchantCode) as { name: string; enabled: number; value: string }[];
    const raw: Record<string, unknown> = {};
    for (const row of rows) {
      if (!(row.name in installSettingsShape)) continue;
      raw[row.name] = { enabled: row.enabled === 1, value: JSON.parse(row.value) as unknown };
    }
    return installSettings(raw);
  }

  /**
   * Changes some settings (an unknown name or a bad value is refused and nothing changes); a
   * setting left out keeps its flag and value, and a part left out (enabled or value) keeps its own.
   */
  patchSettings(merchantCode: string, patch: Record<string, unknown>, now: number): InstallSettings {
    const current = this.settings(merchantCode);
    const next: Partial<Record<InstallSettingName, { enabled: boolean; value: unknown }>> = {};
    for (const [name, change] of Object.entries(patch)) {
      if (!(name in installSettingsShape))
        throw new HttpError(400, 'invalid_request', `${name}: not an install setting (§3)`);
      if (typeof change !== 'object' || change === null || Array.isArray(change))
        throw new HttpError(400, 'invalid_request', `${name}: expected {enabled?, value?}`);
      const extra = Object.keys(change).filter((k) => k !== 'enabled' && k !== 'value');
      if (extra.length > 0)
        throw new HttpError(400, 'invalid_request', `${name}.${extra[0]}: not a part of an install setting`);
      const key = name as InstallSettingName;
      const merged = { ...current[key], ...(change as object) };
      if (typeof merged.enabled !== 'boolean')
        throw new HttpError(400, 'invalid_request', `${name}.enabled: expected true or false`);
      next[key] = decodeRequest(
        installSettingsShape[key] as Decoder<{ enabled: boolean; value: unknown }>,
        merged,
        name,
      );
    }
    const put = this.db.prepare(
      `INSERT INTO install_settings (merchant_code, name, enabled, value, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (merchant_code, name) DO UPDATE SET enabled = excluded.enabled, value = excluded.value, updated_at = excluded.updated_at`,
    );
    this.transaction(() => {
      for (const [name, setting] of Object.entries(next))
        put.run(merchantCode, name, setting.enabled ? 1 : 0, JSON.stringify(setting.value), now);
    });
    return this.settings(merchantCode);
  }

  links(merchantCode: string): DownloadLink[] {
    return this.db
      .prepare(
        'SELECT resource_type AS resourceType, url FROM install_download_links WHERE merchant_code = ? ORDER BY ordinal',
      )
      .all(merchantCode) as DownloadLink[];
  }

  replaceLinks(merchantCode: string, links: readonly DownloadLink[]): void {
    this.transaction(() => {
      this.db.prepare('DELETE FROM install_download_links WHERE merchant_code = ?').run(merchantCode);
      const put = this.db.prepare(
        'INSERT INTO install_download_links (merchant_code, resource_type, url, ordinal) VALUES (?, ?, ?, ?)',
      );
      links.forEach((link, i) => put.run(merchantCode, link.resourceType, link.url, i));
    });
  }

  release(merchantCode: string, platform: AppPlatform): AppRelease | null {
    const row = this.db
      .prepare(
        'SELECT version, mandatory, download_url AS downloadUrl FROM install_app_releases WHERE merchant_code = ? AND platform = ?',
      )
      .get(merchantCode, platform) as { version: string; mandatory: number; downloadUrl: string } | undefined;
    return row ? { version: row.version, mandatory: row.mandatory === 1, downloadUrl: row.downloadUrl } : null;
  }

  releases(merchantCode: string): Partial<Record<AppPlatform, AppRelease>> {
    const out: Partial<Record<AppPlatform, AppRelease>> = {};
    for (const platform of ['ANDROID', 'IOS'] as const) {
      const release = this.release(merchantCode, platform);
      if (release) out[platform] = release;
    }
    return out;
  }

  setRelease(merchantCode: string, platform: AppPlatform, release: AppRelease | null, now: number): void {
    if (!release) {
      this.db
        .prepare('DELETE FROM install_app_releases WHERE merchant_code = ? AND platform = ?')
        .run(merchantCode, platform);
      return;
    }
    this.db
      .prepare(
        `INSERT INTO install_app_releases (merchant_code, platform, version, mandatory, download_url, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (merchant_code, platform) DO UPDATE SET version = excluded.version, mandatory = excluded.mandatory,
           download_url = excluded.download_url, updated_at = excluded.updated_at`,
      )
      .run(merchantCode, platform, release.version, release.mandatory ? 1 : 0, release.downloadUrl, now);
  }

  /** Everything off, no links, no releases. */
  clear(merchantCode: string): void {
    this.transaction(() => {
      this.db.prepare('DELETE FROM install_settings WHERE merchant_code = ?').run(merchantCode);
      this.db.prepare('DELETE FROM install_download_links WHERE merchant_code = ?').run(merchantCode);
      this.db.prepare('DELETE FROM install_app_releases WHERE merchant_code = ?').run(merchantCode);
    });
  }
}

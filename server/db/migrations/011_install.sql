-- Issue 13 (install and app prompts): each merchant's install settings (§3, every one an enabled
-- flag plus a value), its download links (§3, per resourceType), the native app's latest release per
-- platform (the upgrade modal, §4), and whether the merchant was seeded. Seeded once from
-- server/install/seed/<CODE>.json; after that the database wins and operators change it through
-- /admin/install. Times are milliseconds since the epoch.

CREATE TABLE install_settings (
  merchant_code TEXT    NOT NULL,
  name          TEXT    NOT NULL,
  enabled       INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  -- JSON of the value (a number, a string, a list of domains, or null)
  value         TEXT    NOT NULL,
  updated_at    INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, name)
) WITHOUT ROWID;

-- url: absolute http(s), or a path on this server (answered as an absolute URL of the caller's host).
CREATE TABLE install_download_links (
  merchant_code TEXT    NOT NULL,
  resource_type TEXT    NOT NULL,
  url           TEXT    NOT NULL,
  ordinal       INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, resource_type)
) WITHOUT ROWID;

CREATE TABLE install_app_releases (
  merchant_code TEXT    NOT NULL,
  platform      TEXT    NOT NULL CHECK (platform IN ('ANDROID', 'IOS')),
  version       TEXT    NOT NULL,
  mandatory     INTEGER NOT NULL CHECK (mandatory IN (0, 1)),
  download_url  TEXT    NOT NULL,
  updated_at    INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, platform)
) WITHOUT ROWID;

CREATE TABLE install_seeded (
  merchant_code TEXT    PRIMARY KEY,
  seeded_at     INTEGER NOT NULL
) WITHOUT ROWID;

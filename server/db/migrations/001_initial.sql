-- The reference server's first schema. Times are milliseconds since the epoch.

CREATE TABLE members (
  id                  INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code       TEXT    NOT NULL,
  username            TEXT    NOT NULL,
  username_lower      TEXT    NOT NULL,
  mobile_dialing_code TEXT,
  mobile_num          TEXT,
  password_hash       TEXT    NOT NULL,
  type                INTEGER NOT NULL DEFAULT 0,
  reg_date            INTEGER NOT NULL,
  language            TEXT    NOT NULL,
  club_label_json     TEXT,
  password_is_default INTEGER NOT NULL DEFAULT 0,
  password_changed_at INTEGER NOT NULL,
  last_login_at       INTEGER,
  register_method     TEXT,
  referral_code       TEXT,
  affiliate_code      TEXT,
  created_at          INTEGER NOT NULL,
  UNIQUE (merchant_code, username_lower),
  UNIQUE (merchant_code, mobile_dialing_code, mobile_num)
);
-- Member ids start at 100000.
INSERT INTO sqlite_sequence (name, seq) VALUES ('members', 99999);

-- Only the sha256 of a token is kept, never the token.
CREATE TABLE sessions (
  token_hash    TEXT    PRIMARY KEY,
  member_id     INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant_code TEXT    NOT NULL,
  device_id     TEXT,
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  revoked_at    INTEGER
) WITHOUT ROWID;
CREATE INDEX sessions_member ON sessions (member_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

-- Nonces of encrypted posts already received (replay protection).
CREATE TABLE nonces (
  nonce      TEXT    PRIMARY KEY,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX nonces_expires ON nonces (expires_at);

-- Login outcomes, for throttling (failures count; a success resets the per-account count).
CREATE TABLE login_attempts (
  id             INTEGER PRIMARY KEY,
  merchant_code  TEXT    NOT NULL,
  username_lower TEXT    NOT NULL,
  ip             TEXT    NOT NULL,
  attempted_at   INTEGER NOT NULL,
  succeeded      INTEGER NOT NULL
);
CREATE INDEX login_attempts_account ON login_attempts (merchant_code, username_lower, attempted_at);
CREATE INDEX login_attempts_ip ON login_attempts (ip, attempted_at);

-- Registration attempts, for throttling per IP.
CREATE TABLE register_attempts (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT    NOT NULL,
  ip            TEXT    NOT NULL,
  attempted_at  INTEGER NOT NULL
);
CREATE INDEX register_attempts_ip ON register_attempts (ip, attempted_at);

-- The live maintenance / region state of each merchant (seeded once from its config).
CREATE TABLE merchant_status (
  merchant_code           TEXT    PRIMARY KEY,
  maintenance             INTEGER NOT NULL DEFAULT 0,
  maintenance_end         INTEGER,
  maintenance_description TEXT,
  region_restriction      INTEGER NOT NULL DEFAULT 0,
  updated_at              INTEGER NOT NULL
);
CREATE TABLE merchant_restricted_ips (
  merchant_code TEXT NOT NULL REFERENCES merchant_status (merchant_code) ON DELETE CASCADE,
  ip            TEXT NOT NULL,
  PRIMARY KEY (merchant_code, ip)
) WITHOUT ROWID;

CREATE TABLE countries (
  country_code TEXT PRIMARY KEY,
  dialing_code TEXT NOT NULL,
  name         TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE game_vendors (
  merchant_code TEXT    NOT NULL,
  vendor        TEXT    NOT NULL,
  display_name  TEXT    NOT NULL,
  game_type     TEXT    NOT NULL,
  ordinal       INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, vendor)
) WITHOUT ROWID;

CREATE TABLE games (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  vendor        TEXT NOT NULL,
  game_code     TEXT NOT NULL,
  name          TEXT NOT NULL,
  game_type     TEXT NOT NULL,
  UNIQUE (merchant_code, vendor, game_code),
  FOREIGN KEY (merchant_code, vendor) REFERENCES game_vendors (merchant_code, vendor) ON DELETE CASCADE
);

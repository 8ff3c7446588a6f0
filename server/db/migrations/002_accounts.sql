-- Issue 4 (accounts): second factor, verification codes and their outbox, captcha challenges.
-- Times are milliseconds since the epoch.

-- The member's email (the email second factor sends its code there).
ALTER TABLE members ADD COLUMN email TEXT;

-- §3 / §4 second factor: which methods a member must pass (any one of them logs in), and their data.
CREATE TABLE member_second_factor (
  member_id      INTEGER PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  methods        TEXT    NOT NULL,   -- comma list of payeeName, sms, ga, email
  payee_name     TEXT,
  totp_secret    TEXT,               -- base32 (RFC 4648), for method ga
  totp_last_step INTEGER             -- the last TOTP step used (a code works once)
);

-- Addresses a member has verified from: a login from another one needs the second factor (§8 tip:
-- "current IP not recorded").
CREATE TABLE member_known_ips (
  member_id   INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip          TEXT    NOT NULL,
  verified_at INTEGER NOT NULL,
  PRIMARY KEY (member_id, ip)
) WITHOUT ROWID;

-- SMS and email codes: only their sha256 is kept; each is single-use and tried at most a few times.
CREATE TABLE verification_codes (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT    NOT NULL,
  channel       TEXT    NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient     TEXT    NOT NULL,   -- "<dialing code> <number>" or the lower-case email
  code_hash     TEXT    NOT NULL,
  ip            TEXT    NOT NULL,
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  attempts      INTEGER NOT NULL DEFAULT 0,
  used_at       INTEGER
);
CREATE INDEX verification_codes_recipient ON verification_codes (merchant_code, channel, recipient, created_at);
CREATE INDEX verification_codes_ip ON verification_codes (ip, created_at);

-- What the server would have sent by SMS or email (it has no gateway). Developers and tests read it
-- through GET /wps/dev/outbox, which exists only in development mode.
CREATE TABLE outbox (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT    NOT NULL,
  channel       TEXT    NOT NULL,
  recipient     TEXT    NOT NULL,
  text          TEXT    NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (merchant_code, recipient, created_at);

-- Captcha challenges issued by GET /wps/captcha/geetest: the self-hosted slider (with its answer)
-- and the Geetest v3 challenges (checked locally, §5). A challenge is used once.
CREATE TABLE captcha_challenges (
  challenge     TEXT    PRIMARY KEY,
  merchant_code TEXT    NOT NULL,
  kind          TEXT    NOT NULL CHECK (kind IN ('slider', 'geetest')),
  target_x      INTEGER,
  ip            TEXT    NOT NULL,
  state         TEXT    NOT NULL CHECK (state IN ('issued', 'passed', 'failed', 'used')),
  seccode_hash  TEXT,
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX captcha_challenges_ip ON captcha_challenges (ip, created_at);
CREATE INDEX captcha_challenges_expires ON captcha_challenges (expires_at);

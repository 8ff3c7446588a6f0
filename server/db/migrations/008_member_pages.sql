-- Issue 16: activities, VIP, referral and the member pages. Times are milliseconds since the epoch;
-- amounts are in the currency's minor unit (cents). Ledgers are append-only: a balance is their sum.

-- Every write of the member pages carries an idempotency key; the first answer is kept and given
-- again to a repeat (a double tap, a retry after a lost answer), which changes nothing.
CREATE TABLE member_action_keys (
  member_id   INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  key         TEXT    NOT NULL,
  action      TEXT    NOT NULL,
  answer_json TEXT    NOT NULL,
  created_at  INTEGER NOT NULL,
  PRIMARY KEY (member_id, key)
) WITHOUT ROWID;

-- §5 referral: each member's own code and personal switch. Invited members are those whose
-- members.referral_code is this code.
CREATE TABLE member_referral (
  member_id     INTEGER PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  merchant_code TEXT    NOT NULL,
  code          TEXT    NOT NULL,
  enabled       INTEGER NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, code)
);
CREATE INDEX members_referral_code ON members (merchant_code, referral_code);

-- §4 VIP: the merchant's levels with their benefits, and each member's progress (conditions met
-- out of those expected for the next level).
CREATE TABLE vip_levels (
  merchant_code         TEXT    NOT NULL,
  rank_level            INTEGER NOT NULL,
  label_name            TEXT    NOT NULL,
  label_id              TEXT    NOT NULL,
  deposit_bonus_percent REAL    NOT NULL DEFAULT 0,
  rebate_percent        REAL    NOT NULL DEFAULT 0,
  daily_withdrawals     INTEGER NOT NULL DEFAULT 0,
  birthday_gift_minor   INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, rank_level)
) WITHOUT ROWID;
CREATE TABLE member_rank_progress (
  member_id INTEGER PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  completed INTEGER NOT NULL CHECK (completed >= 0),
  expected  INTEGER NOT NULL CHECK (expected >= 0)
);

-- Reward center: rewards waiting to be claimed. A claim credits the wallet's ledger (migration 005)
-- once: its idempotency key is reward-<id>.
CREATE TABLE rewards (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id   INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind        TEXT    NOT NULL CHECK (kind IN ('daily', 'vip', 'referral', 'activity', 'mission')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER,
  claimed_at  INTEGER
);
CREATE INDEX rewards_member ON rewards (member_id, claimed_at);

-- Points: an append-only ledger (earned by missions, spent in the point market).
CREATE TABLE points_ledger (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id  INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  delta      INTEGER NOT NULL CHECK (delta <> 0),
  reference  TEXT    NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (member_id, reference)
);

-- The point market.
CREATE TABLE mall_items (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT    NOT NULL,
  code          TEXT    NOT NULL,
  name          TEXT    NOT NULL,
  price_points  INTEGER NOT NULL CHECK (price_points > 0),
  stock         INTEGER CHECK (stock IS NULL OR stock >= 0),
  ordinal       INTEGER NOT NULL,
  UNIQUE (merchant_code, code)
);
CREATE TABLE mall_redemptions (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id  INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  item_id    INTEGER NOT NULL REFERENCES mall_items (id),
  points     INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

-- Missions, each member's progress, and the ranking's other entrants.
CREATE TABLE missions (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT    NOT NULL,
  code          TEXT    NOT NULL,
  title         TEXT    NOT NULL,
  target        INTEGER NOT NULL CHECK (target > 0),
  reward_points INTEGER NOT NULL CHECK (reward_points >= 0),
  ordinal       INTEGER NOT NULL,
  UNIQUE (merchant_code, code)
);
CREATE TABLE member_missions (
  member_id  INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  mission_id INTEGER NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
  progress   INTEGER NOT NULL DEFAULT 0,
  claimed_at INTEGER,
  PRIMARY KEY (member_id, mission_id)
) WITHOUT ROWID;
CREATE TABLE ranking_entrants (
  merchant_code TEXT    NOT NULL,
  name          TEXT    NOT NULL,
  score         INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, name)
) WITHOUT ROWID;

-- §2 /m/activity: the promotions a member joined (issue 15's promotions).
CREATE TABLE promotion_participants (
  member_id    INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  promotion_id INTEGER NOT NULL,
  joined_at    INTEGER NOT NULL,
  PRIMARY KEY (member_id, promotion_id)
) WITHOUT ROWID;

-- §2 /m/agentRegister: one application per member.
CREATE TABLE agent_applications (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id  INTEGER NOT NULL UNIQUE REFERENCES members (id) ON DELETE CASCADE,
  real_name  TEXT    NOT NULL,
  contact    TEXT    NOT NULL,
  channel    TEXT    NOT NULL,
  message    TEXT    NOT NULL,
  status     TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at INTEGER NOT NULL
);

-- §2 /m/feedback: the member's feedback with an optional screenshot (type checked by its bytes).
CREATE TABLE feedback (
  id              INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id       INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  category        TEXT    NOT NULL,
  text            TEXT    NOT NULL,
  screenshot      BLOB,
  screenshot_type TEXT,
  created_at      INTEGER NOT NULL
);
CREATE INDEX feedback_member ON feedback (member_id, created_at);

-- Seeded once per merchant (server/member-pages/seed.ts).
CREATE TABLE member_pages_seeded (
  merchant_code TEXT PRIMARY KEY,
  seeded_at     INTEGER NOT NULL
) WITHOUT ROWID;

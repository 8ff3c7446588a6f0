-- Issue 14: playable demo games. Launch tokens are single-use and short-lived; only their sha256 is
-- kept. A game session is what a game page holds after it exchanged its launch token. Bets and wins
-- of real play go to the member's wallet (005, through server/games/wallet-port.ts); trial play keeps
-- its demo credit on the game session and never touches a wallet.

CREATE TABLE game_launch_tokens (
  token_hash    TEXT    PRIMARY KEY,
  merchant_code TEXT    NOT NULL,
  member_id     INTEGER REFERENCES members (id) ON DELETE CASCADE, -- NULL: a guest's trial
  game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  trial         INTEGER NOT NULL,
  parent_origin TEXT    NOT NULL,
  options_json  TEXT    NOT NULL DEFAULT '{}',
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL,
  used_at       INTEGER
) WITHOUT ROWID;
CREATE INDEX game_launch_tokens_expires ON game_launch_tokens (expires_at);

CREATE TABLE game_sessions (
  id_hash       TEXT    PRIMARY KEY,
  merchant_code TEXT    NOT NULL,
  member_id     INTEGER REFERENCES members (id) ON DELETE CASCADE,
  game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  trial         INTEGER NOT NULL,
  parent_origin TEXT    NOT NULL,
  options_json  TEXT    NOT NULL DEFAULT '{}',
  demo_balance  INTEGER NOT NULL DEFAULT 0, -- minor units; trial sessions only
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX game_sessions_expires ON game_sessions (expires_at);

-- One row per round; (session, ref) makes a repeated bet (double tap, retry) answer the first result.
CREATE TABLE game_rounds (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  session_hash  TEXT    NOT NULL,
  ref           TEXT    NOT NULL,
  member_id     INTEGER,
  trial         INTEGER NOT NULL,
  stake         INTEGER NOT NULL,
  payout        INTEGER NOT NULL,
  outcome_json  TEXT    NOT NULL,
  created_at    INTEGER NOT NULL,
  UNIQUE (session_hash, ref)
);

-- Issue 12 (money): wallets, an append-only ledger, deposit and withdrawal orders, and the accounts
-- a member withdraws to. Amounts are integers in the currency's minor unit (DESIGN rule 11); times
-- are milliseconds since the epoch.

-- One wallet per member, in the merchant's currency. It holds no balance column: a balance is
-- always the sum of its ledger.
CREATE TABLE wallets (
  id            INTEGER PRIMARY KEY,
  member_id     INTEGER NOT NULL UNIQUE REFERENCES members (id),
  merchant_code TEXT    NOT NULL,
  currency      TEXT    NOT NULL,
  created_at    INTEGER NOT NULL
);

-- Every movement of money, never changed or removed. A credit is positive, a debit negative. An
-- idempotency key names a movement once per wallet: the same key twice is the same movement.
CREATE TABLE wallet_ledger (
  id              INTEGER PRIMARY KEY,
  wallet_id       INTEGER NOT NULL REFERENCES wallets (id),
  amount_minor    INTEGER NOT NULL CHECK (amount_minor <> 0 AND amount_minor = CAST(amount_minor AS INTEGER)),
  kind            TEXT    NOT NULL,
  reference       TEXT,
  idempotency_key TEXT    NOT NULL,
  created_at      INTEGER NOT NULL,
  UNIQUE (wallet_id, idempotency_key)
);
CREATE INDEX wallet_ledger_wallet ON wallet_ledger (wallet_id, id);

-- Append-only, enforced by the database itself.
CREATE TRIGGER wallet_ledger_no_update BEFORE UPDATE ON wallet_ledger
BEGIN SELECT RAISE(ABORT, 'wallet_ledger is append-only'); END;
CREATE TRIGGER wallet_ledger_no_delete BEFORE DELETE ON wallet_ledger
BEGIN SELECT RAISE(ABORT, 'wallet_ledger is append-only'); END;
-- No debit may take a wallet below zero, whoever writes it.
CREATE TRIGGER wallet_ledger_no_overdraft BEFORE INSERT ON wallet_ledger
WHEN NEW.amount_minor < 0
  AND (SELECT COALESCE(SUM(amount_minor), 0) FROM wallet_ledger WHERE wallet_id = NEW.wallet_id) + NEW.amount_minor < 0
BEGIN SELECT RAISE(ABORT, 'balance.insufficient'); END;

-- Where a member's withdrawals go: a bank account, an e-wallet, a virtual wallet or a Pix key.
CREATE TABLE payout_accounts (
  id             INTEGER PRIMARY KEY,
  member_id      INTEGER NOT NULL REFERENCES members (id),
  kind           TEXT    NOT NULL CHECK (kind IN ('bank', 'ewallet', 'virtual', 'pix')),
  -- The bank or e-wallet code of the merchant's list; 'PIX' for a Pix key.
  provider_code  TEXT    NOT NULL,
  holder_name    TEXT    NOT NULL,
  -- Account number, wallet id or Pix key, normalised (digits only for CPF, CNPJ and phone keys).
  account_number TEXT    NOT NULL,
  -- For a Pix key: cpf, cnpj, email, phone or random.
  pix_key_type   TEXT    CHECK (pix_key_type IS NULL OR pix_key_type IN ('cpf', 'cnpj', 'email', 'phone', 'random')),
  created_at     INTEGER NOT NULL,
  UNIQUE (member_id, kind, provider_code, account_number)
);

-- A top-up through a payment channel: pending until the channel (an operator, or the development
-- auto-confirmation) confirms or rejects it. Only a confirmation writes to the ledger.
CREATE TABLE deposit_orders (
  id              INTEGER PRIMARY KEY,
  order_no        TEXT    NOT NULL UNIQUE,
  member_id       INTEGER NOT NULL REFERENCES members (id),
  merchant_code   TEXT    NOT NULL,
  channel_code    TEXT    NOT NULL,
  amount_minor    INTEGER NOT NULL CHECK (amount_minor > 0),
  status          TEXT    NOT NULL CHECK (status IN ('pending', 'success', 'rejected')),
  idempotency_key TEXT    NOT NULL,
  auto_confirm_at INTEGER,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX deposit_orders_member ON deposit_orders (member_id, id);
CREATE INDEX deposit_orders_pending ON deposit_orders (status, auto_confirm_at);

-- A cash-out: the amount leaves the balance at submit (a reserve in the ledger), so two withdrawals
-- at once can never overdraw; a rejection gives it back, a confirmation keeps it gone.
CREATE TABLE withdraw_orders (
  id              INTEGER PRIMARY KEY,
  order_no        TEXT    NOT NULL UNIQUE,
  member_id       INTEGER NOT NULL REFERENCES members (id),
  merchant_code   TEXT    NOT NULL,
  account_id      INTEGER NOT NULL REFERENCES payout_accounts (id),
  amount_minor    INTEGER NOT NULL CHECK (amount_minor > 0),
  status          TEXT    NOT NULL CHECK (status IN ('pending', 'success', 'rejected')),
  idempotency_key TEXT    NOT NULL,
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX withdraw_orders_member ON withdraw_orders (member_id, id);

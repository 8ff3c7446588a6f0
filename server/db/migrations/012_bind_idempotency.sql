-- Issue 12 (money): binding a bank account, e-wallet or Pix key is idempotent by the client's key,
-- as deposits and withdrawals are (DESIGN rule 11: a double tap or a retried request makes one
-- binding). One row per member and key: the same key again answers with the account it bound the
-- first time; the same key with another request is refused (idempotency.mismatch).
CREATE TABLE payout_account_binds (
  id              INTEGER PRIMARY KEY,
  member_id       INTEGER NOT NULL REFERENCES members (id),
  idempotency_key TEXT    NOT NULL,
  -- SHA-256 (hex) of the request as normalised by the server (kind, provider, holder, number or Pix
  -- key and its type): tells a replay from another request under the same key without keeping a
  -- second copy of the account number.
  request_hash    TEXT    NOT NULL,
  account_id      INTEGER NOT NULL REFERENCES payout_accounts (id),
  created_at      INTEGER NOT NULL,
  UNIQUE (member_id, idempotency_key)
);

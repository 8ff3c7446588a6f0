-- Issue 5 (social and phone sign-in): Firebase identities linked to members.
-- Times are milliseconds since the epoch.

-- A Firebase identity is its sign-in provider (google.com, facebook.com, twitter.com, oidc.line,
-- phone) and the Firebase user id; each is linked to at most one member of a merchant, and a member
-- has at most one identity of each provider. Phone identities are found by the member's mobile number
-- and recorded here once they have logged in.
CREATE TABLE firebase_identities (
  merchant_code TEXT    NOT NULL,
  provider      TEXT    NOT NULL,
  uid           TEXT    NOT NULL,
  member_id     INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  email         TEXT,
  phone_number  TEXT,
  linked_at     INTEGER NOT NULL,
  last_login_at INTEGER,
  PRIMARY KEY (merchant_code, provider, uid),
  UNIQUE (member_id, provider)
) WITHOUT ROWID;
CREATE INDEX firebase_identities_member ON firebase_identities (member_id);

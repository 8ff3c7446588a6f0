-- Issue 7 (platform status and connectivity): lines being retired, and the demo chat service.
-- Times are milliseconds since the epoch.

-- §8 domain_not_available: the hosts of a merchant that are no longer in service. The status call
-- (and the speed ping) on such a host refuse, so the storefront moves the player to another line.
-- host: lower case, "name" (any port) or "name:port".
CREATE TABLE merchant_unavailable_hosts (
  merchant_code TEXT NOT NULL REFERENCES merchant_status (merchant_code) ON DELETE CASCADE,
  host          TEXT NOT NULL,
  PRIMARY KEY (merchant_code, host)
) WITHOUT ROWID;

-- §7 CBS_launchChat hands out a chat URL carrying a ticket; only its sha256 is kept.
CREATE TABLE chat_tickets (
  ticket_hash   TEXT    PRIMARY KEY,
  member_id     INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant_code TEXT    NOT NULL,
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX chat_tickets_expires ON chat_tickets (expires_at);

-- One conversation per member: what the member wrote and what the agents answered. An agent's
-- message is unread (§3 value.unReadCount) until the member's chat page has shown it.
CREATE TABLE chat_messages (
  id         INTEGER PRIMARY KEY,
  member_id  INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  sender     TEXT    NOT NULL CHECK (sender IN ('member', 'agent')),
  text       TEXT    NOT NULL,
  created_at INTEGER NOT NULL,
  read_at    INTEGER
);
CREATE INDEX chat_messages_member ON chat_messages (member_id, id);

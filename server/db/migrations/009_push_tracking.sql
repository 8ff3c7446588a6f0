-- Issue 17: push tokens and their topics, the dev push outbox, and tracking events counted once.
-- Times are milliseconds since the epoch.

-- §4 / §7 CSP_fcmBind: a device's push registration token, bound to the member who bound it. A
-- token belongs to one member at a time: another member's calls with it are refused.
CREATE TABLE push_tokens (
  token         TEXT    PRIMARY KEY,
  merchant_code TEXT    NOT NULL,
  member_id     INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  bound_at      INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX push_tokens_member ON push_tokens (member_id);

-- §7 CSP_fcmSubscribe / CSP_fcmUnsubscribe: topic subscriptions (§9 topic ALL).
CREATE TABLE push_topics (
  token         TEXT NOT NULL REFERENCES push_tokens (token) ON DELETE CASCADE,
  topic         TEXT NOT NULL,
  subscribed_at INTEGER NOT NULL,
  PRIMARY KEY (token, topic)
) WITHOUT ROWID;
CREATE INDEX push_topics_topic ON push_topics (topic);

-- Pushes the operator sent while no FCM credentials are configured: one row per token reached.
-- A test (or a developer) delivers them to the browser with the DevTools protocol.
CREATE TABLE push_outbox (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT    NOT NULL,
  token         TEXT    NOT NULL,
  payload       TEXT    NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX push_outbox_merchant ON push_outbox (merchant_code, id);

-- §3 / §7 event report: every event id stored once (a retry never counts twice), kept ≥ 30 days.
CREATE TABLE tracking_events (
  merchant_code  TEXT    NOT NULL,
  event_id       TEXT    NOT NULL,
  event_name     TEXT    NOT NULL,
  event_value    TEXT    NOT NULL,
  domain         TEXT    NOT NULL,
  affiliate_code TEXT    NOT NULL,
  channels       TEXT    NOT NULL,
  member_id      INTEGER,
  happened_at    INTEGER NOT NULL,
  received_at    INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, event_id)
) WITHOUT ROWID;
CREATE INDEX tracking_events_received ON tracking_events (received_at);

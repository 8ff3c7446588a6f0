-- Issue 15 (promotions on screen): each merchant's announcements and promotion popups, promotion
-- categories, running promotions, banners, promo image popup and the image files they show.
-- Seeded once per merchant from server/promotions/seed/<CODE>.json, then owned by the database
-- (the admin endpoint changes them while the server runs). Times are ms since the epoch.

CREATE TABLE promo_seeded (
  merchant_code TEXT PRIMARY KEY,
  seeded_at     INTEGER NOT NULL
) WITHOUT ROWID;

-- §3 Popup item; §7 MCSFE_getListAnnouncements. execution: §4 audience (A logged in, B guests, F first-time login).
CREATE TABLE promo_announcements (
  id             INTEGER PRIMARY KEY,
  merchant_code  TEXT    NOT NULL,
  ordinal        INTEGER NOT NULL,
  title          TEXT    NOT NULL,
  content        TEXT    NOT NULL,
  promotion_type TEXT    NOT NULL,
  execution      TEXT    NOT NULL CHECK (execution IN ('A', 'B', 'F')),
  category       TEXT    NOT NULL,
  force_read     INTEGER NOT NULL CHECK (force_read IN (0, 1)),
  marquee        INTEGER NOT NULL CHECK (marquee IN (0, 1)),
  popup          INTEGER NOT NULL CHECK (popup IN (0, 1)),
  updated_at     INTEGER NOT NULL
);
CREATE INDEX promo_announcements_merchant ON promo_announcements (merchant_code, ordinal);

-- §3 common store promotion categories; §7 PROMOFE_getPromotionAnnouncementCategory.
CREATE TABLE promo_categories (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT    NOT NULL,
  code          TEXT    NOT NULL,
  name          TEXT    NOT NULL,
  ordinal       INTEGER NOT NULL,
  UNIQUE (merchant_code, code)
);

-- §7 MCSFE_getMerchantAvailablePromotions: the activities (§2 /m/activity?id=).
CREATE TABLE promo_promotions (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT    NOT NULL,
  ordinal       INTEGER NOT NULL,
  title         TEXT    NOT NULL,
  content       TEXT    NOT NULL,
  category      TEXT    NOT NULL,
  period_start  INTEGER,
  period_end    INTEGER,
  joinable      INTEGER NOT NULL CHECK (joinable IN (0, 1)),
  referral      INTEGER NOT NULL CHECK (referral IN (0, 1)),
  image_name    TEXT    NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE INDEX promo_promotions_merchant ON promo_promotions (merchant_code, ordinal);

-- §3 Banner, groups m_popup1 and m_popup2 (§9).
CREATE TABLE promo_banners (
  id            INTEGER PRIMARY KEY,
  merchant_code TEXT    NOT NULL,
  ordinal       INTEGER NOT NULL,
  group_name    TEXT    NOT NULL CHECK (group_name IN ('m_popup1', 'm_popup2')),
  image_name    TEXT    NOT NULL,
  title         TEXT    NOT NULL,
  linkage_type  TEXT    NOT NULL,
  linkage       TEXT    NOT NULL,
  room_id       TEXT    NOT NULL,
  node_id       TEXT    NOT NULL,
  game_type     TEXT    NOT NULL,
  vendor        TEXT    NOT NULL,
  url           TEXT    NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE INDEX promo_banners_merchant ON promo_banners (merchant_code, group_name, ordinal);

-- §4 promo image popup: its delay and up to two images (by media name), first then second.
CREATE TABLE promo_image_popup (
  merchant_code TEXT    PRIMARY KEY,
  delay_ms      INTEGER NOT NULL CHECK (delay_ms >= 0),
  image1        TEXT,
  image2        TEXT,
  title1        TEXT    NOT NULL DEFAULT '',
  title2        TEXT    NOT NULL DEFAULT '',
  updated_at    INTEGER NOT NULL
) WITHOUT ROWID;

-- The image files (PNG, JPEG, WebP, GIF; checked by their first bytes), served at /media/{name}.
CREATE TABLE promo_media (
  merchant_code TEXT    NOT NULL,
  name          TEXT    NOT NULL,
  content_type  TEXT    NOT NULL,
  bytes         BLOB    NOT NULL,
  sha256        TEXT    NOT NULL,
  updated_at    INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, name)
) WITHOUT ROWID;

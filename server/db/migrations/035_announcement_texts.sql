-- Issue 35 (announcements): an announcement's title and content in the merchant's other languages.
-- The row in promo_announcements holds the text in the merchant's default language; a player is
-- answered in their language (the Language header), else that default text, else English.
CREATE TABLE promo_announcement_texts (
  announcement_id INTEGER NOT NULL REFERENCES promo_announcements (id) ON DELETE CASCADE,
  language        TEXT    NOT NULL,
  title           TEXT    NOT NULL,
  content         TEXT    NOT NULL,
  PRIMARY KEY (announcement_id, language)
);

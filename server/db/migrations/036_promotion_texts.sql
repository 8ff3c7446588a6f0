-- Issue 32 (promotions): a running promotion's title and content in the merchant's other languages,
-- as issue 35 gave announcements theirs (035): the row in promo_promotions holds the text in the
-- merchant's default language; a player is answered in their language (the Language header), else
-- that default text, else English. A category's name likewise, as JSON {"EN": "…", …} by §1 code.
CREATE TABLE promo_promotion_texts (
  promotion_id INTEGER NOT NULL REFERENCES promo_promotions (id) ON DELETE CASCADE,
  language     TEXT    NOT NULL,
  title        TEXT    NOT NULL,
  content      TEXT    NOT NULL,
  PRIMARY KEY (promotion_id, language)
);
ALTER TABLE promo_categories ADD COLUMN names TEXT NOT NULL DEFAULT '{}';

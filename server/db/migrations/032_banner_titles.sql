-- Issue 32 (banners): a banner's title in the merchant's other languages, as JSON {"VI": "…", …}
-- keyed by §1 code. The page lays the title in the player's language over the text-free art (one
-- image for every language); `title` stays the merchant's default text, and the image's alternative.
ALTER TABLE promo_banners ADD COLUMN titles TEXT NOT NULL DEFAULT '{}';

/**
 * Issue 15: each merchant's promotions on screen, in SQLite (migration 007): announcements and
 * promotion popups, promotion categories, running promotions, banners, the promo image popup and
 * the image files. Lists are replaced whole by the operator (server/promotions/admin.ts); the
 * answers have the contract's shapes (contract/promotions.ts).
 */
import { createHash } from 'node:crypto';
import type {
  AvailablePromotion,
  Banner,
  PopupItem,
  PromoImagePopup,
  PromotionCategory,
} from '../../contract/promotions';
import type { Database } from '../db/index';
import { seededMarks, type SeededMarks } from '../merchants/seed-once';

export const MEDIA_PATH_PREFIX = '/media/';

export interface AnnouncementInput {
  title: string;
  content: string;
  promotionType: string;
  execution: 'A' | 'B' | 'F';
  category: string;
  forceRead: boolean;
  marquee: boolean;
  popup: boolean;
  /** Issue 35: the texts in the merchant's other languages, by §1 code. */
  texts?: Partial<Record<string, AnnouncementText>>;
}
export interface AnnouncementText {
  title: string;
  content: string;
}

/** The languages an announcement is answered in: the player's (the Language header) and the merchant's default. */
export interface AnnouncementLanguages {
  language: string | undefined;
  defaultLanguage: string;
}

const hasText = (text: AnnouncementText | undefined): text is AnnouncementText =>
  Boolean(text && (text.title.trim() || text.content.trim()));

/**
 * Issue 35: the text a player reads, as a merchant would want it: the player's language; else the
 * merchant's default language (the announcement's own title and content); else English; else
 * whatever the announcement has.
 */
export function announcementTextFor(
  base: AnnouncementText,
  texts: Partial<Record<string, AnnouncementText>>,
  { language, defaultLanguage }: AnnouncementLanguages,
): AnnouncementText {
  const own = language ? texts[language] : undefined;
  if (hasText(own)) return own;
  if (language === defaultLanguage && hasText(base)) return base;
  const inDefault = hasText(base) ? base : texts[defaultLanguage];
  if (hasText(inDefault)) return inDefault;
  const english = texts.EN;
  return hasText(english) ? english : base;
}
export interface CategoryInput {
  code: string;
  name: string;
  /** Issue 32: the name in the merchant's other languages, by §1 code. */
  names?: Partial<Record<string, string>>;
}
export interface PromotionInput {
  title: string;
  content: string;
  category: string;
  periodStart: number | null;
  periodEnd: number | null;
  joinable: boolean;
  referral: boolean;
  imageName: string;
  /** Issue 32: the title and content in the merchant's other languages, by §1 code (as announcements). */
  texts?: Partial<Record<string, AnnouncementText>>;
}
export interface BannerInput {
  groupName: 'm_popup1' | 'm_popup2';
  imageName: string;
  title: string;
  /** Issue 32: the title in the merchant's other languages, by §1 code. */
  titles: Partial<Record<string, string>>;
  linkageType: string;
  linkage: string;
  roomId: string;
  nodeId: string;
  gameType: string;
  vendor: string;
  url: string;
}
export interface PromoImagePopupInput {
  delayMs: number;
  images: Array<{ name: string; title: string }>;
}
export interface MediaFile {
  contentType: string;
  bytes: Buffer;
  sha256: string;
  updatedAt: number;
}

/** The image types accepted, by their first bytes (no SVG: it can carry script). */
export function sniffImageType(bytes: Buffer): string | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const flag = (b: boolean) => (b ? 1 : 0);

/** The lists whose items carry texts in the merchant's other languages: their table, texts table and the column naming the item. */
const TEXTED_LISTS = {
  announcements: { rows: 'promo_announcements', texts: 'promo_announcement_texts', item: 'announcement_id' },
  promotions: { rows: 'promo_promotions', texts: 'promo_promotion_texts', item: 'promotion_id' },
} as const;
type TextedList = (typeof TEXTED_LISTS)[keyof typeof TEXTED_LISTS];

export class PromotionsStore {
  /** Issue 36: which merchants' promotions seed has been applied (merchants/seed-once.ts). */
  readonly seeded: SeededMarks;

  constructor(private readonly db: Database) {
    this.seeded = seededMarks(db, 'promo_seeded');
  }

  // ── media ──
  putMedia(merchantCode: string, name: string, bytes: Buffer, now: number): { contentType: string; sha256: string } {
    const contentType = sniffImageType(bytes);
    if (!contentType) throw new Error('not an image');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    this.db
      .prepare(
        `INSERT INTO promo_media (merchant_code, name, content_type, bytes, sha256, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (merchant_code, name) DO UPDATE SET content_type = excluded.content_type, bytes = excluded.bytes,
           sha256 = excluded.sha256, updated_at = excluded.updated_at`,
      )
      .run(merchantCode, name, contentType, bytes, sha256, now);
    return { contentType, sha256 };
  }

  media(merchantCode: string, name: string): MediaFile | null {
    const row = this.db
      .prepare<[string, string], { contentType: string; bytes: Buffer; sha256: string; updatedAt: number }>(
        'SELECT content_type AS contentType, bytes, sha256, updated_at AS updatedAt FROM promo_media WHERE merchant_code = ? AND name = ?',
      )
      .get(merchantCode, name);
    return row ?? null;
  }

  deleteMedia(merchantCode: string, name: string): boolean {
    return (
      this.db.prepare('DELETE FROM promo_media WHERE merchant_code = ? AND name = ?').run(merchantCode, name).changes >
      0
    );
  }

  mediaNames(merchantCode: string): Array<{ name: string; contentType: string; size: number; sha256: string }> {
    return this.db
      .prepare<[string], { name: string; contentType: string; size: number; sha256: string }>(
        'SELECT name, content_type AS contentType, length(bytes) AS size, sha256 FROM promo_media WHERE merchant_code = ? ORDER BY name',
      )
      .all(merchantCode);
  }

  /** The URL of a media file, versioned by its content so a changed image is never served stale. */
  mediaUrl(merchantCode: string, name: string): string | null {
    const row = this.db
      .prepare<[string, string], { sha256: string }>(
        'SELECT sha256 FROM promo_media WHERE merchant_code = ? AND name = ?',
      )
      .get(merchantCode, name);
    return row ? `${MEDIA_PATH_PREFIX}${encodeURIComponent(name)}?v=${row.sha256.slice(0, 12)}` : null;
  }

  // ── announcements and promotion popups ──
  announcements(
    merchantCode: string,
    filter: { types: string; category: string },
    languages?: AnnouncementLanguages,
  ): PopupItem[] {
    const types = filter.types.split(',').filter(Boolean);
    const texts = languages ? this.announcementTexts(merchantCode) : {};
    const rows = this.db
      .prepare<
        [string],
        {
          id: number;
          title: string;
          content: string;
          promotionType: string;
          execution: 'A' | 'B' | 'F';
          category: string;
          forceRead: number;
          marquee: number;
          popup: number;
          updatedAt: number;
        }
      >(
        `SELECT id, title, content, promotion_type AS promotionType, execution, category, force_read AS forceRead, marquee, popup,
                updated_at AS updatedAt
           FROM promo_announcements WHERE merchant_code = ? ORDER BY ordinal, id`,
      )
      .all(merchantCode);
    return rows
      .filter(
        (r) =>
          (types.length === 0 || types.includes(r.promotionType)) &&
          (!filter.category || r.category === filter.category),
      )
      .map((r) => ({
        ...r,
        ...(languages ? announcementTextFor(r, texts[r.id] ?? {}, languages) : {}),
        forceRead: r.forceRead === 1,
        marquee: r.marquee === 1,
        popup: r.popup === 1,
      }));
  }

  /** Issue 35: each announcement's texts in the merchant's other languages, by announcement id and §1 code. */
  announcementTexts(merchantCode: string): Record<number, Partial<Record<string, AnnouncementText>>> {
    return this.textsByLanguage(TEXTED_LISTS.announcements, merchantCode);
  }

  replaceAnnouncements(merchantCode: string, items: readonly AnnouncementInput[], now: number): void {
    const insert = this.db.prepare(
      `INSERT INTO promo_announcements (merchant_code, ordinal, title, content, promotion_type, execution, category, force_read, marquee, popup, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.replaceTexted(
      TEXTED_LISTS.announcements,
      merchantCode,
      items,
      (a, i) =>
        insert.run(
          merchantCode,
          i,
          a.title,
          a.content,
          a.promotionType,
          a.execution,
          a.category,
          flag(a.forceRead),
          flag(a.marquee),
          flag(a.popup),
          now,
        ).lastInsertRowid,
    );
  }

  /**
   * Replaces a merchant's whole list of announcements or promotions in one transaction: the old
   * texts and rows go, then each item is inserted (`insertItem`, given its ordinal, answers its row
   * id) with its texts in the merchant's other languages.
   */
  private replaceTexted<Item extends { texts?: Partial<Record<string, AnnouncementText>> }>(
    list: TextedList,
    merchantCode: string,
    items: readonly Item[],
    insertItem: (item: Item, ordinal: number) => number | bigint,
  ): void {
    const insertText = this.db.prepare(
      `INSERT INTO ${list.texts} (${list.item}, language, title, content) VALUES (?, ?, ?, ?)`,
    );
    this.db.transaction(() => {
      this.db
        .prepare(
          `DELETE FROM ${list.texts} WHERE ${list.item} IN (SELECT id FROM ${list.rows} WHERE merchant_code = ?)`,
        )
        .run(merchantCode);
      this.db.prepare(`DELETE FROM ${list.rows} WHERE merchant_code = ?`).run(merchantCode);
      items.forEach((item, i) => {
        const id = Number(insertItem(item, i));
        for (const [language, text] of Object.entries(item.texts ?? {}))
          if (text) insertText.run(id, language, text.title, text.content);
      });
    })();
  }

  // ── categories ──
  /**
   * With `languages`, each name in the player's language (issue 32), else the merchant's default
   * (the row's own name), else English; without, the default names, each with its `names`.
   */
  categories(merchantCode: string, languages?: AnnouncementLanguages): PromotionCategory[] {
    const rows = this.db
      .prepare<[string], PromotionCategory & { names: string }>(
        'SELECT id, code, name, names, ordinal FROM promo_categories WHERE merchant_code = ? ORDER BY ordinal, id',
      )
      .all(merchantCode);
    return rows.map(({ names, ...c }) => {
      const translated = parseTitles(names);
      if (!languages) return Object.keys(translated).length > 0 ? { ...c, names: translated } : c;
      const asText = (name: string | undefined) => (name === undefined ? undefined : { title: name, content: '' });
      const texts = Object.fromEntries(Object.entries(translated).map(([code, name]) => [code, asText(name)]));
      return { ...c, name: announcementTextFor({ title: c.name, content: '' }, texts, languages).title };
    });
  }

  replaceCategories(merchantCode: string, items: readonly CategoryInput[]): void {
    const insert = this.db.prepare(
      'INSERT INTO promo_categories (merchant_code, code, name, names, ordinal) VALUES (?, ?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM promo_categories WHERE merchant_code = ?').run(merchantCode);
      items.forEach((c, i) => insert.run(merchantCode, c.code, c.name, JSON.stringify(c.names ?? {}), i));
    })();
  }

  // ── running promotions ──
  /**
   * The promotions running at `now` (started or open-ended, not ended); with `languages`, each in the
   * player's language by issue 35's rule (announcementTextFor), as the announcements are (issue 32).
   */
  promotions(merchantCode: string, now: number, languages?: AnnouncementLanguages): AvailablePromotion[] {
    const texts = languages ? this.promotionTexts(merchantCode) : {};
    const rows = this.db
      .prepare<
        [string, number, number],
        {
          id: number;
          title: string;
          content: string;
          category: string;
          periodStart: number | null;
          periodEnd: number | null;
          joinable: number;
          referral: number;
          imageName: string;
        }
      >(
        `SELECT id, title, content, category, period_start AS periodStart, period_end AS periodEnd, joinable, referral, image_name AS imageName
           FROM promo_promotions
          WHERE merchant_code = ? AND (period_start IS NULL OR period_start <= ?) AND (period_end IS NULL OR period_end > ?)
          ORDER BY ordinal, id`,
      )
      .all(merchantCode, now, now);
    return rows.map(({ imageName, joinable, referral, ...r }) => ({
      ...r,
      ...(languages ? announcementTextFor(r, texts[r.id] ?? {}, languages) : {}),
      joinable: joinable === 1,
      referral: referral === 1,
      imageUrl: (imageName && this.mediaUrl(merchantCode, imageName)) || '',
    }));
  }

  /** Issue 32: each promotion's texts in the merchant's other languages, by promotion id and §1 code. */
  promotionTexts(merchantCode: string): Record<number, Partial<Record<string, AnnouncementText>>> {
    return this.textsByLanguage(TEXTED_LISTS.promotions, merchantCode);
  }

  /** The texts of one merchant's list (its texts table's rows: id, language, title, content), by item id and §1 code. */
  private textsByLanguage(
    list: TextedList,
    merchantCode: string,
  ): Record<number, Partial<Record<string, AnnouncementText>>> {
    const rows = this.db
      .prepare<[string], { id: number; language: string; title: string; content: string }>(
        `SELECT t.${list.item} AS id, t.language, t.title, t.content
           FROM ${list.texts} t JOIN ${list.rows} r ON r.id = t.${list.item}
          WHERE r.merchant_code = ?`,
      )
      .all(merchantCode);
    const out: Record<number, Partial<Record<string, AnnouncementText>>> = {};
    for (const r of rows) (out[r.id] ??= {})[r.language] = { title: r.title, content: r.content };
    return out;
  }

  replacePromotions(merchantCode: string, items: readonly PromotionInput[], now: number): void {
    const insert = this.db.prepare(
      `INSERT INTO promo_promotions (merchant_code, ordinal, title, content, category, period_start, period_end, joinable, referral, image_name, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.replaceTexted(
      TEXTED_LISTS.promotions,
      merchantCode,
      items,
      (p, i) =>
        insert.run(
          merchantCode,
          i,
          p.title,
          p.content,
          p.category,
          p.periodStart,
          p.periodEnd,
          flag(p.joinable),
          flag(p.referral),
          p.imageName,
          now,
        ).lastInsertRowid,
    );
  }

  // ── banners ──
  /** Banners of a group (or both), without those whose image file is missing. */
  banners(merchantCode: string, groupName: string): Banner[] {
    const rows = this.db
      .prepare<[string], Omit<BannerInput, 'titles'> & { id: number; titles: string }>(
        `SELECT id, group_name AS groupName, image_name AS imageName, title, titles, linkage_type AS linkageType, linkage, room_id AS roomId,
                node_id AS nodeId, game_type AS gameType, vendor, url
           FROM promo_banners WHERE merchant_code = ? ORDER BY group_name, ordinal, id`,
      )
      .all(merchantCode);
    const out: Banner[] = [];
    for (const { imageName, titles, ...row } of rows) {
      if (groupName && row.groupName !== groupName) continue;
      const imageUrl = this.mediaUrl(merchantCode, imageName);
      if (!imageUrl) continue;
      const banner: Banner = { ...row, imageUrl };
      const translated = parseTitles(titles);
      if (Object.keys(translated).length > 0) banner.titles = translated;
      out.push(banner);
    }
    return out;
  }

  replaceBanners(merchantCode: string, items: readonly BannerInput[], now: number): void {
    const insert = this.db.prepare(
      `INSERT INTO promo_banners (merchant_code, ordinal, group_name, image_name, title, titles, linkage_type, linkage, room_id, node_id, game_type, vendor, url, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM promo_banners WHERE merchant_code = ?').run(merchantCode);
      items.forEach((b, i) =>
        insert.run(
          merchantCode,
          i,
          b.groupName,
          b.imageName,
          b.title,
          JSON.stringify(b.titles ?? {}),
          b.linkageType,
          b.linkage,
          b.roomId,
          b.nodeId,
          b.gameType,
          b.vendor,
          b.url,
          now,
        ),
      );
    })();
  }

  // ── promo image popup ──
  promoImagePopup(merchantCode: string, defaultDelayMs: number): PromoImagePopup {
    const row = this.db
      .prepare<
        [string],
        { delayMs: number; image1: string | null; image2: string | null; title1: string; title2: string }
      >('SELECT delay_ms AS delayMs, image1, image2, title1, title2 FROM promo_image_popup WHERE merchant_code = ?')
      .get(merchantCode);
    if (!row) return { delayMs: defaultDelayMs, images: [] };
    const images: PromoImagePopup['images'] = [];
    for (const [name, title] of [
      [row.image1, row.title1],
      [row.image2, row.title2],
    ] as const) {
      const url = name ? this.mediaUrl(merchantCode, name) : null;
      if (name && url) images.push({ name, url, title });
    }
    return { delayMs: row.delayMs, images };
  }

  setPromoImagePopup(merchantCode: string, input: PromoImagePopupInput, now: number): void {
    const [first, second] = input.images;
    this.db
      .prepare(
        `INSERT INTO promo_image_popup (merchant_code, delay_ms, image1, image2, title1, title2, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (merchant_code) DO UPDATE SET delay_ms = excluded.delay_ms, image1 = excluded.image1, image2 = excluded.image2,
           title1 = excluded.title1, title2 = excluded.title2, updated_at = excluded.updated_at`,
      )
      .run(
        merchantCode,
        input.delayMs,
        first?.name ?? null,
        second?.name ?? null,
        first?.title ?? '',
        second?.title ?? '',
        now,
      );
  }

  transaction(fn: () => void): void {
    this.db.transaction(fn)();
  }
}

/** Issue 32: a banner's stored titles by §1 code; anything unreadable is no translation. */
function parseTitles(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
    );
  } catch {
    return {};
  }
}

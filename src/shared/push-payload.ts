/**
 * Pushes as the worker receives them (issue 17), in FCM's payload shape: a notification message
 * `{notification: {title, body, image, icon}, data: {...}, fcmMessageId}` or a data message
 * `{data: {title, body, link, i18n?}}`. `data.link` (or `fcmOptions.link`) is the storefront page a
 * tap opens; `data.i18n` is JSON `{LANG: {title, body}}`: the player's language wins when present.
 * Pure and DOM-free (the worker imports it).
 */

/** The idb-keyval key where the page leaves {language, icon, badge} for the worker. */
export const PUSH_CONTEXT_KEY = 'storefront-push-context';
export const DEFAULT_PUSH_LINK = '/m/home';

export interface PushContext {
  language?: string;
  icon?: string;
  badge?: string;
}

export interface ParsedPush {
  /** A notification message is always shown; a data message goes to a visible storefront window instead when there is one. */
  kind: 'notification' | 'data';
  title: string;
  body: string;
  image?: string;
  /** A same-origin storefront path. */
  link: string;
  tag?: string;
}

const str = (v: unknown, max: number): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A link from a push, reduced to a path of this storefront (/m/…); anything else opens the home page. */
export function safeLink(link: unknown, origin: string): string {
  if (typeof link !== 'string' || !link) return DEFAULT_PUSH_LINK;
  try {
    const url = new URL(link, origin);
    if (url.origin !== origin || !(url.pathname === '/m' || url.pathname.startsWith('/m/'))) return DEFAULT_PUSH_LINK;
    return url.pathname + url.search + url.hash;
  } catch {
    return DEFAULT_PUSH_LINK;
  }
}

function localized(data: Record<string, unknown>, language: string | undefined): { title?: string; body?: string } {
  if (!language || typeof data.i18n !== 'string') return {};
  try {
    const all = JSON.parse(data.i18n) as unknown;
    if (!isObject(all)) return {};
    const entry = all[language] ?? all[language.toUpperCase()];
    if (!isObject(entry)) return {};
    return { title: str(entry.title, 200), body: str(entry.body, 1000) };
  } catch {
    return {};
  }
}

export function parsePushPayload(input: unknown, language: string | undefined, origin: string): ParsedPush | null {
  if (!isObject(input)) return null;
  const notification = isObject(input.notification) ? input.notification : null;
  const data = isObject(input.data) ? input.data : {};
  const own = localized(data, language);
  const title = own.title ?? str(notification?.title, 200) ?? str(data.title, 200);
  if (!title) return null;
  const body = own.body ?? str(notification?.body, 1000) ?? str(data.body, 1000) ?? '';
  const fcmOptions = isObject(input.fcmOptions)
    ? input.fcmOptions
    : isObject(input.fcm_options)
      ? input.fcm_options
      : {};
  const image = str(notification?.image, 1024) ?? str(data.image, 1024);
  const tag = str(input.fcmMessageId, 200) ?? str(data.tag, 200);
  return {
    kind: notification ? 'notification' : 'data',
    title,
    body,
    ...(image ? { image } : {}),
    link: safeLink(data.link ?? fcmOptions.link ?? notification?.click_action, origin),
    ...(tag ? { tag } : {}),
  };
}

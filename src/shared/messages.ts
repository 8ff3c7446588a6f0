/**
 * The one typed protocol between the pages and the service worker (sw/). A request that expects
 * an answer travels with a MessageChannel port; notifications from the worker are broadcast.
 */

/** Page → worker. */
export type WorkerRequest =
  /** §4 update detection: fetch both asset manifests, hash, compare with the stored hash. */
  | { type: 'check-update' }
  /**
   * The page's session (a hash of its token, null for a guest); a change (login, logout, another
   * player) drops every cached /wps answer.
   */
  | { type: 'session'; sessionKey: string | null }
  /** The player accepted the update: the waiting worker takes over. */
  | { type: 'skip-waiting' }
  /**
   * §7 offline first: the GETs a first visit sent before the worker controlled it. The worker
   * fetches them itself, through its own cache layer, so an offline reload finds their answers.
   */
  | { type: 'keep-answers'; requests: SentGet[] }
  /**
   * Issue 37, §1 §7: the page's language (a §1 code). Its texts are not precached; the worker keeps
   * them, so the page starts in it with no network.
   */
  | { type: 'keep-language'; language: string };

/** A GET as the page sent it: the URL and the headers that are part of its cache key. */
export interface SentGet {
  url: string;
  headers: Record<string, string>;
}

/** At most this many GETs are handed over (a first visit makes a dozen). */
export const KEEP_ANSWERS_MAX = 50;

export interface WorkerAnswers {
  'check-update': { changed: boolean; hash: string | null };
  session: { cleared: boolean };
  'skip-waiting': { ok: true };
  'keep-answers': { kept: number };
  'keep-language': { kept: boolean };
}

/** Worker → pages. */
export type WorkerNotice =
  | { type: 'update-available'; hash: string }
  /** A /wps answer came from the worker's cache because the network failed. */
  | { type: 'served-from-cache'; path: string }
  /** Issue 17: a data push arrived while a storefront window was visible: shown in the page, not as a notification. */
  | { type: 'push-message'; title: string; body: string; link: string }
  /** Issue 17: a notification was tapped; the focused window goes to this storefront path. */
  | { type: 'navigate'; path: string };

export function isWorkerNotice(data: unknown): data is WorkerNotice {
  if (!data || typeof data !== 'object') return false;
  const type = (data as { type?: unknown }).type;
  return type === 'update-available' || type === 'served-from-cache' || type === 'push-message' || type === 'navigate';
}

export function isWorkerRequest(data: unknown): data is WorkerRequest {
  if (!data || typeof data !== 'object') return false;
  const d = data as { type?: unknown; sessionKey?: unknown };
  switch (d.type) {
    case 'check-update':
    case 'skip-waiting':
      return true;
    case 'session':
      return d.sessionKey === null || (typeof d.sessionKey === 'string' && d.sessionKey.length <= 64);
    case 'keep-language': {
      const language = (data as { language?: unknown }).language;
      return typeof language === 'string' && /^[A-Za-z]{2}(?:-[A-Za-z]{2})?$/.test(language);
    }
    case 'keep-answers': {
      const requests = (data as { requests?: unknown }).requests;
      return Array.isArray(requests) && requests.length <= KEEP_ANSWERS_MAX && requests.every(isSentGet);
    }
    default:
      return false;
  }
}

function isSentGet(value: unknown): value is SentGet {
  if (!value || typeof value !== 'object') return false;
  const { url, headers } = value as { url?: unknown; headers?: unknown };
  if (typeof url !== 'string' || url.length > 4096 || !headers || typeof headers !== 'object') return false;
  const entries = Object.entries(headers);
  return entries.length <= 20 && entries.every(([, v]) => typeof v === 'string' && v.length <= 4096);
}

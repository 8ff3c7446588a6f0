/**
 * Tracking rules (§3, §9, issue 17): the pixel tracking object from the URL and the merchant's
 * settings, the fbc/fbp values, the server-to-server ad info, which pixels an event goes to, and
 * an event's wire form. Pure: time, randomness and storage come in as arguments.
 */
import type { TrackingEvent } from '../../lib/tracking';
import { EVENT_ID_PATTERN, type TrackingPayload, type WireEvent } from '../../../contract/tracking-wire';
import {
  PIXEL_TRACK_FIELDS,
  PIXEL_ID_ALIASES,
  PIXEL_ID_VALUE,
  PIXEL_VENDOR_NAMES,
  PIXEL_VENDORS,
  type PixelVendor,
} from '../../../contract/pixels';

/** §3 pixel tracking object fields (one list, in the contract). */
export const PIXEL_FIELDS = PIXEL_TRACK_FIELDS;
export type PixelField = (typeof PIXEL_FIELDS)[number];
export type PixelTrack = Partial<Record<PixelField, string>>;

/** URL parameter names the ad networks use, mapped to the §3 field they fill (the vendors' id names are in contract/pixels.ts). */
const URL_ALIASES: Record<string, PixelField> = {
  ...Object.fromEntries(
    PIXEL_VENDOR_NAMES.flatMap((vendor) => PIXEL_ID_ALIASES[vendor].map((alias) => [alias, PIXEL_VENDORS[vendor]])),
  ),
  click_id: 'kwaiClickId',
  kwai_click_id: 'kwaiClickId',
  cid: 'voluumCid',
  visitor_id: 'propellerVisitorId',
  kadam_id: 'kadamId',
  tf_tracker: 'tfTracker',
  rtcid: 'rtCid',
  oksp_id: 'okspId',
  oksp_ext: 'okspExt',
  phx_click_id: 'phxClickId',
  mgs_click_id: 'mgsClickId',
};

const VALUE = PIXEL_ID_VALUE;
const clean = (v: unknown): string | undefined =>
  typeof v === 'string' && VALUE.test(v.trim()) ? v.trim() : undefined;

/**
 * Issue 36: an unknown value (stored, configured, handed over) reduced to the named string fields
 * whose trimmed values are safe (§3 pixel ids); anything else, or a non-object, is left out.
 */
export function pickFields<F extends string>(input: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  if (!input || typeof input !== 'object' || Array.isArray(input)) return out;
  for (const field of fields) {
    const value = clean((input as Record<string, unknown>)[field]);
    if (value) out[field] = value;
  }
  return out;
}

/** A stored or configured pixel object reduced to the §3 fields with safe values. */
export const parsePixelObject = (input: unknown): PixelTrack => pickFields(input, PIXEL_FIELDS);

/** §3 fbc from a Facebook click id: fb.1.<ms>.<fbclid>. */
export const fbcFromClickId = (fbclid: string, now: number): string => `fb.1.${now}.${fbclid}`;
/** §3 fbp, the browser id Facebook expects when its own cookie is missing: fb.1.<ms>.<random>. */
export const newFbp = (now: number, random: number): string => `fb.1.${now}.${Math.floor(random * 1e10)}`;

export interface PixelInputs {
  /** The current URL's query (first value of each name). */
  search: Record<string, string>;
  /** The merchant's pixel ids (merchant config `pixels`). */
  merchant: Record<string, string>;
  /** What was kept from earlier visits. */
  stored: unknown;
  /** The fbc / fbp / _fbc / _fbp cookies. */
  cookies: { fbc?: string | null; fbp?: string | null };
  now: number;
  random: number;
}

/**
 * §3 the pixel tracking object: the merchant's ids, then what earlier visits captured, then this
 * URL (its ids and click ids win: the newest ad click counts). fbc comes from an fbclid or the
 * cookie; fbp from the cookie or is made once (§9: both kept 90 days in cookies).
 */
export function capturePixelTrack(input: PixelInputs): PixelTrack {
  const fromUrl: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.search)) {
    const field = (PIXEL_FIELDS as readonly string[]).includes(name) ? (name as PixelField) : URL_ALIASES[name];
    const v = clean(value);
    if (field && v) fromUrl[field] = v;
  }
  const next: PixelTrack = {
    ...parsePixelObject(input.merchant),
    ...parsePixelObject(input.stored),
    ...parsePixelObject(fromUrl),
  };
  // Merchant ids are the merchant's, not the visitor's: a newer setting wins over a stored copy.
  for (const [k, v] of Object.entries(parsePixelObject(input.merchant))) if (!fromUrl[k]) next[k as PixelField] = v;
  const fbclid = clean(input.search.fbclid);
  const cookieFbc = clean(input.cookies.fbc);
  if (fbclid) next.fbc = fbcFromClickId(fbclid, input.now);
  else if (!next.fbc && cookieFbc) next.fbc = cookieFbc;
  const cookieFbp = clean(input.cookies.fbp);
  if (cookieFbp) next.fbp = cookieFbp;
  else if (!next.fbp) next.fbp = newFbp(input.now, input.random);
  return next;
}

/** §3 server-to-server ad info the native app may hand over (bridge or URL), passed through as is. */
export const S2S_FIELDS = [
  'adAppToken',
  'gpsAdid',
  'adid',
  'afAppId',
  'appsflyerId',
  'afAdvertisingId',
  'afOaid',
  'idfa',
  'idfv',
] as const;
export type S2sAdInfo = Partial<Record<(typeof S2S_FIELDS)[number], string>>;

export const parseS2sAdInfo = (input: unknown): S2sAdInfo => pickFields(input, S2S_FIELDS);

export { PIXEL_VENDORS, type PixelVendor };
/** Compile-time check: each vendor is switched on by a §3 pixel object field. */
const vendorFieldsArePixelFields: (typeof PIXEL_VENDORS)[PixelVendor] extends PixelField ? true : never = true;
void vendorFieldsArePixelFields;

/** The vendors whose id is configured: only these load (issue 17). */
export function configuredVendors(pixels: PixelTrack): PixelVendor[] {
  return (Object.keys(PIXEL_VENDORS) as PixelVendor[]).filter((v) => Boolean(pixels[PIXEL_VENDORS[v]]));
}

/** An event's §3 payload: every field besides its name, with the currency and customer when known. */
export function payloadOf(event: TrackingEvent): TrackingPayload {
  const { name: _name, ...rest } = event as { name: string } & Record<string, unknown>;
  const payload: TrackingPayload = {};
  for (const [k, v] of Object.entries(rest)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') payload[k] = v;
  }
  return payload;
}

/**
 * Issue 17 exactly-once: the idempotency key of an event about one thing that happens once (a money
 * order: depositSubmit, firstDeposit, redeposit, deposit, firstDepositArrival, withdraw; a member's
 * register) is made from that thing, so the same event fired twice (two tabs, a remount that sees
 * the order again, a retried request answering the same order) has the same id and the server
 * counts it once. Null for any other event: it gets a new random id.
 */
export function naturalIdOf(event: TrackingEvent): string | null {
  const detail = event as { name: string; orderNo?: unknown; customerId?: unknown };
  let natural: string | null = null;
  if (typeof detail.orderNo === 'string' && /^[A-Za-z0-9]{1,40}$/.test(detail.orderNo))
    natural = `${event.name}-${detail.orderNo}`;
  else if (event.name === 'register' && Number.isSafeInteger(detail.customerId) && (detail.customerId as number) > 0)
    natural = `register-m${detail.customerId as number}`;
  return natural && EVENT_ID_PATTERN.test(natural) ? natural : null;
}

/** The remembered natural ids with one more, newest last, at most `max`. */
export function rememberId(list: unknown, id: string, max: number): string[] {
  const ids = Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string' && v !== id) : [];
  return [...ids, id].slice(-max);
}

export interface WireContext {
  id: string;
  now: number;
  domain: string;
  affiliateCode: string;
  channels: string[];
  /** s2s ad info, merged into the payload when the native app supplied it. */
  s2s: S2sAdInfo;
  /** The logged-in member, filled in when the event itself does not name one. */
  customerId?: number;
  customerName?: string;
}

export function toWireEvent(event: TrackingEvent, ctx: WireContext): WireEvent {
  const payload: TrackingPayload = { ...ctx.s2s, ...payloadOf(event) };
  if (payload.customerId === undefined && ctx.customerId !== undefined) payload.customerId = ctx.customerId;
  if (payload.customerName === undefined && ctx.customerName !== undefined) payload.customerName = ctx.customerName;
  return {
    id: ctx.id,
    eventName: event.name,
    eventValue: JSON.stringify(payload),
    domain: ctx.domain,
    affiliateCode: ctx.affiliateCode,
    channels: ctx.channels,
    time: ctx.now,
  };
}

/** The standard event names of the vendors that have them; others get the §3 name as a custom event. */
const STANDARD_NAMES: Partial<
  Record<TrackingEvent['name'] | string, { facebook?: string; tiktok?: string; gtag?: string; twitter?: string }>
> = {
  register: { facebook: 'CompleteRegistration', tiktok: 'CompleteRegistration', gtag: 'sign_up' },
  registerSubmit: { facebook: 'SubmitApplication', tiktok: 'SubmitForm' },
  login: { gtag: 'login' },
  viewContent: { facebook: 'ViewContent', tiktok: 'ViewContent', gtag: 'page_view' },
  depositSubmit: { facebook: 'InitiateCheckout', tiktok: 'InitiateCheckout', gtag: 'begin_checkout' },
  firstDeposit: { facebook: 'Purchase', tiktok: 'CompletePayment', gtag: 'purchase' },
  deposit: { facebook: 'Purchase', tiktok: 'CompletePayment', gtag: 'purchase' },
  redeposit: { facebook: 'Purchase', tiktok: 'CompletePayment', gtag: 'purchase' },
  downloadApp: { tiktok: 'Download' },
};

export function vendorEventName(vendor: PixelVendor, name: string): { name: string; standard: boolean } {
  const mapped = STANDARD_NAMES[name]?.[vendor as 'facebook'];
  return mapped ? { name: mapped, standard: true } : { name, standard: false };
}

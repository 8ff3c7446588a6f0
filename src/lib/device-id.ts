/**
 * The player device id (spec §3, §5, §9): 36 characters, kept in local storage and a 365-day
 * cookie. Anything else found there is rejected and a new id is made.
 */
import { DEVICE_ID_COOKIE, DEVICE_ID_COOKIE_DAYS, DEVICE_ID_LENGTH, DEVICE_ID_STORAGE_KEY } from '../config/constants';
import { readCookie, readItem, writeCookie, writeItem } from './storage';

const DEVICE_ID_PATTERN = new RegExp(`^[A-Za-z0-9-]{${DEVICE_ID_LENGTH}}$`);

/** §5: a device id must be 36 characters to be accepted (and cookie-safe). */
export function isValidDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value);
}

/** A UUID v4 from getRandomValues, which (unlike randomUUID) also exists on plain-http origins. */
export function newDeviceId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Picks the first valid stored id (local storage, then cookie), else makes one. */
export function chooseDeviceId(stored: unknown, cookie: unknown, make: () => string = newDeviceId): string {
  if (isValidDeviceId(stored)) return stored;
  if (isValidDeviceId(cookie)) return cookie;
  return make();
}

let cached: string | null = null;

export function getDeviceId(): string {
  if (cached) return cached;
  const id = chooseDeviceId(readItem('local', DEVICE_ID_STORAGE_KEY), readCookie(DEVICE_ID_COOKIE));
  writeItem('local', DEVICE_ID_STORAGE_KEY, id);
  writeCookie(DEVICE_ID_COOKIE, id, DEVICE_ID_COOKIE_DAYS);
  cached = id;
  return id;
}

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP), with node:crypto's HMAC-SHA1: the
 * "ga" second factor (§3, §4) that authenticator apps such as Google Authenticator produce.
 * Secrets are written in base32 (RFC 4648), as authenticator apps take them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** RFC 6238 defaults, which authenticator apps use. */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and next step are accepted too (clock drift between phone and server). */
export const TOTP_DRIFT_STEPS = 1;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (case-insensitive, spaces and padding ignored); throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index === -1) throw new Error(`not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP: HMAC-SHA1 over the 8-byte big-endian counter, dynamic truncation, `digits` digits. */
export function hotp(key: Buffer, counter: number, digits: number = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step (RFC 6238 T) of a moment in ms. */
export const totpStep = (nowMs: number, stepSeconds: number = TOTP_STEP_SECONDS): number =>
  Math.floor(nowMs / 1000 / stepSeconds);

/** The code an authenticator app shows at `nowMs` for this secret. */
export function totp(
  key: Buffer,
  nowMs: number,
  digits: number = TOTP_DIGITS,
  stepSeconds: number = TOTP_STEP_SECONDS,
): string {
  return hotp(key, totpStep(nowMs, stepSeconds), digits);
}

/**
 * Checks a code against the steps around `nowMs`. Returns the step it matched, or null. A step at
 * or before `lastUsedStep` is refused, so a code cannot be used twice (RFC 6238 §5.2).
 */
export function verifyTotp(
  base32Secret: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null = null,
): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const key = base32Decode(base32Secret);
  const now = totpStep(nowMs);
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return null;
}

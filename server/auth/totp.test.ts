// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, totp, totpStep, verifyTotp } from './totp';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII string "12345678901234567890".
const rfcKey = Buffer.from('12345678901234567890', 'ascii');
const rfcKeyBase32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238) for the ga second factor (§3 method G)', () => {
  it('RFC 4226 appendix D HOTP values', () => {
    expect([0, 1, 2, 3, 9].map((c) => hotp(rfcKey, c))).toEqual(['755224', '287082', '359152', '969429', '520489']);
  });

  it('RFC 6238 appendix B SHA-1 test vectors (8 digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totp(rfcKey, seconds * 1000, 8)).toBe(code);
  });

  it('base32 secrets decode as RFC 4648 says (case and padding ignored)', () => {
    expect(base32Decode(rfcKeyBase32)).toEqual(rfcKey);
    expect(base32Decode('gezdgnbv gy3tqojq====')).toEqual(Buffer.from('1234567890'));
    expect(() => base32Decode('ABC1')).toThrow(/base32/);
  });

  it('accepts the current step and one step of drift either way, nothing further', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(verifyTotp(rfcKeyBase32, totp(rfcKey, now), now)).toBe(step);
    expect(verifyTotp(rfcKeyBase32, totp(rfcKey, now - 30_000), now)).toBe(step - 1);
    expect(verifyTotp(rfcKeyBase32, totp(rfcKey, now + 30_000), now)).toBe(step + 1);
    expect(verifyTotp(rfcKeyBase32, totp(rfcKey, now - 90_000), now)).toBeNull();
    expect(verifyTotp(rfcKeyBase32, '12345', now)).toBeNull();
    expect(verifyTotp(rfcKeyBase32, 'abcdef', now)).toBeNull();
  });

  it('a code already used (its step or an earlier one) is refused', () => {
    const now = 1_700_000_000_000;
    const code = totp(rfcKey, now);
    const used = verifyTotp(rfcKeyBase32, code, now)!;
    expect(verifyTotp(rfcKeyBase32, code, now, used)).toBeNull();
  });
});

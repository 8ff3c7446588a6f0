import { describe, expect, it } from 'vitest';
import { decodeCsPath, encodeCsPath } from './cs-path';

describe('§3 customer-service path cipher (docs/api.md)', () => {
  it('§3 the last 8 characters are the key and the rest the cipher text (vectors made outside this code)', () => {
    // python: base64url(bytes(b ^ key[i % 8])) without padding, then the key.
    expect(decodeCsPath('KRZHFDZcFmc1TF4BagJcJS49XwsxElw6OD1AETUWVjo1Ab3dEf9H')).toBe(
      'https://t.me/demo_lottery_support',
    );
    expect(decodeCsPath('Ei5ESQpjHhcJL0BJFitFFh8iUVQJNVQWGTVdFhoxUExVLPOURjVQVh1nRlAzZ09yY18')).toBe(
      'https://support.example.com/chat/ví?lang=vi',
    );
  });

  it('§3 the server side encodes the same way (round trip, any key)', () => {
    for (const [path, key] of [
      ['https://support.example.com/chat/demo?lang=en', 'ABCDEFGH'],
      ['https://t.me/x', '12345678'],
      ['https://例え.jp/サポート', 'zZ09yY18'],
    ] as const) {
      const obfuscated = encodeCsPath(path, key);
      expect(obfuscated.endsWith(key)).toBe(true);
      expect(obfuscated).not.toContain(path);
      expect(decodeCsPath(obfuscated)).toBe(path);
    }
  });

  it('a malformed value decodes to null instead of throwing', () => {
    for (const bad of [
      '',
      'ABCDEFGH',
      'short',
      '!!!!ABCDEFGH',
      'abc*def_ABCDEFGH',
      'KRZHFDZc/mc1ABCD-EFG',
      '////ABCDEFG!',
    ]) {
      expect(decodeCsPath(bad), bad).toBeNull();
    }
    // Bytes that are not UTF-8 after the XOR.
    expect(
      decodeCsPath(`${btoa(String.fromCharCode(0xff ^ 0x41, 0xfe ^ 0x42)).replace(/=+$/, '')}ABCDEFGH`),
    ).toBeNull();
  });

  it('refuses keys that are not 8 letters or digits', () => {
    expect(() => encodeCsPath('https://x', 'short')).toThrow();
    expect(() => encodeCsPath('https://x', 'ABCD-FGH')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { postLoginDestination } from './rules';

const base = { password: 'demo1234', loginType: 'username' as const, passwordExpired: false, forcePasswordChange: false };

describe('§2 where login goes next', () => {
  it('§2 goes to home by default', () => {
    expect(postLoginDestination(base)).toBe('/m/home');
  });

  it('§2 §5 the default password forces change-password for non-sms login', () => {
    expect(postLoginDestination({ ...base, password: '{secret}' })).toBe('/m/changePsw');
    expect(postLoginDestination({ ...base, password: '{secret}', loginType: 'sms' })).toBe('/m/home');
  });

  it('§2 an expired password goes to change-password only when forced change is on', () => {
    expect(postLoginDestination({ ...base, passwordExpired: true, forcePasswordChange: true })).toBe('/m/changePsw');
    expect(postLoginDestination({ ...base, passwordExpired: true, forcePasswordChange: false })).toBe('/m/home');
  });

  it('returns a guarded visitor to the page asked for, never off-site', () => {
    expect(postLoginDestination({ ...base, redirectUrl: '/m/member/home' })).toBe('/m/member/home');
    expect(postLoginDestination({ ...base, redirectUrl: 'https://evil.example' })).toBe('/m/home');
    expect(postLoginDestination({ ...base, password: '{secret}', redirectUrl: '/m/member/home' })).toBe('/m/changePsw');
  });
});

import { describe, expect, it } from 'vitest';
import {
  countdownEnd,
  EMPTY_VALUES,
  openTab,
  secondFactorRequest,
  secondsLeft,
  tabsFor,
  validateCodeSend,
  validateSecondFactor,
} from './rules';

const flags = (f: Partial<Record<'email' | 'ga' | 'sms' | 'payeeName', boolean>>) => ({
  email: false,
  ga: false,
  sms: false,
  payeeName: false,
  ...f,
});

describe('§2 §4 second-factor dialog tabs', () => {
  it('§2 shows the flagged methods in the order payeeName, sms, ga, email', () => {
    expect(tabsFor(flags({ email: true, ga: true, sms: true, payeeName: true }))).toEqual([
      'payeeName',
      'sms',
      'ga',
      'email',
    ]);
    expect(tabsFor(flags({ email: true, sms: true }))).toEqual(['sms', 'email']);
  });

  it('§4 the open tab is the first required method', () => {
    expect(openTab(flags({ email: true, ga: true }))).toBe('ga');
    expect(openTab(flags({ email: true }))).toBe('email');
    expect(openTab(flags({ payeeName: true, email: true }))).toBe('payeeName');
    expect(openTab(flags({}))).toBeNull();
  });
});

describe('§5 second-factor validation', () => {
  it('§5 email needs the email (then the code sent to it)', () => {
    expect(validateSecondFactor('email', EMPTY_VALUES)).toEqual({ ok: false, field: 'email' });
    expect(validateSecondFactor('email', { ...EMPTY_VALUES, email: 'a@b.c' })).toEqual({
      ok: false,
      field: 'verificationCode',
    });
    expect(validateSecondFactor('email', { ...EMPTY_VALUES, email: ' a@b.c ', verificationCode: '123456 ' })).toEqual({
      ok: true,
      values: { email: 'a@b.c', verificationCode: '123456' },
    });
  });

  it('§5 payeeName needs the name; ga needs authCode', () => {
    expect(validateSecondFactor('payeeName', { ...EMPTY_VALUES, payeeName: '   ' })).toEqual({
      ok: false,
      field: 'payeeName',
    });
    expect(validateSecondFactor('payeeName', { ...EMPTY_VALUES, payeeName: ' Tran Thi Mai ' })).toEqual({
      ok: true,
      values: { payeeName: 'Tran Thi Mai' },
    });
    expect(validateSecondFactor('ga', EMPTY_VALUES)).toEqual({ ok: false, field: 'authCode' });
    expect(validateSecondFactor('ga', { ...EMPTY_VALUES, authCode: ' 123456' })).toEqual({
      ok: true,
      values: { authCode: '123456' },
    });
  });

  it('§5 sms needs the mobile number and the verification code, in that order', () => {
    expect(validateSecondFactor('sms', { ...EMPTY_VALUES, verificationCode: '1' })).toEqual({
      ok: false,
      field: 'mobileNum',
    });
    expect(validateSecondFactor('sms', { ...EMPTY_VALUES, mobileNum: '2025550101' })).toEqual({
      ok: false,
      field: 'verificationCode',
    });
  });

  it("§5 values are trimmed and only the open tab's fields are sent", () => {
    const all = {
      payeeName: ' P ',
      mobileNum: ' 2025550101 ',
      verificationCode: ' 654321 ',
      authCode: '1',
      email: 'x@y.z',
    };
    expect(validateSecondFactor('sms', all)).toEqual({
      ok: true,
      values: { mobileNum: '2025550101', verificationCode: '654321' },
    });
  });

  it('§5 SMS send needs a mobile number (email send, an address)', () => {
    expect(validateCodeSend('sms', EMPTY_VALUES)).toEqual({ ok: false, field: 'mobileNum' });
    expect(validateCodeSend('sms', { ...EMPTY_VALUES, mobileNum: ' 2025550101 ' })).toEqual({
      ok: true,
      value: '2025550101',
    });
    expect(validateCodeSend('email', { ...EMPTY_VALUES, email: ' ' })).toEqual({ ok: false, field: 'email' });
  });

  it('§5 issue 35 digits: the SMS code goes to the number typed in native digits, sent in Latin ones', () => {
    expect(validateCodeSend('sms', { ...EMPTY_VALUES, mobileNum: ' ၀၉၁၂၃၄၅၆၇၈၉ ' })).toEqual({
      ok: true,
      value: '09123456789',
    });
    expect(validateCodeSend('sms', { ...EMPTY_VALUES, mobileNum: '०९८१२३४५६७८' })).toEqual({
      ok: true,
      value: '09812345678',
    });
  });

  it('§3 the request carries username, password, the method letter and the tab values', () => {
    expect(
      secondFactorRequest('ga', { username: ' verify_ga ', password: 'pw' }, { authCode: '123456' }, 'd'.repeat(36)),
    ).toEqual({
      username: 'verify_ga',
      password: 'pw',
      method: 'G',
      loginDeviceId: 'd'.repeat(36),
      authCode: '123456',
    });
    expect(secondFactorRequest('payeeName', { username: 'u', password: 'p' }, {}, 'x').method).toBe('P');
    // §3: the firebase fields of the login (a social sign-in it links) go on with the second factor.
    expect(
      secondFactorRequest(
        'payeeName',
        { username: 'u', password: 'p', link: { firebaseChannel: 'line', firebaseIdToken: 't' } },
        {},
        'x',
      ),
    ).toMatchObject({
      firebaseChannel: 'line',
      firebaseIdToken: 't',
    });
    expect(secondFactorRequest('sms', { username: 'u', password: 'p' }, {}, 'x').method).toBe('S');
    expect(secondFactorRequest('email', { username: 'u', password: 'p' }, {}, 'x').method).toBe('E');
  });
});

describe('§4 §9 the send-code countdown', () => {
  const now = 1_700_000_000_000;
  it('§4 counts down to the server expirationTime', () => {
    expect(countdownEnd(now + 120_000, now)).toBe(now + 120_000);
    expect(secondsLeft(now + 120_000, now)).toBe(120);
    expect(secondsLeft(now + 120_000, now + 1)).toBe(120);
    expect(secondsLeft(now + 120_000, now + 1_000)).toBe(119);
    expect(secondsLeft(now + 120_000, now + 120_000)).toBe(0);
    expect(secondsLeft(null, now)).toBe(0);
  });

  it('§9 falls back to 60 s without one (or with one in the past or absurdly far away)', () => {
    expect(countdownEnd(undefined, now)).toBe(now + 60_000);
    expect(countdownEnd(now - 1, now)).toBe(now + 60_000);
    expect(countdownEnd(now + 24 * 3_600_000, now)).toBe(now + 60_000);
    expect(countdownEnd(Number.NaN, now)).toBe(now + 60_000);
  });
});

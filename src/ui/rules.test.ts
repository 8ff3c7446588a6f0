import { describe, expect, it, vi } from 'vitest';
import { createSubmitGate, firstEmpty, nextTab, normalizeDigits, secondsLeft, trimmed } from './rules';

describe('§5 an empty field is highlighted and focused, with no message', () => {
  it('names the first empty field in the order given', () => {
    expect(firstEmpty({ username: 'ann', password: '' }, ['username', 'password'])).toBe('password');
    expect(firstEmpty({ username: '', password: '' }, ['username', 'password'])).toBe('username');
  });

  it('treats blanks as empty and a filled form as valid', () => {
    expect(firstEmpty({ code: '   ' }, ['code'])).toBe('code');
    expect(firstEmpty({ code: ' 1234 ' }, ['code'])).toBeNull();
  });

  it('ignores fields not asked for', () => {
    expect(firstEmpty({ email: '', code: '1' }, ['code'])).toBeNull();
  });
});

describe('§5 values are trimmed', () => {
  it('trims every text value except the ones kept as typed', () => {
    expect(trimmed({ username: ' ann ', password: ' p w ', remember: true }, ['password'])).toEqual({
      username: 'ann',
      password: ' p w ',
      remember: true,
    });
  });
});

describe('§4 the duplicate-submit block', () => {
  it('lets one submit through and ignores the next until released', () => {
    const timers: Array<() => void> = [];
    const gate = createSubmitGate(500, (run) => timers.push(run));
    expect(gate.enter()).toBe(true);
    expect(gate.enter()).toBe(false);
    const opened = vi.fn();
    gate.leave(opened);
    expect(gate.blocked).toBe(true);
    expect(gate.enter()).toBe(false);
    timers.shift()!();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(gate.enter()).toBe(true);
  });

  it('is released 500 ms after the call ends, not before', () => {
    vi.useFakeTimers();
    try {
      const gate = createSubmitGate(500);
      gate.enter();
      gate.leave();
      vi.advanceTimersByTime(499);
      expect(gate.enter()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(gate.enter()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with no delay it opens at once', () => {
    const gate = createSubmitGate(0);
    gate.enter();
    gate.leave();
    expect(gate.enter()).toBe(true);
  });
});

describe('§5 send-code countdown: seconds left', () => {
  it('rounds up, so the label never shows 0 while time is left', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
  });

  it('is 0 when over or when nothing counts down', () => {
    expect(secondsLeft(1_000, 1_000)).toBe(0);
    expect(secondsLeft(1_000, 5_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
});

describe('tab list keys (WAI-ARIA tabs)', () => {
  const tabs = ['payeeName', 'sms', 'ga'] as const;
  it('arrows move and wrap around; Home and End jump to the ends', () => {
    expect(nextTab(tabs, 'payeeName', 'ArrowRight')).toBe('sms');
    expect(nextTab(tabs, 'payeeName', 'ArrowLeft')).toBe('ga');
    expect(nextTab(tabs, 'ga', 'ArrowRight')).toBe('payeeName');
    expect(nextTab(tabs, 'sms', 'Home')).toBe('payeeName');
    expect(nextTab(tabs, 'sms', 'End')).toBe('ga');
  });
  it('other keys do nothing', () => {
    expect(nextTab(tabs, 'sms', 'Enter')).toBeNull();
    expect(nextTab([], 'sms', 'ArrowRight')).toBeNull();
  });
});

describe('§5 issue 35 digits: a number typed in the player’s own digits is accepted', () => {
  it('turns Burmese, Bengali, Nepali, Arabic-Indic, Persian, Tamil, Thai, Khmer and full-width digits into Latin ones', () => {
    expect(normalizeDigits('၁၂၃၄၅၆၇၈၉၀')).toBe('1234567890');
    expect(normalizeDigits('১২৩.৫০')).toBe('123.50');
    expect(normalizeDigits('१००')).toBe('100');
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۱۲۳۴')).toBe('1234');
    expect(normalizeDigits('௧௨௩ ๑๒๓ ១២៣ １２３')).toBe('123 123 123 123');
    expect(normalizeDigits('١٬٢٣٤٫٥')).toBe('1,234.5');
  });

  it('leaves letters, Latin digits and other signs as they are', () => {
    expect(normalizeDigits('ann99 +55 (11) 9-8')).toBe('ann99 +55 (11) 9-8');
    expect(normalizeDigits('မင်္ဂလာပါ')).toBe('မင်္ဂလာပါ');
  });

  it('a submitted form’s values have Latin digits; a password is handed over exactly as typed', () => {
    expect(trimmed({ code: ' ၁၂၃၄၅၆ ', password: ' ၁၂ ' }, ['password'])).toEqual({ code: '123456', password: ' ၁၂ ' });
  });
});

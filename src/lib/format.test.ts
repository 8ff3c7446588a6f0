import { describe, expect, it } from 'vitest';
import { currencyDigits, currencyDisplayCode, formatDate, formatMoney, formatNumber, moneyLocale } from './format';

const NBSP = '\u00a0';

describe('§9 currency code', () => {
  it('§9 TLB shows as PHP', () => {
    expect(currencyDisplayCode('TLB')).toBe('PHP');
    expect(currencyDisplayCode(' tlb ')).toBe('PHP');
  });

  it('§9 otherwise the first three letters of the merchant currency', () => {
    expect(currencyDisplayCode('USD')).toBe('USD');
    expect(currencyDisplayCode('VNDK')).toBe('VND');
    expect(currencyDisplayCode('USDT')).toBe('USD');
    expect(currencyDisplayCode('brl')).toBe('BRL');
    expect(currencyDisplayCode('')).toBe('');
  });

  it('§9 BRL is formatted in pt-BR whatever the language; other currencies in the active language', () => {
    expect(moneyLocale('BRL', 'en')).toBe('pt-BR');
    expect(moneyLocale('BRLX', 'zh-CN')).toBe('pt-BR');
    expect(moneyLocale('USD', 'vi')).toBe('vi');
    expect(moneyLocale('TLB', 'fil')).toBe('fil');
  });

  it('uses the currency’s own number of decimals, two when Intl does not know it', () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('VND')).toBe(0);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('PHP')).toBe(2);
    expect(currencyDigits('')).toBe(2);
    expect(currencyDigits('U$1')).toBe(2);
  });
});

describe('§9 money formatting', () => {
  it('§9 symbol before the amount (USD in English)', () => {
    expect(formatMoney(1234.5, { currency: 'USD', currencySymbol: '$', currencyPosition: 'before' }, 'en')).toBe(
      '$1,234.50',
    );
  });

  it('§9 symbol after the amount (VND in Vietnamese, no decimals)', () => {
    expect(formatMoney(1234500, { currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' }, 'vi')).toBe(
      `1.234.500${NBSP}₫`,
    );
  });

  it('§9 TLB is formatted as the peso, with the merchant’s symbol', () => {
    expect(formatMoney(1234.5, { currency: 'TLB', currencySymbol: '₱', currencyPosition: 'before' }, 'fil')).toBe(
      '₱1,234.50',
    );
    // no symbol configured: the displayed code stands in for it
    expect(formatMoney(10, { currency: 'TLB', currencySymbol: '', currencyPosition: 'before' }, 'en')).toBe(
      `PHP${NBSP}10.00`,
    );
  });

  it('§9 BRL in pt-BR even when the player reads English', () => {
    expect(formatMoney(1234.56, { currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'before' }, 'en')).toBe(
      `R$${NBSP}1.234,56`,
    );
    expect(formatMoney('99.9', { currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'after' }, 'zh-CN')).toBe(
      `99,90${NBSP}R$`,
    );
  });

  it('§9 other currencies follow the active language’s separators', () => {
    const usd = { currency: 'USD', currencySymbol: '$', currencyPosition: 'before' } as const;
    expect(formatMoney(1234.5, usd, 'vi')).toBe('$1.234,50');
    expect(formatMoney(1234567, usd, 'hi')).toBe('$12,34,567.00');
  });

  it('keeps the minus sign in front of the symbol', () => {
    expect(formatMoney(-5, { currency: 'USD', currencySymbol: '$', currencyPosition: 'before' }, 'en')).toBe('-$5.00');
    expect(formatMoney(-5000, { currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' }, 'en')).toBe(
      `-5,000${NBSP}₫`,
    );
  });

  it('gives nothing for an amount that is not a number, and survives a bad locale', () => {
    const usd = { currency: 'USD', currencySymbol: '$', currencyPosition: 'before' } as const;
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '', '  ', 'abc', '1,000'])
      expect(formatMoney(bad, usd, 'en'), String(bad)).toBe('');
    expect(formatMoney(1, usd, 'not a locale!')).toBe('$1.00');
  });
});

describe('§9 numbers and dates through Intl for the active language', () => {
  it('formats numbers in the language’s digits and separators', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'pt-BR')).toBe('1.234.567,5');
    expect(formatNumber(1234, 'bn')).toBe('১,২৩৪');
    expect(formatNumber('x', 'en')).toBe('');
  });

  it('formats dates in the language, and gives nothing for an invalid one', () => {
    const day = new Date(2024, 0, 15);
    expect(formatDate(day, 'en')).toBe('Jan 15, 2024');
    expect(formatDate(day.getTime(), 'zh-TW', { year: 'numeric', month: 'long', day: 'numeric' })).toBe(
      '2024年1月15日',
    );
    expect(formatDate(Number.NaN, 'en')).toBe('');
  });
});

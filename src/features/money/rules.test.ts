import { describe, expect, it } from 'vitest';
import { DEPOSIT_EVENT_RECHECK_MS, LOADER_HANDOVER_MS, MONEY_POLL_INTERVAL_MS } from '../../config/constants';
import type { MoneyOrder } from '../../../contract/money';
import {
  announcedArrivals,
  amountExamples,
  arrivals,
  asksAgainOnOpen,
  checkAmount,
  checkBankCard,
  checkPixKey,
  eventsOnSubmit,
  formatMinor,
  hasDepositedBefore,
  keyForRequest,
  knownOrders,
  minorDigits,
  minorToInput,
  moneyErrorText,
  parseAmount,
  pollInterval,
  depositRecheckDelay,
  requestFingerprint,
  settlesRequest,
  trackedAmount,
} from './rules';

const usd = { currency: 'USD', currencySymbol: '$', currencyPosition: 'before' as const };
const brl = { currency: 'BRL', currencySymbol: 'R$', currencyPosition: 'before' as const };
const tlb = { currency: 'TLB', currencySymbol: '₱', currencyPosition: 'before' as const };
const vnd = { currency: 'VND', currencySymbol: '₫', currencyPosition: 'after' as const };

describe('issue 12 amounts in integer minor units', () => {
  it('§9 the minor unit follows the currency: USD, BRL and TLB (as PHP) 2 decimals, VND none', () => {
    expect([minorDigits('USD'), minorDigits('BRL'), minorDigits('TLB'), minorDigits('VND')]).toEqual([2, 2, 2, 0]);
  });

  it('parses what players type, with "." or "," as the decimal separator', () => {
    expect(parseAmount('50', 2)).toEqual({ ok: true, minor: 5000 });
    expect(parseAmount(' 12.5 ', 2)).toEqual({ ok: true, minor: 1250 });
    expect(parseAmount('12,50', 2)).toEqual({ ok: true, minor: 1250 });
    expect(parseAmount('0.07', 2)).toEqual({ ok: true, minor: 7 });
    expect(parseAmount('1.234,56', 2)).toEqual({ ok: true, minor: 123456 });
    expect(parseAmount('1,234.56', 2)).toEqual({ ok: true, minor: 123456 });
    expect(parseAmount('1,000', 2)).toEqual({ ok: true, minor: 100000 });
    expect(parseAmount('1.000.000', 0)).toEqual({ ok: true, minor: 1000000 });
    expect(parseAmount('100 000', 0)).toEqual({ ok: true, minor: 100000 });
  });

  it('refuses empty, malformed, too precise and huge input without rounding', () => {
    expect(parseAmount('', 2)).toEqual({ ok: false, reason: 'empty' });
    for (const bad of ['-5', 'abc', '1e3', '12.', '.5', '1.2.3', '1,23.4,5', 'NaN', 'Infinity', '0x10', '5$']) {
      expect(parseAmount(bad, 2), bad).toEqual({ ok: false, reason: 'format' });
    }
    expect(parseAmount('12.345', 3)).toEqual({ ok: true, minor: 12345 });
    expect(parseAmount('1.005', 2)).toEqual({ ok: true, minor: 100500 });
    expect(parseAmount('10.5', 0)).toEqual({ ok: false, reason: 'precision' });
    expect(parseAmount('0.001', 2)).toEqual({ ok: false, reason: 'precision' });
    expect(parseAmount('99999999999999999', 2)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('checks the channel limits and, for a withdrawal, the balance; zero is below any minimum', () => {
    const limits = { minMinor: 1000, maxMinor: 100000 };
    expect(checkAmount('0', 2, { minMinor: 0, maxMinor: 10 })).toEqual({ ok: false, reason: 'below_min' });
    expect(checkAmount('9.99', 2, limits)).toEqual({ ok: false, reason: 'below_min' });
    expect(checkAmount('10', 2, limits)).toEqual({ ok: true, minor: 1000 });
    expect(checkAmount('1000', 2, limits)).toEqual({ ok: true, minor: 100000 });
    expect(checkAmount('1000.01', 2, limits)).toEqual({ ok: false, reason: 'above_max' });
    expect(checkAmount('50', 2, { ...limits, balanceMinor: 4999 })).toEqual({ ok: false, reason: 'above_balance' });
    expect(checkAmount('x', 2, limits)).toEqual({ ok: false, reason: 'format' });
  });

  it('turns a quick amount back into what the player would type', () => {
    expect(minorToInput(5000, 2)).toBe('50');
    expect(minorToInput(1250, 2)).toBe('12.50');
    expect(minorToInput(7, 2)).toBe('0.07');
    expect(minorToInput(100000, 0)).toBe('100000');
  });
});

describe('§9 currency display of minor units', () => {
  it('USD in English, BRL always in pt-BR, TLB shown with the merchant symbol, VND after the number', () => {
    expect(formatMinor(123456, usd, 'en')).toBe('$1,234.56');
    expect(formatMinor(123456, brl, 'en')).toBe('R$\u00a01.234,56');
    expect(formatMinor(123456, brl, 'vi')).toBe('R$\u00a01.234,56');
    expect(formatMinor(50000, tlb, 'en')).toBe('₱500.00');
    expect(formatMinor(1500000, vnd, 'vi')).toBe('1.500.000\u00a0₫');
  });

  it('§3 tracking amounts are major units', () => {
    expect(trackedAmount(1250, 'USD')).toBe(12.5);
    expect(trackedAmount(1250, 'VND')).toBe(1250);
  });
});

describe('bank accounts and Pix keys, checked before sending (the server checks again)', () => {
  const banks = ['CHASE', 'BOFA'];
  it('§5 an empty field is named (highlighted, no message); a bad one is invalid', () => {
    expect(checkBankCard({ providerCode: '', holderName: 'A B', accountNumber: '123456' }, banks)).toMatchObject({
      ok: false,
      field: 'providerCode',
      reason: 'empty',
    });
    expect(checkBankCard({ providerCode: 'NOPE', holderName: 'A B', accountNumber: '123456' }, banks)).toMatchObject({
      field: 'providerCode',
      reason: 'invalid',
    });
    expect(checkBankCard({ providerCode: 'CHASE', holderName: '  ', accountNumber: '123456' }, banks)).toMatchObject({
      field: 'holderName',
      reason: 'empty',
    });
    expect(
      checkBankCard({ providerCode: 'CHASE', holderName: '<img src=x>', accountNumber: '123456' }, banks),
    ).toMatchObject({ field: 'holderName', reason: 'invalid' });
    expect(checkBankCard({ providerCode: 'CHASE', holderName: 'Ana', accountNumber: '' }, banks)).toMatchObject({
      field: 'accountNumber',
      reason: 'empty',
    });
    for (const bad of ['12345', '123456789012345678901', '12345a7', '+123456789']) {
      expect(checkBankCard({ providerCode: 'CHASE', holderName: 'Ana', accountNumber: bad }, banks), bad).toMatchObject(
        { field: 'accountNumber', reason: 'invalid' },
      );
    }
  });

  it('normalises a good account: spaces and dashes dropped, the name tidied', () => {
    expect(
      checkBankCard({ providerCode: 'BOFA', holderName: '  Nguyễn  Văn An ', accountNumber: '0071-000 123456' }, banks),
    ).toEqual({
      ok: true,
      value: { providerCode: 'BOFA', holderName: 'Nguyễn Văn An', accountNumber: '0071000123456' },
    });
  });

  it('Pix keys: CPF and CNPJ by their check digits, e-mail, +55 phone, random UUID', () => {
    const pix = (pixKeyType: 'cpf' | 'cnpj' | 'email' | 'phone' | 'random', pixKey: string) =>
      checkPixKey({ holderName: 'João Silva', pixKeyType, pixKey });
    expect(pix('cpf', '529.982.247-25')).toEqual({
      ok: true,
      value: { holderName: 'João Silva', pixKeyType: 'cpf', pixKey: '52998224725' },
    });
    expect(pix('cpf', '529.982.247-26')).toMatchObject({ ok: false, field: 'pixKey', reason: 'invalid' });
    expect(pix('cpf', '111.111.111-11')).toMatchObject({ reason: 'invalid' });
    expect(pix('cnpj', '11.222.333/0001-81')).toMatchObject({ ok: true, value: { pixKey: '11222333000181' } });
    expect(pix('cnpj', '11.222.333/0001-82')).toMatchObject({ reason: 'invalid' });
    expect(pix('cnpj', '52998224725')).toMatchObject({ reason: 'invalid' });
    expect(pix('email', ' Ana@Example.COM ')).toMatchObject({ ok: true, value: { pixKey: 'ana@example.com' } });
    expect(pix('email', 'ana@')).toMatchObject({ reason: 'invalid' });
    expect(pix('phone', '+55 11 98765-4321')).toMatchObject({ ok: true, value: { pixKey: '+5511987654321' } });
    expect(pix('phone', '(11) 98765-4321')).toMatchObject({ ok: true, value: { pixKey: '+5511987654321' } });
    expect(pix('phone', '+1 202 555 0100')).toMatchObject({ reason: 'invalid' });
    expect(pix('phone', '12345')).toMatchObject({ reason: 'invalid' });
    expect(pix('random', '123E4567-E89B-12D3-A456-426614174000')).toMatchObject({
      ok: true,
      value: { pixKey: '123e4567-e89b-12d3-a456-426614174000' },
    });
    expect(pix('random', '123e4567e89b12d3a456426614174000')).toMatchObject({ reason: 'invalid' });
    expect(pix('cpf', '')).toMatchObject({ field: 'pixKey', reason: 'empty' });
    expect(checkPixKey({ holderName: '', pixKeyType: 'cpf', pixKey: '52998224725' })).toMatchObject({
      field: 'holderName',
      reason: 'empty',
    });
  });
});

const order = (orderNo: string, status: MoneyOrder['status'], createdAt = 1): MoneyOrder => ({
  orderNo,
  kind: 'deposit',
  amountMinor: 1000,
  status,
  via: 'Bank',
  createdAt,
  updatedAt: createdAt,
});

describe('§4 / §9 poll and recheck timing', () => {
  it('pending orders are rechecked every 30 s; none pending, no polling', () => {
    expect(MONEY_POLL_INTERVAL_MS).toBe(30_000);
    expect(pollInterval([order('D1', 'success'), order('D2', 'pending')])).toBe(30_000);
    expect(pollInterval([order('D1', 'success'), order('D2', 'rejected')])).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });

  it('a deposit event is followed by a recheck 2.5 s later', () => {
    expect(DEPOSIT_EVENT_RECHECK_MS).toBe(2_500);
    expect(depositRecheckDelay()).toBe(2_500);
  });
});

describe('DESIGN rule 11 money is asked again when a page opens; the route loader’s answer is the page’s own', () => {
  const now = 1_700_000_000_000;
  it('an answer the loader fetched for this opening (younger than the handover) is not asked again', () => {
    expect(LOADER_HANDOVER_MS).toBe(3_000);
    expect(asksAgainOnOpen({ dataUpdatedAt: now, isInvalidated: false }, now)).toBe(false);
    expect(asksAgainOnOpen({ dataUpdatedAt: now - 2_999, isInvalidated: false }, now)).toBe(false);
  });

  it('an older answer, an invalidated one (after a money write), none, or one from the future is asked again', () => {
    expect(asksAgainOnOpen({ dataUpdatedAt: now - 3_000, isInvalidated: false }, now)).toBe(true);
    expect(asksAgainOnOpen({ dataUpdatedAt: now - 60_000, isInvalidated: false }, now)).toBe(true);
    expect(asksAgainOnOpen({ dataUpdatedAt: now, isInvalidated: true }, now)).toBe(true);
    expect(asksAgainOnOpen({ dataUpdatedAt: 0, isInvalidated: false }, now)).toBe(true);
    expect(asksAgainOnOpen({ dataUpdatedAt: now + 1, isInvalidated: false }, now)).toBe(true);
  });
});

describe('one order per intent: the idempotency key (DESIGN rule 11)', () => {
  const fresh = () => 'fresh-key-000000000001';
  it('a double tap, a retry or a reload with the same request reuses the pending key', () => {
    const pending = { key: 'pending-key-0000000001', fingerprint: 'BANK:5000' };
    expect(keyForRequest(pending, 'BANK:5000', fresh)).toEqual(pending);
  });
  it('another request, nothing stored, or a tampered store gets a fresh key', () => {
    expect(keyForRequest({ key: 'pending-key-0000000001', fingerprint: 'BANK:5000' }, 'BANK:6000', fresh).key).toBe(
      'fresh-key-000000000001',
    );
    expect(keyForRequest(null, 'BANK:5000', fresh).key).toBe('fresh-key-000000000001');
    expect(keyForRequest({ key: '<script>', fingerprint: 'BANK:5000' }, 'BANK:5000', fresh).key).toBe(
      'fresh-key-000000000001',
    );
    expect(keyForRequest('text', 'BANK:5000', fresh).key).toBe('fresh-key-000000000001');
  });
  it('the kept fingerprint is a hash: the same request gives the same one, another request or session another; no account number in it', () => {
    const bind = { kind: 'bank', providerCode: 'CHASE', holderName: 'Ana Lima', accountNumber: '123456789' };
    const a = requestFingerprint('0123456789abcdef', 'bindBankCard', bind);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(requestFingerprint('0123456789abcdef', 'bindBankCard', { ...bind })).toBe(a);
    expect(requestFingerprint('0123456789abcdef', 'bindBankCard', { ...bind, accountNumber: '123456780' })).not.toBe(a);
    expect(requestFingerprint('fedcba9876543210', 'bindBankCard', bind)).not.toBe(a);
    expect(requestFingerprint('0123456789abcdef', 'deposit', bind)).not.toBe(a);
    expect(JSON.stringify(keyForRequest(null, a, fresh))).not.toMatch(/123456789|Ana/);
  });
  it('an answer settles the key; no answer, a timeout, a 5xx or an unreadable answer keep it for the retry', () => {
    expect(settlesRequest(undefined)).toBe(true);
    expect(settlesRequest({ kind: 'business', status: 400, errorCode: 'amount.below.min' })).toBe(true);
    expect(settlesRequest({ kind: 'network' })).toBe(false);
    expect(settlesRequest({ kind: 'timeout' })).toBe(false);
    expect(settlesRequest({ kind: 'business', status: 502 })).toBe(false);
    expect(settlesRequest({ kind: 'malformed', status: 200 })).toBe(false);
  });
});

describe('§3 tracking events of deposits', () => {
  it('a submit fires depositSubmit and firstDeposit, or redeposit after a successful one', () => {
    expect(eventsOnSubmit(false)).toEqual(['depositSubmit', 'firstDeposit']);
    expect(eventsOnSubmit(true)).toEqual(['depositSubmit', 'redeposit']);
    expect(hasDepositedBefore([order('D1', 'pending'), order('D2', 'rejected')], 50)).toBe(false);
    expect(hasDepositedBefore([order('D1', 'success')], 50)).toBe(true);
    expect(hasDepositedBefore(undefined, 50)).toBe(false);
  });

  it('money arriving fires deposit, and firstDepositArrival for the first ever; only once per order', () => {
    const before = [order('D2', 'pending', 2), order('D1', 'pending', 1)];
    const after = [order('D2', 'success', 2), order('D1', 'success', 1)];
    expect(arrivals(before, after, false).map((a) => [a.order.orderNo, a.events])).toEqual([
      ['D1', ['deposit', 'firstDepositArrival']],
      ['D2', ['deposit']],
    ]);
    expect(arrivals(before, after, true).map((a) => a.events)).toEqual([['deposit'], ['deposit']]);
    expect(arrivals(after, after, false)).toEqual([]);
    expect(arrivals(undefined, after, false)).toEqual([]);
  });

  it('an order the page placed counts as pending even when the channel confirms before the next history answer', () => {
    const history = [order('D1', 'success', 1)];
    const placed = [order('D2', 'pending', 2)];
    const next = [order('D2', 'success', 2), order('D1', 'success', 1)];
    expect(arrivals(knownOrders(history, placed), next, true).map((a) => [a.order.orderNo, a.events])).toEqual([
      ['D2', ['deposit']],
    ]);
    // Without it, the order was never seen pending: no arrival.
    expect(arrivals(history, next, true)).toEqual([]);
    // An answer that lists the order already speaks for it: it arrives once.
    expect(arrivals(knownOrders(next, placed), next, true)).toEqual([]);
    expect(knownOrders(next, placed)).toEqual(next);
    // No history answer yet: nothing to compare with.
    expect(knownOrders(undefined, placed)).toBeUndefined();
  });
});

describe('issue 33 the deposit-arrived notice', () => {
  it('announces money that arrived unannounced; an order placed on the page says it in its own region', () => {
    const arrived = [order('D1', 'success', 1), order('D2', 'success', 2)];
    expect(announcedArrivals(arrived, ['D2']).map((o) => o.orderNo)).toEqual(['D1']);
    expect(announcedArrivals(arrived, ['D1', 'D2'])).toEqual([]);
    expect(announcedArrivals([], [])).toEqual([]);
  });
});

describe('money errors keep the form and are translated', () => {
  it('maps offline, no answer, timeout, 502 and malformed to their own texts', () => {
    expect(moneyErrorText({ kind: 'offline' })).toEqual({ key: 'money.error.offline' });
    expect(moneyErrorText({ kind: 'network' })).toEqual({ key: 'money.error.network' });
    expect(moneyErrorText({ kind: 'timeout' })).toEqual({ key: 'money.error.timeout' });
    expect(moneyErrorText({ kind: 'business', status: 502 })).toEqual({ key: 'money.error.unavailable' });
    expect(moneyErrorText({ kind: 'malformed', status: 200 })).toEqual({ key: 'money.error.malformed' });
  });
  it('money refusals by their code; other refusals by the server message; a lost session logs out', () => {
    expect(
      moneyErrorText({ kind: 'business', status: 400, errorCode: 'balance.insufficient', serverMessage: 'x' }),
    ).toEqual({ key: 'money.error.balance_insufficient' });
    expect(
      moneyErrorText({ kind: 'business', status: 400, errorCode: 'other', serverMessage: 'Server says no' }),
    ).toEqual({ raw: 'Server says no' });
    expect(moneyErrorText({ kind: 'business', status: 401, errorCode: 'customer.not.login' })).toEqual({
      logout: true,
    });
    expect(moneyErrorText(new Error('boom'))).toEqual({ key: 'money.error.unknown' });
  });
});

describe('§5 issue 35 digits: the amount field reads the digits the page writes', () => {
  it('accepts Burmese, Bengali, Nepali and Arabic-Indic digits as the amounts they are', () => {
    expect(parseAmount('၁၂.၅၀', 2)).toEqual({ ok: true, minor: 1250 });
    expect(parseAmount('১,০০০', 2)).toEqual({ ok: true, minor: 100000 });
    expect(parseAmount('१००', 0)).toEqual({ ok: true, minor: 100 });
    expect(parseAmount('١٢٫٥', 2)).toEqual({ ok: true, minor: 1250 });
    expect(checkAmount('၅', 2, { minMinor: 1000, maxMinor: 100000 })).toEqual({ ok: false, reason: 'below_min' });
  });

  it('writes the hint’s examples in the digits and separator amounts are shown in, as the field accepts them', () => {
    expect(amountExamples(2, 'my')).toEqual({ whole: '၁၀၀', decimal: '၁၂.၅၀' });
    expect(amountExamples(2, 'bn')).toEqual({ whole: '১০০', decimal: '১২.৫০' });
    expect(amountExamples(2, 'ne')).toEqual({ whole: '१००', decimal: '१२.५०' });
    expect(amountExamples(2, 'pt-BR')).toEqual({ whole: '100', decimal: '12,50' });
    expect(amountExamples(0, 'vi')).toEqual({ whole: '100', decimal: '1250' });
    for (const locale of ['my', 'bn', 'ne', 'pt-BR', 'en'])
      for (const example of Object.values(amountExamples(2, locale)))
        expect(parseAmount(example, 2).ok, example).toBe(true);
  });

  it('the bank account number and the Pix key are read in Burmese, Bengali, Nepali and Arabic digits, checked and sent in Latin ones', () => {
    const banks = ['KBZ'];
    expect(checkBankCard({ providerCode: 'KBZ', holderName: 'Aung Aung', accountNumber: '၀၁၂၃ ၄၅၆၇' }, banks)).toEqual({
      ok: true,
      value: { providerCode: 'KBZ', holderName: 'Aung Aung', accountNumber: '01234567' },
    });
    expect(checkBankCard({ providerCode: 'KBZ', holderName: 'Rahim', accountNumber: '১২৩৪৫৬৭৮' }, banks)).toMatchObject(
      {
        ok: true,
        value: { accountNumber: '12345678' },
      },
    );
    expect(checkBankCard({ providerCode: 'KBZ', holderName: 'Ram', accountNumber: '१२३४५६' }, banks)).toMatchObject({
      ok: true,
      value: { accountNumber: '123456' },
    });
    expect(checkBankCard({ providerCode: 'KBZ', holderName: 'Ram', accountNumber: '१२३' }, banks)).toMatchObject({
      ok: false,
      field: 'accountNumber',
      reason: 'invalid',
    });
    expect(checkPixKey({ holderName: 'Ana Souza', pixKeyType: 'cpf', pixKey: '٥٢٩.٩٨٢.٢٤٧-٢٥' })).toEqual({
      ok: true,
      value: { holderName: 'Ana Souza', pixKeyType: 'cpf', pixKey: '52998224725' },
    });
  });
});

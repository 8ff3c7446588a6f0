import { describe, expect, it } from 'vitest';
import { ApiError, classifyApiError } from './errors';

const err = (init: Partial<{ kind: ApiError['kind']; status: number; code: string; message: string }>) =>
  new ApiError(init.kind ?? 'business', '/wps/x', init.status, init.code, init.message);

describe('§8 generic error catalogue', () => {
  it('§8 not-logged-in answers log out: CUSTOMER_NOT_LOGIN, HTTP 401 and the three codes', () => {
    expect(classifyApiError(err({ message: 'CUSTOMER_NOT_LOGIN', status: 400 }))).toEqual({ action: 'logout' });
    expect(classifyApiError(err({ status: 401 }))).toEqual({ action: 'logout' });
    for (const code of ['customer.not.login', 'user.or.token.invalid', 'login.not.session']) {
      expect(classifyApiError(err({ code, status: 400 }))).toEqual({ action: 'logout' });
    }
  });

  it('§8 codes starting with TOO_MANY_REQUEST are not shown', () => {
    expect(classifyApiError(err({ code: 'TOO_MANY_REQUEST_LOGIN', status: 429, message: 'slow down' }))).toEqual({
      action: 'silent',
    });
  });

  it('§8 HTTP 502 is rejected silently', () => {
    expect(classifyApiError(err({ status: 502, kind: 'malformed' }))).toEqual({ action: 'silent' });
  });

  it('§8 other failures show the server message, or unknown_error when none', () => {
    expect(classifyApiError(err({ status: 400, code: 'x', message: 'Bad thing' }))).toEqual({
      action: 'notice',
      message: 'Bad thing',
    });
    expect(classifyApiError(err({ status: 400, code: 'x' }))).toEqual({
      action: 'notice',
      messageKey: 'error.unknown_error',
    });
    expect(classifyApiError(new Error('boom'))).toEqual({ action: 'notice', messageKey: 'error.unknown_error' });
  });

  it('a malformed answer, a timeout and no network each get their own translated message', () => {
    expect(classifyApiError(err({ kind: 'malformed', status: 200 }))).toEqual({
      action: 'notice',
      messageKey: 'error.malformed',
    });
    expect(classifyApiError(err({ kind: 'timeout' }))).toEqual({ action: 'notice', messageKey: 'error.timeout' });
    expect(classifyApiError(err({ kind: 'network' }))).toEqual({ action: 'notice', messageKey: 'error.network' });
  });

  it('§2 §8 issue 33: while offline a lost connection says so with the network offline toast, not a notice', () => {
    expect(classifyApiError(err({ kind: 'network' }), { online: false })).toEqual({ action: 'offline' });
    expect(classifyApiError(err({ kind: 'timeout' }), { online: false })).toEqual({ action: 'offline' });
    expect(classifyApiError(err({ status: 401 }), { online: false })).toEqual({ action: 'logout' });
  });
});

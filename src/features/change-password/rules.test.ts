import { describe, expect, it } from 'vitest';
import { checkChangePassword } from './rules';

describe('§2 §9 change password', () => {
  const ok = { oldPassword: '{secret}', newPassword: 'mine-123', confirm: 'mine-123' };
  it('§2 accepts old, new (at least 6) and a matching confirmation', () => {
    expect(checkChangePassword(ok)).toEqual({ ok: true });
    expect(checkChangePassword({ ...ok, newPassword: '123456', confirm: '123456' })).toEqual({ ok: true });
  });

  it('§5 an empty field is flagged, in order', () => {
    expect(checkChangePassword({ ...ok, oldPassword: '' })).toEqual({
      ok: false,
      field: 'oldPassword',
      reason: 'empty',
    });
    expect(checkChangePassword({ ...ok, newPassword: '' })).toEqual({
      ok: false,
      field: 'newPassword',
      reason: 'empty',
    });
  });

  it('§9 minimum password length 6', () => {
    expect(checkChangePassword({ ...ok, newPassword: '12345', confirm: '12345' })).toEqual({
      ok: false,
      field: 'newPassword',
      reason: 'short',
    });
  });

  it('the new password must differ from the old one, and the confirmation must match', () => {
    expect(checkChangePassword({ ...ok, newPassword: '{secret}', confirm: '{secret}' })).toEqual({
      ok: false,
      field: 'newPassword',
      reason: 'same',
    });
    expect(checkChangePassword({ ...ok, confirm: 'mine-124' })).toEqual({
      ok: false,
      field: 'confirm',
      reason: 'mismatch',
    });
  });
});

/** Spec §2 / §5 / §9 change-password rules. */
import { MIN_PASSWORD_LENGTH } from '../../config/constants';

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export type ChangePasswordCheck =
  | { ok: true }
  /** §5: the field is highlighted and focused; no field-length message is shown. */
  | { ok: false; field: keyof ChangePasswordValues; reason: 'empty' | 'short' | 'mismatch' | 'same' };

/**
 * §9 minimum password length 6. Passwords are not trimmed (a space may be part of one). The
 * confirmation must match; the new password must differ from the old one.
 */
export function checkChangePassword(values: ChangePasswordValues): ChangePasswordCheck {
  if (!values.oldPassword) return { ok: false, field: 'oldPassword', reason: 'empty' };
  if (!values.newPassword) return { ok: false, field: 'newPassword', reason: 'empty' };
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) return { ok: false, field: 'newPassword', reason: 'short' };
  if (values.newPassword === values.oldPassword) return { ok: false, field: 'newPassword', reason: 'same' };
  if (values.confirm !== values.newPassword) return { ok: false, field: 'confirm', reason: 'mismatch' };
  return { ok: true };
}

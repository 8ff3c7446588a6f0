/** Issue 36: one createMemberOr409 for the password registration (§7 register) and the social / phone sign-up. */
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { migrate } from './index';
import { createMemberOr409, type DuplicateMemberError, Members, type NewMember } from './members';

const db = new BetterSqlite3(':memory:');
migrate(db);
const members = new Members(db);
const base: NewMember = {
  merchantCode: 'DEMO',
  username: 'player123',
  mobileDialingCode: '55',
  mobileNum: '11987654321',
  passwordHash: 'hash',
  passwordIsDefault: false,
  type: 0,
  regDate: 1000,
  language: 'EN',
  passwordChangedAt: 1000,
  createdAt: 1000,
};
const refuse = (field: DuplicateMemberError['field']) => new HttpError(409, `${field}.taken`, `${field} taken`);

describe('createMemberOr409 (issue 36)', () => {
  it('inserts the member and answers it as read back', () => {
    const member = createMemberOr409(members, base, refuse);
    expect(member).toMatchObject({ merchantCode: 'DEMO', username: 'player123', mobileNum: '11987654321' });
    expect(members.findById(member.id)).toEqual(member);
  });

  it('a taken username throws what refuse makes of it, and adds nobody', () => {
    expect(() =>
      createMemberOr409(members, { ...base, username: 'PLAYER123', mobileNum: '11900000000' }, refuse),
    ).toThrow(expect.objectContaining({ status: 409, errorCode: 'username.taken' }));
    expect(members.usernameTaken('DEMO', 'player123')).toBe(true);
    expect(members.mobileTaken('DEMO', '55', '11900000000')).toBe(false);
  });

  it('a taken mobile says so by its field', () => {
    expect(() => createMemberOr409(members, { ...base, username: 'other456' }, refuse)).toThrow(
      expect.objectContaining({ errorCode: 'mobile.taken' }),
    );
  });
});

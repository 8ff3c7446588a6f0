import { describe, expect, it } from 'vitest';
import { parseSessionInfo, sessionFromLogin, sessionFromQueryToken, sessionFromRegister } from './model';

const token = 'abcdefghijklmnopqrstuvwxyz012345';

describe('§3 session info (MC_SESSION_INFO)', () => {
  it('§3 is built from the login response: type from customerType', () => {
    const s = sessionFromLogin(
      { id: 7, token, userName: 'p', customerType: 2, firstTimeLogin: true, passwordExpired: false },
      'DEMO',
    );
    expect(s).toEqual({
      id: 7,
      customerId: 7,
      token,
      merchantCode: 'DEMO',
      userName: 'p',
      type: 2,
      firstTimeLogin: true,
    });
  });

  it('§3 is built from the register response: a new member is a player on a first-time login', () => {
    expect(sessionFromRegister({ id: 9, token, userName: 'newcomer', customerName: '' }, 'LUCKY')).toEqual({
      id: 9,
      customerId: 9,
      token,
      merchantCode: 'LUCKY',
      userName: 'newcomer',
      type: 0,
      firstTimeLogin: true,
    });
  });

  it('treats damaged or hostile stored values as no session', () => {
    expect(parseSessionInfo(null)).toBeNull();
    expect(parseSessionInfo('x')).toBeNull();
    expect(parseSessionInfo({ token: 'short', merchantCode: 'DEMO' })).toBeNull();
    expect(parseSessionInfo({ token: `${token}"><img src=x onerror=alert(1)>`, merchantCode: 'DEMO' })).toBeNull();
    expect(parseSessionInfo({ token, merchantCode: 'DEMO' })).toMatchObject({ token, type: -1 });
  });

  it('§2 a query token becomes a session of unknown type', () => {
    expect(sessionFromQueryToken(token, 'DEMO')).toMatchObject({ token, type: -1, merchantCode: 'DEMO' });
    expect(sessionFromQueryToken('<bad>', 'DEMO')).toBeNull();
  });
});

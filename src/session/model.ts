/**
 * Session info (spec §3): kept in session storage under MC_SESSION_INFO. Decoded on every read so a
 * damaged or hostile stored value is treated as "no session" instead of crashing the app.
 */
import {
  bool,
  numLike,
  object,
  optional,
  str,
  string,
  withDefault,
  type Infer,
  tryDecode,
} from '../../contract/decode';
import { MEMBER_TYPE } from '../../contract/codes';
import type { LoginValue, RegisterValue } from '../../contract/entities';

export const sessionInfo = object({
  id: optional(numLike),
  customerId: optional(numLike),
  token: str({ min: 16, max: 512, pattern: /^[A-Za-z0-9_.~+/=-]+$/ }),
  merchantCode: string,
  userName: withDefault(string, ''),
  /** §3: type comes from customerType; -1 until known. */
  type: withDefault(numLike, -1),
  firstTimeLogin: withDefault(bool, false),
});
export type SessionInfo = Infer<typeof sessionInfo>;

/** §3 member types. */
export { MEMBER_TYPE };

export function parseSessionInfo(stored: unknown): SessionInfo | null {
  // A guest has nothing stored: no decoding, and no error thrown and caught on every first visit.
  if (stored === null || stored === undefined) return null;
  const result = tryDecode(sessionInfo, stored);
  return result.ok ? result.value : null;
}

/** §3: what a login's and a registration's answers both give the session. */
function sessionOf(value: Pick<LoginValue, 'id' | 'token' | 'userName'>, merchantCode: string) {
  return { id: value.id, customerId: value.id, token: value.token, merchantCode, userName: value.userName };
}

/** §3: session info from a login response value. */
export function sessionFromLogin(value: LoginValue, merchantCode: string): SessionInfo {
  return { ...sessionOf(value, merchantCode), type: value.customerType, firstTimeLogin: value.firstTimeLogin };
}

/** §3: session info from a register response value (type 0: a new member is a player). */
export function sessionFromRegister(value: RegisterValue, merchantCode: string): SessionInfo {
  return { ...sessionOf(value, merchantCode), type: MEMBER_TYPE.player, firstTimeLogin: true };
}

/** §2: a token handed over in the URL query (token or tokens) starts a session whose details come later. */
export function sessionFromQueryToken(token: string, merchantCode: string): SessionInfo | null {
  return parseSessionInfo({ token, merchantCode, userName: '', type: -1, firstTimeLogin: false });
}

/** Small codes and decoders the first paint needs (the merchant config, the session) without loading the whole contract. */
import { str } from './decode';

/** §1 supported language codes, as the Language header and member/language carry them. */
export const languageCode = str({ min: 2, max: 5, pattern: /^[A-Z]{2}(-[A-Z]{2})?$/ });

/** §3 member types (customerType). */
export const MEMBER_TYPE = { notLoggedIn: -1, player: 0, agentA: 1, agentB: 2, noChat: 4 } as const;

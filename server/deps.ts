/** What the route modules need from the running server, built once by app.ts. */
import type { LoginThrottle, RegisterThrottle } from './auth/throttle';
import type { DbNonceStore } from './auth/nonces';
import type { Sessions } from './auth/sessions';
import type { PasswordHasher } from './crypto/passwords';
import type { RsaKeys } from './crypto/rsa-keys';
import type { CaptchaService } from './captcha/captcha';
import type { Catalogue } from './games/catalogue';
import type { ChatStore } from './chat/store';
import type { Database } from './db/index';
import type { FirebaseIdentities } from './firebase/identities';
import type { FirebaseVerifier } from './firebase/verifier';
import type { MerchantStatusStore } from './system/status';
import type { Members } from './db/members';
import type { SecondFactorStore } from './auth/second-factor';
import type { VerificationCodes } from './verification/codes';
import type { PushStore } from './push/store';
import type { TrackingStore } from './tracking/store';
import type { PushSender } from './push/sender';
import type { Logger } from './logger';
import type { GamesService } from './games/service';
import type { MerchantRegistry } from './merchants/load';
import type { PromotionsStore } from './promotions/store';
import type { MemberPagesStore } from './member-pages/store';
import type { Wallets } from './money/ledger';
import type { InstallStore } from './install/store';
import type { MoneyService } from './money/service';

export type ServerMode = 'production' | 'development';

export interface AppDeps {
  db: Database;
  merchants: MerchantRegistry;
  keys: RsaKeys;
  nonces: DbNonceStore;
  members: Members;
  sessions: Sessions;
  catalogue: Catalogue;
  merchantStatus: MerchantStatusStore;
  loginThrottle: LoginThrottle;
  registerThrottle: RegisterThrottle;
  /** §4 second factor settings and known IPs; SMS / email codes and their outbox; captcha (§5). */
  secondFactor: SecondFactorStore;
  codes: VerificationCodes;
  captcha: CaptchaService;
  /** §7 chat: tickets, conversations and unread counts of the demo chat service. */
  chat: ChatStore;
  /** Issue 14: game lanes, launches and the demo game provider's store and wallet seam. */
  games: GamesService;
  /**
   * Issue 12: every member's wallet over an append-only ledger. Other features move money with
   * `wallets.credit(memberId, amountMinor, {kind, reference, idempotencyKey})` / `wallets.debit(…)`
   * and read `wallets.balance(memberId)` (server/money/ledger.ts).
   */
  wallets: Wallets;
  /** Issue 12: deposits, withdrawals and payout accounts over the wallets (server/money/service.ts). */
  money: MoneyService;
  passwords: PasswordHasher;
  /** Issue 5: Firebase ID token verification (emulator or Google's keys) and the identities linked to members. */
  firebase: FirebaseVerifier;
  identities: FirebaseIdentities;
  /** Issue 17: push tokens and topics, the operator's push sender, tracking events counted once. */
  push: PushStore;
  pushSender: PushSender;
  tracking: TrackingStore;
  /** Issue 13: install settings, download links and native app releases per merchant (server/install/). */
  install: InstallStore;
  /** Issue 15: announcements, popups, promotions, banners, the promo image popup and their image files. */
  promotions: PromotionsStore;
  /** Issue 16: rewards, referral, points, missions, VIP levels, promotion participation, agent applications, feedback. */
  memberPages: MemberPagesStore;
  mode: ServerMode;
  logger: Logger;
  /** Honour X-Forwarded-For for the client IP (TRUST_PROXY=1). */
  trustProxy: boolean;
  clock: () => number;
}

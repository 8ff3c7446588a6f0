/**
 * The page's one Firebase app, made from the merchant's §3 SMS provider config. Sign-in
 * (features/social-login) and push (features/push) both need it and either may come first, so the
 * first to ask makes it and the other reuses it: Firebase refuses a second default app. Imported only
 * by those features' *.chunk.ts modules (DESIGN rule 6: Firebase loads on demand).
 */
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { MerchantConfig } from '../../contract/merchant';

export type SmsProvider = NonNullable<MerchantConfig['smsProvider']>;

export function firebaseApp(c: SmsProvider): FirebaseApp {
  return (
    getApps()[0] ??
    initializeApp({
      apiKey: c.apiKey,
      authDomain: c.authDomain,
      projectId: c.projectId,
      appId: c.appId,
      messagingSenderId: c.messagingSenderId,
    })
  );
}

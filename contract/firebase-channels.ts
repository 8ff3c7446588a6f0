/**
 * §3 social login args: the firebaseChannel a player signed in through, and the Firebase sign-in
 * provider behind it (the ID token's firebase.sign_in_provider). Line signs in through an OpenID
 * Connect provider of the Firebase project. Shared by the storefront and the reference server.
 */
export const FIREBASE_CHANNELS = ['google', 'facebook', 'twitter', 'line', 'phone'] as const;
export type FirebaseChannel = (typeof FIREBASE_CHANNELS)[number];
/** The channels of the provider buttons (phone has its own SMS flow). */
export type SocialChannel = Exclude<FirebaseChannel, 'phone'>;

export const PROVIDER_OF_CHANNEL: Readonly<Record<FirebaseChannel, string>> = {
  google: 'google.com',
  facebook: 'facebook.com',
  twitter: 'twitter.com',
  line: 'oidc.line',
  phone: 'phone',
};

export function channelOfProvider(provider: string): FirebaseChannel | null {
  const found = (Object.entries(PROVIDER_OF_CHANNEL) as [FirebaseChannel, string][]).find(([, p]) => p === provider);
  return found ? found[0] : null;
}

/**
 * The security headers (issue 11, ASVS 14.4): X-Content-Type-Options on every answer, HSTS on
 * every answer served over https, and on every HTML answer a Content-Security-Policy, a
 * Referrer-Policy and a frame rule.
 *
 * The policy is per merchant: scripts only from this origin and from the vendors the merchant
 * actually configured (Geetest when its captcha provider is geetest; Google's one-tap and Firebase's
 * helpers when social sign-in is set up; the Auth Emulator in local runs; Firebase Cloud Messaging's
 * registration calls when the merchant's push tokens come from FCM; a §3 pixel vendor's script and
 * hits when its id is configured by the merchant, named in the URL, or kept by the page from an
 * earlier visit, contract/pixels.ts, issue 17). No inline script is
 * allowed but those the server itself wrote into the shell, each by its hash (issue 18,
 * static.ts inlineHeadAssets): the merchant config travels as a JSON data block
 * (<script type="application/json">), which browsers never execute.
 */
import type { IncomingMessage } from 'node:http';
import type { MerchantConfig } from '../../contract/merchant';
import { imageCdnOrigins } from '../../contract/art';
import { FCM_CONNECT_ORIGINS, PIXEL_VENDOR_ORIGINS, PIXEL_VENDORS_COOKIE, pixelVendorsOf } from '../../contract/pixels';
import { headerOf } from './route';

/** One year, sub-domains included (the merchant's lines are usually sub-domains of one name). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * @fastify/helmet with nothing of its defaults but nosniff, on every answer of the platform and the
 * edge: the HTML answers carry their own per-merchant policy (htmlSecurityHeaders), HSTS is sent
 * only when the request came over https.
 */
export const NOSNIFF_ONLY = {
  global: true,
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
} as const;

export const GEETEST_ORIGINS = [
  'https://static.geetest.com',
  'https://api.geetest.com',
  'https://gcaptcha4.geetest.com',
  'https://apiv6.geetest.com',
];
const GOOGLE_ONE_TAP = 'https://accounts.google.com/gsi/';
/** What the Firebase Auth SDK reaches: its REST APIs, Google's script loader, reCAPTCHA for phone sign-in. */
const FIREBASE_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
];
const FIREBASE_SCRIPTS = [
  'https://apis.google.com',
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const FIREBASE_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1)$/i;

/** The host name of a Host header ("lucky.localhost:8080" → "lucky.localhost"), or null when it is not one. */
function hostnameOf(host: string | undefined): string | null {
  const match = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.exec(host?.trim() ?? '');
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * The Auth Emulator's origins as the page may use them: as the server names it, and for a page on a
 * loopback name with that name (src/features/social-login/rules.ts emulatorUrl does the same).
 */
function emulatorOrigins(emulatorHost: string, pageHost: string | undefined): string[] {
  const match = /^(.*):(\d{1,5})$/.exec(emulatorHost);
  if (!match) return [`http://${emulatorHost}`];
  const [, name, port] = match as unknown as [string, string, string];
  const origins = [`http://${name}:${port}`];
  const page = hostnameOf(pageHost);
  if (page && LOOPBACK.test(name) && (LOOPBACK.test(page) || page.endsWith('.localhost')))
    origins.push(`http://${page}:${port}`);
  return [...new Set(origins)];
}

/** An origin of a §3 domain list entry (the failover probes them); null when it is not one. */
function lineOrigins(domainName: string): string[] {
  const name = domainName.trim();
  if (!name) return [];
  if (/^https?:\/\//i.test(name)) {
    try {
      return [new URL(name).origin];
    } catch {
      return [];
    }
  }
  // A bare name takes the page's protocol: allow both.
  return /^[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(name) ? [`https://${name}`, `http://${name}`] : [];
}

export interface PolicyInput {
  config: MerchantConfig;
  /** The request's Host header (the emulator is reached under the page's own loopback name). */
  host: string | undefined;
  /** The merchant's §3 domain list: the failover probes these lines. */
  domainNames?: readonly string[];
  /** The request's query string ("?facebookPixelId=…"): a pixel id in the URL switches its vendor on. */
  search?: string;
  /** The request's Cookie header: the page names the pixel vendors it kept in PIXEL_VENDORS_COOKIE. */
  cookie?: string;
  /** Third-party origins the page frames: the game provider's (issue 14, §2 the third-party game page). */
  frameOrigins?: readonly string[];
  /** The hashes ('sha256-…') of the scripts the server wrote into the shell itself (issue 18). */
  scriptHashes?: readonly string[];
}

/** One cookie's value from a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function contentSecurityPolicy({
  config,
  host,
  domainNames = [],
  search = '',
  cookie,
  frameOrigins = [],
  scriptHashes = [],
}: PolicyInput): string {
  // Only well-formed hashes: a CSP source list must never take a stray token.
  const scripts = ["'self'", ...scriptHashes.filter((hash) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(hash))];
  const connect = ["'self'"];
  const frames = ["'self'"];
  const styles = ["'self'", "'unsafe-inline'"];

  if (config.captcha.provider === 'geetest') {
    scripts.push(...GEETEST_ORIGINS);
    connect.push(...GEETEST_ORIGINS);
  }
  const firebase = config.smsProvider?.firebase && config.smsProvider.apiKey;
  if (firebase) {
    scripts.push(...FIREBASE_SCRIPTS);
    connect.push(...FIREBASE_CONNECT);
    frames.push(...FIREBASE_FRAMES);
    const authDomain = config.smsProvider?.authDomain.trim();
    if (authDomain && /^[A-Za-z0-9.-]+$/.test(authDomain)) frames.push(`https://${authDomain}`);
  }
  if (config.whitelabel.GOOGLELOGIN3 && config.smsProvider?.googleWebClientId.trim()) {
    scripts.push(GOOGLE_ONE_TAP);
    connect.push(GOOGLE_ONE_TAP);
    frames.push(GOOGLE_ONE_TAP);
    styles.push(GOOGLE_ONE_TAP);
  }
  if (config.firebaseAuthEmulatorHost) {
    const origins = emulatorOrigins(config.firebaseAuthEmulatorHost, host);
    scripts.push(...origins);
    connect.push(...origins);
    frames.push(...origins);
  }
  // Issue 17: firebase/messaging getToken registers the device with FCM from the page.
  if (config.push.enabled && config.push.tokenSource === 'firebase' && config.push.vapidKey)
    connect.push(...FCM_CONNECT_ORIGINS);
  const vendors = pixelVendorsOf({
    merchant: config.pixels,
    search: new URLSearchParams(search),
    cookie: cookieValue(cookie, PIXEL_VENDORS_COOKIE),
  });
  for (const vendor of vendors) {
    scripts.push(...PIXEL_VENDOR_ORIGINS[vendor].script);
    connect.push(...PIXEL_VENDOR_ORIGINS[vendor].connect);
  }
  for (const name of domainNames) connect.push(...lineOrigins(name));
  // Only well-formed http(s) origins: a CSP source list must never take a stray token.
  for (const origin of frameOrigins)
    if (/^https?:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(origin)) frames.push(origin);

  const unique = (list: string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${unique(scripts)}`,
    `style-src ${unique(styles)}`,
    // Logos and game art come from the merchant's image CDNs (§3 imageCDNs: https, or any scheme the
    // merchant listed them with), icons may be data: URLs.
    `img-src ${unique(["'self'", 'data:', 'blob:', 'https:', ...imageCdnOrigins(config.imageCDNs)])}`,
    "font-src 'self' data:",
    `connect-src ${unique(connect)}`,
    `frame-src ${unique(frames)}`,
    // CSP level 2 browsers read frames from child-src.
    `child-src ${unique(frames)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The headers of every HTML answer of the storefront. */
export function htmlSecurityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** Served over https: a TLS socket, or a trusted proxy's X-Forwarded-Proto (TRUST_PROXY=1). */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  return trustProxy && headerOf(req.headers, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Merchant configurations: one server/merchants/<CODE>.json per merchant. Its "public" object is the
 * runtime config the storefront receives in index.html (checked with the app's own `merchantConfig`
 * decoder); the rest is server-side: hosts, seed members, customer service, domains, the initial
 * maintenance / region status, password age and the game catalogue. Everything is checked at start,
 * and a bad file stops the server with a message naming the file and the field.
 */
import { operatorUrl } from '../../contract/operator-url';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  arrayOf,
  bool,
  DecodeError,
  literal,
  numLike,
  object,
  optional,
  str,
  string,
  withDefault,
  type Infer,
} from '../../contract/decode';
import { clubLabel, domainEntry } from '../../contract/entities';
import { languageCode } from '../../contract/endpoints';
import { merchantConfig, type MerchantConfig } from '../../contract/merchant';
import { isKnownLanguage } from '../../contract/languages';
import { COUNTRIES } from '../db/countries';
import { artUrl } from '../art/files';
import { moneySettings, moneySettingsProblem, NO_MONEY, type MoneySettings } from '../money/settings';

export const DEFAULT_MERCHANTS_DIR = fileURLToPath(new URL('./', import.meta.url));

/** Seed usernames must be valid login usernames (the contract's username rule). */
const seedUsername = str({ min: 4, max: 32, pattern: /^[A-Za-z0-9_]+$/ });

/** §3 second factor of a seed member: the methods it must pass (any one logs in) and their data. */
const secondFactorSeed = object({
  methods: arrayOf(literal('payeeName', 'sms', 'ga', 'email'), 4),
  payeeName: optional(str({ min: 1, max: 100 })),
  /** Base32 (RFC 4648) TOTP secret for method ga. */
  totpSecret: optional(str({ pattern: /^[A-Z2-7]{16,128}$/ })),
});

const seedMember = object({
  username: seedUsername,
  password: str({ min: 6, max: 128 }),
  type: numLike,
  language: optional(languageCode),
  mobileDialingCode: optional(str({ pattern: /^\d{1,6}$/ })),
  mobileNum: optional(str({ pattern: /^\d{5,15}$/ })),
  clubLabel: optional(clubLabel),
  email: optional(str({ max: 254, pattern: /^[^\s@]+@[^\s@]+$/ })),
  secondFactor: optional(secondFactorSeed),
  /** How long ago the password was set (drives passwordExpired); 0 = at seeding time. */
  passwordChangedDaysAgo: withDefault(numLike, 0),
  regDaysAgo: withDefault(numLike, 0),
});
export type SeedMember = Infer<typeof seedMember>;

const customerServiceSeed = object({
  title: string,
  /** The plain URL; the config call obfuscates it (§3). Issue 35: http(s) or an internal /m/ path. */
  path: operatorUrl(),
  csType: withDefault(string, ''),
  csPosition: withDefault(string, ''),
  labelIds: withDefault(arrayOf(string, 200), []),
});
export type CustomerServiceSeed = Infer<typeof customerServiceSeed>;

const statusSeed = object({
  maintenance: withDefault(bool, false),
  maintenanceEnd: optional(numLike),
  maintenanceDescription: optional(str({ max: 2000 })),
  regionRestriction: withDefault(bool, false),
  restrictedIps: withDefault(arrayOf(str({ min: 1, max: 64 }), 10_000), []),
  /** §8 domain_not_available: hosts ("name" or "name:port") being retired; their status call refuses. */
  unavailableHosts: withDefault(
    arrayOf(str({ min: 1, max: 261, pattern: /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/ }), 1000),
    [],
  ),
});
export type StatusSeed = Infer<typeof statusSeed>;

export const GAME_TYPES = ['LOTTERY', 'SLOT', 'LIVE', 'SPORTS'] as const;
const vendorSeed = object({
  vendor: str({ min: 1, max: 32, pattern: /^[A-Z0-9_]+$/ }),
  displayName: str({ min: 1, max: 100 }),
  gameType: literal(...GAME_TYPES),
  games: withDefault(
    arrayOf(
      object({ gameCode: str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ }), name: str({ min: 1, max: 100 }) }),
      500,
    ),
    [],
  ),
});
export type VendorSeed = Infer<typeof vendorSeed>;

const merchantFile = object({
  default: withDefault(bool, false),
  hosts: arrayOf(str({ min: 1, max: 255, pattern: /^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/ }), 100),
  public: merchantConfig,
  /** §3 Countries: the country preselected in the dialling-code picker. */
  defaultCountry: str({ min: 2, max: 3, pattern: /^[A-Z]+$/ }),
  members: withDefault(arrayOf(seedMember, 1000), []),
  customerService: withDefault(arrayOf(customerServiceSeed, 100), []),
  domainList: withDefault(arrayOf(domainEntry, 100), []),
  status: withDefault(statusSeed, {
    maintenance: false,
    regionRestriction: false,
    restrictedIps: [],
    unavailableHosts: [],
  }),
  passwordMaxAgeDays: numLike,
  vendors: withDefault(arrayOf(vendorSeed, 200), []),
  /** The Geetest private key (32 hex) a merchant with the Geetest v3 captcha checks results with. */
  geetestPrivateKey: optional(str({ pattern: /^[0-9a-f]{32}$/ })),
  /** Issue 12: deposit channels, withdrawal limits, banks, Pix, seed balances (server/money/settings.ts). */
  money: withDefault(moneySettings, NO_MONEY),
});

export interface Merchant {
  code: string;
  isDefault: boolean;
  hosts: string[];
  public: MerchantConfig;
  defaultCountry: string;
  members: SeedMember[];
  customerService: CustomerServiceSeed[];
  domainList: { domainName: string }[];
  status: StatusSeed;
  passwordMaxAgeDays: number;
  vendors: VendorSeed[];
  geetestPrivateKey?: string;
  money: MoneySettings;
}

export class MerchantConfigError extends Error {
  constructor(file: string, detail: string) {
    super(`Merchant config ${file}: ${detail}`);
    this.name = 'MerchantConfigError';
  }
}

/**
 * The public object is decoded leniently (unknown keys are dropped), so a misspelt key would pass
 * unseen: refuse any key the decoder did not keep.
 */
function assertKnownPublicKeys(file: string, raw: unknown, decoded: MerchantConfig): void {
  const publicRaw = (raw as { public?: unknown }).public;
  if (typeof publicRaw !== 'object' || publicRaw === null) return;
  for (const key of Object.keys(publicRaw)) {
    if (!(key in decoded)) {
      throw new MerchantConfigError(
        file,
        `public.${key} is not a field of the merchant config (contract/merchant.ts), or is null`,
      );
    }
  }
}

export function parseMerchantFile(file: string, text: string): Merchant {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new MerchantConfigError(file, `not valid JSON (${(error as Error).message})`);
  }
  let parsed: Infer<typeof merchantFile>;
  try {
    parsed = merchantFile(raw);
  } catch (error) {
    if (error instanceof DecodeError) throw new MerchantConfigError(file, error.message);
    throw error;
  }
  assertKnownPublicKeys(file, raw, parsed.public);

  const code = parsed.public.merchantCode;
  const expectedFile = `${code}.json`;
  if (basename(file) !== expectedFile)
    throw new MerchantConfigError(file, `public.merchantCode is ${code}, so the file must be named ${expectedFile}`);
  const languages = parsed.public.languages;
  if (languages.length === 0) throw new MerchantConfigError(file, 'public.languages is empty');
  // §1: a merchant offers languages of the platform's list only; the storefront has texts for no other.
  for (const language of languages) {
    if (!isKnownLanguage(language))
      throw new MerchantConfigError(file, `public.languages has ${language}, not a language of the platform (§1)`);
  }
  if (new Set(languages).size !== languages.length)
    throw new MerchantConfigError(file, 'public.languages lists a language twice');
  if (!languages.includes(parsed.public.defaultLanguage)) {
    throw new MerchantConfigError(
      file,
      `public.defaultLanguage ${parsed.public.defaultLanguage} is not one of public.languages`,
    );
  }
  if (!COUNTRIES.some((c) => c.code === parsed.defaultCountry)) {
    throw new MerchantConfigError(
      file,
      `defaultCountry ${parsed.defaultCountry} is not a known country (server/db/countries.ts)`,
    );
  }
  if (parsed.public.firebaseAuthEmulatorHost !== undefined) {
    throw new MerchantConfigError(
      file,
      'public.firebaseAuthEmulatorHost is set by the server from FIREBASE_AUTH_EMULATOR_HOST, not by a merchant file',
    );
  }
  const sms = parsed.public.smsProvider;
  if (sms?.apiKey && !sms.projectId)
    throw new MerchantConfigError(file, 'public.smsProvider.apiKey needs public.smsProvider.projectId');
  const { captcha, gw } = parsed.public;
  if (captcha.provider === 'geetest' && !gw.GEETEST_ID)
    throw new MerchantConfigError(file, 'public.captcha.provider geetest needs public.gw.GEETEST_ID');
  if (captcha.provider === 'geetest' && gw.GEETEST_VERSION === 'v3' && !parsed.geetestPrivateKey) {
    throw new MerchantConfigError(file, 'the Geetest v3 captcha needs geetestPrivateKey');
  }
  if (parsed.passwordMaxAgeDays <= 0) throw new MerchantConfigError(file, 'passwordMaxAgeDays must be positive');
  const seen = new Set<string>();
  for (const member of parsed.members) {
    const key = member.username.toLowerCase();
    if (seen.has(key)) throw new MerchantConfigError(file, `member ${member.username} is listed twice`);
    seen.add(key);
    if (member.language && !languages.includes(member.language)) {
      throw new MerchantConfigError(
        file,
        `member ${member.username} has language ${member.language}, not one of public.languages`,
      );
    }
    if ((member.mobileNum === undefined) !== (member.mobileDialingCode === undefined)) {
      throw new MerchantConfigError(
        file,
        `member ${member.username} needs both mobileDialingCode and mobileNum, or neither`,
      );
    }
    const factor = member.secondFactor;
    if (factor) {
      const needs: [string, boolean][] = [
        ['payeeName', factor.payeeName !== undefined],
        ['sms', member.mobileNum !== undefined],
        ['ga', factor.totpSecret !== undefined],
        ['email', member.email !== undefined],
      ];
      for (const [method, has] of needs) {
        if ((factor.methods as string[]).includes(method) && !has) {
          throw new MerchantConfigError(
            file,
            `member ${member.username} has second factor ${method} without its data (payeeName, mobileNum, totpSecret or email)`,
          );
        }
      }
    }
  }
  const vendors = new Set<string>();
  for (const vendor of parsed.vendors) {
    if (vendors.has(vendor.vendor)) throw new MerchantConfigError(file, `vendor ${vendor.vendor} is listed twice`);
    vendors.add(vendor.vendor);
  }

  const moneyProblem = moneySettingsProblem(
    parsed.money,
    parsed.members.map((m) => m.username),
  );
  if (moneyProblem) throw new MerchantConfigError(file, moneyProblem);

  return {
    code,
    isDefault: parsed.default,
    hosts: parsed.hosts,
    // Issue 32: the top bar's mark is the merchant's drawn one (server/art) unless its config names a logo.
    public: parsed.public.logoUrl ? parsed.public : { ...parsed.public, ...markOf(code) },
    defaultCountry: parsed.defaultCountry,
    members: parsed.members,
    customerService: parsed.customerService,
    domainList: parsed.domainList,
    status: parsed.status,
    passwordMaxAgeDays: parsed.passwordMaxAgeDays,
    vendors: parsed.vendors,
    money: parsed.money,
    ...(parsed.geetestPrivateKey ? { geetestPrivateKey: parsed.geetestPrivateKey } : {}),
  };
}

/** The merchant's drawn mark (scripts/make-art.ts), when it has one. */
function markOf(code: string): { logoUrl?: string } {
  const url = artUrl(`merchants/${code}/mark.webp`);
  return url ? { logoUrl: url } : {};
}

/** Host header → hostname without port, lower case ("[::1]:8080" → "[::1]"). */
export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

export class MerchantRegistry {
  private readonly byCodeMap = new Map<string, Merchant>();
  private readonly byHostMap = new Map<string, Merchant>();
  readonly defaultMerchant: Merchant;

  constructor(readonly merchants: readonly Merchant[]) {
    if (merchants.length === 0) throw new MerchantConfigError('(none)', 'no merchant config found');
    let fallback: Merchant | undefined;
    for (const merchant of merchants) {
      if (this.byCodeMap.has(merchant.code))
        throw new MerchantConfigError(`${merchant.code}.json`, 'merchant code used twice');
      this.byCodeMap.set(merchant.code, merchant);
      for (const host of merchant.hosts) {
        const other = this.byHostMap.get(host);
        if (other)
          throw new MerchantConfigError(`${merchant.code}.json`, `host ${host} is also served by ${other.code}`);
        this.byHostMap.set(host, merchant);
      }
      if (merchant.isDefault) {
        if (fallback)
          throw new MerchantConfigError(`${merchant.code}.json`, `"default": true is also set by ${fallback.code}`);
        fallback = merchant;
      }
    }
    if (!fallback) throw new MerchantConfigError('(all)', 'no merchant has "default": true');
    this.defaultMerchant = fallback;
  }

  byCode(code: string): Merchant | undefined {
    return this.byCodeMap.get(code);
  }

  /** The merchant serving a Host header; unknown hosts get the default merchant. */
  forHost(hostHeader: string | undefined): Merchant {
    return this.byHostMap.get(hostnameOf(hostHeader)) ?? this.defaultMerchant;
  }
}

export function loadMerchants(dir: string = DEFAULT_MERCHANTS_DIR): MerchantRegistry {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return new MerchantRegistry(files.map((file) => parseMerchantFile(file, readFileSync(join(dir, file), 'utf8'))));
}

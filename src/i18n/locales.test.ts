import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGES } from '../config/constants';
import { pluralBase } from './bootstrap';
import { KNOWN_LANGUAGES, languageTag, type LanguageCode } from '../../contract/languages';

const dir = new URL('./locales/', import.meta.url);
const load = (file: string) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, unknown>;
const fileOf = (code: string) => `${code.toLowerCase()}.json`;

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** The text a reader sees, without placeholders, brand or code words that stay in Latin letters. */
const readable = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/\b(VIP|PIX|OK)\b/g, '');

const english = flatten(load('en.json'));
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
/** The keys of a file with each counted text once, under its plural base (`mall.price`). */
const bases = (texts: Map<string, string>) => [...new Set([...texts.keys()].map(pluralBase))];
/** The English text of a key, or of its plural base (the `_other` form). */
const englishOf = (key: string) => english.get(key) ?? english.get(`${pluralBase(key)}_other`) ?? '';
/** The values that are counts: a text showing one of them is a plural key (issue 35). */
const COUNTED = new Set(['count', 'points', 'stock', 'unread', 'seconds']);

/** §1 the script each non-Latin language is written in. */
const SCRIPTS: Partial<Record<LanguageCode, RegExp>> = {
  CN: /\p{Script=Han}/u,
  TW: /\p{Script=Han}/u,
  JA: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  KO: /\p{Script=Hangul}/u,
  TH: /\p{Script=Thai}/u,
  KM: /\p{Script=Khmer}/u,
  MY: /\p{Script=Myanmar}/u,
  HI: /\p{Script=Devanagari}/u,
  NE: /\p{Script=Devanagari}/u,
  BN: /\p{Script=Bengali}/u,
  TA: /\p{Script=Tamil}/u,
  UR: /\p{Script=Arabic}/u,
  AR: /\p{Script=Arabic}/u,
  RU: /\p{Script=Cyrillic}/u,
};

describe('§1 translations', () => {
  it('§1 the default languages EN, VI and CN all exist', () => {
    for (const code of DEFAULT_LANGUAGES) expect(files).toContain(fileOf(code));
  });

  it('§1 every supported language has its file, and there is no file for a language the platform does not know', () => {
    expect([...files].sort()).toEqual(KNOWN_LANGUAGES.map(fileOf).sort());
    expect(files).toHaveLength(25);
  });

  for (const file of files.filter((f) => f !== 'en.json')) {
    describe(file, () => {
      const other = flatten(load(file));
      const code = KNOWN_LANGUAGES.find((c) => fileOf(c) === file);
      it('has every English key and no other (a counted text with its own plural forms)', () => {
        const englishBases = bases(english);
        const otherBases = bases(other);
        expect(otherBases.filter((k) => !englishBases.includes(k))).toEqual([]);
        expect(englishBases.filter((k) => !otherBases.includes(k))).toEqual([]);
      });
      it('keeps every placeholder of the English text', () => {
        for (const [key, text] of other) expect(placeholders(text), key).toEqual(placeholders(englishOf(key)));
      });
      it('has no empty text', () => {
        for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
      });
      it('§1 is written in its own language, not left in English', () => {
        // Loanwords a market really uses (Password, Slot, Agent…) may match English; a file that
        // mostly does was not translated.
        const same = [...english]
          .filter(([key, text]) => other.get(key) === text && readable(text).trim() !== '')
          .map(([key]) => key);
        expect(same.length, `texts identical to English: ${same.join(', ')}`).toBeLessThanOrEqual(english.size / 8);
        const script = code ? SCRIPTS[code] : undefined;
        if (script) {
          const wrongScript = [...other]
            .filter(([, text]) => readable(text).trim() !== '' && !script.test(readable(text)))
            .map(([key]) => key);
          expect(wrongScript, 'texts not in the language’s script').toEqual([]);
        }
      });
    });
  }

  describe('§1 issue 35: every counted text has exactly the plural forms of its language', () => {
    const counted = bases(english).filter((key) => !english.has(key));
    it('§1 every text that shows a count is a plural key', () => {
      const unplural = [...english]
        .filter(([key, text]) => pluralBase(key) === key && placeholders(text).some((name) => COUNTED.has(name!)))
        .map(([key]) => key);
      expect(unplural).toEqual([]);
      expect(counted.length).toBeGreaterThanOrEqual(7);
    });
    for (const code of KNOWN_LANGUAGES) {
      it(`${code}: the categories Intl.PluralRules reports for ${languageTag(code)}`, () => {
        const categories = new Intl.PluralRules(languageTag(code)).resolvedOptions().pluralCategories;
        const texts = flatten(load(fileOf(code)));
        for (const key of counted) {
          const forms = [...texts.keys()]
            .filter((k) => pluralBase(k) === key && k !== key)
            .map((k) => k.slice(key.length + 1));
          expect(forms.sort(), `${code} ${key}`).toEqual([...categories].sort());
          expect(texts.has(key), `${code} ${key} without a plural suffix`).toBe(false);
        }
      });
    }
  });

  describe('§2 issue 35 iOS labels: the iOS guide names each menu as the phone shows it', () => {
    // iOS offers no Khmer, Burmese or Nepali interface (nor, to iOS 17 as far as known, Bengali,
    // Tamil or Urdu): those phones show the menus in English (or another system language), so the
    // guide names them in English with the translation beside them. Roman Urdu and Filipino
    // readers' phones show English menus, and their texts already name them so.
    const ENGLISH_MENUS: readonly LanguageCode[] = ['KM', 'MY', 'NE', 'BN', 'TA', 'UR', 'UR-LA', 'TY'];
    const menus: Record<string, readonly string[]> = {
      'install.ios.step1': ['Share'],
      'install.ios.step2': ['Add to Home Screen'],
      'install.ios.step3': ['Add'],
      'install.iosTip.ios17': ['Settings', 'Profile Downloaded'],
      'install.iosTip.legacy': ['Settings', 'General', 'Profiles & Device Management', 'Trust'],
    };
    for (const code of ENGLISH_MENUS)
      it(`${code}: every iOS menu name in English, beside the translation`, () => {
        const texts = flatten(load(fileOf(code)));
        for (const [key, names] of Object.entries(menus))
          for (const name of names) expect(texts.get(key), `${code} ${key}`).toContain(name);
        if (!['UR-LA', 'TY'].includes(code))
          for (const key of Object.keys(menus)) expect(texts.get(key), `${code} ${key}`).toMatch(/\(.+\)/u);
      });
  });

  describe('§1 issue 35 meaning errors: the words the review found wrong stay fixed', () => {
    const textsOf = (code: string) => flatten(load(fileOf(code)));
    /** Every text of a language that matches, as "key: text" (an empty list when none does). */
    const matching = (code: string, pattern: RegExp, keys: RegExp = /./u) =>
      [...textsOf(code)].filter(([key, text]) => keys.test(key) && pattern.test(text)).map(([k, v]) => `${k}: ${v}`);

    it('§1 "Try" (demo play) is playing for free, not an attempt (games.try, games.tryName)', () => {
      const attempt: Partial<Record<LanguageCode, RegExp>> = {
        TA: /முயற்சி/u,
        NE: /प्रयास/u,
        BN: /চেষ্টা/u,
        HI: /आज़मा|आजमा/u,
        UR: /آزما/u,
        'UR-LA': /azma/iu,
        AR: /جرّب|جرب/u,
      };
      for (const [code, pattern] of Object.entries(attempt))
        expect(matching(code, pattern, /^games\.try/u), code).toEqual([]);
    });

    it('§1 the VIP rebate is cashback, not a discount nor a transliteration of "rebate"', () => {
      expect(textsOf('TA').get('vip.rebate')).not.toMatch(/தள்ளுபடி/u);
      expect(textsOf('FR').get('vip.rebate')).not.toMatch(/remise/iu); // "remise": a discount
      expect(textsOf('ID').get('vip.rebate')).not.toMatch(/rabat/iu);
      for (const [code, rebate] of [
        ['HI', /रिबेट/u],
        ['NE', /रिबेट/u],
        ['BN', /রিবেট/u],
        ['UR', /ریبیٹ/u],
        ['UR-LA', /rebate/iu],
      ] as const)
        expect(textsOf(code).get('vip.rebate'), code).not.toMatch(rebate);
    });

    it('§1 ID referral is "referral", not "referensi" (a reference); KM asks "no account yet?"; RU trusts the profile grammatically', () => {
      expect(matching('ID', /referensi/iu, /referral|agent/iu)).toEqual([]);
      expect(textsOf('ID').get('rewards.kind.referral')).toBe('Bonus referral');
      expect(textsOf('KM').get('auth.noAccount')).not.toMatch(/ទើបមកដល់/u);
      expect(textsOf('KM').get('auth.noAccount')).toMatch(/គណនី/u); // account
      expect(textsOf('RU').get('install.iosTip.legacy')).not.toMatch(/доверьте профилю/u);
    });

    it('§1 TA page titles are nouns, not blunt imperatives', () => {
      const imperatives = [
        'பணம் எடு',
        'கடவுச்சொல்லை மாற்று',
        'விளையாடு',
        'வங்கி அட்டையைச் சேர்',
        'PIX கணக்கைச் சேர்',
        'நண்பர்களை அழை',
      ];
      const titles = [...textsOf('TA')].filter(([key]) => key.startsWith('page.'));
      for (const [key, title] of titles) expect(imperatives, key).not.toContain(title);
    });

    it('§1 one word per concept: deposit and withdrawal are each named one way inside a language', () => {
      const other: Array<[LanguageCode, RegExp]> = [
        ['ID', /\bdeposit\b/iu], // setor / setoran
        ['CN', /存款|提款/u], // 充值, 提现
        ['TW', /存款|提款/u], // 儲值, 提領
        ['UR', /ڈپازٹ|ڈیپازٹ/u], // جمع
        ['UR-LA', /\bdeposit\b/iu], // jama
        ['TA', /டெபாசிட்/u], // வைப்பு
        ['TY', /Mag-deposito/u], // Magdeposito
        ['BN', /তোলা/u], // উত্তোলন
        ['NE', /झिक्/u], // निकासी
      ];
      for (const [code, pattern] of other) expect(matching(code, pattern), code).toEqual([]);
    });
  });

  it('§5 issue 35 digits: MY, BN and NE write their hints in the digits they show amounts in', () => {
    for (const code of ['MY', 'BN', 'NE'])
      for (const [key, text] of flatten(load(fileOf(code))))
        expect(text.replace(/\{\{\s*\w+\s*\}\}/gu, ''), `${code} ${key}`).not.toMatch(/[0-9]/u);
  });

  it('§1 TW is its own Traditional Chinese, not a copy of CN', () => {
    const tw = flatten(load('tw.json'));
    const cn = flatten(load('cn.json'));
    const same = [...cn].filter(([key, text]) => tw.get(key) === text);
    expect(same.length).toBeLessThanOrEqual(cn.size / 8);
    // Simplified-only characters of the CN texts do not appear in TW.
    expect(tw.get('auth.login')).toBe('登入');
    for (const [key, text] of tw) expect(text, key).not.toMatch(/[们这个账户设置会员戏时间载实还没为]/u);
  });

  it('§1 PT and PT-BR are distinct markets; UR-LA is Urdu in Latin letters', () => {
    const pt = flatten(load('pt.json'));
    const br = flatten(load('pt-br.json'));
    expect([...pt].filter(([key, text]) => br.get(key) !== text).length).toBeGreaterThan(pt.size / 3);
    expect(pt.get('auth.password')).toBe('Palavra-passe');
    expect(br.get('auth.password')).toBe('Senha');
    for (const [key, text] of flatten(load('ur-la.json'))) expect(text, key).not.toMatch(/\p{Script=Arabic}/u);
  });
});

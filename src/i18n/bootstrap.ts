/**
 * The texts of the first render, before i18next has loaded (see index.ts): a nested key, `{{name}}`
 * interpolation, `defaultValue`, plural keys (`key_one`, `key_few`… chosen by `count` through
 * Intl.PluralRules, as i18next does) and the bidi isolation of interpolated values in right-to-left
 * languages, which is all the locale files use. bootstrap.test.ts holds it to i18next's answer for
 * every key of every language; a text needing more (context, nesting, formatting) makes that test
 * fail, and then belongs behind i18next only.
 */
export type Bundle = Record<string, unknown>;
export type Values = Record<string, string | number>;

/** U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE (DESIGN rule 15, issue 35). */
export const FSI = '\u2068';
export const PDI = '\u2069';

/**
 * An interpolated value isolated from the sentence around it: a Latin name, a number or a phone
 * example inside an Arabic or Urdu sentence keeps its own direction and digit order, and does not
 * reorder the sentence. i18next's `escape` in right-to-left languages (index.ts), and `lookup` here.
 */
export function isolate(value: string): string {
  return `${FSI}${value}${PDI}`;
}

/** The text at a nested key, or undefined. */
export function textAt(bundle: Bundle | undefined, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The CLDR plural categories, the suffixes i18next reads a counted text under (`mall.price_one`). */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);

/** `mall.price_few` → `mall.price`; any other key as it is. */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

const rules = new Map<string, Intl.PluralRules>();
function pluralRules(tag: string): Intl.PluralRules {
  let rule = rules.get(tag);
  if (!rule) {
    try {
      rule = new Intl.PluralRules(tag);
    } catch {
      rule = new Intl.PluralRules('en');
    }
    rules.set(tag, rule);
  }
  return rule;
}

/**
 * The keys i18next tries for a text, first to last: with a numeric `count`, `key_zero` (for 0),
 * then `key_<category of count in the language>`, then the key itself.
 */
export function candidateKeys(key: string, values: Values | undefined, tag: string | undefined): string[] {
  const count = values?.count;
  if (typeof count !== 'number' || !tag) return [key];
  const out = [`${key}_${pluralRules(tag).select(count)}`, key];
  if (count === 0) out.unshift(`${key}_zero`);
  return out;
}

/** The text a key answers with these values in this language, or undefined. */
export function templateAt(
  bundle: Bundle | undefined,
  key: string,
  values: Values | undefined,
  tag: string | undefined,
): string | undefined {
  for (const candidate of candidateKeys(key, values, tag)) {
    const text = textAt(bundle, candidate);
    if (text !== undefined) return text;
  }
  return undefined;
}

export interface LookupOptions {
  /** The BCP 47 tag of the bundle's language: chooses the plural form. */
  tag?: string;
  /** Right-to-left language: every interpolated value is isolated (FSI … PDI). */
  rtl?: boolean;
}

export function lookup(bundle: Bundle | undefined, key: string, values?: Values, options: LookupOptions = {}): string {
  const template =
    templateAt(bundle, key, values, options.tag) ??
    (values?.defaultValue !== undefined ? String(values.defaultValue) : key);
  return template.replace(/\{\{\s*([\w]+)\s*\}\}/g, (whole, name: string) =>
    values && name in values ? (options.rtl ? isolate(String(values[name])) : String(values[name])) : whole,
  );
}

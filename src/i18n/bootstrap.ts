/**
 * The texts of the first render, before i18next has loaded (see index.ts): a nested key, `{{name}}`
 * interpolation and `defaultValue`, which is all the locale files use. bootstrap.test.ts holds it
 * to i18next's answer for every key of every language; a text needing more (plurals, context,
 * nesting, formatting) makes that test fail, and then belongs behind i18next only.
 */
export type Bundle = Record<string, unknown>;

/** The text at a nested key, or undefined. */
export function textAt(bundle: Bundle | undefined, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

export function lookup(bundle: Bundle | undefined, key: string, values?: Record<string, string | number>): string {
  const template = textAt(bundle, key) ?? (values?.defaultValue !== undefined ? String(values.defaultValue) : key);
  return template.replace(/\{\{\s*([\w]+)\s*\}\}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}

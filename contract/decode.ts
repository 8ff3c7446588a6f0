/**
 * Tiny decoders: the one way both sides check data at the boundary. The client decodes every
 * answer with them (a malformed answer becomes a clear error, never a crash) and the reference
 * server validates every request with the same ones, so the contract cannot drift.
 */

export class DecodeError extends Error {
  constructor(
    readonly path: string,
    readonly expected: string,
  ) {
    super(`${path || 'value'}: expected ${expected}`);
    this.name = 'DecodeError';
  }
}

export type Decoder<T> = (input: unknown, path?: string) => T;
export type OptionalDecoder<T> = Decoder<T | undefined> & { readonly optional: true };
export type Infer<D> = D extends Decoder<infer T> ? T : never;

type Shape = Record<string, Decoder<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>;

interface StringRules {
  min?: number;
  max?: number;
  pattern?: RegExp;
  trim?: boolean;
}

export function str(rules: StringRules = {}): Decoder<string> {
  const max = rules.max ?? 10_000;
  return (input, path = '') => {
    if (typeof input !== 'string') throw new DecodeError(path, 'a string');
    const value = rules.trim ? input.trim() : input;
    if (rules.min !== undefined && value.length < rules.min)
      throw new DecodeError(path, `at least ${rules.min} characters`);
    if (value.length > max) throw new DecodeError(path, `at most ${max} characters`);
    if (rules.pattern && !rules.pattern.test(value))
      throw new DecodeError(path, `a value matching ${rules.pattern.source}`);
    return value;
  };
}

export const string: Decoder<string> = str();

export const num: Decoder<number> = (input, path = '') => {
  if (typeof input !== 'number' || !Number.isFinite(input)) throw new DecodeError(path, 'a number');
  return input;
};

/** A number that may arrive as a decimal string (query parameters, loosely typed answers). */
export const numLike: Decoder<number> = (input, path = '') => {
  if (typeof input === 'string' && /^-?\d+(\.\d+)?$/.test(input.trim())) return Number(input);
  return num(input, path);
};

export const bool: Decoder<boolean> = (input, path = '') => {
  if (typeof input !== 'boolean') throw new DecodeError(path, 'true or false');
  return input;
};

/** A boolean that may arrive as 'true'/'false'/'1'/'0' (query parameters). */
export const boolLike: Decoder<boolean> = (input, path = '') => {
  if (input === 'true' || input === '1') return true;
  if (input === 'false' || input === '0') return false;
  return bool(input, path);
};

export function literal<const T extends string | number | boolean>(...values: T[]): Decoder<T> {
  return (input, path = '') => {
    if (!values.includes(input as T)) throw new DecodeError(path, `one of ${values.join(', ')}`);
    return input as T;
  };
}

export function optional<T>(decoder: Decoder<T>): OptionalDecoder<T> {
  const d = ((input: unknown, path?: string) =>
    input === undefined || input === null ? undefined : decoder(input, path)) as OptionalDecoder<T>;
  return Object.assign(d, { optional: true as const });
}

export function nullable<T>(decoder: Decoder<T>): Decoder<T | null> {
  return (input, path) => (input === null || input === undefined ? null : decoder(input, path));
}

/** Falls back to a value when the input is missing (never when it is present but wrong). */
export function withDefault<T>(decoder: Decoder<T>, fallback: T): Decoder<T> {
  return (input, path) => (input === undefined || input === null ? fallback : decoder(input, path));
}

export function arrayOf<T>(item: Decoder<T>, maxItems = 10_000): Decoder<T[]> {
  return (input, path = '') => {
    if (!Array.isArray(input)) throw new DecodeError(path, 'a list');
    if (input.length > maxItems) throw new DecodeError(path, `at most ${maxItems} items`);
    return input.map((v, i) => item(v, `${path}[${i}]`));
  };
}

export function recordOf<T>(item: Decoder<T>): Decoder<Record<string, T>> {
  return (input, path = '') => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new DecodeError(path, 'an object');
    const out: Record<string, T> = {};
    for (const [k, v] of Object.entries(input)) out[k] = item(v, path ? `${path}.${k}` : k);
    return out;
  };
}

/** An object with the given fields; unknown fields are dropped, so nothing unchecked passes. */
export function object<S extends Shape>(shape: S): Decoder<ObjectOf<S>> {
  return (input, path = '') => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new DecodeError(path, 'an object');
    const source = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const value = shape[key]!(source[key], path ? `${path}.${key}` : key);
      if (value !== undefined) out[key] = value;
    }
    return out as ObjectOf<S>;
  };
}

/** Accepts anything JSON can hold (for opaque server-owned blobs); the caller narrows it. */
export const unknownValue: Decoder<unknown> = (input) => input;

/** Runs a decoder and returns a result instead of throwing. */
export function tryDecode<T>(
  decoder: Decoder<T>,
  input: unknown,
): { ok: true; value: T } | { ok: false; error: DecodeError } {
  try {
    return { ok: true, value: decoder(input) };
  } catch (error) {
    if (error instanceof DecodeError) return { ok: false, error };
    throw error;
  }
}

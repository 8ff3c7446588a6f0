/**
 * The pure rules of the kit (src/ui/): spec §5 "an empty field is highlighted and focused, with no
 * message; values are trimmed", the §4 block on duplicate submits, the send-code countdown and the
 * keyboard moves of a tab list. Unit-tested in rules.test.ts.
 */
/** §5: the first of `fields` (in order) whose value is empty once trimmed, or null when all are filled. */
export function firstEmpty<V extends Record<string, unknown>>(
  values: V,
  fields: readonly (keyof V & string)[],
): (keyof V & string) | null {
  for (const field of fields) {
    const value = values[field];
    if (typeof value !== 'string' || value.trim() === '') return field;
  }
  return null;
}

/**
 * The zero of each decimal digit set a player's keyboard may type (issue 35, digits): Arabic-Indic
 * (Arabic), Extended Arabic-Indic (Persian, Urdu), Devanagari (Hindi, Nepali), Bengali, Tamil, Thai,
 * Myanmar, Khmer and full-width (Chinese, Japanese and Korean keyboards).
 */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0x0be6, 0x0e50, 0x1040, 0x17e0, 0xff10];
const NATIVE_DIGIT = new RegExp(
  `[${DIGIT_ZEROS.map((zero) => `${String.fromCodePoint(zero)}-${String.fromCodePoint(zero + 9)}`).join('')}٫٬]`,
  'gu',
);

/**
 * Issue 35 (digits): every digit in the Latin digit it stands for, so a number typed in Burmese,
 * Bengali, Nepali, Arabic or Persian digits is accepted wherever Latin digits are (the Arabic
 * decimal and thousands separators become "." and ","). Applied before every check of a form.
 */
export function normalizeDigits(text: string): string {
  return text.replace(NATIVE_DIGIT, (char) => {
    const code = char.codePointAt(0)!;
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}

/**
 * §5: every text value trimmed, its digits Latin (issue 35), other values as they are. Passwords are
 * never trimmed nor changed: name them in `keep`.
 */
export function trimmed<V extends Record<string, unknown>>(values: V, keep: readonly (keyof V)[] = []): V {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values))
    out[key] = typeof value === 'string' && !keep.includes(key) ? normalizeDigits(value.trim()) : value;
  return out as V;
}

/**
 * §4: while a submit is in flight a second one is ignored; the block is released `releaseMs` after
 * the call ends (so a double tap that lands just after an answer does not send again).
 */
export interface SubmitGate {
  /** True when the caller may go ahead (and the gate is now closed); false while blocked. */
  enter(): boolean;
  /** Opens the gate again after the release delay; `onOpen` runs once it is open. */
  leave(onOpen?: () => void): void;
  readonly blocked: boolean;
}

export function createSubmitGate(
  releaseMs: number,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
): SubmitGate {
  let blocked = false;
  return {
    enter() {
      if (blocked) return false;
      blocked = true;
      return true;
    },
    leave(onOpen) {
      const open = () => {
        blocked = false;
        onOpen?.();
      };
      if (releaseMs <= 0) open();
      else schedule(open, releaseMs);
    },
    get blocked() {
      return blocked;
    },
  };
}

/** Whole seconds left until `end` (0 when over), rounded up so the label never shows 0 early. */
export function secondsLeft(end: number | null, now: number): number {
  if (end === null || end <= now) return 0;
  return Math.ceil((end - now) / 1000);
}

/** The tab an arrow, Home or End key moves to from `current` (wrapping around), or null for any other key. */
export function nextTab<K>(tabs: readonly K[], current: K, key: string): K | null {
  if (tabs.length === 0) return null;
  const index = Math.max(0, tabs.indexOf(current));
  if (key === 'Home') return tabs[0]!;
  if (key === 'End') return tabs[tabs.length - 1]!;
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return step ? tabs[(index + step + tabs.length) % tabs.length]! : null;
}

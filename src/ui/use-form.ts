/**
 * The form hook every form and dialog uses (DESIGN rule 4): it owns the values, the invalid field
 * (spec §5: an empty field is highlighted and focused, with no message; values are trimmed), the
 * busy state and the §4 duplicate-submit block (a second submit while one is in flight is ignored;
 * the block is released 500 ms after the call ends). A form is its fields and one async action.
 * A rule of the feature may say why it flagged a field (a malformed value, an amount out of its
 * limits): the form keeps that reason while the field stays flagged, for the page to put in words.
 *
 *   const form = useForm({ initial: { username: '', password: '' } });
 *   <form onSubmit={form.handleSubmit({ required: ['username', 'password'], keep: ['password'] }, (v) => login(v))}>
 *     <TextField label=… {...form.field('username')} />
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { LOGIN_RELEASE_DELAY_MS } from '../config/constants';
import { createSubmitGate, firstEmpty, trimmed, type SubmitGate } from './rules';
import { useHydrated } from './use-hydrated';

type StringKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface UseFormOptions<V> {
  initial: V | (() => V);
  /** §4: how long after a submit ends the next one is accepted (500 ms unless told). */
  releaseMs?: number;
}

/** A flagged field with the reason the feature's rule gave (`form.reason` while it stays flagged). */
export interface Refusal<V, R extends string> {
  field: StringKeys<V>;
  reason: R;
}

export interface SubmitOptions<V, R extends string = never> {
  /** §5: these must not be empty (checked trimmed, in this order); the first empty one is flagged. */
  required?: readonly StringKeys<V>[];
  /**
   * A rule of the feature that names the field to flag (with the reason, when it has one), or null
   * when the values are good; false stops the submit with no field flagged (the rule has told the
   * player why).
   */
  validate?: (values: V) => StringKeys<V> | Refusal<V, R> | null | false;
  /** Text values handed over as typed (passwords); every other one is trimmed (§5). */
  keep?: readonly (keyof V)[];
}

/** What a field needs: spread onto TextField / MobileNumberField / SelectField. */
export interface FieldProps {
  name: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  /** Any focusable field element (an input, a select, a textarea): §5 focuses the flagged one. */
  ref: (element: HTMLElement | null) => void;
}

export interface Form<V, R extends string = never> {
  values: V;
  setValues: (next: V | ((current: V) => V)) => void;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** Back to the initial values (or the ones given), with no field flagged. */
  reset: (next?: V) => void;
  invalid: StringKeys<V> | null;
  /** Why `invalid` is flagged, when the rule that flagged it said (null once the field changes). */
  reason: R | null;
  /** §5: highlight a field and move the focus to it (no message). */
  flag: (field: StringKeys<V>) => void;
  /** No field highlighted. */
  unflag: () => void;
  focus: (field: StringKeys<V>) => void;
  field: (name: StringKeys<V>) => FieldProps;
  busy: boolean;
  /**
   * Issue 18: false while a server-rendered form is being hydrated; its fields and buttons are
   * disabled until then (`<fieldset disabled={!form.ready}>`), so nothing typed or sent is lost.
   */
  ready: boolean;
  /** Runs `action` under the §4 block (ignored while one is in flight); busy meanwhile. */
  run: (action: () => Promise<unknown>) => Promise<void>;
  /** A submit handler: checks the fields, then runs `action` with the trimmed values under the block. */
  handleSubmit: (options: SubmitOptions<V, R>, action: (values: V) => Promise<unknown>) => (event?: FormEvent) => void;
}

export function useForm<V extends object, R extends string = never>({
  initial,
  releaseMs = LOGIN_RELEASE_DELAY_MS,
}: UseFormOptions<V>): Form<V, R> {
  const [start] = useState(initial);
  const [values, setValues] = useState<V>(start);
  const [flagged, setFlagged] = useState<{ field: StringKeys<V>; reason: R | null } | null>(null);
  const invalid = flagged?.field ?? null;
  const [busy, setBusy] = useState(false);
  const ready = useHydrated();
  const gate = useRef<SubmitGate | null>(null);
  gate.current ??= createSubmitGate(releaseMs);
  const inputs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const latest = useRef(values);
  latest.current = values;

  const focus = useCallback((field: StringKeys<V>) => inputs.current[field]?.focus(), []);
  const flag = useCallback(
    (field: StringKeys<V>, reason: R | null = null) => {
      setFlagged({ field, reason });
      focus(field);
    },
    [focus],
  );
  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFlagged((current) => (current?.field === (field as unknown) ? null : current));
  }, []);

  const run = useCallback(async (action: () => Promise<unknown>) => {
    const g = gate.current!;
    if (!g.enter()) return;
    setBusy(true);
    try {
      await action();
    } finally {
      g.leave(() => setBusy(false));
    }
  }, []);

  const handleSubmit = useCallback(
    (options: SubmitOptions<V, R>, action: (values: V) => Promise<unknown>) => (event?: FormEvent) => {
      event?.preventDefault();
      if (gate.current!.blocked) return;
      const current = latest.current;
      const bad = options.validate
        ? options.validate(current)
        : firstEmpty(current as Record<string, unknown>, options.required ?? []);
      if (bad === false) return;
      if (typeof bad === 'object' && bad !== null) return flag(bad.field, bad.reason);
      if (bad) return flag(bad as StringKeys<V>);
      setFlagged(null);
      void run(() => action(trimmed(current as Record<string, unknown>, options.keep as readonly string[]) as V));
    },
    [flag, run],
  );

  return {
    values,
    setValues,
    set,
    reset: (next) => {
      setValues(next ?? start);
      setFlagged(null);
    },
    invalid,
    reason: flagged?.reason ?? null,
    flag,
    unflag: () => setFlagged(null),
    focus,
    field: (name) => ({
      name,
      value: values[name] as string,
      invalid: invalid === name,
      onChange: (value: string) => set(name, value as V[typeof name]),
      ref: (element) => {
        inputs.current[name] = element;
      },
    }),
    busy,
    ready,
    run,
    handleSubmit,
  };
}

/**
 * Issue 36: a form's submit button, one way. While the form is busy it says so and is
 * aria-disabled, not disabled: it keeps its place in the focus order and its name for a screen
 * reader, and useForm ignores a second submit meanwhile (§4 duplicate-submit block).
 */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button block" aria-disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

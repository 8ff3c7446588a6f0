import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldFrame } from './field-frame';

/**
 * The input's own attributes (autoComplete, inputMode, maxLength…) go onto the <input> as they are;
 * the field gives it its id (the label's), hands its onChange the value and keeps the §5 invalid state.
 */
interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'children'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'tel' | 'email';
  /** Highlighted (and announced as invalid) without a message, as §5 asks for empty fields. */
  invalid?: boolean;
  /** What the player should do, shown under an invalid field and read with it (issue 32, register). */
  message?: string;
  /** Something shown before the input on the same row (a dialling-code picker). */
  addon?: ReactNode;
  /** Something shown after the input on the same row (a send-code button). */
  action?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, type = 'text', onChange, invalid = false, message, addon, action, ...attributes },
  ref,
) {
  const id = useId();
  const shown = invalid && Boolean(message);
  const input = (
    <input
      {...attributes}
      ref={ref}
      id={id}
      type={type}
      aria-invalid={invalid || undefined}
      aria-describedby={shown ? `${id}-message` : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <FieldFrame controlId={id} label={label} invalid={invalid}>
      {addon || action ? (
        <div className="field-row">
          {addon}
          {input}
          {action}
        </div>
      ) : (
        input
      )}
      {shown ? (
        <p id={`${id}-message`} className="field-message">
          {message}
        </p>
      ) : null}
    </FieldFrame>
  );
});

import { forwardRef, useId, type ReactNode } from 'react';
import { FieldFrame } from './field-frame';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** Highlighted (and announced as invalid) without a message, as §5 asks for empty fields. */
  invalid?: boolean;
  /** What the player should do, shown under an invalid field and read with it (issue 32, register). */
  message?: string;
  /** Something shown before the input on the same row (a dialling-code picker). */
  addon?: ReactNode;
  /** Something shown after the input on the same row (a send-code button). */
  action?: ReactNode;
  maxLength?: number;
}

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  {
    label,
    name,
    value,
    onChange,
    type = 'text',
    autoComplete,
    inputMode,
    invalid = false,
    message,
    addon,
    action,
    maxLength,
  },
  ref,
) {
  const id = useId();
  const shown = invalid && Boolean(message);
  const input = (
    <input
      ref={ref}
      id={id}
      name={name}
      type={type}
      value={value}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
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

import { forwardRef, useId } from 'react';

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
}

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, name, value, onChange, type = 'text', autoComplete, inputMode, invalid = false },
  ref,
) {
  const id = useId();
  return (
    <div className={invalid ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
});

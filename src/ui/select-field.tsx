/**
 * A labelled native <select> (issue 36: the feedback category, the Pix key type and the agent
 * channel were three copies): its label, the §5 invalid state (highlighted, announced, no message)
 * and the options from a list, after an optional empty "choose" option. Spread `form.field(name)`
 * onto it as onto TextField.
 */
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

/** The select's own attributes (name, value, required…) go onto the <select> as they are. */
interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'children'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The text of a first, empty option ("Choose…"); none when the field always has a value. */
  placeholder?: string;
  /** §5: highlighted and announced as invalid, with no message. */
  invalid?: boolean;
  /** A fixed element id; by default one of React's. */
  id?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, onChange, options, placeholder, invalid = false, id, ...attributes },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FieldFrame controlId={selectId} label={label} invalid={invalid}>
      <select
        id={selectId}
        {...attributes}
        ref={ref}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

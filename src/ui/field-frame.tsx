/**
 * The frame of every form field (issue 36: TextField, SelectField and the money pages' AmountField
 * each repeated it): the label tied to its control, and the §5 invalid state (highlighted; the
 * control says aria-invalid itself).
 */
import type { ReactNode } from 'react';

interface Props {
  /** The id of the control the label names. */
  controlId: string;
  label: string;
  invalid: boolean;
  /** The control, and whatever goes under it (a hint, a message, quick amounts). */
  children: ReactNode;
}

export function FieldFrame({ controlId, label, invalid, children }: Props) {
  return (
    <div className={invalid ? 'field invalid' : 'field'}>
      <label htmlFor={controlId}>{label}</label>
      {children}
    </div>
  );
}

/**
 * A mobile-number field with the dialling-code picker in front of it (§2): registration by
 * mobile, the SMS second factor and phone sign-in all ask for a number the same way.
 */
import { forwardRef, type ComponentProps } from 'react';
import { TextField } from '../text-field';
import { DialingCodePicker } from './dialing-code-picker';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Highlighted without a message when empty (§5). */
  invalid: boolean;
  /** What the player should do, under the field when it is invalid (register, issue 32). */
  message?: string;
  picker: ComponentProps<typeof DialingCodePicker>['picker'];
}

export const MobileNumberField = forwardRef<HTMLInputElement, Props>(function MobileNumberField(
  { picker, ...field },
  ref,
) {
  return (
    <TextField
      {...field}
      ref={ref}
      name="mobileNum"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      addon={<DialingCodePicker picker={picker} />}
    />
  );
});

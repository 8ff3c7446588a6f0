import type { ReactNode } from 'react';

/**
 * A dialog's action button, one way (issue 36): the primary action is the filled button and takes
 * the focus when the dialog opens, so Enter confirms it; the others are secondary (outlined), placed
 * before it.
 */
export function DialogButton({
  primary = false,
  onClick,
  children,
}: {
  primary?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={primary ? 'button' : 'button secondary'} autoFocus={primary} onClick={onClick}>
      {children}
    </button>
  );
}

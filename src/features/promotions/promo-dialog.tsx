/**
 * A modal dialog for the popups: the native <dialog> opened with showModal (focus kept inside,
 * the page inert behind it), named by its title, Escape routed to the caller (§4 forceRead decides
 * what closing does), the control marked data-autofocus focused first. Swapped for the kit's ModalDialog (src/ui/modal-dialog.tsx) once it lands.
 */
import { useEffect, useRef, type ReactNode } from 'react';

export function PromoDialog({
  labelledBy,
  className,
  onEscape,
  children,
}: {
  labelledBy: string;
  className?: string;
  onEscape: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first focusable element, which may be a link in the server's HTML;
      // the dialog's own chosen control takes focus instead (focus in the slide would pause autoplay).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`promo-dialog ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onEscape();
      }}
    >
      {children}
    </dialog>
  );
}

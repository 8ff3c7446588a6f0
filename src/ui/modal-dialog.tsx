/**
 * The modal dialog of the kit (DESIGN rule 8): a native <dialog> opened with showModal(), so focus
 * moves inside and stays there and the page behind is inert; named by its title (aria-labelledby)
 * and described by its description when it has one. Escape (and, when asked, a tap on the mask)
 * closes it only when it is closable; otherwise the cancel is swallowed (§2: some notices may not
 * be dismissed). Closing puts the focus back where it was before it opened.
 *
 *   <ModalDialog title={t('language.title')} onClose={close} closeOnBackdrop footer={<button…/>}>…</ModalDialog>
 */
import {
  useId,
  useLayoutEffect,
  useRef,
  type DialogHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { useT } from '../i18n';
import { nextTask } from '../lib/next-task';

export interface ModalDialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'title' | 'onCancel' | 'onClose' | 'open' | 'role'
> {
  /** The heading that names the dialog. */
  title: ReactNode;
  /** The heading's level (a full-screen page dialog is an h1). */
  titleAs?: 'h1' | 'h2';
  /** Wraps the heading, for a header with buttons beside it (a close ×, a back arrow). */
  header?: (title: ReactElement) => ReactNode;
  /** A short text under the title that describes the dialog (aria-describedby). */
  description?: ReactNode;
  descriptionClassName?: string;
  /** Wraps everything inside the dialog in one <div> of this class (a padded, scrolling body). */
  bodyClassName?: string;
  /** The action buttons, in a footer after the content. */
  footer?: ReactNode;
  footerClassName?: string;
  /** What Escape (and a mask tap with closeOnBackdrop) does; without it the dialog cannot be dismissed that way. */
  onClose?: () => void;
  /** False while the dialog must stay (a call in flight): Escape and the mask then do nothing. */
  closable?: boolean;
  /** A tap on the mask around the dialog closes it (when closable). */
  closeOnBackdrop?: boolean;
  /** 'alertdialog' for a notice that interrupts (§2 alerts, the domain modal). */
  role?: 'dialog' | 'alertdialog';
  /** Where the focus goes on opening: a CSS selector inside the dialog (else the first autofocus or focusable element). */
  initialFocus?: string;
  /**
   * False while content the dialog shows is still being drawn (sanitised HTML arriving a moment
   * later): the dialog opens once it is true, whole, so nothing inside it moves as it appears (no
   * layout shift). Default true: it opens at once.
   */
  ready?: boolean;
  ref?: Ref<HTMLDialogElement>;
  children?: ReactNode;
}

/**
 * Opens `element` as a modal with the focus on the element `initialFocus` selects inside it (else
 * where the browser puts it: the first autofocus or focusable element). The element is marked
 * autofocus for the opening, so the browser's dialog focusing steps move the focus once, straight to
 * it: focusing the first control and then moving it again was a second round of blur and focus
 * events and their style work (issue 18; a screen reader also announced the first control).
 */
export function showModalFocusing(element: HTMLDialogElement, initialFocus?: string): void {
  const target = initialFocus ? element.querySelector<HTMLElement>(initialFocus) : null;
  const marked = target !== null && !target.hasAttribute('autofocus');
  if (marked) target.setAttribute('autofocus', '');
  element.showModal();
  if (marked) target.removeAttribute('autofocus');
  // Where the browser does not follow autofocus (or the element cannot take it), focus it directly.
  if (target && document.activeElement !== target) target.focus();
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export function ModalDialog({
  title,
  titleAs: Heading = 'h2',
  header,
  description,
  descriptionClassName,
  bodyClassName,
  footer,
  footerClassName = 'alert-actions',
  onClose,
  closable = true,
  closeOnBackdrop = false,
  role,
  initialFocus,
  ready = true,
  ref,
  children,
  onClick,
  ...rest
}: ModalDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement | null>(null);
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  // The dialog opens in a task of its own, once React's commit has ended: making the page behind it
  // inert restyles the whole document and moves the focus (with its events), and inside the commit's
  // task, beside the render and the effects of what opened it, that was one task of 25-50 ms on
  // Lighthouse's unthrottled run, so 100-200 ms on its 4x throttled phone (issue 18, total blocking
  // time). Until then the closed dialog is not displayed: it appears, whole, a frame later at most.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || !ready || element.open) return;
    return nextTask(() => {
      if (element.isConnected && !element.open) showModalFocusing(element, initialFocus);
    });
    // initialFocus applies on opening only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  // Closed before React removes it, so the browser can give the focus back to the element that
  // opened it.
  useLayoutEffect(() => {
    const element = dialog.current;
    return () => element?.close();
  }, []);

  const dismiss = () => {
    if (!closable || !onClose) return;
    dialog.current?.close();
    onClose();
  };

  const heading = <Heading id={titleId}>{title}</Heading>;
  const content = (
    <>
      {header ? header(heading) : heading}
      {description !== undefined && (
        <p id={descriptionId} className={descriptionClassName}>
          {description}
        </p>
      )}
      {children}
      {footer !== undefined && <div className={footerClassName}>{footer}</div>}
    </>
  );
  return (
    // The mask tap is a pointer shortcut for Escape, which keyboard users have; the mask is no control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      {...rest}
      ref={(element) => {
        dialog.current = element;
        assignRef(ref, element);
      }}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description !== undefined ? descriptionId : undefined}
      onCancel={(event) => {
        // The native cancel would close the dialog behind React's back: React decides.
        event.preventDefault();
        dismiss();
      }}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) dismiss();
        onClick?.(event);
      }}
    >
      {bodyClassName ? <div className={bodyClassName}>{content}</div> : content}
    </dialog>
  );
}

/**
 * A dialog's ref and the way out of it: `close()` closes the <dialog> first, so the focus can go back
 * to the element that opened it (outside the modal everything is inert), then runs `then`.
 *
 *   const [ref, close] = useClosingDialog(onClose);  …  <ModalDialog ref={ref} onClose={close}>
 */
export function useClosingDialog(then: () => void): [RefObject<HTMLDialogElement | null>, () => void] {
  const ref = useRef<HTMLDialogElement>(null);
  return [
    ref,
    () => {
      ref.current?.close();
      then();
    },
  ];
}

/**
 * The header of a sheet or alert that a × closes: the title with the close button beside it, named
 * "Close" in the player's language; `disabled` while a call in flight must end first.
 *
 *   <ModalDialog title=… header={(title) => <CloseHeader title={title} onClose={close} />} onClose={close}>
 */
export function CloseHeader({
  title,
  onClose,
  disabled,
}: {
  title: ReactElement;
  onClose: () => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <div className="sheet-header">
      {title}
      <button
        type="button"
        className="icon-button dark"
        aria-label={t('common.close')}
        onClick={onClose}
        disabled={disabled}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

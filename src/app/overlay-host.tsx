/**
 * Renders the overlay queue (src/lib/overlays.ts): alerts as real modal dialogs (focus kept
 * inside, Escape and mask tap only where closable), toasts as a polite live region.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';
import { overlayStore, type AlertOverlay, type ToastOverlay } from '../lib/overlays';
import { setMember } from '../lib/interruptions/queue';
import { useSession } from '../session/use-session';
import { useInterruptionTurn } from '../ui/use-interruption';
import { textOf, useT } from '../i18n';
import { DialogButton } from '../ui/dialog-button';

function Alert({ alert }: { alert: AlertOverlay }) {
  useT();
  const ref = useRef<HTMLDialogElement>(null);
  const router = useRouter();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const finish = (action: AlertOverlay['confirm'] | undefined) => {
    overlayStore.close(alert.id);
    action?.run?.();
    if (action?.navigateTo) void router.navigate({ href: action.navigateTo });
  };

  const titleId = `overlay-title-${alert.id}`;
  const messageId = `overlay-message-${alert.id}`;
  return (
    // The mask tap is a pointer shortcut for Escape, which keyboard users have; the mask is no control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="alert"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(e) => {
        e.preventDefault();
        if (alert.dismissible) finish(alert.cancel);
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && alert.dismissible) finish(alert.cancel);
      }}
    >
      <h2 id={titleId}>{textOf(alert.title)}</h2>
      <p id={messageId}>{textOf(alert.message)}</p>
      <div className="alert-actions">
        {alert.cancel && <DialogButton onClick={() => finish(alert.cancel)}>{textOf(alert.cancel.label)}</DialogButton>}
        <DialogButton primary onClick={() => finish(alert.confirm)}>
          {textOf(alert.confirm.label)}
        </DialogButton>
      </div>
    </dialog>
  );
}

/** An alert that opens of its own accord (the push request): it waits for its turn (src/lib/interruptions). */
function QueuedAlert({ alert, blocked }: { alert: AlertOverlay; blocked: boolean }) {
  const turn = useInterruptionTurn(alert.interruption ?? 'notice', true);
  return turn && !blocked ? <Alert alert={alert} /> : null;
}

function Toast({ toast }: { toast: ToastOverlay }) {
  useT();
  useEffect(() => {
    const timer = setTimeout(() => overlayStore.close(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs]);
  return <div className="toast">{textOf(toast.message)}</div>;
}

export function OverlayHost() {
  const overlays = useSyncExternalStore(overlayStore.subscribe, overlayStore.snapshot, overlayStore.snapshot);
  const alerts = overlays.filter((o): o is AlertOverlay => o.kind === 'alert');
  const toasts = overlays.filter((o): o is ToastOverlay => o.kind === 'toast');
  // A login starts a member's first minute (the cap of docs/interruptions.md).
  const member = useSession() !== null;
  useEffect(() => setMember(member), [member]);
  // One dialog at a time: a notice the player must know opens at once (the oldest first, on top
  // until it is answered); alerts that came of their own accord wait for their turn in the queue.
  const first = alerts.find((a) => !a.interruption);
  return (
    <>
      {first && <Alert key={first.id} alert={first} />}
      {alerts
        .filter((a) => a.interruption)
        .map((a) => (
          <QueuedAlert key={a.id} alert={a} blocked={first !== undefined} />
        ))}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} />
        ))}
      </div>
    </>
  );
}

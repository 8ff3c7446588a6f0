/**
 * The queue behind the overlay host (src/app/overlay-host.tsx): alerts, notices, toasts and
 * dialogs that any layer may raise. Messages are i18n keys (with values) or server text, which is
 * always rendered as text, never as HTML.
 */
import { createStore } from './store';
import type { InterruptionKind } from './interruptions/rules';

export type Text = { key: string; values?: Record<string, string | number> } | { raw: string };

export interface AlertAction {
  label: Text;
  /** An in-app path to navigate to after the action, if any. */
  navigateTo?: string;
  run?: () => void;
}

export interface AlertOverlay {
  kind: 'alert';
  id: number;
  title: Text;
  message: Text;
  confirm: AlertAction;
  cancel?: AlertAction;
  /** Spec §2: some notices may not be closed by tapping outside or Escape. */
  dismissible: boolean;
  /**
   * An alert that opens without the player asking and is not a must-know notice (the push request):
   * it waits for its turn in the queue of src/lib/interruptions. Without it, the alert is a notice
   * the player must read and opens at once.
   */
  interruption?: InterruptionKind;
}

export interface ToastOverlay {
  kind: 'toast';
  id: number;
  message: Text;
  durationMs: number;
}

export type Overlay = AlertOverlay | ToastOverlay;

let nextId = 1;
const queue = createStore<readonly Overlay[]>([]);
const set = queue.set;

export const overlayStore = {
  subscribe: queue.subscribe,
  snapshot: queue.get,
  alert(init: Omit<AlertOverlay, 'kind' | 'id' | 'dismissible'> & { dismissible?: boolean }): number {
    const id = nextId++;
    set([...queue.get(), { kind: 'alert', id, dismissible: true, ...init }]);
    return id;
  },
  /** Replaces any open alert with the same title key, so repeated failures do not stack up. */
  alertOnce(init: Omit<AlertOverlay, 'kind' | 'id' | 'dismissible'> & { dismissible?: boolean }): number {
    const sameKey = (o: Overlay) => o.kind === 'alert' && JSON.stringify(o.message) === JSON.stringify(init.message);
    if (queue.get().some(sameKey)) return -1;
    return overlayStore.alert(init);
  },
  /**
   * The house's most common alert: "Notice", the message, OK (§8). `once` keeps a repeated failure
   * from stacking the same notice (alertOnce); `then` is what OK does besides closing (a path to go
   * to, a callback); `dismissible: false` leaves OK as the only way out (§2).
   */
  notice(
    message: Text,
    {
      once = false,
      then = {},
      dismissible = true,
    }: { once?: boolean; then?: Omit<AlertAction, 'label'>; dismissible?: boolean } = {},
  ): number {
    const init = { title: t('common.notice'), message, confirm: { label: t('common.confirm'), ...then }, dismissible };
    return once ? overlayStore.alertOnce(init) : overlayStore.alert(init);
  },
  toast(message: Text, durationMs: number): number {
    const id = nextId++;
    set([...queue.get(), { kind: 'toast', id, message, durationMs }]);
    return id;
  },
  close(id: number): void {
    set(queue.get().filter((o) => o.id !== id));
  },
  clear(): void {
    set([]);
  },
};

export const t = (key: string, values?: Record<string, string | number>): Text => (values ? { key, values } : { key });
export const raw = (text: string): Text => ({ raw: text });

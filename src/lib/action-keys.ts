/**
 * Idempotency keys for writes (DESIGN rule 11): one key per intended action, kept until that
 * action succeeds, so a double tap or a retry after a lost answer sends the same key and the
 * server changes its state once. A new key only after success (the next action is a new one).
 */
import { newDeviceId } from './device-id';

export interface ActionKeys {
  /** The key of this action (made on first use). */
  keyFor(action: string): string;
  /** The action succeeded: its next attempt is a new action. */
  done(action: string): void;
}

export function createActionKeys(make: () => string = newDeviceId): ActionKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(action) {
      let key = keys.get(action);
      if (!key) {
        key = make();
        keys.set(action, key);
      }
      return key;
    },
    done(action) {
      keys.delete(action);
    },
  };
}

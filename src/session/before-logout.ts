/**
 * Work that must run while the session token is still valid, just before a logout revokes it
 * (§4: the push token is unsubscribed on logout). Features register a task; the logout flow awaits
 * them all, each bounded by BEFORE_LOGOUT_TIMEOUT_MS, so a slow network never holds a player in.
 */
import { BEFORE_LOGOUT_TIMEOUT_MS } from '../config/constants';

const tasks = new Set<() => Promise<unknown>>();

export function beforeLogout(task: () => Promise<unknown>): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

export async function runBeforeLogout(timeoutMs = BEFORE_LOGOUT_TIMEOUT_MS): Promise<void> {
  await Promise.all(
    [...tasks].map((task) =>
      Promise.race([task().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, timeoutMs))]),
    ),
  );
}

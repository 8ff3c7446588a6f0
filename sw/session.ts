/**
 * Which session the worker's caches belong to. When a page reports another session (a login, a
 * logout, another player), every cached /wps answer goes: one player never sees another's.
 */
import { get, set } from 'idb-keyval';
import { clearWpsCaches } from './wps-cache';

const SESSION_KEY = 'storefront-session-key';

export async function adoptSession(sessionKey: string | null): Promise<boolean> {
  const current = ((await get(SESSION_KEY)) as string | null | undefined) ?? null;
  if (current === sessionKey) return false;
  await clearWpsCaches();
  await set(SESSION_KEY, sessionKey);
  return true;
}

import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';
import { session } from '../../session/store';
import { runBeforeLogout } from '../../session/before-logout';
import { merchant } from '../../config/runtime';
import { disableAutoLogin, forgetRemembered } from './remembered';

let loggingOut: Promise<void> | null = null;

/**
 * §4: logout revokes the token on the server and clears the session; listeners clear the rest.
 * Auto-login is turned off on this device, so the next visit does not log straight back in (the
 * remembered username and password stay to fill in the form). Where the site's auto-login setting
 * is off nothing may stay remembered (§5): the remembered login and its sealing key go (issue 11).
 * One at a time: a second tap (or a second caller) while one runs joins it.
 */
export function logout(): Promise<void> {
  return (loggingOut ??= endSession().finally(() => {
    loggingOut = null;
  }));
}

async function endSession(): Promise<void> {
  disableAutoLogin();
  if (!merchant().autoLogin) forgetRemembered();
  try {
    // §4: the push token is unsubscribed while the session can still do it.
    await runBeforeLogout();
    await call('logout', {});
  } catch {
    // The token may already be gone on the server; the player is logged out here either way.
  } finally {
    session.end('user');
  }
}

/** Log out from a page (the account page): one at a time, so a double tap sends one logout (§4). */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}

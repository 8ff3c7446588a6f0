/**
 * Issue 36: the §2 §4 install triggers wired to the install machine. The host's queries change, the
 * session logs in, tracking reports a registration or a deposit, another page asks (the in-game popup):
 * each becomes a trigger event with the context known at that moment (triggerContextOf). When a
 * trigger opens the dialog, and whether at all, is the machine's and rules.ts's to say.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { InstallSettings } from '../../../contract/entities';
import {
  DEPOSIT_EVENT_RECHECK_MS,
  INSTALL_DISMISSED_KEY,
  INSTALL_FORCED_SHOWN_KEY,
  REGISTER_PATHS,
} from '../../config/constants';
import { onTrack } from '../../lib/tracking';
import { session } from '../../session/store';
import { deferredPrompt } from './prompt-event';
import type { Counts, PromptEvent } from './rules';
import { triggerContextOf } from './install-machine';
import { onInstallPromptRequest } from './triggers';
import { sessionFlag, type InstallMachine } from './use-install-machine';

/** Names of §3 tracking events after which the counts are checked again (§4, 2.5 s later). */
const DEPOSIT_EVENTS: readonly string[] = [
  'deposit',
  'firstDeposit',
  'redeposit',
  'depositSubmit',
  'firstDepositArrival',
];

export interface TriggerInputs {
  machine: InstallMachine;
  path: string;
  settings: InstallSettings | undefined;
  counts: Counts | undefined;
  refetchCounts: () => unknown;
  member: { type: number; regDate: number | null } | null;
  /** The live session (its identity: a new session weighs the triggers again), or null. */
  live: object | null;
}

export function useInstallTriggers(i: TriggerInputs): void {
  const { path, settings, counts, member, live, refetchCounts } = i;
  const { dispatch, latest } = i.machine;
  /** What the host knows now (the queries' latest answers), read when a trigger comes. */
  const known = useRef({ settings, counts, member, loggedIn: live !== null });
  known.current = { settings, counts, member, loggedIn: live !== null };

  const contextNow = useCallback(
    () =>
      triggerContextOf(
        {
          ...known.current,
          dismissedInSession: sessionFlag(INSTALL_DISMISSED_KEY),
          forcedShownInSession: sessionFlag(INSTALL_FORCED_SHOWN_KEY),
        },
        location.hostname,
        Date.now(),
      ),
    [],
  );
  const consider = useCallback(
    (event: PromptEvent) => {
      const ctx = contextNow();
      if (ctx) dispatch({ type: 'trigger', ctx, event, deferred: deferredPrompt() !== null });
    },
    [contextNow, dispatch],
  );

  // §2 the prompt at init, once the settings are known.
  useEffect(() => {
    if (!settings || latest().initDone) return;
    if (live !== null && member === null) return; // a member's type is needed first (§3)
    const ctx = contextNow();
    if (ctx) dispatch({ type: 'init', ctx, path: location.pathname, deferred: deferredPrompt() !== null });
  }, [settings, live, member, contextNow, dispatch, latest]);
  // Pages that trigger (voucher center, withdraw, bind card) once the counts are known.
  useEffect(() => {
    if (settings && (counts || live === null)) consider({ kind: 'page', path });
  }, [path, settings, counts, live, consider]);
  // Counts and registration age.
  useEffect(() => {
    if (settings && counts && member) consider({ kind: 'counts' });
  }, [settings, counts, member, consider]);
  // Login and registration (§4: 2 s and 1.9 s).
  useEffect(() => {
    let registered = false;
    const offTrack = onTrack((event) => {
      if (event.name === 'register') registered = true;
      if (DEPOSIT_EVENTS.includes(event.name)) setTimeout(() => void refetchCounts(), DEPOSIT_EVENT_RECHECK_MS);
    });
    const offSession = session.on((event) => {
      if (event.type !== 'login') return;
      const where = location.pathname;
      // Let the member info arrive (the type decides, §3) before weighing the trigger.
      setTimeout(() => {
        const isRegister = registered || (REGISTER_PATHS as readonly string[]).includes(where);
        registered = false;
        consider(isRegister ? { kind: 'register' } : { kind: 'login', path: where });
      }, 0);
    });
    const offRequest = onInstallPromptRequest(consider);
    return () => {
      offTrack();
      offSession();
      offRequest();
    };
  }, [consider, refetchCounts]);
}

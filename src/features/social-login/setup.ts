/**
 * The sign-in flow's code (flow.chunk.ts), set up on first need: loaded when a sign-in starts, when a
 * redirect sign-in comes back, or when a password login links a pending one. A plain password login
 * never loads it (issue 11's budget for the login's JS). The flow imports availability.ts, never this
 * module: the lazy edge is one way.
 */
import { ERROR_KEYS } from '../../api/errors';
import { overlayStore, t } from '../../lib/overlays';
import type * as FlowModule from './flow.chunk';

type Flow = typeof FlowModule;

let flow: Promise<Flow> | null = null;
/** The sign-in flow's code, loaded once, on first need; a failed download is tried again next time. */
export const loadFlow = (): Promise<Flow> =>
  (flow ??= import('./flow.chunk').catch((error: unknown) => {
    flow = null;
    throw error;
  }));

/**
 * Runs `run` with the flow's code. A download that fails (an offline phone without the installed
 * app's copy, a 502) says so in the §8 network notice and leaves everything as it was: the player
 * taps again. (The first failed download of a session reloads the page instead, src/main.tsx, in
 * case a new release removed the file; the import then answers nothing.)
 */
export async function withFlow(run: (flow: Flow) => unknown): Promise<void> {
  let loaded: Flow | undefined;
  try {
    loaded = await loadFlow();
  } catch {
    overlayStore.notice(t(ERROR_KEYS.network), { once: true });
    return;
  }
  if (loaded) await run(loaded);
}

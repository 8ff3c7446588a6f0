export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags this machine needs (no sandbox as root, no GPU, no background calls to the internet). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/**
 * The run's ports. Each Playwright worker has a stack of its own (tests/e2e/support/global-setup.ts:
 * the edge, the reference platform and its database, the demo game provider), STACK_PORT_SPAN apart,
 * so that two specs running at once never share a server's state (an operator's setting, a rate
 * limit, a member's wallet). A spec's own servers take ports of its stack's span (E2E_PORT + 40…62).
 * The worker's slot is Playwright's TEST_PARALLEL_INDEX, which a restarted worker keeps (0 where
 * there is no worker: the global setup, the config).
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4390);
const STACK_PORT_SPAN = 100;
/** The storefront edge of the stack in this slot. */
export const stackPort = (slot: number) => E2E_BASE_PORT + slot * STACK_PORT_SPAN;
const E2E_SLOT = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_PORT = stackPort(E2E_SLOT);
/** Issue 34: the reference platform behind a stack's storefront edge (which answers on its E2E_PORT). */
export const platformPort = (edgePort: number) => edgePort + 9;
/** The demo game provider on another origin (issue 14, tests/e2e/games.spec.ts). */
export const gamesPort = (edgePort: number) => edgePort + 7;
/**
 * The Auth Emulator's front door for this run (scripts/auth-emulator.ts; it also takes the next three
 * ports). One for the whole run: firebase-admin takes it from one environment variable for the whole
 * process, so the stacks the global setup starts share it. Derived from the base port so that runs on
 * different E2E ports never share one.
 */
export const AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 10_000 + (E2E_BASE_PORT % 4_000) * 4);
/** The environment variable that names a stack's database folder (set by the global setup). */
export const dataDirVariable = (slot: number) => `E2E_DATA_DIR_${slot}`;
/** This worker's stack's database folder: what its server really stored. */
export function e2eDataDir(): string {
  const dir = process.env[dataDirVariable(E2E_SLOT)];
  if (!dir) throw new Error(`${dataDirVariable(E2E_SLOT)} is not set (tests/e2e/support/global-setup.ts)`);
  return dir;
}

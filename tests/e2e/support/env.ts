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
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4390);
/** Issue 34: the reference platform behind the run's storefront edge (which answers on E2E_PORT). */
export const PLATFORM_PORT = E2E_PORT + 9;
/**
 * The Auth Emulator's front door for this run (scripts/auth-emulator.ts; it also takes the next three
 * ports). Derived from E2E_PORT so that runs on different E2E ports never share one.
 */
export const AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_EMULATOR_PORT ?? 10_000 + (E2E_PORT % 4_000) * 4);

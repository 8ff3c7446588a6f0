/**
 * `npm start` (after the build): the Firebase Auth Emulator (scripts/auth-emulator.ts, port
 * FIREBASE_AUTH_EMULATOR_PORT, default 9099) and the reference server (server/main.ts) with
 * FIREBASE_AUTH_EMULATOR_HOST pointing at it, so social and phone sign-in work on this machine
 * without the internet. Ctrl-C stops both.
 *
 * No emulator is started when FIREBASE_AUTH_EMULATOR_HOST is set already (one of your own), or in
 * production mode (STOREFRONT_MODE=production verifies against Google's keys).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_AUTH_EMULATOR_PORT, startAuthEmulator, type RunningAuthEmulator } from './auth-emulator';

// `npm start` is the local demo: development mode (loopback only, dev outbox, development admin
// token) unless STOREFRONT_MODE says otherwise. server/main.ts alone defaults to production.
const mode = process.env.STOREFRONT_MODE?.trim() || 'development';
const production = mode === 'production';
let emulator: RunningAuthEmulator | null = null;
if (!production && !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  const port = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? DEFAULT_AUTH_EMULATOR_PORT);
  console.log(`Starting the Firebase Auth Emulator on port ${port} (social and phone sign-in)…`);
  emulator = await startAuthEmulator({ port });
  console.log(`Firebase Auth Emulator: ${emulator.url}`);
}

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('../server/main.ts', import.meta.url))],
  {
    stdio: 'inherit',
    env: { ...process.env, STOREFRONT_MODE: mode, ...(emulator ? { FIREBASE_AUTH_EMULATOR_HOST: emulator.host } : {}) },
  },
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  void (emulator?.stop() ?? Promise.resolve()).then(() => process.exit(code ?? (signal ? 1 : 0)));
});

/**
 * Starts the Firebase Auth Emulator (issue 5, scripts/auth-emulator.ts), the real reference
 * platform with a fresh database for the run (on PLATFORM_PORT) and, in front of it on E2E_PORT, the
 * storefront edge on the built app (issue 34: the pages talk to the edge, as with `npm start`), and
 * stops them afterwards. The platform verifies ID tokens against the emulator
 * (FIREBASE_AUTH_EMULATOR_HOST), and hands its address to the pages. `npm test` builds before the
 * browser tests run.
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAuthEmulator } from '../../../scripts/auth-emulator';
import { startServer } from '../../../server/app';
import { startEdge } from '../../../server/edge/app';
import { AUTH_EMULATOR_PORT, E2E_PORT, PLATFORM_PORT } from './env';

export default async function globalSetup() {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
  const emulator = await startAuthEmulator({ port: AUTH_EMULATOR_PORT });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.E2E_AUTH_EMULATOR_URL = emulator.url;
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  let server;
  let edge;
  try {
    // Every spec registers its members from this one loopback address, more than the 10 an hour a
    // real network gets (server/auth/throttle.ts, whose limit the server tests check).
    // The demo game provider on another origin (issue 14): E2E_PORT + 7 (tests/e2e/games.spec.ts).
    server = await startServer({
      port: PLATFORM_PORT,
      host: '127.0.0.1',
      dataDir,
      distDir: 'dist',
      mode: 'development',
      registerMaxPerIp: 10_000,
      gamesPort: E2E_PORT + 7,
      // The edge in front forwards the player's address (X-Forwarded-For) and scheme.
      trustProxy: true,
      // Issue 34: the edge serves every page and file; the platform none of them (its disk unread).
      servePages: false,
    });
    edge = await startEdge({
      port: E2E_PORT,
      platformUrl: server.url,
      distDir: 'dist',
      forwardOperatorPaths: true,
      logLevel: 'warn',
    });
  } catch (error) {
    await server?.close();
    await emulator.stop();
    throw error;
  }
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await edge.close(2_000);
    await server.close();
    await emulator.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

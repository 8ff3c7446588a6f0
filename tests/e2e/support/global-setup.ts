/**
 * Starts the Firebase Auth Emulator (issue 5, scripts/auth-emulator.ts) and, for each Playwright
 * worker, a stack of its own (tests/e2e/support/env.ts): the real reference platform with a fresh
 * database and, in front of it on the stack's E2E_PORT, the storefront edge on the built app (issue
 * 34: the pages talk to the edge, as with `npm start`); it stops them afterwards. The platforms verify
 * ID tokens against the one emulator (FIREBASE_AUTH_EMULATOR_HOST), and hand its address to the pages.
 * `npm test` builds before the browser tests run.
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startAuthEmulator } from '../../../scripts/auth-emulator';
import { startServer } from '../../../server/app';
import { startEdge } from '../../../server/edge/app';
import { AUTH_EMULATOR_PORT, dataDirVariable, gamesPort, platformPort, stackPort } from './env';

type Stop = () => Promise<void>;

/** One worker's edge and platform, on a fresh database; resolves to what stops them. */
async function startStack(slot: number): Promise<Stop> {
  const edgePort = stackPort(slot);
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  // Every spec registers its members from this one loopback address, more than the 10 an hour a
  // real network gets (server/auth/throttle.ts, whose limit the server tests check).
  const server = await startServer({
    port: platformPort(edgePort),
    host: '127.0.0.1',
    dataDir,
    distDir: 'dist',
    mode: 'development',
    registerMaxPerIp: 10_000,
    gamesPort: gamesPort(edgePort),
    // The edge in front forwards the player's address (X-Forwarded-For) and scheme.
    trustProxy: true,
    // Issue 34: the edge serves every page and file; the platform none of them (its disk unread).
    servePages: false,
  });
  try {
    const edge = await startEdge({
      port: edgePort,
      platformUrl: server.url,
      distDir: 'dist',
      forwardOperatorPaths: true,
      logLevel: 'warn',
    });
    process.env[dataDirVariable(slot)] = dataDir;
    return async () => {
      await edge.close(2_000);
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

export default async function globalSetup(config: FullConfig) {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
  const emulator = await startAuthEmulator({ port: AUTH_EMULATOR_PORT });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.E2E_AUTH_EMULATOR_URL = emulator.url;
  const stops: Stop[] = [];
  const stopAll = async () => {
    for (const stop of stops) await stop();
    await emulator.stop();
  };
  try {
    for (let slot = 0; slot < config.workers; slot++) stops.push(await startStack(slot));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

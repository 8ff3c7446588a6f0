/**
 * Issue 34: `npm start` with a port already taken stops before any build, with one line naming the
 * port and the variable that moves it (scripts/start.ts), including the three ports the Auth
 * Emulator takes after its own.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';

const listen = (port = 0) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const portOf = (server: Server) => (server.address() as { port: number }).port;

function start(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>((resolve) => {
    const began = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '', STOREFRONT_MODE: 'development', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr, ms: performance.now() - began }));
  });
}

describe('npm start with a port taken (issue 34)', () => {
  it('names the storefront port and PORT in one line, and builds nothing', async () => {
    const taken = await listen();
    const port = portOf(taken);
    try {
      const run = await start({
        PORT: String(port),
        PLATFORM_PORT: '1',
        GAMES_PORT: '1',
        FIREBASE_AUTH_EMULATOR_PORT: '1',
      });
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([`Port ${port} is taken: PORT moves the storefront.`]);
      expect(run.stdout).toBe('');
    } finally {
      taken.close();
    }
  }, 30_000);

  it('names a port the Auth Emulator takes after its own, and FIREBASE_AUTH_EMULATOR_PORT', async () => {
    const free = await listen();
    const base = portOf(free);
    free.close();
    const taken = await listen(base + 2).catch(() => null);
    if (!taken) return; // the neighbour port is someone else's: nothing to prove on this machine
    const own = [await listen(), await listen(), await listen()];
    const [port, platformPort, gamesPort] = own.map(portOf);
    await Promise.all(own.map((s) => new Promise((resolve) => s.close(resolve))));
    try {
      const run = await start({
        PORT: String(port),
        PLATFORM_PORT: String(platformPort),
        GAMES_PORT: String(gamesPort),
        FIREBASE_AUTH_EMULATOR_PORT: String(base),
      });
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        `Port ${base + 2} is taken: FIREBASE_AUTH_EMULATOR_PORT moves the Auth Emulator, which takes ${base} and the three ports after it.`,
      ]);
      expect(run.stdout).toBe('');
    } finally {
      taken.close();
    }
  }, 30_000);
});

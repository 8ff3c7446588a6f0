/**
 * Issue 34: `npm run dev` (scripts/dev.ts) serves what `npm start` serves, with hot reload. The
 * defects it had: `/m/m/install-capture.js` answered 404 (the base path doubled), the worker's
 * registration failed on an HTML answer at `/m/sw.js`, `/media/*` answered 404. And a stop (Ctrl-C,
 * SIGTERM) stops the reference server it started too, leaving no port taken.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** Two free ports next to each other, above the ones the browser tests use. */
async function freePorts(): Promise<[number, number]> {
  for (let port = 20_000 + Math.floor(Math.random() * 20_000); ; port += 2)
    if ((await isFree(port)) && (await isFree(port + 1))) return [port, port + 1];
}

async function until(what: string, probe: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('issue 34: npm run dev', () => {
  it('answers the public files, the worker and the media as the server does, and a stop frees every port', async () => {
    const [devPort, serverPort] = await freePorts();
    const gamesPort = serverPort + 100;
    const dataDir = `/tmp/storefront-dev-test-${process.pid}`;
    const dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      env: {
        ...process.env,
        DEV_PORT: String(devPort),
        SERVER_PORT: String(serverPort),
        GAMES_PORT: String(gamesPort),
        // An emulator address of its own: none is started.
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9',
        DATA_DIR: dataDir,
        STOREFRONT_MODE: '',
      },
    });
    let out = '';
    dev.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    dev.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => dev.on('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${devPort}`;
    try {
      await until(
        'Vite and the reference server',
        async () => {
          if (!out.includes('hot reload')) return false;
          return fetch(`http://127.0.0.1:${serverPort}/wps/system/status`, { headers: { Merchant: 'DEMO' } }).then(
            (r) => r.ok,
            () => false,
          );
        },
        90_000,
      );
      const get = (path: string) => fetch(`${base}${path}`, { headers: { Merchant: 'DEMO' } });

      const capture = await get('/m/m/install-capture.js');
      expect(capture.status).toBe(200);
      expect(capture.headers.get('content-type')).toMatch(/javascript/);

      const worker = await get('/m/sw.js');
      expect(worker.status).toBe(200);
      expect(worker.headers.get('content-type')).toMatch(/javascript/);
      expect(await worker.text()).not.toMatch(/<html/i);

      const media = await get('/media/banner-jackpot.webp');
      expect(media.status, out).toBe(200);
      expect(media.headers.get('content-type')).toBe('image/webp');
    } finally {
      dev.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    try {
      await until(
        'every port to be free again',
        async () => (await isFree(serverPort)) && (await isFree(devPort)),
        15_000,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});

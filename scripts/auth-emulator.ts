/**
 * The local identity service (issue 5): the Firebase Auth Emulator of the npm package
 * firebase-tools, run offline for a `demo-` project, behind a small front door.
 *
 *   browser / firebase-admin ──► front door (PORT) ──► firebase emulators:start --only auth (PORT+1)
 *
 * The front door passes everything through, except that it serves the emulator's helper iframe
 * (/emulator/auth/iframe) with a local stand-in for Google's gapi loader
 * (auth-emulator/gapi-iframes-child.js), because that loader lives on the internet. Popup and
 * redirect sign-in need that iframe; nothing else changes.
 *
 * The emulator runs with update checks, the message of the day and usage reporting off (CI=true,
 * NO_UPDATE_NOTIFIER=1, a configstore of its own), with no UI and no other emulator, so it needs
 * no network and no Java. Its hub and logging ports are PORT+2 and PORT+3.
 *
 * Used by `npm start` (scripts/start.ts), the browser tests (tests/e2e/support/global-setup.ts) and
 * the server's tests of token verification. `node --import tsx scripts/auth-emulator.ts` runs it alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir, setPriority } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const DEFAULT_PROJECT_ID = 'demo-storefront';
export const DEFAULT_AUTH_EMULATOR_PORT = 9099;
const HOST = '127.0.0.1';
const GAPI_LOADER_TAG = '<script src="https://apis.google.com/js/api.js"></script>';
export const GAPI_CHILD_PATH = '/__storefront/gapi-iframes-child.js';
/** Compiling the emulator's API spec is CPU work: on a busy machine it can take a minute. */
const READY_TIMEOUT_MS = 120_000;

export interface AuthEmulatorOptions {
  /** The front door's port; 0 picks free ports. Default 9099. */
  port?: number;
  /** Must start with demo- (an offline project). Default demo-storefront. */
  projectId?: string;
  /** Print the emulator's own output. Default false. */
  verbose?: boolean;
  /**
   * Runs the emulator at a lower CPU priority (nice 10), so what starts beside it (`npm start`: the
   * platform and the edge, on the critical path to serving) goes first. Default false.
   */
  lowPriority?: boolean;
  /** Gives up waiting for the emulator (and stops it) once aborted: `npm start` stopped meanwhile. */
  signal?: AbortSignal;
}

export interface RunningAuthEmulator {
  /** host:port of the front door, as FIREBASE_AUTH_EMULATOR_HOST expects it. */
  host: string;
  url: string;
  port: number;
  projectId: string;
  stop(): Promise<void>;
}

const gapiChild = readFileSync(
  fileURLToPath(new URL('./auth-emulator/gapi-iframes-child.js', import.meta.url)),
  'utf8',
);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Four ports in a row that are free now (front door, emulator, hub, logging). */
async function freePortBlock(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const base = await freePort();
    if (base + 3 > 65_535) continue;
    const free = await Promise.all([1, 2, 3].map((i) => portIsFree(base + i)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no block of four free ports for the Auth Emulator');
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createNetServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

function firebaseCli(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('firebase-tools/package.json'), '..', 'lib', 'bin', 'firebase.js');
}

/** Passes a request through to the emulator; the helper iframe gets the local gapi stand-in. */
function frontDoor(emulatorPort: number): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    if (req.method === 'GET' && path === GAPI_CHILD_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(gapiChild);
      return;
    }
    const rewrite = req.method === 'GET' && path.split('?')[0] === '/emulator/auth/iframe';
    const upstream = request(
      {
        host: HOST,
        port: emulatorPort,
        method: req.method,
        path,
        headers: { ...req.headers, host: `${HOST}:${emulatorPort}` },
      },
      (answer) => {
        if (!rewrite) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          if (!html.includes(GAPI_LOADER_TAG)) {
            res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
            res.end(
              `scripts/auth-emulator.ts: the emulator's helper iframe no longer loads ${GAPI_LOADER_TAG}; update the front door.\n`,
            );
            return;
          }
          const body = html.replace(GAPI_LOADER_TAG, `<script src="${GAPI_CHILD_PATH}"></script>`);
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          delete headers['content-encoding'];
          delete headers.etag;
          res.writeHead(answer.statusCode ?? 200, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The Auth Emulator is not answering.\n');
    });
    req.pipe(upstream);
  });
}

async function waitUntilReady(
  port: number,
  child: ChildProcess,
  log: () => string,
  signal?: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (signal?.aborted) throw new Error('the Auth Emulator was stopped before it was ready');
    if (child.exitCode !== null) throw new Error(`the Auth Emulator exited (${child.exitCode}):\n${log()}`);
    try {
      const answer = await fetch(`http://${HOST}:${port}/`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the Auth Emulator did not start within ${READY_TIMEOUT_MS / 1000} s:\n${log()}`);
}

export async function startAuthEmulator(options: AuthEmulatorOptions = {}): Promise<RunningAuthEmulator> {
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  if (!projectId.startsWith('demo-'))
    throw new Error(`the Auth Emulator runs offline only for demo- projects, not ${projectId}`);
  const requested = options.port ?? DEFAULT_AUTH_EMULATOR_PORT;
  const port = requested === 0 ? await freePortBlock() : requested;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-auth-emulator-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: HOST, port: port + 1 },
        hub: { host: HOST, port: port + 2 },
        logging: { host: HOST, port: port + 3 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );

  let output = '';
  const child = spawn(
    process.execPath,
    [
      firebaseCli(),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      join(dir, 'firebase.json'),
    ],
    {
      cwd: dir,
      env: {
        ...process.env,
        // No update check, no message of the day, no usage reporting, nothing from a user's login.
        CI: 'true',
        NO_UPDATE_NOTIFIER: '1',
        XDG_CONFIG_HOME: join(dir, 'config'),
        // The hub's locator file goes to the temporary folder: one of its own, so parallel runs do not meet.
        TMPDIR: dir,
        FIREBASE_AUTH_EMULATOR_HOST: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  if (options.lowPriority && child.pid !== undefined) {
    try {
      setPriority(child.pid, 10);
    } catch {
      // not allowed here: it runs at the usual priority
    }
  }
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
    if (options.verbose) process.stdout.write(chunk);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  const door = frontDoor(port + 1);
  const stopChild = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  try {
    await new Promise<void>((resolve, reject) => {
      door.once('error', reject);
      door.listen(port, HOST, () => resolve());
    });
    await waitUntilReady(port + 1, child, () => output, options.signal);
  } catch (error) {
    door.close();
    await stopChild();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }

  let stopping: Promise<void> | undefined;
  return {
    host: `${HOST}:${port}`,
    url: `http://${HOST}:${port}`,
    port,
    projectId,
    stop() {
      stopping ??= (async () => {
        door.closeAllConnections();
        await new Promise<void>((resolve) => door.close(() => resolve()));
        await stopChild();
        rmSync(dir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? DEFAULT_AUTH_EMULATOR_PORT);
  const emulator = await startAuthEmulator({ port, verbose: true });
  console.log(
    `Auth Emulator: ${emulator.url} (project ${emulator.projectId}); FIREBASE_AUTH_EMULATOR_HOST=${emulator.host}`,
  );
  const stop = () => void emulator.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

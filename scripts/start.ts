/**
 * `npm start`: the whole local demo with one command, on loopback (issue 34):
 *
 *   browser ──► storefront edge (PORT, default 8080; server/edge/main.ts)
 *                 └─► reference platform (PLATFORM_PORT, default PORT+1; server/main.ts)
 *                       ├─ demo game provider (GAMES_PORT, default PORT+7)
 *                       └─ Firebase Auth Emulator (FIREBASE_AUTH_EMULATOR_PORT, default 9099, and the three after it)
 *
 * 1. Every port is checked first: a taken one stops here, before any build, with one line naming it
 *    and the variable that moves it.
 * 2. `npm run build` runs only when the build is missing or older than a source (src/, sw/,
 *    contract/, public/, the build's configuration): a second start with nothing changed serves at once.
 * 3. The emulator, the platform and the edge start together; `npm start` is serving once the edge's
 *    /readyz answers 200 (platform reachable, renderer loaded), well within 15 s on a reused build.
 *    The emulator (a Java-like CLI that compiles its API spec at start: up to a minute on a busy
 *    machine) is only for social and phone sign-in, whose pages say so until it answers behind its
 *    front door; it failing to start stops everything. Ctrl-C (or SIGTERM) stops all three.
 *
 * No emulator is started when FIREBASE_AUTH_EMULATOR_HOST is set already (one of your own), or in
 * production mode (STOREFRONT_MODE=production verifies against Google's keys, and the edge does not
 * forward the admin endpoint).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_AUTH_EMULATOR_PORT, startAuthEmulator, type RunningAuthEmulator } from './auth-emulator';

const root = fileURLToPath(new URL('..', import.meta.url));
// `npm start` is the local demo: development mode (loopback only, dev outbox, development admin
// token) unless STOREFRONT_MODE says otherwise. server/main.ts alone defaults to production.
const mode = process.env.STOREFRONT_MODE?.trim() || 'development';
const production = mode === 'production';
const withEmulator = !production && !process.env.FIREBASE_AUTH_EMULATOR_HOST;

const portOf = (name: string, fallback: number): number => {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 65_535) {
    console.error(`${name} must be a port number from 1 to 65535, not "${raw}"`);
    process.exit(1);
  }
  return value;
};
const port = portOf('PORT', 8080);
const platformPort = portOf('PLATFORM_PORT', port + 1);
const gamesPort = portOf('GAMES_PORT', port + 7);
const emulatorPort = portOf('FIREBASE_AUTH_EMULATOR_PORT', DEFAULT_AUTH_EMULATOR_PORT);

/** Resolves false when something already listens on the port (or it cannot be bound). */
const isFree = (p: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(p, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

const wanted: [number, string][] = [
  [port, 'PORT moves the storefront'],
  [platformPort, 'PLATFORM_PORT moves the reference platform'],
  [gamesPort, 'GAMES_PORT moves the demo game provider'],
  ...(withEmulator
    ? [0, 1, 2, 3].map((i): [number, string] => [
        emulatorPort + i,
        `FIREBASE_AUTH_EMULATOR_PORT moves the Auth Emulator, which takes ${emulatorPort} and the three ports after it`,
      ])
    : []),
];
for (const [p, variable] of wanted) {
  if (!(await isFree(p))) {
    console.error(`Port ${p} is taken: ${variable}.`);
    process.exit(1);
  }
}

/** The newest modification time under the build's inputs. */
function newestSource(): number {
  let newest = 0;
  const visit = (path: string) => {
    let info;
    try {
      info = statSync(path);
    } catch {
      return;
    }
    if (info.isDirectory()) {
      for (const name of readdirSync(path))
        if (name !== 'node_modules' && !name.startsWith('.')) visit(join(path, name));
    } else newest = Math.max(newest, info.mtimeMs);
  };
  for (const input of ['src', 'sw', 'contract', 'public', 'index.html', 'vite.config.ts', 'package.json'])
    visit(join(root, input));
  for (const name of readdirSync(root)) if (/^tsconfig.*\.json$/.test(name)) visit(join(root, name));
  for (const script of ['build-sw.ts', 'precompress.ts']) visit(join(root, 'scripts', script));
  return newest;
}

/** The oldest of the build's outputs, or 0 when one is missing. */
function oldestOutput(): number {
  let oldest = Infinity;
  for (const output of ['dist/index.html', 'dist/sw.js', 'dist/asset-manifest.json', 'dist-ssr/entry-server.js']) {
    try {
      oldest = Math.min(oldest, statSync(join(root, output)).mtimeMs);
    } catch {
      return 0;
    }
  }
  return oldest;
}

if (oldestOutput() > newestSource()) {
  console.log('The build in dist/ is newer than every source: reusing it (delete dist/ to rebuild).');
} else {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Started beside the platform and the edge, not before them: its address is known at once (its
// front door on emulatorPort), and it is ready when it is (social and phone sign-in wait for it).
let emulator: RunningAuthEmulator | null = null;
const emulatorAbort = new AbortController();
const emulatorStarting: Promise<RunningAuthEmulator | null> = withEmulator
  ? startAuthEmulator({ port: emulatorPort, signal: emulatorAbort.signal, lowPriority: true }).then(
      (running) => (emulator = running),
    )
  : Promise.resolve(null);
if (withEmulator)
  console.log(`Starting the Firebase Auth Emulator on port ${emulatorPort} (social and phone sign-in)…`);

const children: ChildProcess[] = [];
const run = (script: string, env: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, script)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.on('exit', (code, signal) => void stop(code ?? (signal ? 1 : 0)));
  return child;
};

let stopping: Promise<void> | null = null;
function stop(code: number): Promise<void> {
  stopping ??= (async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((resolve) => child.once('exit', resolve))
          : null,
      ),
    );
    emulatorAbort.abort();
    await emulatorStarting.catch(() => null);
    await emulator?.stop();
    process.exit(code);
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

const platformUrl = `http://127.0.0.1:${platformPort}`;
run('server/main.ts', {
  STOREFRONT_MODE: mode,
  PORT: String(platformPort),
  GAMES_PORT: String(gamesPort),
  // The edge in front forwards the player's address and scheme; the platform listens on loopback only.
  TRUST_PROXY: '1',
  HOST: '127.0.0.1',
  // The edge serves the storefront's files and pages: the platform serves none (nothing of its disk).
  SERVE_PAGES: '0',
  ...(withEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}` } : {}),
});
// The edge starts at once: until the platform answers, its pages answer 503 and its calls 502.
run('server/edge/main.ts', {
  PORT: String(port),
  HOST: '127.0.0.1',
  PLATFORM_URL: platformUrl,
  EDGE_FORWARD_ADMIN: production ? '0' : '1',
  LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
});
emulatorStarting.then(
  (running) => running && console.log(`Firebase Auth Emulator: ${running.url} (social and phone sign-in ready)`),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    void stop(1);
  },
);
// Ready when the edge says so (platform reachable, renderer loaded).
for (;;) {
  const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ready) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const seconds = (performance.now() / 1000).toFixed(1);
console.log(
  `Storefront: http://localhost:${port}/m/home (edge, ready ${seconds} s after npm start) · platform ${platformUrl}`,
);

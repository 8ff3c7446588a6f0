/**
 * `npm run dev`: Vite with hot reload for the storefront, beside the reference server and the
 * Firebase Auth Emulator, so a UI change shows at once without a type check, a build or a restart.
 *
 *   browser ──► Vite (DEV_PORT, default 5173, base /m/) ──► /wps, /media, /chat, /admin … ──► server/main.ts (SERVER_PORT, default 8080)
 *
 * The page gets the merchant configuration the way the server injects it (server/http/static.ts
 * injectConfig, the merchant of MERCHANT_HOST or the default one, the emulator's host added as the server
 * does), so it starts exactly as served. Ctrl-C stops all three.
 * STOREFRONT_MODE=production is refused: this is for development only.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { DEFAULT_AUTH_EMULATOR_PORT, startAuthEmulator, type RunningAuthEmulator } from './auth-emulator';
import { loadMerchants } from '../server/merchants/load';
import { injectConfig } from '../server/http/static';

if (process.env.STOREFRONT_MODE === 'production')
  throw new Error('npm run dev is for development; use npm start for production mode.');

const devPort = Number(process.env.DEV_PORT ?? 5173);
const serverPort = Number(process.env.SERVER_PORT ?? 8080);
const serverUrl = `http://127.0.0.1:${serverPort}`;

let emulator: RunningAuthEmulator | null = null;
if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  const port = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? DEFAULT_AUTH_EMULATOR_PORT);
  emulator = await startAuthEmulator({ port });
  console.log(`Firebase Auth Emulator: ${emulator.url}`);
}
const emulatorHost = emulator?.host ?? process.env.FIREBASE_AUTH_EMULATOR_HOST;

const server = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('../server/main.ts', import.meta.url))],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      STOREFRONT_MODE: 'development',
      PORT: String(serverPort),
      ...(emulatorHost ? { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost } : {}),
    },
  },
);

/** The merchant's public config in index.html, as server/http/static.ts serves it. */
function merchantConfig(): Plugin {
  const merchants = loadMerchants();
  return {
    name: 'storefront-merchant-config',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        // The merchant of MERCHANT_HOST (as a Host header would name it), else the default one.
        const merchant = merchants.forHost(process.env.MERCHANT_HOST);
        const config = emulatorHost ? { ...merchant.public, firebaseAuthEmulatorHost: emulatorHost } : merchant.public;
        return injectConfig(html, config);
      },
    },
  };
}

// Every server path the app calls (the edge's list, server/edge/proxy.ts): the API, the promotions'
// images and the favicon, the chat page, the downloads, the mini-game, the game art and the merchants' art, the mobile
// asset manifest (update detection), the admin endpoint and the development request counter.
const proxied = [
  '/wps',
  '/media',
  '/favicon.ico',
  '/chat',
  '/download',
  '/mini-game',
  '/game-images',
  '/art',
  '/mobile',
  '/admin',
  '/__dev',
];

/**
 * Two answers Vite does not give as the built app's server does (issue 34):
 * - index.html names public files under the base (`/m/install-capture.js`) and Vite's dev server
 *   prefixes the base once more (`/m/m/install-capture.js`, a 404): the doubled base is taken off;
 * - the worker (/m/sw.js) is built from dist/ by scripts/build-sw.ts, and Vite answered its path with
 *   the page's HTML, on which registration fails. In development it is a worker that caches nothing
 *   (hot reload needs every request to reach Vite): registration, `serviceWorker.ready` and update
 *   checks work; offline behaviour is the built app's (`npm start`, tests/e2e/offline.spec.ts).
 */
const DEV_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
`;
function devPaths(): Plugin {
  return {
    name: 'storefront-dev-paths',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/m/m/')) req.url = req.url.slice(2);
        if (req.url?.split('?')[0] === '/m/sw.js') {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.setHeader('Service-Worker-Allowed', '/m/');
          res.end(DEV_WORKER);
          return;
        }
        next();
      });
    },
  };
}
const vite = await createServer({
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  plugins: [merchantConfig(), devPaths()],
  server: {
    port: devPort,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: serverUrl, changeOrigin: false }])),
  },
});
await vite.listen();
console.log(`Storefront (hot reload): http://localhost:${devPort}/m/home  ·  reference server: ${serverUrl}`);

/** Stops the reference server at once (it drains on its own), then Vite and the emulator. */
async function stop(code: number): Promise<never> {
  if (server.exitCode === null) server.kill('SIGTERM');
  await vite.close().catch(() => undefined);
  await (emulator?.stop() ?? Promise.resolve());
  process.exit(code);
}
// Vite 8 ends the process on SIGTERM by itself (setupSIGTERMListener), before the reference server
// and the emulator were stopped: they stayed behind holding their ports (issue 34). This script stops
// all three; and however it ends, the reference server is told to stop.
for (const listener of process.listeners('SIGTERM')) process.removeListener('SIGTERM', listener);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
process.on('exit', () => {
  if (server.exitCode === null) server.kill('SIGTERM');
});
server.on('exit', (code) => void stop(code ?? 1));

/**
 * Runs the reference server: `node --import tsx server/main.ts` (npm run dev:server).
 * Environment: PORT, GAMES_PORT, HOST, DATA_DIR, DIST_DIR, SERVE_PAGES, STOREFRONT_MODE, SERVER_LATENCY_MS, TRUST_PROXY, ADMIN_TOKEN
 * (server/README.md).
 */
import { pathToFileURL } from 'node:url';
import { startServer } from './app';
import type { ServerMode } from './deps';
import { consoleLogger } from './logger';

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

/**
 * Production unless STOREFRONT_MODE=development says otherwise (issue 11, ASVS 14: secure by
 * default). NODE_ENV plays no part: development is an explicit opt-in.
 */
export function modeFromEnv(env: NodeJS.ProcessEnv = process.env): ServerMode {
  const raw = env.STOREFRONT_MODE?.trim() || 'production';
  if (raw !== 'production' && raw !== 'development')
    throw new Error(`STOREFRONT_MODE must be production or development, not "${raw}"`);
  return raw;
}

async function main(): Promise<void> {
  const port = intFromEnv('PORT', 8080, 0, 65_535);
  const server = await startServer({
    port,
    host: process.env.HOST || '127.0.0.1',
    dataDir: process.env.DATA_DIR || '.data',
    distDir: process.env.DIST_DIR || 'dist',
    mode: modeFromEnv(),
    latencyMs: intFromEnv('SERVER_LATENCY_MS', 0, 0, 120_000),
    trustProxy: process.env.TRUST_PROXY === '1',
    // The demo game provider on another origin (issue 14): GAMES_PORT, default PORT + 7.
    gamesPort: intFromEnv('GAMES_PORT', port === 0 ? 0 : port + 7, 0, 65_535),
  });
  consoleLogger.info(
    process.env.SERVE_PAGES === '0'
      ? `Platform: http://localhost:${server.port} (the /wps contract; a storefront edge in front serves the pages)`
      : `Storefront: http://localhost:${server.port}/m/home`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      consoleLogger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    consoleLogger.info(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error('shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    consoleLogger.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}

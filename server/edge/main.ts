/**
 * Runs the storefront edge (issue 34): `node --import tsx server/edge/main.ts`.
 * Environment: PLATFORM_URL (required: the platform speaking the /wps contract), PORT (default 8080),
 * HOST (default 127.0.0.1; 0.0.0.0 in a container), DIST_DIR (default dist), TRUST_PROXY=1 behind a
 * balancer, EDGE_FORWARD_ADMIN=1 to forward /admin and /__dev (development only), SERVER_RENDER=0,
 * EDGE_PROXY_TIMEOUT_MS, LOG_LEVEL. SIGTERM (and SIGINT) drain the requests in flight, then exit.
 */
import { pathToFileURL } from 'node:url';
import { startEdge } from './app';

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const platformUrl = process.env.PLATFORM_URL?.trim();
  if (!platformUrl || !/^https?:\/\/[^/]+\/?$/.test(platformUrl))
    throw new Error(
      `PLATFORM_URL must be the platform's origin, such as http://127.0.0.1:8081 (not "${platformUrl ?? ''}")`,
    );
  const edge = await startEdge({
    port: intFromEnv('PORT', 8080, 0, 65_535),
    host: process.env.HOST || '127.0.0.1',
    platformUrl,
    distDir: process.env.DIST_DIR || 'dist',
    trustProxy: process.env.TRUST_PROXY === '1',
    forwardOperatorPaths: process.env.EDGE_FORWARD_ADMIN === '1',
    proxyTimeoutMs: intFromEnv('EDGE_PROXY_TIMEOUT_MS', 30_000, 100, 600_000),
    logLevel: process.env.LOG_LEVEL || 'info',
  });
  console.log(JSON.stringify({ level: 30, service: 'storefront-edge', msg: `listening on ${edge.url}`, platformUrl }));
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    edge.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(
      JSON.stringify({
        level: 60,
        service: 'storefront-edge',
        msg: error instanceof Error ? error.message : String(error),
      }),
    );
    process.exit(1);
  });
}

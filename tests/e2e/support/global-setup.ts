/**
 * Starts the real reference server on the built app with a fresh database for the run, and
 * stops it afterwards. `npm test` builds before the browser tests run.
 */
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../../server/app';
import { E2E_PORT } from './env';

export default async function globalSetup() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const server = await startServer({ port: E2E_PORT, host: '127.0.0.1', dataDir, distDir: 'dist', mode: 'development' });
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

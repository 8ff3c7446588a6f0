/** A reference server of a spec file's own (on the built app), for tests that stop it or change its files. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer, type StartServerOptions } from '../../../server/app';

export interface OwnServer {
  origin: string;
  dataDir: string;
  server: RunningServer | null;
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

/** `extra`: server options of the spec's own (e.g. pushAsk for the push spec). */
export async function startOwnServer(port: number, extra: Partial<StartServerOptions> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-own-'));
  const own: OwnServer = {
    origin: `http://localhost:${port}`,
    dataDir,
    server: await startServer({ port, host: '127.0.0.1', dataDir, distDir: 'dist', mode: 'development', ...extra }),
    async stop() {
      await own.server?.close();
      own.server = null;
    },
    async dispose() {
      await own.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return own;
}

/**
 * Several "lines" (domains) of one merchant on this machine, for the §4 domain failover: real
 * reference servers on loopback addresses (127.0.0.2, 127.0.0.3 …, which Linux routes to lo without
 * set-up), each with its own artificial latency, plus dead lines (nothing listens) and hanging lines
 * (they accept the connection and never answer). Every line's DEMO config lists all of them in its
 * domainList. Only loopback addresses are ever used.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../../server/app';
import { DEV_ADMIN_TOKEN } from '../../../server/admin/admin';
import { DEFAULT_MERCHANTS_DIR } from '../../../server/merchants/load';

export type LineSpec =
  | { host: string; port: number; kind: 'live'; latencyMs: number }
  | { host: string; port: number; kind: 'dead' }
  | { host: string; port: number; kind: 'hanging' };

export interface Hanging {
  /** Connections the line accepted, and how many of them the browser has closed since. */
  accepted: number;
  closed: number;
}

export interface Lines {
  origin(host: string): string;
  /** Live lines by host. */
  servers: Map<string, RunningServer>;
  hanging: Map<string, Hanging>;
  /** Retires a line (its status call then answers domain_not_available) through the admin endpoint. */
  retire(host: string): Promise<void>;
  close(): Promise<void>;
}

const LOOPBACK = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** A copy of the shipped merchant configs whose DEMO lists these domains. */
function merchantsListing(domains: readonly string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-lines-merchants-'));
  for (const file of readdirSync(DEFAULT_MERCHANTS_DIR).filter((f) => f.endsWith('.json'))) {
    copyFileSync(join(DEFAULT_MERCHANTS_DIR, file), join(dir, file));
  }
  const demo = JSON.parse(readFileSync(join(dir, 'DEMO.json'), 'utf8')) as { domainList: { domainName: string }[] };
  demo.domainList = domains.map((domainName) => ({ domainName }));
  writeFileSync(join(dir, 'DEMO.json'), JSON.stringify(demo, null, 2));
  return dir;
}

function listenHanging(host: string, port: number, stats: Hanging): Promise<{ server: Server; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    stats.accepted++;
    sockets.add(socket);
    socket.on('close', () => {
      stats.closed++;
      sockets.delete(socket);
    });
    socket.on('error', () => undefined);
    socket.resume(); // read the request, never answer it
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve({ server, sockets }));
  });
}

/**
 * Starts the lines. Every line's DEMO lists all of them in its domainList, unless `domainList` names
 * other domains (for an entry line whose modal should probe those only).
 */
export async function startLines(
  specs: readonly LineSpec[],
  { distDir = 'dist', domainList }: { distDir?: string; domainList?: readonly string[] } = {},
): Promise<Lines> {
  for (const spec of specs)
    if (!LOOPBACK.test(spec.host)) throw new Error(`lines run on loopback addresses only, not ${spec.host}`);
  const origin = (host: string) => {
    const spec = specs.find((s) => s.host === host);
    if (!spec) throw new Error(`no line on ${host}`);
    return `http://${spec.host}:${spec.port}`;
  };
  const merchantsDir = merchantsListing(domainList ?? specs.map((s) => origin(s.host)));
  const dirs = [merchantsDir];
  const servers = new Map<string, RunningServer>();
  const hanging = new Map<string, Hanging>();
  const hangingServers: { server: Server; sockets: Set<Socket> }[] = [];
  const quiet = { info() {}, warn() {}, error: (m: string, e?: unknown) => console.error(m, e) };
  try {
    for (const spec of specs) {
      if (spec.kind === 'live') {
        const dataDir = mkdtempSync(join(tmpdir(), 'storefront-line-'));
        dirs.push(dataDir);
        servers.set(
          spec.host,
          await startServer({
            port: spec.port,
            host: spec.host,
            dataDir,
            distDir,
            merchantsDir,
            latencyMs: spec.latencyMs,
            mode: 'development',
            logger: quiet,
          }),
        );
      } else if (spec.kind === 'hanging') {
        const stats = { accepted: 0, closed: 0 };
        hanging.set(spec.host, stats);
        hangingServers.push(await listenHanging(spec.host, spec.port, stats));
      }
    }
  } catch (error) {
    await Promise.all([...servers.values()].map((s) => s.close()));
    for (const h of hangingServers) h.server.close();
    throw error;
  }

  return {
    origin,
    servers,
    hanging,
    async retire(host) {
      const answer = await fetch(`${origin(host)}/admin/status`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO', 'Content-Type': 'application/json' },
        body: JSON.stringify({ unavailableHosts: [new URL(origin(host)).host] }),
      });
      if (!answer.ok) throw new Error(`could not retire ${host}: ${answer.status} ${await answer.text()}`);
    },
    async close() {
      for (const h of hangingServers) {
        for (const socket of h.sockets) socket.destroy();
        h.server.close();
      }
      await Promise.all([...servers.values()].map((s) => s.close()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A port free on every one of these loopback addresses (the lines of the benchmark share it). */
export async function freePortOn(hosts: readonly string[]): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const probe = createServer();
    const port = await new Promise<number>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(0, hosts[0], () => resolve((probe.address() as { port: number }).port));
    });
    await new Promise((r) => probe.close(r));
    const free = await Promise.all(
      hosts.map(
        (host) =>
          new Promise<boolean>((resolve) => {
            const s = createServer();
            s.once('error', () => resolve(false));
            s.listen(port, host, () => s.close(() => resolve(true)));
          }),
      ),
    );
    if (free.every(Boolean)) return port;
  }
  throw new Error('no port free on every line address');
}

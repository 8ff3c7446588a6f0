/**
 * Issue 34: a small round-robin balancer in front of storefront edges (node:http only), for the
 * replicas test (tests/e2e/edge-replicas.spec.ts) and compose.yaml. Not a production balancer: it
 * stands for one (TLS ends there in a real deployment).
 *
 * Each request goes to the next edge in turn, on a connection of its own. When that edge cannot be
 * reached (the connection is refused, or it is reset before any answer on a GET or HEAD), the request
 * is sent once more, to the next edge: a POST that may have reached an edge is never sent twice.
 * X-Forwarded-For gets the client's address (the edges run with TRUST_PROXY=1).
 *
 *   BALANCER_PORT=8080 EDGES=http://edge-1:8080,http://edge-2:8080 node --import tsx scripts/balancer.ts
 */
import { createServer, request, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** Request bodies are held (to be sent again) up to this size; beyond, 413. */
const MAX_BODY_BYTES = 1024 * 1024;
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

export interface BalancerStats {
  requests: number;
  /** Requests sent a second time, to the other edge, after a connection failure. */
  retries: number;
  /** Requests answered 502 by the balancer (no edge could take them). */
  failed: number;
  /**
   * Requests other than GET and HEAD being handled now: those an edge's crash would cut, since they
   * are never sent twice. The replicas test kills an edge at a moment when there are none.
   */
  unsafeInFlight: number;
}

export interface RunningBalancer {
  url: string;
  stats: BalancerStats;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) resolve(null);
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startBalancer(options: {
  port: number;
  host?: string;
  edges: readonly string[];
}): Promise<RunningBalancer> {
  const edges = options.edges.map((e) => new URL(e));
  const stats: BalancerStats = { requests: 0, retries: 0, failed: 0, unsafeInFlight: 0 };
  let next = 0;

  const server = createServer((req, res) => {
    stats.requests += 1;
    const safe = req.method === 'GET' || req.method === 'HEAD';
    if (!safe) {
      stats.unsafeInFlight += 1;
      res.once('close', () => (stats.unsafeInFlight -= 1));
    }
    void readBody(req).then((body) => {
      if (body === null) {
        res.writeHead(413, { 'content-type': 'text/plain' }).end('Request body too large.\n');
        return;
      }
      const headers: OutgoingHttpHeaders = { ...req.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
      headers['x-forwarded-for'] = peer;
      headers['x-forwarded-proto'] = 'http';
      headers['content-length'] = String(body.length);

      // The retry goes to the edge after the one that failed (not the next in turn: concurrent
      // requests move the turn, and could hand the retry to the same dead edge).
      const send = (attempt: number, index: number) => {
        const edge = edges[index % edges.length]!;
        let answered = false;
        const upstream = request(
          {
            host: edge.hostname,
            port: edge.port,
            method: req.method,
            path: req.url,
            headers,
            agent: false,
          },
          (answer) => {
            answered = true;
            const out = { ...answer.headers };
            for (const name of HOP_BY_HOP) delete out[name];
            res.writeHead(answer.statusCode ?? 502, out);
            answer.pipe(res);
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (answered) return void res.destroy();
          const neverReached = error.code === 'ECONNREFUSED';
          if (attempt === 0 && (neverReached || (safe && error.code === 'ECONNRESET'))) {
            stats.retries += 1;
            return send(1, index + 1);
          }
          stats.failed += 1;
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
          res.end('No storefront edge could take this request.\n');
        });
        upstream.end(body);
      };
      send(0, next++);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const edges = (process.env.EDGES ?? '').split(',').filter(Boolean);
  if (edges.length === 0) throw new Error('EDGES must list the edges, such as http://edge-1:8080,http://edge-2:8080');
  const balancer = await startBalancer({
    port: Number(process.env.BALANCER_PORT ?? 8080),
    host: process.env.HOST || '0.0.0.0',
    edges,
  });
  console.log(`Balancer on ${balancer.url} → ${edges.join(', ')}`);
  process.on('SIGTERM', () => void balancer.close().then(() => process.exit(0)));
}

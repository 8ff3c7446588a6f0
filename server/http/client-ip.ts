/** The client's IP: the socket's peer, or the first X-Forwarded-For hop when the proxy is trusted (TRUST_PROXY=1). */
import type { IncomingMessage } from 'node:http';

const normalize = (ip: string) => (ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip);

export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
    if (first) return normalize(first);
  }
  return normalize(req.socket.remoteAddress ?? '');
}

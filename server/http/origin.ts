/** The origin a request was made to (for links the server hands out, such as the chat URL). */
import type { IncomingMessage } from 'node:http';
import type { Merchant } from '../merchants/load';
import { headerOf } from './route';

const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * http://<Host header>, or https when a trusted proxy says so (X-Forwarded-Proto, TRUST_PROXY=1).
 * A Host header that is not a host name falls back to the merchant's first host.
 */
export function requestOrigin(req: IncomingMessage, trustProxy: boolean, merchant: Merchant): string {
  const forwarded = trustProxy
    ? headerOf(req.headers, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
    : undefined;
  const scheme = forwarded === 'https' ? 'https' : 'http';
  const host = req.headers.host?.trim() ?? '';
  return `${scheme}://${HOST.test(host) ? host : (merchant.hosts[0] ?? 'localhost')}`;
}

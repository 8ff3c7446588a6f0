/**
 * The operator's push and tracking actions of the admin endpoint (issue 17), dispatched to by
 * server/admin/admin.ts after it has checked the admin token and the Merchant header.
 *
 *   POST /admin/push              {username? | topic?, notification?: {title, body?, image?}, data?: {k: v}}
 *                                 sends a push to a member's devices or to a topic (§9 ALL): through
 *                                 FCM when FCM_SERVICE_ACCOUNT is set, else into the dev outbox
 *   GET  /admin/push/outbox       the dev outbox, newest first (?username= for one member's devices)
 *   GET  /admin/push/tokens?username=   a member's bound tokens and their topics
 *   GET  /admin/tracking/events   the tracking events the server holds, each id once
 *
 * Issue 35 (hostile URLs accepted by admin): a push's URLs are operator URLs too. `data.link`, the page
 * a tap opens, is an internal /m/ path (the worker opens nothing else); the notification's picture
 * (`notification.image`, `data.image`) is https://, http:// or a path on this server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DecodeError, object, optional, recordOf, str, type Decoder } from '../../contract/decode';
import { operatorUrl } from '../../contract/operator-url';
import type { AppDeps } from '../deps';
import { readJsonBody } from '../http/body';
import { HttpError } from '../http/errors';
import { sendValue } from '../http/respond';
import type { Merchant } from '../merchants/load';
import type { PushMessage } from './sender';

export const PUSH_ADMIN_PATHS = ['/admin/push', '/admin/push/outbox', '/admin/push/tokens', '/admin/tracking/events'];

const pushImage = operatorUrl({ paths: 'server' });
const pushLink = operatorUrl({ http: false });
const pushDataValues = recordOf(str({ max: 4000 }));
/** A data message's values, its link and picture checked as operator URLs (issue 35). */
const pushData: Decoder<Record<string, string>> = (input, path = '') => {
  const data = pushDataValues(input, path);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (data.link !== undefined) {
    pushLink(data.link, at('link'));
    if (!data.link.startsWith('/')) throw new DecodeError(at('link'), 'a safe URL (an internal /m/ path)');
  }
  if (data.image !== undefined) pushImage(data.image, at('image'));
  return data;
};

const pushRequest = object({
  username: optional(str({ min: 1, max: 32, trim: true })),
  topic: optional(str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ })),
  notification: optional(
    object({
      title: str({ min: 1, max: 200 }),
      body: optional(str({ max: 1000 })),
      image: optional(pushImage),
    }),
  ),
  data: optional(pushData),
});

export interface PushAdminContext {
  merchant: Merchant;
  decode<T>(decoder: Decoder<T>, input: unknown, known?: readonly string[]): T;
  memberOf(merchant: Merchant, username: string): { id: number };
}

export async function handlePushAdmin(
  deps: AppDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: PushAdminContext,
): Promise<void> {
  const method = req.method ?? 'GET';
  const { merchant } = ctx;
  switch (url.pathname) {
    case '/admin/push': {
      if (method !== 'POST') break;
      const body = ctx.decode(pushRequest, await readJsonBody(req), ['username', 'topic', 'notification', 'data']);
      if (!body.username === !body.topic) throw new HttpError(400, 'invalid_request', 'Give either username or topic.');
      if (!body.notification && !body.data)
        throw new HttpError(400, 'invalid_request', 'Give a notification, data or both.');
      const tokens = body.username
        ? deps.push.tokensOfMember(ctx.memberOf(merchant, body.username).id)
        : deps.push.tokensOfTopic(merchant.code, body.topic!);
      const message: PushMessage = {
        ...(body.notification ? { notification: body.notification } : {}),
        ...(body.data ? { data: body.data } : {}),
      };
      const result = await deps.pushSender.send(merchant.code, tokens, message);
      deps.logger.info(
        `admin: push to ${body.username ?? `topic ${body.topic}`} of ${merchant.code}: ${result.sent} sent, ${result.failed} failed (${deps.pushSender.kind})`,
      );
      return sendValue(res, { ...result, tokens: tokens.length, via: deps.pushSender.kind });
    }
    case '/admin/push/outbox': {
      if (method !== 'GET') break;
      const username = url.searchParams.get('username');
      if (!username) return sendValue(res, deps.push.outbox(merchant.code));
      const tokens = new Set(deps.push.tokensOfMember(ctx.memberOf(merchant, username).id));
      return sendValue(
        res,
        deps.push.outbox(merchant.code).filter((p) => tokens.has(p.token)),
      );
    }
    case '/admin/push/tokens': {
      if (method !== 'GET') break;
      const member = ctx.memberOf(merchant, url.searchParams.get('username') ?? '');
      return sendValue(
        res,
        deps.push.tokensOfMember(member.id).map((token) => ({ token, topics: deps.push.topicsOf(token) })),
      );
    }
    case '/admin/tracking/events': {
      if (method !== 'GET') break;
      return sendValue(res, deps.tracking.list(merchant.code));
    }
    default:
      throw new HttpError(404, 'not_found', 'There is no such call.');
  }
  res.setHeader('Allow', url.pathname === '/admin/push' ? 'POST' : 'GET');
  throw new HttpError(405, 'method_not_allowed', `This call does not accept ${method}.`);
}

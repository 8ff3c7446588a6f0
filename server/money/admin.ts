/**
 * The operator's money actions on the admin endpoint (server/admin/admin.ts), for the demo payment
 * channel of issue 12. Same bearer token and Merchant header as the rest of /admin/:
 *
 *   GET  /admin/money/orders?username=&status=   a merchant's deposit and withdrawal orders, newest first
 *   POST /admin/money/orders    {orderNo, action: 'confirm' | 'reject'}   confirm credits a deposit;
 *                                reject gives a withdrawal's reserve back; deciding twice the same way is a no-op
 *   POST /admin/money/adjust    {username, amountMinor, idempotencyKey, reference?}   credits (amountMinor > 0)
 *                                or debits (< 0) a member's wallet as an 'adjustment'
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { literal, numLike, object, optional, str, type Decoder } from '../../contract/decode';
import type { AppDeps } from '../deps';
import { readJsonBody } from '../http/body';
import { HttpError } from '../http/errors';
import { sendValue } from '../http/respond';
import type { Merchant } from '../merchants/load';

export const MONEY_ADMIN_PREFIX = '/admin/money/';

const decision = object({
  orderNo: str({ min: 2, max: 40, pattern: /^[DW][0-9A-F]+$/ }),
  action: literal('confirm', 'reject'),
});
const adjustment = object({
  username: str({ min: 1, max: 32, trim: true }),
  amountMinor: numLike,
  idempotencyKey: str({ min: 1, max: 128 }),
  reference: optional(str({ max: 200 })),
});
const statusFilter = optional(literal('pending', 'success', 'rejected'));

export function createMoneyAdmin(
  deps: AppDeps,
  decode: <T>(decoder: Decoder<T>, input: unknown, known?: readonly string[]) => T,
) {
  function memberOf(merchant: Merchant, username: string) {
    const member = deps.members.findByUsername(merchant.code, username);
    if (!member) throw new HttpError(404, 'not.exists.user', `No member ${username} at ${merchant.code}.`);
    return member;
  }

  return async function runMoneyAdmin(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    merchant: Merchant,
  ): Promise<void> {
    const method = req.method ?? 'GET';
    if (url.pathname === '/admin/money/orders') {
      if (method === 'GET') {
        const username = url.searchParams.get('username');
        const status = decode(statusFilter, url.searchParams.get('status') ?? undefined);
        const memberId = username ? memberOf(merchant, username).id : undefined;
        return sendValue(
          res,
          deps.money.operatorOrders(merchant, {
            ...(memberId !== undefined ? { memberId } : {}),
            ...(status ? { status } : {}),
          }),
        );
      }
      if (method === 'POST') {
        const { orderNo, action } = decode(decision, await readJsonBody(req), ['orderNo', 'action']);
        const order = deps.money.decide(merchant, orderNo, action);
        deps.logger.info(`admin: ${action} ${orderNo} of ${merchant.code} → ${order.status}`);
        return sendValue(res, order);
      }
      res.setHeader('Allow', 'GET, POST');
      throw new HttpError(405, 'method_not_allowed', `This call does not accept ${method}.`);
    }
    if (url.pathname === '/admin/money/adjust') {
      if (method !== 'POST') {
        res.setHeader('Allow', 'POST');
        throw new HttpError(405, 'method_not_allowed', `This call does not accept ${method}.`);
      }
      const body = decode(adjustment, await readJsonBody(req), [
        'username',
        'amountMinor',
        'idempotencyKey',
        'reference',
      ]);
      const member = memberOf(merchant, body.username);
      const movement = {
        kind: 'adjustment',
        idempotencyKey: `admin:${body.idempotencyKey}`,
        ...(body.reference ? { reference: body.reference } : {}),
      };
      const entry =
        body.amountMinor < 0
          ? deps.wallets.debit(member.id, -body.amountMinor, movement)
          : deps.wallets.credit(member.id, body.amountMinor, movement);
      return sendValue(res, { entryId: entry.id, balanceMinor: deps.wallets.balance(member.id) });
    }
    throw new HttpError(404, 'not_found', 'There is no such call.');
  };
}

/**
 * The §7 event report call (issue 17): `events` is a JSON string of events (src/shared/tracking-wire.ts).
 * Each well-formed event is stored once per id; the answer acknowledges every id the server now
 * holds, and also the ids of events it refuses as malformed (they would never be accepted, so the
 * device may drop them). The Merchant header may be missing (sendBeacon on pagehide cannot set it):
 * the merchant then comes from the host.
 */
import { api } from '../../contract/endpoints';
import { EVENT_BATCH_MAX, EVENT_ID_PATTERN, parseWireEvent, type WireEvent } from '../../contract/tracking-wire';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { route, type RouteDef } from '../http/route';

export function trackingRoutes(deps: AppDeps): RouteDef[] {
  return [
    route(
      api.eventReport,
      (ctx) => {
        let list: unknown;
        try {
          list = JSON.parse(ctx.body.events);
        } catch {
          throw new HttpError(400, 'invalid_request', 'events: not JSON');
        }
        if (!Array.isArray(list)) throw new HttpError(400, 'invalid_request', 'events: expected a list');
        if (list.length > EVENT_BATCH_MAX)
          throw new HttpError(400, 'invalid_request', `events: at most ${EVENT_BATCH_MAX} items`);
        const good: WireEvent[] = [];
        const ack: string[] = [];
        for (const item of list) {
          const event = parseWireEvent(item);
          if (event) good.push(event);
          const id = (item as { id?: unknown } | null)?.id;
          if (typeof id === 'string' && EVENT_ID_PATTERN.test(id)) ack.push(id);
        }
        const added = deps.tracking.record(ctx.merchant.code, good, ctx.member?.id ?? null, deps.clock());
        if (added < good.length)
          deps.logger.info(`event report: ${good.length - added} repeated event id(s) counted once`);
        return { ack: [...new Set(ack)] };
      },
      { merchantOptional: true },
    ),
  ];
}

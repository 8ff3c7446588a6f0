/**
 * Push calls (§4, §7): CSP_fcmBind binds the device's token to the member, CSP_fcmSubscribe adds a
 * topic (§9 ALL), CSP_fcmUnsubscribe with unsubscribeAll forgets the token (logout). A token of
 * another member is refused (403 push.token.other.member).
 */
import { api } from '../../contract/endpoints';
import type { AppDeps } from '../deps';
import { requireMember, route, type RouteDef } from '../http/route';

export function pushRoutes(deps: AppDeps): RouteDef[] {
  return [
    route(api.fcmBind, (ctx) => {
      const { member } = requireMember(ctx);
      deps.push.bind(ctx.merchant.code, member.id, ctx.body.registrationToken, deps.clock());
      return null;
    }),
    route(api.fcmSubscribe, (ctx) => {
      const { member } = requireMember(ctx);
      deps.push.subscribe(member.id, ctx.body.registrationToken, ctx.body.topic, deps.clock());
      return null;
    }),
    route(api.fcmUnsubscribe, (ctx) => {
      const { member } = requireMember(ctx);
      deps.push.unsubscribe(member.id, ctx.body.registrationToken, ctx.body.unsubscribeAll);
      return null;
    }),
  ];
}

/**
 * Captcha calls (§5, §7 GET /wps/captcha/geetest): a challenge of the merchant's provider, and the
 * answer to the self-hosted slider. See server/captcha/captcha.ts.
 */
import { api } from '../../contract/endpoints';
import type { AppDeps } from '../deps';
import { route, type RouteDef } from '../http/route';

export function captchaRoutes(deps: AppDeps): RouteDef[] {
  return [
    route(api.captchaGeetest, (ctx) => deps.captcha.issue(ctx.merchant, ctx.ip, deps.clock())),
    route(api.captchaSliderVerify, (ctx) => ({
      seccode: deps.captcha.solveSlider(
        ctx.merchant,
        { ...ctx.body, track: ctx.body.track as [number, number, number][] },
        deps.clock(),
      ),
    })),
  ];
}

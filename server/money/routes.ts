/**
 * Money calls (issue 12; §7 MCSFE_getDepositSettings, MCSFE_getWithdrawAccountInfo, the §3 Counts
 * summary): deposit settings and deposits, withdraw account info and withdrawals, binding a bank
 * account, e-wallet or Pix key, and the histories. The rules live in server/money/service.ts; every
 * refusal is a WalletError answered as {message, errorCode} with a 4xx.
 */
import { api } from '../../contract/endpoints';
import type { AppDeps } from '../deps';
import { requireMember, route, type RouteDef } from '../http/route';

export function moneyRoutes(deps: AppDeps): RouteDef[] {
  const { money } = deps;
  return [
    route(api.depositSettings, (ctx) => money.depositSettings(requireMember(ctx).member, ctx.merchant)),
    route(api.withdrawAccountInfo, (ctx) => money.withdrawAccountInfo(requireMember(ctx).member, ctx.merchant)),
    route(api.transactionSummary, (ctx) => money.summary(requireMember(ctx).member, ctx.merchant)),
    route(api.depositHistory, (ctx) => money.depositHistory(requireMember(ctx).member, ctx.merchant)),
    route(api.withdrawHistory, (ctx) => money.withdrawHistory(requireMember(ctx).member)),
    route(api.deposit, (ctx) => money.deposit(requireMember(ctx).member, ctx.merchant, ctx.body)),
    route(api.withdraw, (ctx) => money.withdraw(requireMember(ctx).member, ctx.merchant, ctx.body)),
    route(api.bindBankCard, (ctx) => money.bindBankCard(requireMember(ctx).member, ctx.merchant, ctx.body)),
    route(api.bindPixKey, (ctx) => money.bindPixKey(requireMember(ctx).member, ctx.merchant, ctx.body)),
  ];
}

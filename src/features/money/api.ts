/**
 * The money calls of issue 12 as TanStack queries and mutations. Money is never persisted on the
 * device (the contract marks every call no-store and sensitive, so the worker
 * keeps none either: DESIGN rule 11), and never replayed: a mutation refuses at once while offline
 * (networkMode 'always', nothing is paused and resumed on reconnection), and carries an idempotency
 * key kept in session storage until the server has answered, so a double tap, a retry or a reload
 * during submit makes one order.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { call } from '../../api/client';
import type { EndpointName, RequestOf } from '../../../contract/endpoints';
import { LOADER_HANDOVER_MS, MONEY_PENDING_KEY_PREFIX } from '../../config/constants';
import { readJson, removeItem, writeJson } from '../../lib/storage';
import { session } from '../../session/store';
import { sessionKeyOf } from '../../shared/session-key';
import { askedAgainOnOpen } from '../../api/loader-handover';
import { depositRecheckDelay, keyForRequest, pollInterval, requestFingerprint, settlesRequest } from './rules';

export const moneyKeys = {
  all: (token: string) => ['money', sessionKeyOf(token)] as const,
  depositSettings: (token: string) => [...moneyKeys.all(token), 'depositSettings'] as const,
  depositHistory: (token: string) => [...moneyKeys.all(token), 'depositHistory'] as const,
  withdrawInfo: (token: string) => [...moneyKeys.all(token), 'withdrawInfo'] as const,
  withdrawHistory: (token: string) => [...moneyKeys.all(token), 'withdrawHistory'] as const,
};

/**
 * Money answers are always asked again when a page opens: they are never served stale, and dropped
 * as soon as no page shows them. The one answer a page takes without asking again is the one its
 * route loader has just fetched for it (loadDepositPage and the others below; api/loader-handover.ts).
 */
const fresh = { ...askedAgainOnOpen, gcTime: 0 } as const;

/** A money answer of the member's (issue 36: the shape of the four queries below). */
const moneyQuery = <const K extends QueryKey, N extends EndpointName>(
  queryKey: K,
  endpoint: N,
  request: RequestOf<N>,
) => queryOptions({ queryKey, ...fresh, queryFn: ({ signal }) => call(endpoint, request, { signal }) });

/** §4 / §9: an order history is rechecked every 30 s while one of its orders is pending. */
const whilePending = {
  refetchInterval: (query: { state: { data?: { orders: Parameters<typeof pollInterval>[0] } } }) =>
    pollInterval(query.state.data?.orders),
  refetchIntervalInBackground: false,
} as const;

export const depositSettingsQuery = (token: string) =>
  moneyQuery(moneyKeys.depositSettings(token), 'depositSettings', {});

export const depositHistoryQuery = (token: string) =>
  queryOptions({ ...moneyQuery(moneyKeys.depositHistory(token), 'depositHistory', {}), ...whilePending });

export const withdrawInfoQuery = (token: string) =>
  moneyQuery(moneyKeys.withdrawInfo(token), 'withdrawAccountInfo', {});

export const withdrawHistoryQuery = (token: string) =>
  queryOptions({ ...moneyQuery(moneyKeys.withdrawHistory(token), 'withdrawHistory', {}), ...whilePending });

// ── route loaders (the spine's rule: a route that needs data loads it first) ──

/**
 * The loader's copy of a money query: held in memory for LOADER_HANDOVER_MS (gcTime 0 would drop
 * it before the page mounts), so the page takes it as its own answer. Never persisted (the persister
 * keeps no money endpoint) and never seen by the worker (no-store): DESIGN rule 11.
 */
const handedOver = <T extends object>(options: T): T & { gcTime: number } => ({
  ...options,
  gcTime: LOADER_HANDOVER_MS,
});

/** /m/voucherCenter: the deposit settings and the history (whose orders say whether a deposit is a redeposit, §3). */
export function loadDepositPage(client: QueryClient, token: string) {
  return Promise.all([
    client.ensureQueryData(handedOver(depositSettingsQuery(token))),
    client.ensureQueryData(handedOver(depositHistoryQuery(token))),
  ]);
}

/** /m/withdraw: the withdraw account info and the history. */
export function loadWithdrawPage(client: QueryClient, token: string) {
  return Promise.all([
    client.ensureQueryData(handedOver(withdrawInfoQuery(token))),
    client.ensureQueryData(handedOver(withdrawHistoryQuery(token))),
  ]);
}

/** /m/securityCenter/addBankCard and addBankCardPix: the banks, the bound accounts and the limits. */
export function loadAccountPage(client: QueryClient, token: string) {
  return client.ensureQueryData(handedOver(withdrawInfoQuery(token)));
}

/** Refused before anything is sent: the device is offline (nothing is queued for later). */
export class MoneyOfflineError extends Error {
  readonly kind = 'offline';
  constructor() {
    super('offline');
    this.name = 'MoneyOfflineError';
  }
}

function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

type MoneyWrite = 'deposit' | 'withdraw' | 'bindBankCard' | 'bindPixKey';
type WithoutKey<N extends MoneyWrite> = Omit<RequestOf<N>, 'idempotencyKey'>;

/** Sends a money write with the idempotency key of this request (kept until the server answers). */
async function sendOnce<N extends MoneyWrite>(name: N, request: WithoutKey<N>) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new MoneyOfflineError();
  const token = session.token() ?? '';
  const storageKey = `${MONEY_PENDING_KEY_PREFIX}${name}`;
  const pending = keyForRequest(
    readJson('session', storageKey),
    requestFingerprint(sessionKeyOf(token), name, request),
    newIdempotencyKey,
  );
  writeJson('session', storageKey, pending);
  try {
    const answer = await call(name, { ...request, idempotencyKey: pending.key } as RequestOf<N>);
    removeItem('session', storageKey);
    return answer;
  } catch (error) {
    if (settlesRequest(error)) removeItem('session', storageKey);
    throw error;
  }
}

function useMoneyWrite<N extends MoneyWrite>(name: N, onSettled: (token: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['money', name],
    // Never paused while offline and resumed later: a money write happens now or not at all.
    networkMode: 'always',
    retry: false,
    meta: { handlesErrors: true },
    mutationFn: (request: WithoutKey<N>) => sendOnce(name, request),
    onSettled: () => {
      const token = session.token();
      if (token) {
        void client.invalidateQueries({ queryKey: moneyKeys.all(token) });
        onSettled(token);
      }
    },
  });
}

/** A deposit; §4 / §9: the history is rechecked 2.5 s after the deposit event. */
export function useDeposit() {
  const client = useQueryClient();
  return useMoneyWrite('deposit', (token) => {
    setTimeout(
      () => void client.invalidateQueries({ queryKey: moneyKeys.depositHistory(token) }),
      depositRecheckDelay(),
    );
  });
}

export function useWithdraw() {
  return useMoneyWrite('withdraw', () => {});
}

export function useBindBankCard() {
  return useMoneyWrite('bindBankCard', () => {});
}

export function useBindPixKey() {
  return useMoneyWrite('bindPixKey', () => {});
}

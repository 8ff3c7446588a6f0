/**
 * Member info (§3): the one request, its query key, and the one place the session learns the
 * member's name and type from it (a query-token session starts without them, §2). The query
 * (member-info-query.ts) only fetches; `learnFromMemberInfo` runs for every successful member-info
 * answer (the query cache's onSuccess, src/app/query-client.ts). No react-query at run time here:
 * the first paint's language switch uses `fetchMemberInfo`.
 */
import type { QueryKey } from '@tanstack/react-query';
import { call } from '../api/client';
import type { MemberInfo } from '../../contract/entities';
import { sessionKeyOf } from '../shared/session-key';
import { session } from './store';

export const memberKeys = {
  all: ['member'] as const,
  // The key names the session by a hash: the persisted cache must never hold a token.
  info: (token: string) => ['member', 'info', sessionKeyOf(token)] as const,
};

/**
 * The member-info request itself. Callers outside the data layer (the language switch in the first
 * paint, customer service on the status screens) use it directly; everything else uses the query.
 */
export function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return call('memberInfo', {}, { signal });
}

/** §3: the live session takes the member's name, type and id from an answer for its own token. */
export function learnFromMemberInfo(queryKey: QueryKey, info: unknown): void {
  const [root, kind, key] = queryKey;
  if (root !== memberKeys.all[0] || kind !== 'info') return;
  const live = session.get();
  if (!live || sessionKeyOf(live.token) !== key) return;
  const { userName, type, id } = info as MemberInfo;
  if (live.userName !== userName || live.type !== type) session.update({ userName, type, id, customerId: id });
}

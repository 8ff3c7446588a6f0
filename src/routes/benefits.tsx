/** §2 /m/member/benefits: the member's label (member info) with the VIP feature's levels and progress. */
import { inFrame, MemberFrame } from './member-page';
import type { QueryClient } from '@tanstack/react-query';
import { session } from '../session/store';
import { memberInfoQuery, useMemberInfo } from '../session/member-info-query';
import { Benefits } from '../features/vip/benefits';
import { rankProgressQuery, vipLevelsQuery } from '../features/vip/api';
import { Loading } from '../ui/load-state';

export async function loader(queryClient: QueryClient) {
  const token = session.token();
  await Promise.all([
    queryClient.ensureQueryData(vipLevelsQuery()),
    token ? queryClient.ensureQueryData(memberInfoQuery(token)) : null,
    token ? queryClient.ensureQueryData(rankProgressQuery(token)) : null,
  ]);
}

function MemberBenefits() {
  const info = useMemberInfo();
  if (info.isPending) return <Loading />;
  return <Benefits clubLabel={info.data?.clubLabel} />;
}

export default inFrame(MemberFrame, MemberBenefits);

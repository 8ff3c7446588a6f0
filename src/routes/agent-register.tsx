/** §2 /m/agentRegister: for logged-in agents (§6 types 1 and 2) when referral is enabled. */
import { inFrame, MemberFrame } from './member-page';
import type { QueryClient } from '@tanstack/react-query';
import { merchant } from '../config/runtime';
import { session } from '../session/store';
import { useT } from '../i18n';
import { Unsettled } from '../ui/load-state';
import { memberInfoQuery, useMemberInfo } from '../session/member-info-query';
import { AgentRegister } from '../features/referral/agent-register';
import { agentApplicationQuery } from '../features/referral/api';
import { agentRegisterAllowed } from '../features/referral/rules';
import { NothingHere } from '../ui/nothing-here';

export async function loader(queryClient: QueryClient) {
  const token = session.token();
  if (!token) return;
  const info = await queryClient.ensureQueryData(memberInfoQuery(token));
  if (agentRegisterAllowed({ globalEnabled: merchant().referralEnabled, loggedIn: true, memberType: info.type })) {
    await queryClient.ensureQueryData(agentApplicationQuery(token));
  }
}

function Member() {
  const t = useT();
  const info = useMemberInfo();
  if (!info.isSuccess) return <Unsettled query={info} />;
  if (
    !agentRegisterAllowed({ globalEnabled: merchant().referralEnabled, loggedIn: true, memberType: info.data.type })
  ) {
    return <NothingHere message={t('agent.notAvailable')} to="/m/member/home" label={t('page.memberHome')} />;
  }
  return <AgentRegister />;
}

export default inFrame(MemberFrame, Member);

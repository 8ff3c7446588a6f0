/**
 * §2 /m/inviteFriends: public (no token needed). Who sees what follows §5 / §6 referralAction:
 * a guest sees how it works (or coming soon when referral is off); a member with referral sees
 * their code and link; one without it gets customer service.
 */
import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../ui/page-frame';
import { merchant } from '../config/runtime';
import { session } from '../session/store';
import { useSession } from '../session/use-session';
import { useT } from '../i18n';
import { Unsettled } from '../ui/load-state';
import { memberInfoQuery, useMemberInfo } from '../session/member-info-query';
import { GuestInvite, MemberInvite } from '../features/referral/invite-friends';
import { referralInfoQuery } from '../features/referral/api';
import { referralAction } from '../features/referral/rules';
import { CustomerServiceButton } from '../features/customer-service/customer-service-button';

export async function loader(queryClient: QueryClient) {
  const token = session.token();
  if (!token) return;
  const info = await queryClient.ensureQueryData(memberInfoQuery(token));
  if (
    referralAction({
      globalEnabled: merchant().referralEnabled,
      loggedIn: true,
      memberType: info.type,
      personalEnabled: Boolean(info.referralEnabled),
    }) !== 'customer-service'
  ) {
    await queryClient.ensureQueryData(referralInfoQuery(token));
  }
}

function Member() {
  const t = useT();
  const info = useMemberInfo();
  if (!info.isSuccess) return <Unsettled query={info} />;
  const action = referralAction({
    globalEnabled: merchant().referralEnabled,
    loggedIn: true,
    memberType: info.data.type,
    personalEnabled: Boolean(info.data.referralEnabled),
  });
  return (
    <MemberInvite
      action={action}
      customerService={<CustomerServiceButton label={t('customerService.title')} className="button secondary block" />}
    />
  );
}

export default function InviteFriendsRoute() {
  const current = useSession();
  const guestAction = referralAction({
    globalEnabled: merchant().referralEnabled,
    loggedIn: false,
    memberType: -1,
    personalEnabled: false,
  });
  return <PageFrame>{current ? <Member /> : <GuestInvite action={guestAction} />}</PageFrame>;
}

/**
 * §5 the go-to-activity button on /m/home, loaded after the first paint: a guest gets it with the
 * register entry (and invite friends when the merchant's referral is on); a member gets the entries
 * their type, referral switch and VIP label allow (types other than 0, 1, 2 get none).
 */
import { useQuery } from '@tanstack/react-query';
import { merchant } from '../config/runtime';
import { useSession } from '../session/use-session';
import { memberInfoQuery } from '../features/member/api';
import { GoToActivity } from '../features/activity/go-to-activity';
import { referralShown } from '../features/referral/rules';
import { vipBenefitsShown } from '../features/vip/rules';

export default function HomeActivities() {
  const current = useSession();
  const info = useQuery({ ...memberInfoQuery(current?.token ?? ''), enabled: Boolean(current) });
  const globalEnabled = merchant().referralEnabled;
  if (!current) {
    return (
      <div className="page-body">
        <GoToActivity loggedIn={false} memberType={-1} vipBenefit={false}
          referral={referralShown({ globalEnabled, loggedIn: false, memberType: -1, personalEnabled: false })} />
      </div>
    );
  }
  if (!info.data) return null;
  return (
    <div className="page-body">
      <GoToActivity
        loggedIn
        memberType={info.data.type}
        vipBenefit={vipBenefitsShown(info.data.clubLabel)}
        referral={referralShown({ globalEnabled, loggedIn: true, memberType: info.data.type, personalEnabled: Boolean(info.data.referralEnabled) })}
      />
    </div>
  );
}

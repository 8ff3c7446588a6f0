/**
 * §5 the go-to-activity button on /m/home, loaded after the first paint: a guest gets it with the
 * register entry (and invite friends when the merchant's referral is on); a member gets the entries
 * their type, referral switch and VIP label allow (types other than 0, 1, 2 get none).
 * A guest also gets the §5 referral button: invite friends (which explains referral and offers
 * registration) when the merchant's referral promotion is on, else the coming-soon prompt. Members
 * find theirs on the member home, beside customer service.
 */
import { useQuery } from '@tanstack/react-query';
import { merchant } from '../config/runtime';
import { useSession } from '../session/use-session';
import { memberInfoQuery } from '../session/member-info-query';
import { GoToActivity } from '../features/activity/go-to-activity';
import { useAppDownload } from '../features/install/app-download';
import { ReferralButton } from '../features/referral/referral-button';
import { referralShown, type ReferralContext } from '../features/referral/rules';
import { vipBenefitsShown } from '../features/vip/rules';
import { gameVendorsQuery } from '../features/games/api';
import { useMemberRead } from '../session/use-member-read';

export default function HomeActivities() {
  const current = useSession();
  const info = useMemberRead(memberInfoQuery);
  const appDownload = useAppDownload('activity');
  const globalEnabled = merchant().referralEnabled;
  // Below the catalogue: shown once it has settled, so it appears under the catalogue's final
  // height instead of being pushed down when the catalogue arrives (CLS stays 0).
  const catalogue = useQuery(gameVendorsQuery());
  if (catalogue.isPending) return null;
  if (!current) {
    const guest: ReferralContext = { globalEnabled, loggedIn: false, memberType: -1, personalEnabled: false };
    return (
      <div className="stack">
        <GoToActivity
          loggedIn={false}
          memberType={-1}
          vipBenefit={false}
          referral={referralShown(guest)}
          appDownload={appDownload}
        />
        {/* §5: a logged-out player never reaches the customer-service branch. */}
        <ReferralButton context={guest} customerService={null} />
      </div>
    );
  }
  if (!info.data) return null;
  // In the home page's main content (issue 32): no page body of its own, so nothing when it has no entry.
  return (
    <GoToActivity
      loggedIn
      appDownload={appDownload}
      memberType={info.data.type}
      vipBenefit={vipBenefitsShown(info.data.clubLabel)}
      referral={referralShown({
        globalEnabled,
        loggedIn: true,
        memberType: info.data.type,
        personalEnabled: Boolean(info.data.referralEnabled),
      })}
    />
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../ui/page-frame';
import { MemberHome } from '../features/member/member-home';
import { memberInfoQuery } from '../session/member-info-query';
import { LanguageSwitcher } from '../features/language/language-switcher';
import { useLogout } from '../features/auth/api';
import { CustomerServiceButton } from '../features/customer-service/customer-service-button';
import { VipSummary } from '../features/vip/vip-summary';
import { rankProgressQuery } from '../features/vip/api';
import { vipBenefitsShown } from '../features/vip/rules';
import { GoToActivity } from '../features/activity/go-to-activity';
import { useAppDownload } from '../features/install/app-download';
import { ReferralButton } from '../features/referral/referral-button';
import { referralShown, type ReferralContext } from '../features/referral/rules';
import { merchant } from '../config/runtime';
import { session } from '../session/store';
import { useSession } from '../session/use-session';
import { useT } from '../i18n';
import { ChevronRight, Headphones } from 'lucide-react';
import { WalletCard } from './wallet-card';
import { useMemberRead } from '../session/use-member-read';

/** §3 / §4 member info (name, type, label) and the VIP rank progress, before the page renders. */
export async function loader(queryClient: QueryClient) {
  const token = session.token();
  if (!token) return;
  await Promise.all([
    queryClient.ensureQueryData(memberInfoQuery(token)),
    queryClient.ensureQueryData(rankProgressQuery(token)),
  ]);
}

/** §3 / §4 / §5: the VIP label and progress, the go-to-activity button and the referral button, from member info. */
function useMemberExtras() {
  const t = useT();
  const current = useSession();
  const info = useMemberRead(memberInfoQuery);
  const appDownload = useAppDownload('activity');
  if (!current || !info.data) return { vip: null, activities: null };
  const referral: ReferralContext = {
    globalEnabled: merchant().referralEnabled,
    loggedIn: true,
    memberType: info.data.type,
    personalEnabled: Boolean(info.data.referralEnabled),
  };
  return {
    vip: <VipSummary clubLabel={info.data.clubLabel} />,
    activities: (
      <div className="stack">
        <GoToActivity
          loggedIn
          appDownload={appDownload}
          memberType={info.data.type}
          referral={referralShown(referral)}
          vipBenefit={vipBenefitsShown(info.data.clubLabel)}
        />
        <ReferralButton
          context={referral}
          customerService={<CustomerServiceButton label={t('referral.button')} className="button secondary block" />}
        />
      </div>
    ),
  };
}

export default function MemberHomeRoute() {
  const t = useT();
  const logOut = useLogout();
  const { vip, activities } = useMemberExtras();
  const current = useSession();
  return (
    <PageFrame>
      <div>
        <MemberHome
          wallet={current ? <WalletCard /> : null}
          vip={vip}
          activities={activities}
          settings={
            <>
              <li>
                <LanguageSwitcher variant="row" />
              </li>
              <li>
                {/* §3 §5 the member's customer-service entries, restricted by their label. */}
                <CustomerServiceButton
                  className="list-row"
                  label={
                    <>
                      <Headphones className="icon" aria-hidden="true" />
                      <span className="list-row-label">{t('customerService.title')}</span>
                      <ChevronRight className="icon chevron directional" aria-hidden="true" />
                    </>
                  }
                />
              </li>
            </>
          }
          onLogout={() => logOut.mutateAsync()}
          loggingOut={logOut.isPending}
        />
      </div>
    </PageFrame>
  );
}

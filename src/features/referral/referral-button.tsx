/**
 * §5 / §6 the referral button: coming soon for a logged-out user when referral is off; agents to
 * agent registration when it is on; other members to invite friends if enabled for them, else
 * customer service (the route passes its button, labelled the same).
 */
import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { AGENT_REGISTER_PATH, INFO_TOAST_MS, INVITE_FRIENDS_PATH } from '../../config/constants';
import { overlayStore, t as text } from '../../lib/overlays';
import { referralAction, type ReferralContext } from './rules';

export function ReferralButton({
  context,
  customerService,
  className = 'button secondary block',
}: {
  context: ReferralContext;
  customerService: ReactNode;
  className?: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const action = referralAction(context);
  if (action === 'customer-service') return <>{customerService}</>;
  const onClick = () => {
    if (action === 'coming-soon') overlayStore.toast(text('referral.comingSoon'), INFO_TOAST_MS);
    else void navigate({ to: action === 'agent-register' ? AGENT_REGISTER_PATH : INVITE_FRIENDS_PATH });
  };
  return (
    <button type="button" className={className} onClick={onClick}>
      {t('referral.button')}
    </button>
  );
}

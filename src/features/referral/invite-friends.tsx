/**
 * /m/inviteFriends (§2: public, no token needed). A member sees their referral code and link
 * (carrying referralCode) and its QR code, copies it (§9 copy-success toast, 1.5 s), shares it with the
 * Web Share API where the browser has one, and sees how many friends joined; a guest sees how it works and a register button.
 * Who may use it follows §5 / §6 (src/features/referral/rules.ts referralAction).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, type ComponentType, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { COPY_SUCCESS_TOAST_MS, AGENT_REGISTER_PATH, INFO_TOAST_MS } from '../../config/constants';
import { localNumber } from '../../ui/local-number';
import { overlayStore, t as text } from '../../lib/overlays';
import { Unsettled } from '../../ui/load-state';
import '../../ui/cards.css';
import { referralInfoQuery } from './api';
import { inviteLink, type ReferralAction } from './rules';
import './referral.css';
import { useToken } from '../../session/use-session';

// Not precached (issue 37's budget, scripts/build-sw.ts): offline, where it never loaded, no picture.
const InviteQr = lazy<ComponentType<{ link: string }>>(() =>
  import('./invite-qr.chunk').catch(() => ({ default: () => null })),
);

function HowItWorks() {
  const t = useT();
  return (
    <section aria-labelledby="invite-how" className="card">
      <h2 id="invite-how">{t('referral.howItWorks')}</h2>
      <ol className="steps">
        <li>{t('referral.step1')}</li>
        <li>{t('referral.step2')}</li>
        <li>{t('referral.step3')}</li>
      </ol>
    </section>
  );
}

/** A visitor: how it works and register, or the §5 coming-soon prompt when referral is off. */
export function GuestInvite({ action }: { action: ReferralAction }) {
  const t = useT();
  if (action === 'coming-soon')
    return (
      <p className="empty-state" role="status">
        {t('referral.comingSoon')}
      </p>
    );
  return (
    <div className="stack">
      <HowItWorks />
      <Link to="/m/register" className="button block">
        {t('referral.registerToInvite')}
      </Link>
    </div>
  );
}

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

export function MemberInvite({ action, customerService }: { action: ReferralAction; customerService: ReactNode }) {
  const t = useT();
  const token = useToken();
  const linkId = useId();
  const linkField = useRef<HTMLInputElement>(null);
  const info = useQuery({ ...referralInfoQuery(token), enabled: action !== 'customer-service' });

  if (action === 'customer-service' || action === 'coming-soon') {
    return (
      <div className="stack">
        <p className="empty-state" role="status">
          {t('referral.notForYou')}
        </p>
        {customerService}
      </div>
    );
  }
  if (!info.isSuccess) return <Unsettled query={info} />;

  const link = inviteLink(location.origin, info.data.code);
  const onCopy = async () => {
    if (await copyText(link)) overlayStore.toast(text('referral.copied'), COPY_SUCCESS_TOAST_MS);
    else {
      // The clipboard refused (a policy, a denied permission): the link is selected in its field,
      // ready for the player to copy by hand, as the notice says.
      linkField.current?.focus();
      linkField.current?.select();
      overlayStore.toast(text('referral.copyFailed'), INFO_TOAST_MS);
    }
  };
  // The system share sheet where the browser has one (Web Share API); where it refuses, the link is
  // copied with the §9 copy-success toast (issue 32). Without one there is no Share button: it would
  // only repeat Copy link beside it.
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const onShare = async () => {
    const data = {
      title: t('referral.shareTitle'),
      text: t('referral.shareText', { code: info.data.code }),
      url: link,
    };
    if (navigator.canShare && !navigator.canShare(data)) return onCopy();
    try {
      await navigator.share(data);
    } catch (error) {
      // The player closed the share sheet: nothing to do. Anything else: copy instead.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await onCopy();
    }
  };

  return (
    <div className="stack">
      <section aria-labelledby="invite-code" className="card">
        <h2 id="invite-code" className="card-meta">
          {t('referral.yourCode')}
        </h2>
        <p className="figure">{info.data.code}</p>
        <div className="field">
          <label htmlFor={linkId}>{t('referral.yourLink')}</label>
          <input ref={linkField} id={linkId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        </div>
        <div className="button-row">
          <button type="button" className="button" onClick={() => void onCopy()}>
            {t('referral.copy')}
          </button>
          {canShare && (
            <button type="button" className="button secondary" onClick={() => void onShare()}>
              {t('referral.share')}
            </button>
          )}
        </div>
        <Suspense fallback={<div className="invite-qr invite-qr-pending" aria-hidden="true" />}>
          <InviteQr link={link} />
        </Suspense>
      </section>
      <section className="card" aria-labelledby="invite-count">
        <h2 id="invite-count" className="card-meta">
          {t('referral.invited')}
        </h2>
        <p className="figure">{localNumber(info.data.invitedCount)}</p>
      </section>
      {action === 'agent-register' && (
        <Link to={AGENT_REGISTER_PATH} className="button secondary block">
          {t('referral.agentRegister')}
        </Link>
      )}
      <HowItWorks />
    </div>
  );
}

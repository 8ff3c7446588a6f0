/**
 * §4 the social and phone sign-in buttons of the login and register pages: Google, Facebook,
 * Twitter and Line when the merchant's Firebase set-up has an apiKey (§5), and phone sign-in by SMS
 * when its SMS provider is Firebase-based (§3 smsProvider.firebase).
 */
import { lazy, Suspense, useRef, useState } from 'react';
import type { SocialChannel } from '../../../contract/firebase-channels';
import { LOGIN_RELEASE_DELAY_MS } from '../../config/constants';
import { useT } from '../../i18n';
import { useFlowContext } from './flow-context';
import { firebaseSetup } from './availability';
import { withFlow } from './setup';
import './social-login.css';

const PhoneSignInDialog = lazy(() => import('./phone-sign-in-dialog.chunk'));

const CHANNELS: readonly { channel: SocialChannel; key: string }[] = [
  { channel: 'google', key: 'social.google' },
  { channel: 'facebook', key: 'social.facebook' },
  { channel: 'twitter', key: 'social.twitter' },
  { channel: 'line', key: 'social.line' },
];

export function SocialSignIn() {
  const t = useT();
  const ctx = useFlowContext();
  const setup = firebaseSetup();
  const [busy, setBusy] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const running = useRef(false);

  if (!setup) return null;

  const start = async (channel: SocialChannel) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await withFlow((flow) => flow.startSocialSignIn(channel, ctx));
    } finally {
      setTimeout(() => {
        running.current = false;
        setBusy(false);
      }, LOGIN_RELEASE_DELAY_MS);
    }
  };

  return (
    <section className="social" aria-labelledby="social-title" aria-busy={busy}>
      <h2 id="social-title" className="social-title">
        {t('social.title')}
      </h2>
      <div className="social-buttons">
        {CHANNELS.map(({ channel, key }) => (
          <button
            key={channel}
            type="button"
            className="button secondary"
            aria-disabled={busy}
            onClick={() => void start(channel)}
          >
            {t(key)}
          </button>
        ))}
        {setup.smsProvider.firebase && (
          <button
            type="button"
            className="button secondary wide"
            aria-disabled={busy}
            onClick={() => setPhoneOpen(true)}
          >
            {t('social.phone')}
          </button>
        )}
      </div>
      {phoneOpen && (
        <Suspense fallback={null}>
          <PhoneSignInDialog onClose={() => setPhoneOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}

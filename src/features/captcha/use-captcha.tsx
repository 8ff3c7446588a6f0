/**
 * One way for every form to get a captcha result (§5): `obtain()` resolves with the fields to send,
 * or null when the player must act first (a notice or alert has then been shown).
 * - flag off: no captcha, `{}`;
 * - slider provider: the verification widget sits in the form and must be completed before submit,
 *   else a notice asks to complete verification first;
 * - Geetest provider: the vendor's captcha runs on submit (loaded on demand); its failures show.
 * `refresh()` clears and reloads the captcha after its result was used or the call failed (§4).
 *
 * Issue 11 (the login's JavaScript): the slider widget's code loads only for a form that shows it,
 * so a merchant without the slider on its login does not download it with the login page.
 */
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import type { CaptchaHandle } from '../../ui/captcha-handle';
import { activeLanguage, useT } from '../../i18n';
import { merchant } from '../../config/runtime';
import { overlayStore, t } from '../../lib/overlays';
import { captchaErrorText, captchaNeeded, type CaptchaFields, type CaptchaPurpose } from './rules';

const VerificationWidget = lazy(() =>
  import('./verification-widget.chunk').then((m) => ({ default: m.VerificationWidget })),
);

/** The widget's own loading state (same frame, same texts) while its code arrives: nothing moves. */
function WidgetLoading() {
  const text = useT();
  const labelId = useId();
  return (
    <section className="captcha" aria-labelledby={labelId} aria-busy data-state="loading">
      <h3 id={labelId} className="captcha-title">
        {text('captcha.widgetTitle')}
      </h3>
      <p className="hint">{text('captcha.loading')}</p>
    </section>
  );
}

export interface CaptchaGate extends CaptchaHandle {
  needed: boolean;
}

export function useCaptcha(purpose: CaptchaPurpose): CaptchaGate {
  const config = merchant();
  // Issue 35: the server may ask for one anyway (step-up); from then on this form shows it.
  const [steppedUp, setSteppedUp] = useState(false);
  const needed = steppedUp || captchaNeeded(purpose, config);
  const slider = needed && config.captcha.provider === 'slider';
  const [result, setResult] = useState<CaptchaFields | null>(null);
  const [generation, setGeneration] = useState(0);

  const refresh = useCallback(() => {
    setResult(null);
    setGeneration((n) => n + 1);
  }, []);

  const obtain = async (): Promise<CaptchaFields | null> => {
    if (!needed) return {};
    if (slider) {
      if (result) return result;
      overlayStore.notice(t('captcha.verifyFirst'));
      return null;
    }
    try {
      const { runGeetest } = await import('./geetest.chunk');
      return await runGeetest({
        purpose,
        version: config.gw.GEETEST_VERSION === 'v4' ? 'v4' : 'v3',
        captchaId: config.gw.GEETEST_ID,
        language: activeLanguage() ?? 'EN',
      });
    } catch (error) {
      overlayStore.notice(captchaErrorText(error));
      return null;
    }
  };

  return {
    needed,
    widget: slider ? (
      <Suspense fallback={<WidgetLoading />}>
        <VerificationWidget key={generation} onResult={setResult} />
      </Suspense>
    ) : null,
    obtain,
    refresh,
    stepUp: () => {
      overlayStore.notice(t('captcha.stepUp'));
      setSteppedUp(true);
      refresh();
    },
  };
}

/**
 * One way for every form to get a captcha result (§5): `obtain()` resolves with the fields to send,
 * or null when the player must act first (a notice or alert has then been shown).
 * - flag off: no captcha, `{}`;
 * - slider provider: the verification widget sits in the form and must be completed before submit,
 *   else a notice asks to complete verification first;
 * - Geetest provider: the vendor's captcha runs on submit (loaded on demand); its failures show.
 * `refresh()` clears and reloads the captcha after its result was used or the call failed (§4).
 */
import { useCallback, useState } from 'react';
import type { CaptchaHandle } from '../../ui/captcha-handle';
import { activeLanguage } from '../../i18n';
import { merchant } from '../../config/runtime';
import { overlayStore, t } from '../../lib/overlays';
import { captchaErrorText, captchaNeeded, type CaptchaFields, type CaptchaPurpose } from './rules';
import { VerificationWidget } from './verification-widget';

export interface CaptchaGate extends CaptchaHandle {
  needed: boolean;
}

function notice(message: ReturnType<typeof t>) {
  overlayStore.alert({ title: t('common.notice'), message, confirm: { label: t('common.confirm') } });
}

export function useCaptcha(purpose: CaptchaPurpose): CaptchaGate {
  const config = merchant();
  const needed = captchaNeeded(purpose, config);
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
      notice(t('captcha.verifyFirst'));
      return null;
    }
    try {
      const { runGeetest } = await import('./geetest.chunk');
      return await runGeetest({ purpose, version: config.gw.GEETEST_VERSION === 'v4' ? 'v4' : 'v3', captchaId: config.gw.GEETEST_ID, language: activeLanguage() ?? 'EN' });
    } catch (error) {
      notice(captchaErrorText(error));
      return null;
    }
  };

  return {
    needed,
    widget: slider ? <VerificationWidget key={generation} onResult={setResult} /> : null,
    obtain,
    refresh,
  };
}

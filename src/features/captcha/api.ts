/** Captcha calls (§7 GET /wps/captcha/geetest, and the self-hosted slider's answer). Never cached. */
import { call } from '../../api/client';

export const fetchPuzzle = (signal?: AbortSignal) => call('captchaGeetest', { t: Date.now() }, { signal });
export const answerPuzzle = (challenge: string, x: number) => call('captchaSliderVerify', { challenge, x });

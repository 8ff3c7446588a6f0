/** Captcha calls (§7 GET /wps/captcha/geetest, and the self-hosted slider's answer). Never cached. */
import type { SliderVerifyRequest } from '../../../contract/endpoints';
import { call } from '../../api/client';

export const fetchPuzzle = (signal?: AbortSignal) => call('captchaGeetest', { t: Date.now() }, { signal });
export const answerPuzzle = (answer: SliderVerifyRequest) => call('captchaSliderVerify', answer);

/**
 * What a form holds of the merchant's captcha (§5), composed by its route from the captcha feature
 * (features never import each other): the inline widget to place in the form, `obtain()` for the
 * fields to send (null when the player must act first: a notice has been shown), and `refresh()`
 * after its result was used or the call failed (§4). One interface for every form that needs one.
 */
import type { ReactNode } from 'react';

/** The captcha result fields a request carries (§3: geetest v3 challenge + seccode, or v4). */
export interface CaptchaFields {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
}

export interface CaptchaHandle {
  widget: ReactNode;
  obtain(): Promise<CaptchaFields | null>;
  refresh(): void;
  /**
   * Issue 35: the server asks this form for a captcha although the merchant's flag is off (an
   * account under online guessing): show it from now on, with a notice saying why.
   */
  stepUp?(): void;
}

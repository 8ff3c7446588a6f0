/**
 * Captcha on the reference server (§5: "A captcha check is required for login, sms and register when
 * the matching display flags are on"). Which provider a merchant uses is its configuration
 * (public.captcha.provider):
 *
 * - 'slider': a self-hosted slider challenge, issued by GET /wps/captcha/geetest and solved through
 *   POST /wps/captcha/slider/verify, which answers a one-time seccode. The protected call then
 *   carries geetestChallenge + geetestSeccode, checked and used up here.
 * - 'geetest' (the vendor): v3 challenges are issued by GET /wps/captcha/geetest and a v3 result is
 *   checked the way Geetest's server SDK checks it locally (validate = md5(private key + "geetest" +
 *   challenge), seccode = validate + "|jordan"), once per challenge. A v4 result is checked for its
 *   shape, its captcha id and reuse. The vendor's own online confirmation needs the internet and is
 *   not made here.
 */
import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from '../http/errors';
import type { Database } from '../db/index';
import type { Merchant } from '../merchants/load';
import { makeSliderScene, SLIDER_HEIGHT, SLIDER_PIECE, SLIDER_TAB, SLIDER_WIDTH } from './slider-image';
import { judgeTrack, type TrackInput, type TrackSample } from './trajectory';

export type CaptchaPurpose = 'login' | 'sms' | 'register';

/** How long a challenge may be answered, and how long a solved slider's seccode stays usable. */
export const CHALLENGE_TTL_MS = 2 * 60_000;
export const SECCODE_TTL_MS = 5 * 60_000;
/** How far (in px of the picture) the piece may be from the hole. */
export const SLIDER_TOLERANCE_PX = 5;
export const CHALLENGES_PER_IP_PER_HOUR = 300;
const HOUR_MS = 60 * 60_000;

/** The slider's numeric error codes (shown by the widget with the message, §8). */
export const SLIDER_ERRORS = {
  mismatch: () => new HttpError(400, '60500', 'The piece is not in the right place.'),
  expired: () => new HttpError(400, '60501', 'This puzzle has expired. Please try a new one.'),
};

export const captchaErrors = {
  required: () => new HttpError(400, 'captcha.required', 'Please complete the verification first.'),
  invalid: () =>
    new HttpError(400, 'captcha.invalid', 'The verification is not valid or has expired. Please verify again.'),
};

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface CaptchaFields {
  geetestSeccode?: string;
  geetestChallenge?: string;
  geetestValidateV4?: string;
}

/** §5: whether this merchant wants a captcha for this action. */
export function captchaRequired(merchant: Merchant, purpose: CaptchaPurpose): boolean {
  const config = merchant.public;
  return purpose === 'register' ? config.register.captchaEnabled : config.captcha[purpose];
}

export interface IssuedChallenge {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
  slider?: { image: string; piece: string; width: number; height: number; pieceSize: number; pieceWidth: number };
}

export class CaptchaService {
  private readonly insertStmt;
  private readonly getStmt;
  private readonly stateStmt;
  private readonly passStmt;
  private readonly countStmt;
  private readonly purgeStmt;

  constructor(db: Database) {
    this.insertStmt = db.prepare<[string, string, string, number | null, string, string, number, number]>(
      `INSERT OR IGNORE INTO captcha_challenges (challenge, merchant_code, kind, target_x, ip, state, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.getStmt = db.prepare<
      [string, string],
      { kind: string; target_x: number | null; state: string; seccode_hash: string | null; expires_at: number }
    >(
      'SELECT kind, target_x, state, seccode_hash, expires_at FROM captcha_challenges WHERE challenge = ? AND merchant_code = ?',
    );
    this.stateStmt = db.prepare<[string, string, string]>(
      'UPDATE captcha_challenges SET state = ? WHERE challenge = ? AND state = ?',
    );
    this.passStmt = db.prepare<[string, number, string]>(
      "UPDATE captcha_challenges SET state = 'passed', seccode_hash = ?, expires_at = ? WHERE challenge = ? AND state = 'issued'",
    );
    this.countStmt = db.prepare<[string, number], { n: number }>(
      'SELECT COUNT(*) AS n FROM captcha_challenges WHERE ip = ? AND created_at > ?',
    );
    this.purgeStmt = db.prepare<[number]>('DELETE FROM captcha_challenges WHERE expires_at < ?');
  }

  /** GET /wps/captcha/geetest: a new challenge of the merchant's provider. */
  issue(merchant: Merchant, ip: string, now: number): IssuedChallenge {
    if ((this.countStmt.get(ip, now - HOUR_MS)?.n ?? 0) >= CHALLENGES_PER_IP_PER_HOUR) {
      throw new HttpError(
        429,
        'TOO_MANY_REQUEST_CAPTCHA',
        'Too many verification requests from this network. Please try again later.',
      );
    }
    const challenge = randomBytes(16).toString('hex');
    if (merchant.public.captcha.provider === 'geetest') {
      this.insertStmt.run(challenge, merchant.code, 'geetest', null, ip, 'issued', now, now + CHALLENGE_TTL_MS);
      return { gt: merchant.public.gw.GEETEST_ID, challenge, newCaptcha: true };
    }
    const scene = makeSliderScene();
    this.insertStmt.run(challenge, merchant.code, 'slider', scene.targetX, ip, 'issued', now, now + CHALLENGE_TTL_MS);
    return {
      gt: 'slider',
      challenge,
      newCaptcha: true,
      slider: {
        image: scene.image,
        piece: scene.piece,
        width: SLIDER_WIDTH,
        height: SLIDER_HEIGHT,
        pieceSize: SLIDER_PIECE,
        pieceWidth: SLIDER_PIECE + 2 * SLIDER_TAB,
      },
    };
  }

  /**
   * POST /wps/captcha/slider/verify: one answer per puzzle; right → a one-time seccode. The drag
   * must look like a person's (trajectory.ts, issue 35), else the puzzle is used up like a miss.
   */
  solveSlider(
    merchant: Merchant,
    answer: { challenge: string; x: number; track: readonly TrackSample[]; input: TrackInput },
    now: number,
  ): string {
    const { challenge, x } = answer;
    const row = this.getStmt.get(challenge, merchant.code);
    if (!row || row.kind !== 'slider' || row.state !== 'issued' || row.expires_at <= now) throw SLIDER_ERRORS.expired();
    const human = judgeTrack(answer.track, answer.input, x, SLIDER_WIDTH - SLIDER_PIECE) === 'human';
    if (!human || row.target_x === null || Math.abs(x - row.target_x) > SLIDER_TOLERANCE_PX) {
      this.stateStmt.run('failed', challenge, 'issued');
      throw SLIDER_ERRORS.mismatch();
    }
    const seccode = randomBytes(16).toString('hex');
    if (this.passStmt.run(sha256(seccode), now + SECCODE_TTL_MS, challenge).changes !== 1)
      throw SLIDER_ERRORS.expired();
    return seccode;
  }

  /**
   * §5: checks the captcha result a protected call carries when the merchant's flag for this action
   * is on, and uses it up. Throws captcha.required (none given) or captcha.invalid.
   */
  assert(
    merchant: Merchant,
    purpose: CaptchaPurpose,
    fields: CaptchaFields,
    now: number,
    /** Issue 35 step-up: asked for whatever the merchant's flag says; a missing result is `stepUp()`. */
    stepUp?: () => HttpError,
  ): void {
    if (!stepUp && !captchaRequired(merchant, purpose)) return;
    const { geetestChallenge, geetestSeccode, geetestValidateV4 } = fields;
    if (!geetestSeccode && !geetestValidateV4) throw stepUp ? stepUp() : captchaErrors.required();
    const config = merchant.public;
    if (config.captcha.provider === 'geetest' && config.gw.GEETEST_VERSION === 'v4') {
      this.assertGeetestV4(merchant, geetestValidateV4, now);
      return;
    }
    if (!geetestChallenge || !geetestSeccode) throw captchaErrors.invalid();
    const row = this.getStmt.get(geetestChallenge, merchant.code);
    if (!row || row.expires_at <= now) throw captchaErrors.invalid();
    if (config.captcha.provider === 'slider') {
      if (row.kind !== 'slider' || row.state !== 'passed' || row.seccode_hash !== sha256(geetestSeccode))
        throw captchaErrors.invalid();
      if (this.stateStmt.run('used', geetestChallenge, 'passed').changes !== 1) throw captchaErrors.invalid();
      return;
    }
    // Geetest v3, checked as the vendor's server SDK does before its online call.
    const key = merchant.geetestPrivateKey;
    const [validate, suffix] = geetestSeccode.split('|');
    if (
      row.kind !== 'geetest' ||
      row.state !== 'issued' ||
      !key ||
      suffix !== 'jordan' ||
      validate !== md5(`${key}geetest${geetestChallenge}`)
    ) {
      throw captchaErrors.invalid();
    }
    if (this.stateStmt.run('used', geetestChallenge, 'issued').changes !== 1) throw captchaErrors.invalid();
  }

  private assertGeetestV4(merchant: Merchant, text: string | undefined, now: number): void {
    let result: Record<string, unknown>;
    try {
      result = JSON.parse(text ?? '') as Record<string, unknown>;
    } catch {
      throw captchaErrors.invalid();
    }
    const str = (k: string) => (typeof result[k] === 'string' ? (result[k] as string) : '');
    const lotNumber = str('lot_number');
    if (
      !/^[0-9a-f]{32}$/.test(lotNumber) ||
      !str('captcha_output') ||
      !str('pass_token') ||
      !/^\d{10}$/.test(str('gen_time')) ||
      str('captcha_id') !== merchant.public.gw.GEETEST_ID
    ) {
      throw captchaErrors.invalid();
    }
    // A lot number is good for one call.
    if (
      this.insertStmt.run(`v4:${lotNumber}`, merchant.code, 'geetest', null, '', 'used', now, now + SECCODE_TTL_MS)
        .changes !== 1
    ) {
      throw captchaErrors.invalid();
    }
  }

  purge(now: number): number {
    return this.purgeStmt.run(now).changes;
  }
}

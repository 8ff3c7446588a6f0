/**
 * Helpers of the accounts browser tests: what a player reads off their phone (SMS and email codes:
 * the reference server's dev outbox; the authenticator app: TOTP of the seeded secret), the slider
 * puzzle's answer (read from the server's database, as only the picture shows it), and a stand-in
 * for the Geetest vendor script (the machine cannot reach static.geetest.com).
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { base32Decode, totp } from '../../../server/auth/totp';
import { e2eDataDir } from './env';

/** The newest 6-digit code the server "sent" to `to` ("1 2025550101" or an email). */
export async function outboxCode(request: APIRequestContext, merchant: string, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/wps/dev/outbox?to=${encodeURIComponent(to)}`, {
          headers: { Merchant: merchant },
        });
        const body = (await answer.json()) as { value?: { text: string }[] };
        code = /\b(\d{6})\b/.exec(body.value?.[0]?.text ?? '')?.[1];
        return code;
      },
      { message: `a code in the dev outbox for ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** What an authenticator app shows now for a base32 secret (RFC 6238). */
export const authenticatorCode = (secret: string) => totp(base32Decode(secret), Date.now());

function database(): BetterSqlite3.Database {
  return new BetterSqlite3(join(e2eDataDir(), 'storefront.sqlite'), { readonly: true, fileMustExist: true });
}

/** Where the hole of the merchant's newest slider puzzle is. */
export function sliderTarget(merchant: string): number {
  const db = database();
  try {
    const row = db
      .prepare(
        "SELECT target_x FROM captcha_challenges WHERE merchant_code = ? AND kind = 'slider' AND state = 'issued' ORDER BY created_at DESC LIMIT 1",
      )
      .get(merchant) as { target_x: number } | undefined;
    if (!row) throw new Error(`no open slider puzzle for ${merchant}`);
    return row.target_x;
  } finally {
    db.close();
  }
}

/**
 * Drags the slider's thumb to `target` with the mouse as a person does (issue 35: the server judges
 * the drag): speeding up then slowing down, the pointer a pixel or two off its row, small corrections
 * at the end, then lets go.
 */
export async function dragSlider(page: Page, slider: Locator, target: number): Promise<void> {
  const box = (await slider.boundingBox())!;
  const max = Number(await slider.getAttribute('max'));
  const perUnit = box.width / max;
  const y = box.y + box.height / 2;
  const from = box.x + 6;
  await page.mouse.move(from, y);
  await page.mouse.down();
  const aim = from + target * perUnit;
  const steps = 14;
  for (let i = 1; i <= steps; i++) {
    const p = i / steps;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    await page.mouse.move(from + (aim - from) * eased, y + Math.round(Math.sin(i) * 2));
    await page.waitForTimeout(12 + (i % 4) * 9);
  }
  let px = aim;
  for (let i = 0; i < 40; i++) {
    const value = Number(await slider.inputValue());
    if (value === target) break;
    px += Math.sign(target - value) * Math.max(0.4, Math.min(6, Math.abs(target - value) * perUnit * 0.6));
    await page.mouse.move(px, y + (i % 2));
    await page.waitForTimeout(15 + (i % 3) * 12);
  }
  await expect(slider).toHaveValue(String(target));
  await page.mouse.up();
}

/** Drags the slider's piece to the hole (plus `offset`) as a person would, and lets go. */
export async function solveSlider(page: Page, merchant: string, offset = 0): Promise<void> {
  const slider = page.getByRole('slider', { name: 'Slide the piece into the gap' });
  await expect(slider).toBeVisible();
  await dragSlider(page, slider, sliderTarget(merchant) + offset);
}

/** The Geetest v3 private key of the ACE merchant (server/merchants/ACE.json). */
const ACE_GEETEST_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
export const GEETEST_V3_URL = 'https://static.geetest.com/static/tools/gt.js';

/**
 * A stand-in for Geetest's gt.js: defines initGeetest with the vendor's captcha object API and,
 * on verify(), shows a small dialog to pass or close the check. Passing asks the test (playing
 * Geetest's own servers) for validate = md5(private key + "geetest" + challenge).
 */
const STAND_IN_SCRIPT = `
window.initGeetest = function (config, callback) {
  var handlers = {};
  var result = null;
  var box = null;
  var captcha = {
    onReady: function (cb) { handlers.ready = cb; return captcha; },
    onSuccess: function (cb) { handlers.success = cb; return captcha; },
    onClose: function (cb) { handlers.close = cb; return captcha; },
    onError: function (cb) { handlers.error = cb; return captcha; },
    getValidate: function () { return result; },
    destroy: function () { if (box) box.remove(); },
    verify: function () {
      box = document.createElement('div');
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-label', 'Geetest stand-in');
      box.style.cssText = 'position:fixed;inset:auto 0 0 0;background:#fff;padding:16px;z-index:99';
      var pass = document.createElement('button');
      pass.textContent = 'Pass the Geetest check';
      pass.onclick = function () {
        window.geetestSign(config.challenge).then(function (validate) {
          result = { geetest_challenge: config.challenge, geetest_validate: validate, geetest_seccode: validate + '|jordan' };
          box.remove();
          handlers.success();
        });
      };
      var close = document.createElement('button');
      close.textContent = 'Close Geetest';
      close.onclick = function () { box.remove(); handlers.close(); };
      box.append(pass, close);
      document.body.append(box);
    },
  };
  callback(captcha);
  setTimeout(function () { if (handlers.ready) handlers.ready(); }, 10);
};
`;

/** Serves the stand-in at the vendor URL and lets it sign challenges; returns how often the script was fetched. */
export async function serveGeetestStandIn(page: Page): Promise<{ loads: () => number }> {
  let loads = 0;
  await page.exposeFunction('geetestSign', (challenge: string) =>
    createHash('md5').update(`${ACE_GEETEST_KEY}geetest${challenge}`).digest('hex'),
  );
  await page.route(GEETEST_V3_URL, (route) => {
    loads++;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN_SCRIPT });
  });
  return { loads: () => loads };
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

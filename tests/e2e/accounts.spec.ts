/**
 * Issue 4 accounts, walked by a player in real Chromium against the real reference server.
 * Spec sections: §2 (post-login destination, picker, second-factor dialog, widget), §3 (remembered
 * login, register payload), §4 (Login, Registration, second factor, widget states), §5 (captcha,
 * auto-login, second-factor validation, default password), §7 (calls and headers), §8 (errors).
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './support/env';
import {
  authenticatorCode,
  GEETEST_V3_URL,
  outboxCode,
  serveGeetestStandIn,
  solveSlider,
  uniqueSuffix,
} from './support/accounts';

const LUCKY = `http://lucky.localhost:${E2E_PORT}`;
const ACE = `http://ace.localhost:${E2E_PORT}`;

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
}

async function logIn(page: Page, username: string, password = 'demo1234') {
  await fillLogin(page, username, password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const secondFactorDialog = (page: Page) => page.getByRole('dialog', { name: 'Security verification' });
const notice = (page: Page) => page.getByRole('alertdialog', { name: 'Notice' });

async function expectLoggedInHome(page: Page, username: string) {
  await expect(page).toHaveURL(/\/m\/home$/);
  // In whatever language the member's account applies at login (§1 issue 6): "Welcome back, <name>".
  await expect(page.getByRole('main').getByText(new RegExp(`, ${username}$`))).toBeVisible();
}

test.describe('§4 login', () => {
  test('§4 a second submit while processing is ignored; the button says it is logging in', async ({ page }) => {
    let posts = 0;
    await page.route('**/wps/session/login', async (route) => {
      posts++;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/m/login');
    await fillLogin(page, 'agent1', 'demo1234');
    const button = page.getByRole('button', { name: 'Log in' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Logging in…' })).toBeVisible();
    // The player taps again (the button is aria-disabled, so the tap is forced through).
    await page.getByRole('button', { name: 'Logging in…' }).click({ force: true });
    await page.getByLabel('Password').press('Enter');
    await expectLoggedInHome(page, 'agent1');
    expect(posts).toBe(1);
  });

  test('§2 §5 the default password sends the player to change-password, which sets a new one and returns home', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await logIn(page, 'defaultpw', '{secret}');
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

    // §5 an empty field is highlighted and focused; §9 a new password under 6 characters is refused.
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password')).toBeFocused();
    await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Current password').fill('{secret}');
    await page.getByLabel('New password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm new password').fill('12345');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(notice(page)).toHaveCount(0);

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/member/password')) sent.push(r.postData() ?? '');
    });
    await page.getByLabel('New password', { exact: true }).fill('my-own-pw1');
    await page.getByLabel('Confirm new password').fill('my-own-pw1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toContain('my-own-pw1');

    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto('/m/login');
    await logIn(page, 'defaultpw', 'my-own-pw1');
    await expectLoggedInHome(page, 'defaultpw');
  });

  test('§2 an expired password with forced change on lands on change-password', async ({ page }) => {
    await page.goto('/m/login');
    await logIn(page, 'expired0');
    await expect(page).toHaveURL(/\/m\/changePsw$/);
  });
});

test.describe('§3 §5 remember me and auto-login', () => {
  test('§5 remembered on login, the player is logged in automatically in a new tab; a logout turns it off', async ({
    context,
    page,
  }) => {
    // Three tabs, two logins, a logout and two reloads: 20-27 s on a quiet 2-core machine.
    test.setTimeout(60_000);
    await page.goto('/m/login');
    await fillLogin(page, 'agent1', 'demo1234');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectLoggedInHome(page, 'agent1');

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_REMEMBERED_LOGIN') ?? 'null'));
    expect(stored).toMatchObject({ type: 'username', username: 'agent1', merchant: 'DEMO' });
    // §3 double base64 with a random key: never the password itself. Inside it, since issue 11, the
    // password is sealed with a key kept in IndexedDB: undoing the base64 no longer reveals it.
    expect(stored.password).not.toContain('demo1234');
    expect(atob(atob(stored.password).slice(8))).toMatch(/^\u0001seal1:/);

    // A new tab has no session (session storage is per tab): auto-login runs.
    const other = await context.newPage();
    await other.goto('/m/game');
    await expect(other.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    // The auto-login is made once the new tab's app has started: on a busy machine more than the
    // default 7 s after the load.
    await expect
      .poll(() => other.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').userName), {
        timeout: 15_000,
      })
      .toBe('agent1');
    await expect(other).toHaveURL(/\/m\/game$/);

    // §5 not with a redirectUrl query.
    const third = await context.newPage();
    await third.goto('/m/login?redirectUrl=%2Fm%2Fmember%2Fhome');
    await expect(third.getByLabel('Username')).toHaveValue('agent1');
    await expect(third.getByLabel('Remember me')).toBeChecked();
    await third.waitForTimeout(1_000);
    expect(await third.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await third.close();

    // After a logout, a reload does not log straight back in; the form is filled in.
    await other.goto('/m/member/home');
    await other.getByRole('button', { name: 'Log out' }).click();
    await expect(other).toHaveURL(/\/m\/home$/);
    await other.reload();
    await expect(other.getByRole('link', { name: 'Log in' })).toBeVisible();
    await other.waitForTimeout(1_000);
    expect(await other.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    await other.goto('/m/login');
    await expect(other.getByLabel('Username')).toHaveValue('agent1');
    await expect(other.getByLabel('Password')).toHaveValue('demo1234');
  });

  // Two tests, not one: together they made five page loads and two logins, past the 30 s limit with a
  // CPU-bound process beside the run.
  test('§8 a failing auto-login with wrong credentials clears the remembered login, silently', async ({
    context,
    page,
  }) => {
    await page.goto('/m/login');
    await fillLogin(page, 'nochat4', 'demo1234');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectLoggedInHome(page, 'nochat4');

    // Another device changes nothing here; the remembered password goes stale on this one.
    await page.evaluate(() => {
      const r = JSON.parse(localStorage.getItem('MC_REMEMBERED_LOGIN')!);
      r.password = btoa(`AbCdEfGh${btoa('not-the-password')}`);
      localStorage.setItem('MC_REMEMBERED_LOGIN', JSON.stringify(r));
    });
    const other = await context.newPage();
    await other.goto('/m/home');
    // §8 login.cred.err on auto-login: the remembered credentials are cleared, silently. The auto-login
    // is made once the new tab's app has started: on a busy machine more than the default 7 s after the load.
    await expect
      .poll(() => other.evaluate(() => localStorage.getItem('MC_REMEMBERED_LOGIN')), { timeout: 15_000 })
      .toBeNull();
    await expect(other.getByRole('alertdialog')).toHaveCount(0);
    await expect(other.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('§8 a wrong password clears the remembered password', async ({ page }) => {
    // §8 any other login failure: the server message, and the remembered password is cleared.
    await page.goto('/m/login');
    await fillLogin(page, 'nochat4', 'demo1234');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectLoggedInHome(page, 'nochat4');
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto('/m/login');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(notice(page)).toContainText(/wrong username or password/i);
    const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('MC_REMEMBERED_LOGIN') ?? 'null'));
    expect(remembered).toMatchObject({ username: 'nochat4', password: '' });
  });

  test('§5 remember-me is offered only where the auto-login setting is on', async ({ page }) => {
    await page.goto(`${LUCKY}/m/login`);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Remember me')).toHaveCount(0);
  });
});

test.describe('§4 second factor', () => {
  test('§4 §5 payeeName: the tip, empty field focused, a wrong name clears the input, the right one logs in after login_2fa_pass', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await logIn(page, 'verify_payee');
    const dialog = secondFactorDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Your current IP address is not recorded. Please verify your identity to continue.',
    );
    await expect(dialog.getByRole('tab', { name: 'Account name' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tab')).toHaveCount(1);

    // §5 empty: highlighted and focused, no message.
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const name = dialog.getByLabel('Account holder name');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(notice(page)).toHaveCount(0);

    // §8 failure: the server message, inputs cleared.
    await name.fill('Someone Else');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(notice(page)).toContainText('The name does not match our records.');
    await notice(page).getByRole('button', { name: 'OK' }).click();
    await expect(name).toHaveValue('');

    // §5 values are trimmed; §4 success: login_2fa_pass, then the post-login flow.
    await name.fill('  Tran Thi Mai  ');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status')).toContainText('Verification passed, logging in shortly.');
    await expectLoggedInHome(page, 'verify_payee');
  });

  test('§4 sms: send needs a number; the button counts down to the server expiry; the code from the dev outbox logs in', async ({
    page,
    request,
  }) => {
    await page.goto('/m/login');
    await logIn(page, 'verify_sms');
    const dialog = secondFactorDialog(page);
    await expect(dialog.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');

    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByLabel('Mobile number')).toBeFocused();
    await expect(dialog.getByLabel('Mobile number')).toHaveAttribute('aria-invalid', 'true');

    // §2 the dialling-code picker: flag plus +code (US, the merchant's default country).
    await expect(dialog.getByRole('button', { name: /^Country code \+1, United States$/ })).toBeVisible();
    await dialog.getByLabel('Mobile number').fill('2025550101');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const countdown = dialog.getByRole('button', { name: /^Resend in \d+ s$/ });
    await expect(countdown).toBeDisabled();
    const first = Number(/(\d+)/.exec((await countdown.textContent()) ?? '')![1]);
    expect(first).toBeGreaterThan(110);
    expect(first).toBeLessThanOrEqual(120);
    await expect
      .poll(async () => Number(/(\d+)/.exec((await countdown.textContent()) ?? '')?.[1] ?? 0), { timeout: 5_000 })
      .toBeLessThan(first);

    const code = await outboxCode(request, 'DEMO', '1 2025550101');
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectLoggedInHome(page, 'verify_sms');
  });

  test('§9 without an expirationTime the countdown is 60 s; §2 the dialog tabs follow the flags in order; Escape closes', async ({
    page,
  }) => {
    await page.route('**/wps/verification/sms/noLogin', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, value: {} }),
      }),
    );
    await page.goto('/m/login');
    await logIn(page, 'verify_all');
    const dialog = secondFactorDialog(page);
    const tabs = dialog.getByRole('tab');
    await expect(tabs).toHaveText(['Account name', 'SMS', 'Authenticator', 'Email']);
    // §4 the first required method is the open tab.
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tab', { name: 'SMS' })).toBeFocused();

    await dialog.getByLabel('Mobile number').fill('2025550102');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /^Resend in (60|59) s$/ })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  test('§3 ga: a real authenticator code of the seeded secret logs in', async ({ page }) => {
    await page.goto('/m/login');
    await logIn(page, 'verify_ga');
    const dialog = secondFactorDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Authenticator' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByLabel('Authenticator code').fill(authenticatorCode('JBSWY3DPEHPK3PXP'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectLoggedInHome(page, 'verify_ga');
  });

  test('§3 email: the code sent to the member address (dev outbox) logs in', async ({ page, request }) => {
    await page.goto('/m/login');
    await logIn(page, 'verify_email');
    const dialog = secondFactorDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByLabel('Email address')).toBeFocused();
    await dialog.getByLabel('Email address').fill(' verify_email@example.com ');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeVisible();
    const code = await outboxCode(request, 'DEMO', 'verify_email@example.com');
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expectLoggedInHome(page, 'verify_email');
  });
});

test('§5 LUCKY: sending the SMS code needs the slider captcha first, inside the second-factor dialog', async ({
  page,
  request,
}) => {
  await page.goto(`${LUCKY}/m/login`);
  await logIn(page, 'lucky_sms');
  const dialog = secondFactorDialog(page);
  await expect(dialog.getByRole('button', { name: /^Country code \+84, Vietnam$/ })).toBeVisible();
  await dialog.getByLabel('Mobile number').fill('912000001');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(notice(page)).toContainText('Please complete the verification first.');
  await notice(page).getByRole('button', { name: 'OK' }).click();
  await solveSlider(page, 'LUCKY');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeVisible();
  // The captcha result was used: the widget is fresh again for the next send.
  await expect(page.getByRole('slider', { name: 'Slide the piece into the gap' })).toHaveValue('0');
  await dialog.getByLabel('Verification code').fill(await outboxCode(request, 'LUCKY', '84 912000001'));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expectLoggedInHome(page, 'lucky_sms');
});

test.describe('§4 registration and §5 captcha', () => {
  test('§5 captcha required and completed: LUCKY registration by username with the slider widget', async ({ page }) => {
    const username = `lk${uniqueSuffix()}`;
    await page.goto(`${LUCKY}/m/register`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    const widget = page.getByRole('region', { name: 'Verification' });
    await expect(page.getByRole('slider', { name: 'Slide the piece into the gap' })).toBeVisible();

    // §5 submit without completing the widget: a notice asks to complete verification first.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(notice(page)).toContainText('Please complete the verification first.');
    await notice(page).getByRole('button', { name: 'OK' }).click();

    await solveSlider(page, 'LUCKY');
    await expect(widget.getByRole('status')).toHaveText('✓ Verified');
    const sent = page.waitForRequest((r) => r.url().endsWith('/wps/member/register'));
    await page.getByRole('button', { name: 'Register' }).click();
    const headers = (await sent).headers();
    expect(headers.moduleid).toBe('REG3');
    expect(headers.device).toBe('H5');
    await expect(notice(page)).toContainText('Your account is ready');
    await notice(page).getByRole('button', { name: 'OK' }).click();
    await expectLoggedInHome(page, username);
  });

  test('§8 the widget: a wrong position shows the provider message and code with a retry link; retry loads a new puzzle', async ({
    page,
  }) => {
    await page.goto(`${LUCKY}/m/register`);
    await solveSlider(page, 'LUCKY', -30);
    const error = page.getByRole('region', { name: 'Verification' }).getByRole('alert');
    await expect(error).toContainText('The piece is not in the right place. (code 60500)');
    await error.getByRole('button', { name: 'Click to retry' }).click();
    await expect(page.getByRole('slider', { name: 'Slide the piece into the gap' })).toHaveValue('0');
    await solveSlider(page, 'LUCKY');
    await expect(page.getByRole('region', { name: 'Verification' }).getByRole('status')).toHaveText('✓ Verified');
  });

  test('§4 §5 registration by mobile (MOBILENUMREG3) with the dialling-code picker; no password option → default password → change-password at the next login', async ({
    page,
  }) => {
    const number = `9${Date.now().toString().slice(-8)}`;
    await page.goto(`${LUCKY}/m/register`);
    await page.getByRole('tab', { name: 'Sign up by phone' }).click();
    // §5 without the password option there are no password fields.
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);

    // §2 the picker: flag plus +code, a slide-up list; Escape closes it; a choice sets the code.
    const picker = page.getByRole('button', { name: /^Country code \+84, Vietnam$/ });
    await expect(picker).toBeVisible();
    await picker.click();
    const sheet = page.getByRole('dialog', { name: 'Choose your country code' });
    await expect(sheet).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await picker.click();
    await sheet.getByRole('button', { name: /Thailand \+66/ }).click();
    await expect(page.getByRole('button', { name: /^Country code \+66, Thailand$/ })).toBeVisible();

    // §5 an empty number is highlighted and focused.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel('Mobile number')).toBeFocused();
    await page.getByLabel('Mobile number').fill(number);
    await solveSlider(page, 'LUCKY');
    const sent = page.waitForRequest((r) => r.url().endsWith('/wps/member/register/mobile'));
    await page.getByRole('button', { name: 'Register' }).click();
    const request = await sent;
    expect(request.headers().moduleid).toBe('MOBILENUMREG3');
    expect(request.postData()).not.toContain(number);
    await expect(notice(page)).toContainText(`Your account is ready. Your username is m${number}.`);
    await notice(page).getByRole('button', { name: 'OK' }).click();
    await expectLoggedInHome(page, `m${number}`);

    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(`${LUCKY}/m/login`);
    await logIn(page, `m${number}`, '{secret}');
    await expect(page).toHaveURL(/\/m\/changePsw$/);
  });

  test('issue 32: register says under each field what to do — an empty name or number, a short password — in the player’s language', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000); // two merchants, two languages
    await page.goto('/m/register');
    const register = page.getByRole('button', { name: 'Register', exact: true });
    await register.click();
    const username = page.getByLabel('Username');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('Choose a username to sign in with.');
    await expect(username).toBeFocused();
    await username.fill(`need${Date.now().toString().slice(-6)}`);
    await page.getByLabel('Password', { exact: true }).fill('123');
    await register.click();
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Use at least 6 characters for your password.');
    // The message leaves with the problem: the username is fine now.
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Choose a username to sign in with.')).toHaveCount(0);

    // LUCKY, in Vietnamese, by phone: the number's own message.
    const vi = await browser.newContext({ locale: 'vi-VN' });
    const lucky = await vi.newPage();
    await lucky.goto(`${LUCKY}/m/register`);
    await lucky.getByRole('tab', { name: 'Đăng ký bằng điện thoại' }).click();
    await lucky.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    const number = lucky.getByLabel('Số điện thoại');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Hãy nhập số điện thoại của bạn.');
    await vi.close();
  });

  test('§4 registration failure: the server message, and the captcha is cleared and refreshed', async ({ page }) => {
    await page.goto(`${LUCKY}/m/register`);
    await page.getByLabel('Username').fill('lucky0');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    await solveSlider(page, 'LUCKY');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(notice(page)).toContainText('This username is already taken');
    await notice(page).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('slider', { name: 'Slide the piece into the gap' })).toHaveValue('0');
    await expect(page.getByRole('region', { name: 'Verification' }).getByRole('status')).toHaveCount(0);
  });

  test('§5 the Geetest vendor (v3, stand-in script at the vendor URL): login and registration verify first, checked by the server', async ({
    page,
  }) => {
    const standIn = await serveGeetestStandIn(page);
    await page.goto(`${ACE}/m/login`);
    await logIn(page, 'ace0');
    const vendor = page.getByRole('dialog', { name: 'Geetest stand-in' });
    await vendor.getByRole('button', { name: 'Pass the Geetest check' }).click();
    await expectLoggedInHome(page, 'ace0');
    expect(standIn.loads()).toBe(1);

    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const username = `ace${uniqueSuffix()}`;
    await page.goto(`${ACE}/m/register`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    const sent = page.waitForRequest((r) => r.url().endsWith('/wps/member/register'));
    await page.getByRole('button', { name: 'Register' }).click();
    await vendor.getByRole('button', { name: 'Pass the Geetest check' }).click();
    expect((await sent).postData()).not.toContain('jordan');
    await expect(notice(page)).toContainText('Your account is ready');
  });

  test('§5 §8 Geetest: closing it gives verify_first; a script that does not load within 3 s gives Network failure 60204', async ({
    page,
  }) => {
    await serveGeetestStandIn(page);
    await page.goto(`${ACE}/m/login`);
    await logIn(page, 'ace0');
    await page.getByRole('dialog', { name: 'Geetest stand-in' }).getByRole('button', { name: 'Close Geetest' }).click();
    await expect(notice(page)).toContainText('Please complete the verification first.');
    await notice(page).getByRole('button', { name: 'OK' }).click();

    const hanging = await page.context().newPage();
    await hanging.route(GEETEST_V3_URL, () => {
      /* never answers: the vendor is unreachable */
    });
    await hanging.goto(`${ACE}/m/login`);
    await logIn(hanging, 'ace0');
    const started = Date.now();
    await expect(notice(hanging)).toContainText('Network failure (code 60204)', { timeout: 6_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
    expect(await hanging.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });

  test("issue 33 §8: the Geetest script's own error words never reach the player (its 'service not work', a script error)", async ({
    page,
  }) => {
    // A vendor script that fails as Geetest's does: its error carries words written for developers.
    const vendorErrors = [
      {
        error_code: 'error_21',
        msg: 'unknown_error: Geetest service not work',
        user_error: 'Geetest service not work',
      },
      { error_code: 'error_13', msg: "TypeError: Cannot read properties of undefined (reading 'gt')" },
    ];
    let next = 0;
    await page.route(GEETEST_V3_URL, (route) => {
      const failure = JSON.stringify(vendorErrors[next++ % vendorErrors.length]);
      return route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: `window.initGeetest = function (config, callback) {
  var handlers = {};
  var captcha = {
    onReady: function (cb) { handlers.ready = cb; return captcha; },
    onSuccess: function (cb) { return captcha; },
    onClose: function (cb) { return captcha; },
    onError: function (cb) { handlers.error = cb; return captcha; },
    getValidate: function () { return null; },
    verify: function () { handlers.error(${failure}); },
  };
  callback(captcha);
  setTimeout(function () { handlers.ready(); }, 10);
};`,
      });
    });
    // The §5 text the player already has for it, then the translated unknown error (each in all 25 languages).
    for (const text of ['The verification service is not working.', 'The verification failed. Please try again.']) {
      await page.goto(`${ACE}/m/login`);
      await logIn(page, 'ace0');
      await expect(notice(page)).toContainText(text);
      await expect(notice(page)).not.toContainText(/unknown_error|Geetest|TypeError|undefined|error_\d+/);
      await notice(page).getByRole('button', { name: 'OK' }).click();
    }
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });
});

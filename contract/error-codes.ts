/**
 * The errorCodes of spec §8 that the storefront acts on, named once for the page and the server.
 * Any other code is shown with the server's own message (src/api/errors.ts).
 */

/** §3 / §8: the login needs a second factor (the answer's value carries the methods). */
export const LOGIN_VERIFY_REQUIRED = 'login_verify_required';
/** §4 social login: the sign-in is not linked to a member yet (register or log in to link it). */
export const BIND_CUSTOMER_REQUIRED = 'bind_customer_required';
/** §8: the token was issued to another IP: auto-login is turned off. */
export const TOKEN_IP_DIFFERENT = 'token_ip_different';
/** §8: the remembered username or password is no good. */
export const BAD_CREDENTIAL_CODES = ['login.cred.err', 'not.exists.user'] as const;
/** §8: the status call's errorCode that runs the domain-unavailable handler. */
export const DOMAIN_NOT_AVAILABLE = 'domain_not_available';
/** §8: codes that mean the session is gone. */
export const NOT_LOGGED_IN_CODES = ['customer.not.login', 'user.or.token.invalid', 'login.not.session'] as const;
/** §8: the message that means the session is gone, whatever the code. */
export const NOT_LOGGED_IN_MESSAGE = 'CUSTOMER_NOT_LOGIN';
/** §8: codes starting with this are rate limits the client does not announce. */
export const TOO_MANY_REQUEST_PREFIX = 'TOO_MANY_REQUEST';
/**
 * Issue 35 (online guessing across addresses): the account had too many failed logins from anywhere;
 * the next login must carry a captcha (step-up), whatever the merchant's login captcha flag says.
 */
export const LOGIN_CAPTCHA_REQUIRED = 'login.captcha.required';

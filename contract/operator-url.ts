/**
 * Issue 35 (hostile URLs accepted by admin): every URL an operator sets — banners, promo images,
 * download links and app releases, customer-service links — is checked on input by this one rule:
 * - an absolute `https://host…` URL (or `http://`, which §5 allows for banners and popups: "starting
 *   with http open externally"), with a host and no user name or password in it; or
 * - an internal path: `/m` or `/m/…` (for download links also another path on this server, `/…`).
 * Refused: any other scheme (`javascript:`, `data:`, `vbscript:` …, in any case), protocol-relative
 * `//host`, `/\host` and any backslash (browsers read `\` as `/`), whitespace or control characters
 * anywhere (` JaVaScRiPt:` is not trimmed into something else), and a scheme without its `//`.
 *
 * Pure and DOM-free: server/ decodes operator input with `operatorUrl()`; the storefront keeps its
 * own checks at the point of use (src/features/promotions/rules.ts urlTarget) as a second line.
 */
import { DecodeError, type Decoder } from './decode';

export interface OperatorUrlRules {
  /** Accept `http://` besides `https://`. Default true (§5). */
  http?: boolean;
  /** Internal paths accepted: 'm' (only /m and /m/…, the default) or 'server' (any path on this server). */
  paths?: 'm' | 'server';
  /** Accept the empty string (a field that may be unset). Default false. */
  empty?: boolean;
}

export const OPERATOR_URL_MAX = 2048;
// Path characters of RFC 3986 (pchar, '/', '?', '#', and '%' escapes); no backslash, no space.
const PATH_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%[\]]*$/;

/** Why `input` is not an acceptable operator URL, or null when it is. */
export function operatorUrlProblem(input: string, rules: OperatorUrlRules = {}): string | null {
  const { http = true, paths = 'm', empty = false } = rules;
  if (input === '') return empty ? null : 'a URL is required';
  if (input.length > OPERATOR_URL_MAX) return `at most ${OPERATOR_URL_MAX} characters`;
  if (/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/.test(input))
    return 'no spaces or control characters';
  if (input.includes('\\')) return 'no backslashes';
  if (input.startsWith('/')) {
    if (input.startsWith('//')) return 'no protocol-relative URLs (//host)';
    if (!PATH_CHARS.test(input)) return 'not a valid path';
    if (paths === 'm' && !/^\/m(?:[/?#]|$)/.test(input)) return 'an internal path must start with /m/';
    return null;
  }
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(input)?.[1]?.toLowerCase();
  if (scheme !== 'https' && !(http && scheme === 'http'))
    return http
      ? 'only https:// or http:// URLs, or an internal /m/ path'
      : 'only https:// URLs, or an internal /m/ path';
  const rest = input.slice(scheme.length + 3);
  const authority = /^[^/?#]*/.exec(rest)![0];
  if (authority.includes('@')) return 'no user name or password in the URL';
  const host =
    /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
  if (!authority) return 'a host is required';
  if (!host.test(authority)) return 'not a valid host';
  if (!PATH_CHARS.test(rest.slice(authority.length))) return 'not a valid URL';
  return null;
}

/** A decoder for an operator-set URL field: the same rules, refused as a DecodeError (400 with its path). */
export function operatorUrl(rules: OperatorUrlRules = {}): Decoder<string> {
  return (input, path = '') => {
    if (typeof input !== 'string') throw new DecodeError(path, 'a URL string');
    const problem = operatorUrlProblem(input, rules);
    if (problem) throw new DecodeError(path, `a safe URL (${problem})`);
    return input;
  };
}

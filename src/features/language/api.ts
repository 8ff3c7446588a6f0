/**
 * The player's language and the member account (spec §1, §3, §6, §7): switching, remembering,
 * sending the choice with POST /wps/member/language, and applying the account's language at login.
 */
import { call } from '../../api/client';
import { reportApiError } from '../../api/report';
import { LANGUAGE_COOKIE_DAYS, LANGUAGE_STORAGE_KEY } from '../../config/constants';
import { LANGUAGE_COOKIE } from '../../../contract/ssr';
import { merchant } from '../../config/runtime';
import { activeLanguage, changeLanguage } from '../../i18n';
import type { LanguageCode } from '../../../contract/languages';
import { writeCookie, writeItem } from '../../lib/storage';
import { MEMBER_TYPE } from '../../session/model';
import { fetchMemberInfo } from '../../session/member-info';
import { session } from '../../session/store';
import { memberLanguageToApply, syncsLanguage } from './rules';

/** §1 the choice is stored; its cookie lets the server render the next first page in it (issue 18). */
function rememberLanguage(code: LanguageCode): void {
  writeItem('local', LANGUAGE_STORAGE_KEY, code);
  writeCookie(LANGUAGE_COOKIE, code, LANGUAGE_COOKIE_DAYS);
}

/**
 * §1 the player picks a language: the app re-renders in it without a reload, the choice is stored
 * (it wins at the next start), and a logged-in member's account is told (§3, §6: not for type 4).
 * Rejects only when the language's texts cannot be downloaded; the account call reports its own
 * failures (§8) and never undoes the switch.
 */
export async function switchLanguage(code: LanguageCode): Promise<void> {
  await changeLanguage(code);
  rememberLanguage(code);
  void sendMemberLanguage(code);
}

/** §7 POST /wps/member/language {language, merchantCode} for a member whose type syncs (§3, §6). */
export async function sendMemberLanguage(code: LanguageCode): Promise<'sent' | 'skipped' | 'failed'> {
  const live = session.get();
  if (!live) return 'skipped';
  let type = live.type;
  try {
    // A session adopted from a URL token does not know its type yet (§2); member info tells it.
    if (type === MEMBER_TYPE.notLoggedIn) type = (await fetchMemberInfo()).type;
    if (!syncsLanguage(true, type)) return 'skipped';
    await call('memberLanguage', { language: code, merchantCode: live.merchantCode || merchant().merchantCode });
    return 'sent';
  } catch (error) {
    reportApiError(error);
    return 'failed';
  }
}

/**
 * §1 / §3 at login: the member's stored language (member info) becomes the active one when the
 * merchant offers it, and is remembered like a choice. Type 4 members skip language sync (§6).
 */
export async function applyMemberLanguage(info: { type: number; language: string }): Promise<LanguageCode | null> {
  if (!syncsLanguage(true, info.type)) return null;
  const code = memberLanguageToApply(info.language, merchant().languages, activeLanguage());
  if (!code) return null;
  await changeLanguage(code);
  rememberLanguage(code);
  return code;
}

/**
 * Composes the language feature with the session and member info (features do not import each
 * other, DESIGN rule 4):
 * - §1 / §3 at login, the member's stored language (member info) is applied, unless type 4 (§6);
 * - §7 answers chosen by the Language header are refetched after a switch.
 */
import type { QueryClient } from '@tanstack/react-query';
import { onLanguageChanged } from '../i18n';
import { session } from '../session/store';
import { memberInfoQuery } from '../session/member-info-query';
import { applyMemberLanguage } from '../features/language/api';

export function startLanguageSync(queryClient: QueryClient): () => void {
  const offSession = session.on((event) => {
    if (event.type !== 'login') return;
    const { token } = event.session;
    queryClient
      .fetchQuery(memberInfoQuery(token))
      .then((info) => (session.token() === token ? applyMemberLanguage(info) : null))
      // Member home reports its own load failure; the language simply stays as it is.
      .catch(() => undefined);
  });
  const offLanguage = onLanguageChanged(() => void queryClient.invalidateQueries());
  return () => {
    offSession();
    offLanguage();
  };
}

/**
 * Issue 11 (ASVS 7), §2: a token handed over in a link. Without a session in this tab it is taken
 * (as §2 says); the same token changes nothing; a different one never silently replaces the
 * player's live session (a link can carry anyone's token): the player is asked, and staying is the
 * default (Escape, the mask, or the button). Switching ends the live session first, so nothing of the
 * previous member (session, cached answers) carries over, then loads the page afresh.
 */
import { QUERY_CACHE_STORAGE_KEY } from '../config/constants';
import { overlayStore, t } from '../lib/overlays';
import { removeItem } from '../lib/storage';
import { tokenHandOver } from '../routing/rules';
import { sessionFromQueryToken } from '../session/model';
import { session } from '../session/store';

/** `here`: the in-app location without the token, reloaded after a switch. */
export function handOverToken(token: string, merchantCode: string, here: string): void {
  const handed = sessionFromQueryToken(token, merchantCode);
  if (!handed) return;
  const live = session.get();
  const decision = tokenHandOver(handed.token, live?.token ?? null);
  if (decision === 'adopt') session.start(handed);
  if (decision !== 'ask' || !live) return;
  overlayStore.alert({
    title: t('handoff.title'),
    message: live.userName ? t('handoff.message', { name: live.userName }) : t('handoff.messageUnnamed'),
    confirm: {
      label: t('handoff.switch'),
      run: () => {
        session.end('user');
        removeItem('local', QUERY_CACHE_STORAGE_KEY);
        session.start(handed);
        location.replace(here);
      },
    },
    cancel: { label: live.userName ? t('handoff.stay', { name: live.userName }) : t('handoff.stayUnnamed') },
  });
}

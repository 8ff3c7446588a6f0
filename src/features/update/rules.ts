/**
 * §2 / §4 update prompt rules.
 */
import { GAME_LOBBY_PATH, HOME_PATH, LOGIN_PATH, MEMBER_HOME_PATH, REGISTER_PATHS } from '../../config/constants';
import { configPath } from '../../routing/pages';

/** §2: pages on which accepting an update reloads in place; anywhere else it goes to /m/home. */
export const RELOAD_IN_PLACE = [HOME_PATH, LOGIN_PATH, REGISTER_PATHS[0], GAME_LOBBY_PATH, MEMBER_HOME_PATH] as const;

export type UpdateAction = { kind: 'reload' } | { kind: 'navigate'; href: string };

export function updateAction(pathname: string): UpdateAction {
  return (RELOAD_IN_PLACE as readonly string[]).includes(configPath(pathname))
    ? { kind: 'reload' }
    : { kind: 'navigate', href: HOME_PATH };
}

/** §4: the prompt appears at most once per page, however many checks report the release. */
export class PromptOnce {
  private shown = false;

  take(): boolean {
    if (this.shown) return false;
    this.shown = true;
    return true;
  }
}

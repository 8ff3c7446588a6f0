/**
 * §2 / §4 update prompt rules.
 */
import { HOME_PATH } from '../../config/constants';
import { configPath } from '../../routing/pages';

/** §2: pages on which accepting an update reloads in place; anywhere else it goes to /m/home. */
export const RELOAD_IN_PLACE = ['/m/home', '/m/login', '/m/register', '/m/game', '/m/member/home'] as const;

export type UpdateAction = { kind: 'reload' } | { kind: 'navigate'; href: string };

export function updateAction(pathname: string): UpdateAction {
  return (RELOAD_IN_PLACE as readonly string[]).includes(configPath(pathname)) ? { kind: 'reload' } : { kind: 'navigate', href: HOME_PATH };
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

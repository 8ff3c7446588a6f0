/**
 * §2 / §5 the go-to-activity button: a disclosure listing the targets the rules allow (reward
 * center, invite friends, point market, missions, member benefits, app download, register).
 * The route passes who the player is; the referral and VIP flags come from their own features.
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { currentDeviceKind } from '../../lib/device-kind';
import '../../ui/cards.css';
import { downloadLinksQuery } from './api';
import { ACTIVITY_TARGET_PATHS, activityTargets, downloadLinkFor, type ActivityButtonContext } from './rules';

const TARGET_KEYS = {
  rewardCenter: 'page.rewardCenter',
  inviteFriends: 'page.inviteFriends',
  mall: 'page.mall',
  leaderBoard: 'page.leaderBoard',
  benefits: 'page.benefits',
  appDownload: 'goToActivity.appDownload',
  register: 'page.register',
} as const;

function AppDownload() {
  const t = useT();
  const links = useQuery(downloadLinksQuery());
  const url = links.data ? downloadLinkFor(links.data, navigator.userAgent) : null;
  if (!url) return null;
  return (
    <li>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t(TARGET_KEYS.appDownload)}
      </a>
    </li>
  );
}

export function GoToActivity(props: Omit<ActivityButtonContext, 'device'>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const targets = activityTargets({ ...props, device: currentDeviceKind() });
  if (targets.length === 0) return null;
  return (
    <div className="go-to-activity">
      <button type="button" className="button block" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        {t('goToActivity.button')}
      </button>
      {open && (
        <ul id={menuId} className="go-to-activity-menu" aria-label={t('goToActivity.button')}>
          {targets.map((target) =>
            target === 'appDownload' ? (
              <AppDownload key={target} />
            ) : (
              <li key={target}>
                <Link to={ACTIVITY_TARGET_PATHS[target]}>{t(TARGET_KEYS[target])}</Link>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}

/**
 * §2 / §5 the go-to-activity button: a disclosure listing the targets the rules allow (reward
 * center, invite friends, point market, missions, member benefits, app download, register).
 * The route passes who the player is; the referral and VIP flags come from their own features, the
 * app download (link and download flow) from the install feature.
 */
import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { currentDeviceKind } from '../../lib/device-kind';
import '../../ui/cards.css';
import { ACTIVITY_TARGET_PATHS, activityTargets, type ActivityButtonContext } from './rules';

const TARGET_KEYS = {
  rewardCenter: 'page.rewardCenter',
  inviteFriends: 'page.inviteFriends',
  mall: 'page.mall',
  leaderBoard: 'page.leaderBoard',
  benefits: 'page.benefits',
  appDownload: 'goToActivity.appDownload',
  register: 'page.register',
} as const;

/** The app download the install feature provides (composed by the route: features do not import each other). */
interface AppDownloadEntry {
  url: string;
  download: () => void;
}

interface GoToActivityProps extends Omit<ActivityButtonContext, 'device'> {
  /** The platform's app download, or null while unknown or when the merchant has none (then no entry). */
  appDownload: AppDownloadEntry | null;
}

export function GoToActivity({ appDownload, ...context }: GoToActivityProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const targets = activityTargets({ ...context, device: currentDeviceKind() });
  if (targets.length === 0) return null;
  return (
    <div className="go-to-activity">
      <button
        type="button"
        className="button block"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {t('goToActivity.button')}
      </button>
      {open && (
        <ul id={menuId} className="go-to-activity-menu" aria-label={t('goToActivity.button')}>
          {targets.map((target) =>
            target === 'appDownload' ? (
              appDownload && (
                <li key={target}>
                  <a
                    href={appDownload.url}
                    onClick={(event) => {
                      event.preventDefault();
                      appDownload.download();
                    }}
                  >
                    {t(TARGET_KEYS.appDownload)}
                  </a>
                </li>
              )
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

/** §3 / §4 the VIP label and progress bar (member home, member benefits). */
import { useT } from '../../i18n';
import { ProgressBar } from '../../ui/progress-bar';
import '../../ui/cards.css';
import { rankProgressQuery } from './api';
import { vipLabel, vipProgress, vipProgressShown, type ClubLabelLike } from './rules';
import { useMemberRead } from '../../session/use-member-read';

export function VipSummary({ clubLabel }: { clubLabel: ClubLabelLike | null | undefined }) {
  const t = useT();
  const progress = useMemberRead(rankProgressQuery);
  const label = vipLabel(clubLabel);
  // §4 progress toward a label; without a label id there is nothing to progress toward, so no bar
  // (issue 32). Until the answer arrives, nothing is claimed.
  const labelId = progress.data ? progress.data.labelId : clubLabel?.labelId;
  const value = progress.data ? vipProgress(progress.data) : null;
  return (
    <div className="vip-summary">
      <span className={label ? 'badge brand' : 'badge'}>{label ?? t('vip.noLabel')}</span>
      {value !== null && vipProgressShown(labelId) && <ProgressBar value={value} label={t('vip.progress')} />}
    </div>
  );
}

/** §3 / §4 the VIP label and progress bar (member home, member benefits). */
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { ProgressBar } from '../../ui/progress-bar';
import '../../ui/cards.css';
import { rankProgressQuery } from './api';
import { vipLabel, vipProgress, type ClubLabelLike } from './rules';

export function VipSummary({ token, clubLabel }: { token: string; clubLabel: ClubLabelLike | null | undefined }) {
  const t = useT();
  const progress = useQuery(rankProgressQuery(token));
  const label = vipLabel(clubLabel);
  // §4: progress is 1 with no label id; until the answer arrives, nothing is claimed.
  const value = progress.data ? vipProgress(progress.data) : clubLabel?.labelId ? null : 1;
  return (
    <div className="vip-summary">
      <span className="badge brand">{label ?? t('vip.noLabel')}</span>
      {value !== null && <ProgressBar value={value} label={t('vip.progress')} />}
    </div>
  );
}

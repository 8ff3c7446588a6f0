/** /m/member/benefits: the VIP levels, the player's level and progress; benefits only for an AUTO label (§5). */
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { LoadFailed, Loading } from '../../ui/load-state';
import { localNumber } from '../../ui/local-number';
import { formatMinor } from '../../ui/use-money';
import '../../ui/cards.css';
import { vipLevelsQuery } from './api';
import { vipBenefitsShown, type ClubLabelLike } from './rules';
import { VipSummary } from './vip-summary';

export function Benefits({ clubLabel }: { clubLabel: ClubLabelLike | null | undefined }) {
  const t = useT();
  const levels = useQuery(vipLevelsQuery());
  const shown = vipBenefitsShown(clubLabel);
  const pct = (value: number) => localNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });

  return (
    <div className="stack">
      <section aria-labelledby="vip-mine" className="card">
        <h2 id="vip-mine">{t('vip.myLevel')}</h2>
        <VipSummary clubLabel={clubLabel} />
      </section>
      <section aria-labelledby="vip-levels" className="stack">
        <h2 id="vip-levels">{t('vip.levels')}</h2>
        {!shown && <p className="hint">{t('vip.benefitsNotShown')}</p>}
        {levels.isPending && <Loading />}
        {levels.isError && <LoadFailed onRetry={() => void levels.refetch()} />}
        {levels.data && (
          <ul className="card-list">
            {levels.data.map((level) => {
              const current = clubLabel?.labelId === level.labelId;
              return (
                <li
                  key={level.rankLevel}
                  className={current ? 'card current' : 'card'}
                  aria-current={current || undefined}
                >
                  <div className="card-row">
                    <h3 className="card-title" dir="auto">
                      {level.labelName}
                    </h3>
                    {current && <span className="badge brand">{t('vip.current')}</span>}
                  </div>
                  {shown && (
                    <dl className="details">
                      <dt>{t('vip.depositBonus')}</dt>
                      <dd>{pct(level.depositBonusPercent)}</dd>
                      <dt>{t('vip.rebate')}</dt>
                      <dd>{pct(level.rebatePercent)}</dd>
                      <dt>{t('vip.dailyWithdrawals')}</dt>
                      <dd>{localNumber(level.dailyWithdrawals)}</dd>
                      <dt>{t('vip.birthdayGift')}</dt>
                      <dd>{level.birthdayGiftMinor > 0 ? formatMinor(level.birthdayGiftMinor) : t('vip.none')}</dd>
                    </dl>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

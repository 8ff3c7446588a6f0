/** /m/rewardCenter: the player's rewards; a claim credits the wallet once (double taps included). */
import { useT, activeLocale } from '../../i18n';
import { INFO_TOAST_MS } from '../../config/constants';
import { formatDate } from '../../lib/format';
import { formatMinor as money } from '../../ui/use-money';
import { overlayStore, t as text } from '../../lib/overlays';
import { Unsettled } from '../../ui/load-state';
import '../../ui/cards.css';
import { rewardsQuery, useClaimReward } from './api';
import { rewardState } from './rules';
import { useMemberRead } from '../../session/use-member-read';

export function RewardCenter() {
  const t = useT();
  const rewards = useMemberRead(rewardsQuery);
  const claim = useClaimReward();
  const now = Date.now();

  if (!rewards.isSuccess) return <Unsettled query={rewards} />;

  const onClaim = (id: number, amountMinor: number) => {
    // The §4 duplicate-submit block: one claim in flight; the same key if it is sent again.
    if (claim.isPending) return;
    claim.mutate(id, {
      onSuccess: () => overlayStore.toast(text('rewards.claimed', { amount: money(amountMinor) }), INFO_TOAST_MS),
    });
  };

  const claimable = rewards.data.filter((r) => rewardState(r, now) === 'claimable');
  return (
    <section className="stack" aria-labelledby="rewards-heading">
      <h2 id="rewards-heading">{t('rewards.heading')}</h2>
      {claimable.length === 0 && <p className="empty-state">{t('rewards.none')}</p>}
      <ul className="card-list">
        {rewards.data.map((reward) => {
          const state = rewardState(reward, now);
          const name = t(`rewards.kind.${reward.kind}`);
          return (
            <li key={reward.id} className="card">
              <div className="card-row">
                <p className="card-title">{name}</p>
                <p className="figure">{money(reward.amountMinor)}</p>
              </div>
              <div className="card-row">
                <p className="card-meta">
                  {reward.expiresAt !== null && state === 'claimable'
                    ? t('rewards.expires', { date: formatDate(reward.expiresAt, activeLocale()) })
                    : formatDate(reward.createdAt, activeLocale())}
                </p>
                {state === 'claimable' ? (
                  <button
                    type="button"
                    className="button small"
                    aria-label={t('rewards.claimNamed', { name, amount: money(reward.amountMinor) })}
                    aria-disabled={claim.isPending || undefined}
                    onClick={() => onClaim(reward.id, reward.amountMinor)}
                  >
                    {t('rewards.claim')}
                  </button>
                ) : (
                  <span className="badge">
                    {t(state === 'claimed' ? 'rewards.state.claimed' : 'rewards.state.expired')}
                  </span>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

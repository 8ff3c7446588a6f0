/** /m/leaderBoard: missions with their progress and claim, and the ranking. */
import { useT, isolate } from '../../i18n';
import { INFO_TOAST_MS } from '../../config/constants';
import { overlayStore, t as text } from '../../lib/overlays';
import { Unsettled } from '../../ui/load-state';
import { ProgressBar } from '../../ui/progress-bar';
import '../../ui/cards.css';
import { missionsQuery, useClaimMission } from './api';
import { missionRatio, missionState } from './rules';
import { CardHead } from '../../ui/card-head';
import { localNumber as n } from '../../ui/local-number';
import { useMemberRead } from '../../session/use-member-read';

export function LeaderBoard() {
  const t = useT();
  const board = useMemberRead(missionsQuery);
  const claim = useClaimMission();

  if (!board.isSuccess) return <Unsettled query={board} />;

  const onClaim = (id: number) => {
    if (claim.isPending) return;
    claim.mutate(id, {
      onSuccess: (value) =>
        overlayStore.toast(
          text('missions.claimed', { count: value.rewardPoints, points: n(value.rewardPoints) }),
          INFO_TOAST_MS,
        ),
    });
  };

  return (
    <div className="stack">
      <section aria-labelledby="missions-heading" className="stack">
        <h2 id="missions-heading">{t('missions.heading')}</h2>
        {board.data.missions.length === 0 && <p className="empty-state">{t('missions.none')}</p>}
        <ul className="card-list">
          {board.data.missions.map((mission) => {
            const state = missionState(mission);
            return (
              <li key={mission.id} className="card">
                <CardHead
                  title={mission.title}
                  badge={t('missions.reward', { count: mission.rewardPoints, points: n(mission.rewardPoints) })}
                />
                <ProgressBar
                  value={missionRatio(mission)}
                  label={t('missions.progressOf', { title: mission.title })}
                  text={isolate(`${n(mission.progress)} / ${n(mission.target)}`)}
                />
                <div className="card-row">
                  <span className="card-meta">
                    {t(`missions.state.${state === 'in-progress' ? 'inProgress' : state}`)}
                  </span>
                  {state === 'claimable' && (
                    <button
                      type="button"
                      className="button small"
                      aria-label={t('missions.claimNamed', { title: mission.title })}
                      aria-disabled={claim.isPending || undefined}
                      onClick={() => onClaim(mission.id)}
                    >
                      {t('missions.claim')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="ranking-heading">
        <h2 id="ranking-heading">{t('missions.ranking')}</h2>
        {board.data.ranking.length === 0 ? (
          <p className="empty-state">{t('missions.rankingEmpty')}</p>
        ) : (
          <table className="ranking" aria-labelledby="ranking-heading">
            <thead>
              <tr>
                <th scope="col">{t('missions.rank')}</th>
                <th scope="col">{t('missions.player')}</th>
                <th scope="col">{t('missions.score')}</th>
              </tr>
            </thead>
            <tbody>
              {board.data.ranking.map((row) => (
                <tr key={`${row.rank}-${row.name}`} className={row.me ? 'me' : undefined}>
                  <td>{n(row.rank)}</td>
                  <td>
                    {/* bdi, not dir=auto on the cell: a Latin name keeps its order but the cell keeps the page's alignment under its heading. */}
                    <bdi>{row.me ? t('missions.you', { name: row.name }) : row.name}</bdi>
                  </td>
                  <td>{n(row.score)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

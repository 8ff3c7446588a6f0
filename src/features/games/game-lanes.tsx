/**
 * §3 game lanes in the lobby (GCSGAME_getGameMatchV2), ordered and mapped by the §9 rules. A card
 * opens the game (§6: a guest goes to /m/login first and comes back to it); its Try button opens a
 * trial, for guests and members alike.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { GAME_LAUNCH_PATH, GAME_TILE_SIZES } from '../../config/constants';
import { merchant } from '../../config/runtime';
import { useT } from '../../i18n';
import { LoadFailed, LoadPending } from '../../ui/load-state';
import { gameLanesQuery } from './api';
import { LazyImage } from './lazy-image';
import { arrangeLanes, cardLaunchQuery } from './rules';
import './games.css';

const THUMB = { width: 240, height: 160 };

export function GameLanes() {
  const t = useT();
  const lanes = useQuery(gameLanesQuery());
  // Issue 33: offline with nothing saved, the query is paused: say so (§8), no spinner for good.
  if (lanes.isPending) return <LoadPending paused={lanes.fetchStatus === 'paused'} />;
  if (lanes.isError) return <LoadFailed message={t('games.loadFailed')} onRetry={() => void lanes.refetch()} />;
  const arranged = arrangeLanes(lanes.data, merchant().currency);
  if (arranged.length === 0) return <p className="empty-state">{t('games.none')}</p>;
  return (
    <div className="stack">
      {arranged.map((lane) => {
        const name = t(`games.type.${lane.gameClassify}`, { defaultValue: lane.title });
        return (
          <section key={lane.gameClassify} aria-label={name} className="game-lane">
            <h2>
              {name} <span className="lane-count">({lane.gameCount})</span>
            </h2>
            <ul className="lane-cards">
              {lane.cards.map((card) => (
                <li key={`${card.accountTypeName}/${card.gameCode ?? card.displayName}`} className="game-card">
                  <Link
                    to={GAME_LAUNCH_PATH}
                    search={cardLaunchQuery(card, lane.gameClassify)}
                    className="game-card-link"
                  >
                    <LazyImage src={card.imageUrl} {...THUMB} sizes={GAME_TILE_SIZES} />
                    <span className="game-card-name">{card.displayName}</span>
                    <span className="game-card-vendor">{card.accountTypeName}</span>
                  </Link>
                  {card.gameId && (
                    <Link
                      to={GAME_LAUNCH_PATH}
                      search={{ trial: card.gameId, nodeId: card.nodeId ?? '', title: card.displayName }}
                      className="game-card-trial"
                      aria-label={t('games.tryName', { name: card.displayName })}
                    >
                      {t('games.try')}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

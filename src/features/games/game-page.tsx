/**
 * §2 /m/launchGame: launches the game of the query (§7 variants, or a trial) and plays it in the
 * third-party game page: a header with back and a fullscreen toggle over the game's frame. The
 * frame has the narrowest sandbox the game still plays in; it is safe with allow-same-origin because
 * the game is on another origin. Every message in either direction is checked against the game's
 * origin and never sent to '*'.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { reportApiError } from '../../api/report';
import { GAME_FRAME_ALLOW, GAME_FRAME_SANDBOX, GAME_LOBBY_PATH } from '../../config/constants';
import { merchant } from '../../config/runtime';
import { activeLanguage, activeLocale, useT } from '../../i18n';
import { currentDeviceKind } from '../../lib/device-kind';
import { currencyDigits, currencyDisplayCode, formatMoney } from '../../lib/format';
import { overlayStore, t as text } from '../../lib/overlays';
import { PageFrame } from '../../ui/page-frame';
import { useGameLaunch } from './api';
import { backTarget, gameMessageOf, isLaunchTimeout, launchPlan, needsInstalledApp, type LaunchQuery } from './rules';
import './games.css';

const IframePage = lazy(() => import('../../ui/iframe-page.chunk'));

function Balance({ minor, trial }: { minor: number; trial: boolean }) {
  const t = useT();
  const config = merchant();
  const amount = formatMoney(
    minor / 10 ** currencyDigits(currencyDisplayCode(config.currency)),
    config,
    activeLocale(),
  );
  return <p role="status">{t(trial ? 'games.demoCredit' : 'games.balance', { amount })}</p>;
}

/**
 * `onPlayingChange` hears when the game starts (its frame is shown) and ends (a new launch, a failure,
 * the page leaving): the route composes the install feature's in-game popup with it (§4).
 */
export function GamePage({
  query,
  onPlayingChange,
}: {
  query: LaunchQuery;
  onPlayingChange?: (playing: boolean) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const launch = useGameLaunch();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const back = backTarget(query.backUrl, location.origin);
  const title = query.title?.trim().slice(0, 128) || t('games.title');
  const plan = useMemo(
    () => launchPlan(query, { language: activeLanguage() ?? '', title, backUrl: location.origin + back }),
    // The query is the page's identity; a new query is a new launch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [JSON.stringify(query)],
  );
  const kind = currentDeviceKind();
  const blocked =
    plan.kind === 'launch' &&
    needsInstalledApp({
      required: merchant().lotteryNeedsInstalledApp,
      lottery: plan.lottery,
      standalone: kind === 'PWA' || kind === 'WEBCLIP',
      nativeApp: kind === 'APP',
    });

  const goBack = useCallback(() => void navigate({ href: back }), [navigate, back]);
  const { mutate, reset } = launch;
  const start = useCallback(() => {
    if (plan.kind === 'invalid' || blocked) return;
    reset();
    mutate(plan);
  }, [plan, blocked, mutate, reset]);

  // One launch per page (StrictMode mounts twice in development: the second mount reuses the first).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (blocked) {
      overlayStore.notice(text('games.needsApp'), { then: { run: goBack }, dismissible: false });
      return;
    }
    start();
  }, [blocked, start, goBack]);

  const error = launch.error;
  const timedOut = error !== null && isLaunchTimeout(error);
  useEffect(() => {
    // Other failures follow the §8 catalogue (a lost session logs out; a server message is shown).
    if (error && !isLaunchTimeout(error)) reportApiError(error);
  }, [error]);

  const outcome = launch.data;
  const gameOrigin = outcome?.ok ? outcome.origin : null;
  const playing = outcome?.ok === true;
  useEffect(() => {
    onPlayingChange?.(playing);
    return () => onPlayingChange?.(false);
  }, [playing, onPlayingChange]);
  useEffect(() => {
    if (!gameOrigin) return;
    const onMessage = (event: MessageEvent) => {
      const message = gameMessageOf(event, gameOrigin, frameRef.current?.contentWindow);
      if (!message) return;
      if (message.type === 'close') goBack();
      else if (message.balance !== undefined) setBalance(message.balance);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [gameOrigin, goBack]);

  const hello = () => {
    if (gameOrigin) frameRef.current?.contentWindow?.postMessage({ type: 'storefront:hello' }, gameOrigin);
  };

  if (outcome?.ok) {
    return (
      <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
        <IframePage
          url={outcome.url}
          title={title}
          onBack={goBack}
          sandbox={GAME_FRAME_SANDBOX}
          allow={GAME_FRAME_ALLOW}
          frameRef={frameRef}
          onFrameLoad={hello}
          subtitle={balance !== null ? <Balance minor={balance} trial={plan.kind === 'trial'} /> : null}
          surface="dark"
        />
      </Suspense>
    );
  }

  let body;
  if (plan.kind === 'invalid') body = <p role="alert">{t('games.error.unknownGame')}</p>;
  else if (blocked) body = <p role="alert">{t('games.needsApp')}</p>;
  else if (timedOut || outcome?.ok === false || error) {
    body = (
      <>
        <p role="alert">
          {t(
            timedOut
              ? 'games.error.timeout_retry_please'
              : outcome?.ok === false
                ? `games.error.${outcome.messageKey}`
                : 'games.error.launchFailed',
          )}
        </p>
        <p className="game-launch-actions">
          <button type="button" className="button" onClick={start}>
            {t('common.retry')}
          </button>
          <a
            className="button secondary"
            href={GAME_LOBBY_PATH}
            onClick={(e) => (e.preventDefault(), void navigate({ href: GAME_LOBBY_PATH }))}
          >
            {t('games.toLobby')}
          </a>
        </p>
      </>
    );
  } else {
    body = (
      <p className="game-launch-busy" role="status" aria-busy="true">
        {t('games.opening')}
      </p>
    );
  }
  return <PageFrame surface="dark">{body}</PageFrame>;
}

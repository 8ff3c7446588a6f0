/**
 * §4 announcement and promotion popups, loaded after the first paint. Which popups a player sees
 * (audience by execution), whether they come back (content hashes, hide-today at the next local
 * midnight) and what closing does (forceRead) are the rules of ./rules.ts; this only renders them.
 * Several popups are slides: buttons, swipe, and 5000 ms autoplay with a visible pause control,
 * stopped while the player touches or focuses the slide and under reduced motion (WCAG 2.2.2).
 */
import { startTransition, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { PopupItem } from '../../../contract/promotions';
import { POPUP_AUTOPLAY_MS, POPUP_LIST_REFRESH_MS, POPUP_SWIPE_MIN_PX } from '../../config/constants';
import { merchant } from '../../config/runtime';
import { useT } from '../../i18n';
import { coalescedTimeouts } from '../../lib/timers';
import { readJson, writeJson } from '../../lib/storage';
import { useSession } from '../../session/use-session';
import { ModalDialog, showModalFocusing } from '../../ui/modal-dialog';
import { useInterruptionTurn } from '../../ui/use-interruption';
import { SafeHtml } from '../../ui/safe-html';
import { announcementsQuery } from './api';
import {
  autoplayRuns,
  closeStep,
  closedThisVisit,
  contentHashes,
  nextSlide,
  parsePopupState,
  popupDelayMs,
  popupStateKey,
  popupsFor,
  previousSlide,
  shouldShowPopups,
  stateAfterClose,
} from './rules';
import { usePrefersReducedMotion } from './use-media';
import './promotions.css';

/** Timers longer than this fire at once in browsers (2^31 - 1 ms). */
const MAX_TIMER_MS = 2_147_483_647;

const playerTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

export default function PopupHost() {
  const current = useSession();
  const loggedIn = current !== null;
  const firstTimeLogin = current?.firstTimeLogin ?? false;
  const { data } = useQuery(announcementsQuery());
  const list = useMemo(() => popupsFor(data ?? [], { loggedIn, firstTimeLogin }), [data, loggedIn, firstTimeLogin]);
  const hashes = useMemo(() => contentHashes(list), [list]);
  const hashKey = hashes.join(',');
  const storageKey = popupStateKey(merchant().merchantCode, current);

  // §4 / §9: the first list after the old-style delay (0 ms logged in, 1000 ms guest); later changes
  // of the list (a login, a refetch) settle for 500 ms before the popups follow them.
  const [settled, setSettled] = useState<{ list: PopupItem[]; hashes: string[]; storageKey: string } | null>(null);
  const first = useRef(true);
  useEffect(() => {
    const delay = first.current ? popupDelayMs(loggedIn) : POPUP_LIST_REFRESH_MS;
    // On the page's shared timer (src/lib/timers.ts): it is set while the page's effects mount.
    const timer = coalescedTimeouts.setTimeout(() => {
      first.current = false;
      // Rendered in slices that yield to the browser (issue 18, blocking time): the dialog opens
      // once its first slide is whole anyway.
      startTransition(() => setSettled({ list, hashes, storageKey }));
    }, delay);
    return () => coalescedTimeouts.clearTimeout(timer);
    // hashKey stands for list and hashes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hashKey, storageKey, loggedIn]);

  // Re-checked when the list settles, after a close, and when a hide-today time passes with the page open.
  const [check, setCheck] = useState(0);
  const [open, setOpen] = useState(false);
  // §4 a closed popup stays closed: the hashes the player closed in this visit, per player.
  const closed = useRef(new Map<string, Set<string>>());
  useEffect(() => {
    if (!settled) return;
    const state = parsePopupState(readJson('local', settled.storageKey));
    const now = Date.now();
    const closedHere = closed.current.get(settled.storageKey) ?? new Set<string>();
    setOpen(shouldShowPopups(state, settled.hashes, now) && !closedThisVisit(settled.hashes, closedHere));
    const timer =
      state?.hideUntil != null && state.hideUntil > now && !state.show
        ? setTimeout(
            () => {
              closed.current.delete(settled.storageKey);
              setCheck((n) => n + 1);
            },
            Math.min(state.hideUntil - now, MAX_TIMER_MS),
          )
        : undefined;
    return () => clearTimeout(timer);
  }, [settled, check]);

  // One thing at a time (src/lib/interruptions): the popups are promotions, the lowest priority; §4's
  // delays are the earliest they open.
  const wanted = settled !== null && open && settled.list.length > 0;
  const turn = useInterruptionTurn('popup', wanted);

  if (!settled || !turn) return null;
  return (
    <PopupCarousel
      key={settled.hashes.join(',')}
      items={settled.list}
      onClose={(hideToday) => {
        writeJson(
          'local',
          settled.storageKey,
          stateAfterClose(settled.hashes, hideToday, Date.now(), playerTimeZone()),
        );
        closed.current.set(
          settled.storageKey,
          new Set([...(closed.current.get(settled.storageKey) ?? []), ...settled.hashes]),
        );
        setOpen(false);
        setCheck((n) => n + 1);
      }}
    />
  );
}

/** Opens a dialog the kit closed on Escape again, when closing means something else (§4 forceRead, a prompt step). */
function reopen(element: HTMLDialogElement | null): void {
  if (!element || element.open) return;
  showModalFocusing(element, '[data-autofocus]');
}

function PopupCarousel({ items, onClose }: { items: PopupItem[]; onClose: (hideToday: boolean) => void }) {
  const t = useT();
  const router = useRouter();
  const [index, setIndex] = useState(0);
  const [advanced, setAdvanced] = useState(false);
  const [hideToday, setHideToday] = useState(false);
  const [paused, setPaused] = useState(false);
  const [touching, setTouching] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = items.length;
  const item = items[Math.min(index, count - 1)]!;
  const forceRead = items.some((i) => i.forceRead);
  // The dialog opens once the first slide's sanitised content is in it, whole (no layout shift);
  // the slides' timer starts then, when the player can see them.
  const [contentReady, setContentReady] = useState(false);
  const running = contentReady && autoplayRuns({ count, paused, interacting: touching || focused, reducedMotion });

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((i) => nextSlide(i, count)), POPUP_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [running, index, count]);

  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => {
    const step = closeStep(index, count, forceRead, advanced);
    if (step.kind === 'close') return onClose(hideToday);
    setAdvanced(true);
    setIndex(step.index);
    // Escape has already closed the native dialog (the kit's dismiss): forceRead keeps it open.
    reopen(dialog.current);
  };

  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = { x: e.clientX, y: e.clientY };
    setTouching(true);
  };
  const onPointerEnd = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    setTouching(false);
    if (!start || e.type === 'pointercancel') return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) >= POPUP_SWIPE_MIN_PX && Math.abs(dx) > Math.abs(e.clientY - start.y)) {
      setIndex((i) => (dx < 0 ? nextSlide(i, count) : previousSlide(i, count)));
    }
  };

  return (
    <ModalDialog
      title={item.title || t('promo.announcements')}
      className="promo-dialog popup-dialog"
      onClose={close}
      ref={dialog}
      initialFocus="[data-autofocus]"
      ready={contentReady}
      footerClassName="popup-footer"
      footer={
        <>
          <label className="popup-today">
            <input type="checkbox" checked={hideToday} onChange={(e) => setHideToday(e.target.checked)} />
            {t('promo.hideToday')}
          </label>
          <button type="button" className="button" data-autofocus onClick={close}>
            {t('common.close')}
          </button>
        </>
      }
    >
      <section
        className="popup-slide"
        aria-roledescription={t('promo.slide')}
        aria-label={t('promo.slideOf', { current: index + 1, total: count })}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <SafeHtml
          key={item.id}
          html={item.content}
          className="popup-content"
          onReady={() => setContentReady(true)}
          onNavigate={(href) => void router.navigate({ href })}
        />
      </section>
      {count > 1 && (
        <div className="popup-controls">
          <button
            type="button"
            className="button small secondary"
            onClick={() => setIndex((i) => previousSlide(i, count))}
          >
            {t('promo.previous')}
          </button>
          <span className="popup-position" aria-live={running ? 'off' : 'polite'}>
            {t('promo.slideOf', { current: index + 1, total: count })}
          </span>
          {!reducedMotion && (
            <button type="button" className="button small secondary" onClick={() => setPaused((p) => !p)}>
              {paused ? t('promo.play') : t('promo.pause')}
            </button>
          )}
          <button type="button" className="button small secondary" onClick={() => setIndex((i) => nextSlide(i, count))}>
            {t('promo.next')}
          </button>
        </div>
      )}
    </ModalDialog>
  );
}

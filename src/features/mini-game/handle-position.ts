/**
 * The mini-game handle's place on the screen (§2, issue 33), apart from the widget that renders it:
 * the position the player gave it, for the session; else docked in its reserved place in the top
 * bar, followed from page to page, until the player drags it out. It drags with the pointer (a
 * movement under 2 px is a tap, `onTap`; the click after a drag is not one) and moves with the arrow
 * keys, within the screen's 2 % margin; the bounds are checked again 250 ms after a resize or
 * rotation. `handlers` go onto the handle.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import {
  FAB_GAP_PX,
  MINI_GAME_DEBOUNCE_MS,
  MINI_GAME_KEY_STEP_PX,
  MINI_GAME_POSITION_KEY,
} from '../../config/constants';
import { readJson, writeJson } from '../../lib/storage';
import { FLOATING_LAYOUT_EVENT, floatingTop, miniGameSlot } from '../../ui/floating-layout';
import { clampPosition, isTap, nudge, parseStoredPosition, startPosition, type Point } from './rules';

const screenSize = () => ({ width: window.innerWidth, height: window.innerHeight });
const sizeOf = (handle: RefObject<HTMLElement | null>) => {
  const rect = handle.current?.getBoundingClientRect();
  return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
};

export function useHandlePosition(handle: RefObject<HTMLButtonElement | null>, draggable: boolean, onTap: () => void) {
  const [position, setPosition] = useState<Point | null>(null);
  const drag = useRef<{ start: Point; from: Point; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  // Issue 33: the position the player gave it, for the session; else docked in its place in the top
  // bar, followed from page to page (or, on a page without one, above the bars), until the player
  // moves it.
  const placed = useRef(false);
  useEffect(() => {
    const start = () =>
      startPosition(
        sizeOf(handle),
        screenSize(),
        miniGameSlot(),
        floatingTop(),
        FAB_GAP_PX,
        document.documentElement.dir === 'rtl',
      );
    const stored = parseStoredPosition(readJson('session', MINI_GAME_POSITION_KEY));
    placed.current = stored !== null;
    setPosition(stored ? clampPosition(stored, sizeOf(handle), screenSize()) : start());
    // §9: after a resize or rotation, the bounds are checked again once things settle (250 ms).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => setPosition((p) => (placed.current && p ? clampPosition(p, sizeOf(handle), screenSize()) : start())),
        MINI_GAME_DEBOUNCE_MS,
      );
    };
    // Docked, it follows its place: a page that opens brings its own top bar (once per frame).
    let frame = 0;
    const follow = () => {
      if (placed.current || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (placed.current) return;
        const next = start();
        setPosition((p) => (p && p.x === next.x && p.y === next.y ? p : next));
      });
    };
    const pages = new MutationObserver(follow);
    pages.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    window.addEventListener(FLOATING_LAYOUT_EVENT, onResize);
    // The top bar may mount after this widget: look once more when things settle.
    onResize();
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      pages.disconnect();
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
      window.removeEventListener(FLOATING_LAYOUT_EVENT, onResize);
    };
  }, [handle]);

  const moveTo = useCallback(
    (p: Point) => {
      const next = clampPosition(p, sizeOf(handle), screenSize());
      placed.current = true;
      writeJson('session', MINI_GAME_POSITION_KEY, next);
      setPosition(next);
    },
    [handle],
  );

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (!draggable || !position || e.button !== 0) return;
    drag.current = { start: { x: e.clientX, y: e.clientY }, from: position, moved: false };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const here = { x: e.clientX, y: e.clientY };
    if (!d.moved && isTap(d.start, here)) return;
    d.moved = true;
    moveTo({ x: d.from.x + here.x - d.start.x, y: d.from.y + here.y - d.start.y });
  };
  const onPointerUp = () => {
    // A drag is not a tap: the click that follows it does not open the game.
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!draggable || !position) return;
    const next = nudge(position, e.key, MINI_GAME_KEY_STEP_PX * (e.shiftKey ? 5 : 1));
    if (!next) return;
    e.preventDefault();
    moveTo(next);
  };
  const onClick = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    onTap();
  };

  return {
    position,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp,
      onPointerCancel: onPointerUp,
      onKeyDown,
      onClick,
    },
  };
}

/**
 * The slider-style verification widget (§2, §4): loading, then waiting when the puzzle is ready,
 * then success when the piece is let go over the hole (the server checks it), or error with the
 * provider's message and numeric code and a click-to-retry link (§8). "Start over" (close) returns
 * to waiting; retry loads a new puzzle. The slider is a native range input: keyboard users move it
 * with the arrow keys and confirm with Enter.
 */
import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { SliderPuzzle } from '../../../contract/entities';
import { SLIDER_TRACK_MAX } from '../../../contract/endpoints';
import { textOf, useT } from '../../i18n';
import { answerPuzzle, fetchPuzzle } from './api';
import {
  clampPieceX,
  compactTrack,
  nextWidgetState,
  widgetError,
  widgetErrorText,
  type CaptchaFields,
  type DragSample,
} from './rules';

/** The drag being made (issue 35: the server judges its timing and path). */
interface Drag {
  input: 'pointer' | 'keyboard';
  start: number;
  y0: number;
  y: number;
  samples: DragSample[];
}

interface Puzzle {
  challenge: string;
  slider: SliderPuzzle;
}

export function VerificationWidget({ onResult }: { onResult: (fields: CaptchaFields | null) => void }) {
  const t = useT();
  const id = useId();
  const [state, dispatch] = useReducer(nextWidgetState, 'loading');
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [x, setX] = useState(0);
  const [error, setError] = useState<{ message: string | null; code: string | null }>({ message: null, code: null });
  const [attempt, setAttempt] = useState(0);
  const answering = useRef(false);
  const drag = useRef<Drag | null>(null);
  const xNow = useRef(0);
  const stopFollowing = useRef<(() => void) | null>(null);
  const sample = (value: number) => {
    const d = drag.current;
    if (d) d.samples.push([Math.round(performance.now() - d.start), value, Math.round(d.y - d.y0)]);
  };
  const begin = (input: Drag['input'], y: number) => {
    drag.current = { input, start: performance.now(), y0: y, y, samples: [] };
    sample(xNow.current);
  };
  const moveTo = (value: number) => {
    xNow.current = value;
    setX(value);
  };
  // The pointer is followed on the window while it is down: it may leave the thin slider.
  const follow = (event: PointerEvent<HTMLInputElement>) => {
    begin('pointer', event.clientY);
    stopFollowing.current?.();
    const onMove = (e: globalThis.PointerEvent) => {
      if (!drag.current) return;
      drag.current.y = e.clientY;
      sample(xNow.current);
    };
    const stop = () => {
      removeEventListener('pointermove', onMove);
      removeEventListener('pointerup', stop);
      stopFollowing.current = null;
    };
    addEventListener('pointermove', onMove);
    addEventListener('pointerup', stop);
    stopFollowing.current = stop;
  };
  useEffect(() => () => stopFollowing.current?.(), []);
  const report = useRef(onResult);
  report.current = onResult;

  useEffect(() => {
    const controller = new AbortController();
    setPuzzle(null);
    moveTo(0);
    drag.current = null;
    fetchPuzzle(controller.signal).then(
      (answer) => {
        if (!answer.slider) {
          setError({ message: null, code: null });
          dispatch('fail');
          return;
        }
        setPuzzle({ challenge: answer.challenge, slider: answer.slider });
        dispatch('ready');
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(widgetError(reason));
        dispatch('fail');
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = () => {
    report.current(null);
    dispatch('retry');
    setAttempt((n) => n + 1);
  };

  const release = async () => {
    if (state !== 'waiting' || !puzzle || x === 0 || answering.current) return;
    answering.current = true;
    const made = drag.current;
    drag.current = null;
    try {
      const { seccode } = await answerPuzzle({
        challenge: puzzle.challenge,
        x,
        track: compactTrack(made?.samples ?? [], SLIDER_TRACK_MAX),
        input: made?.input ?? 'keyboard',
      });
      report.current({ geetestChallenge: puzzle.challenge, geetestSeccode: seccode });
      dispatch('solve');
    } catch (reason) {
      report.current(null);
      setError(widgetError(reason));
      dispatch('fail');
    } finally {
      answering.current = false;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void release();
    }
    if (event.key === 'Escape' && x !== 0) {
      event.preventDefault();
      event.stopPropagation();
      moveTo(0);
      drag.current = null;
      dispatch('close');
      return;
    }
    if (!drag.current && event.key !== 'Enter' && event.key !== 'Tab') begin('keyboard', 0);
  };

  const labelId = `${id}-label`;
  return (
    <section className="captcha" aria-labelledby={labelId} aria-busy={state === 'loading'} data-state={state}>
      <h3 id={labelId} className="captcha-title">
        {t('captcha.widgetTitle')}
      </h3>
      {state === 'loading' && <p className="hint">{t('captcha.loading')}</p>}
      {state === 'waiting' && puzzle && (
        <div className="captcha-puzzle">
          <div className="captcha-picture" style={{ width: puzzle.slider.width, height: puzzle.slider.height }}>
            <img
              src={puzzle.slider.image}
              alt={t('captcha.pictureAlt')}
              width={puzzle.slider.width}
              height={puzzle.slider.height}
              draggable={false}
            />
            <img
              className="captcha-piece"
              src={puzzle.slider.piece}
              alt=""
              aria-hidden="true"
              width={puzzle.slider.pieceWidth}
              height={puzzle.slider.height}
              draggable={false}
              style={{ left: x - (puzzle.slider.pieceWidth - puzzle.slider.pieceSize) / 2 }}
            />
          </div>
          <label className="captcha-slider" style={{ width: puzzle.slider.width }}>
            <span className="hint">{t('captcha.slide')}</span>
            <input
              type="range"
              min={0}
              max={puzzle.slider.width - puzzle.slider.pieceSize}
              step={1}
              value={x}
              onChange={(e) => {
                const value = clampPieceX(Number(e.target.value), puzzle.slider.width, puzzle.slider.pieceSize);
                moveTo(value);
                sample(value);
              }}
              onPointerDown={follow}
              onPointerUp={() => void release()}
              onKeyDown={onKeyDown}
              aria-describedby={`${id}-help`}
            />
          </label>
          <p id={`${id}-help`} className="hint">
            {t('captcha.keyboardHelp')}
          </p>
          {x !== 0 && (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                moveTo(0);
                drag.current = null;
                dispatch('close');
              }}
            >
              {t('captcha.startOver')}
            </button>
          )}
        </div>
      )}
      {state === 'success' && (
        <p className="captcha-passed" role="status">
          <span aria-hidden="true">✓ </span>
          {t('captcha.passed')}
        </p>
      )}
      {state === 'error' && (
        <p className="captcha-error" role="alert">
          {textOf(widgetErrorText(error))}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('captcha.retry')}
          </button>
        </p>
      )}
    </section>
  );
}

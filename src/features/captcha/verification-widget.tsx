/**
 * The slider-style verification widget (§2, §4): loading, then waiting when the puzzle is ready,
 * then success when the piece is let go over the hole (the server checks it), or error with the
 * provider's message and numeric code and a click-to-retry link (§8). "Start over" (close) returns
 * to waiting; retry loads a new puzzle. The slider is a native range input: keyboard users move it
 * with the arrow keys and confirm with Enter.
 */
import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import type { SliderPuzzle } from '../../../contract/entities';
import { textOf, useT } from '../../i18n';
import { answerPuzzle, fetchPuzzle } from './api';
import { clampPieceX, nextWidgetState, widgetError, widgetErrorText, type CaptchaFields } from './rules';

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
  const report = useRef(onResult);
  report.current = onResult;

  useEffect(() => {
    const controller = new AbortController();
    setPuzzle(null);
    setX(0);
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
    try {
      const { seccode } = await answerPuzzle(puzzle.challenge, x);
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
      setX(0);
      dispatch('close');
    }
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
            <span
              className="captcha-piece"
              aria-hidden="true"
              style={{
                width: puzzle.slider.pieceSize,
                height: puzzle.slider.pieceSize,
                top: puzzle.slider.pieceY,
                left: x,
              }}
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
              onChange={(e) => setX(clampPieceX(Number(e.target.value), puzzle.slider.width, puzzle.slider.pieceSize))}
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
                setX(0);
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

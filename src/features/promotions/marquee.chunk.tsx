/**
 * The announcement marquee on home (§9 marquee at 60 fps), loaded after the first paint into the
 * row ./slots.tsx reserved. A CSS animation of transform only, so it costs the main thread nothing
 * per frame; it stops for reduced motion (the text then wraps, all of it readable) and has a pause
 * control (WCAG 2.2.2). The text is text: a screen reader reads it once, whatever the animation.
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MARQUEE_SPEED_PX_PER_S } from '../../config/constants';
import { useT } from '../../i18n';
import { announcementsQuery } from './api';
import { marqueeTexts } from './rules';
import { setSectionCount } from '../../lib/home-sections';
import './promotions.css';

export default function Marquee() {
  const t = useT();
  const { data, isFetching } = useQuery(announcementsQuery());
  const texts = marqueeTexts(data ?? []);
  const text = texts.join('  •  ');
  // Issue 32: no announcement to run gives the reserved row back (./slots.tsx).
  // A kept copy is checked again first: only a fresh answer takes the row away.
  const count = data && (texts.length > 0 || !isFetching) ? texts.length : undefined;
  useEffect(() => {
    if (count !== undefined) setSectionCount('marquee', count);
  }, [count]);
  const [paused, setPaused] = useState(false);
  const [durationS, setDurationS] = useState<number | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // The distance is the text plus the row it crosses: the width of this inline block. A resize
    // observer reads it after the browser's own layout, never forcing one inside React's commit
    // (issue 18, total blocking time), and reads it again when the row turns or the text changes.
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize?.[0]?.inlineSize ?? el.scrollWidth;
      setDurationS(Math.max(1, width / MARQUEE_SPEED_PX_PER_S));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);

  if (!text) return null;
  const style = durationS === null ? undefined : ({ '--marquee-duration': `${durationS}s` } as CSSProperties);
  return (
    <>
      <div className={`marquee-viewport${paused ? ' paused' : ''}${durationS === null ? ' measuring' : ''}`}>
        <p ref={ref} className="marquee-text" style={style}>
          {text}
        </p>
      </div>
      {/* Issue 32: an icon control with a 44 px hit area; its name says what it does. */}
      <button
        type="button"
        className="marquee-toggle"
        aria-label={paused ? t('promo.playMarquee') : t('promo.pauseMarquee')}
        onClick={() => setPaused((p) => !p)}
      >
        <span className={`marquee-glyph ${paused ? 'play' : 'pause'}`} aria-hidden="true" />
      </button>
    </>
  );
}

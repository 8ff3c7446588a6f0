/**
 * A game picture loaded lazily (§9: within 100 px of the screen, after 150 ms there). Its box has
 * the picture's size from the start, so nothing moves when it arrives (the lobby's CLS stays 0);
 * offline, the placeholder simply stays. The art is offered in its stored widths (`srcset`, issue
 * 32) so a phone downloads the width it shows, and the worker keeps it for the next visit.
 */
import { useEffect, useRef, useState } from 'react';
import type { ArtKind } from '../../../contract/art';
import { CdnImage } from '../../ui/cdn-image';
import { LAZY_IMAGE_DELAY_MS, LAZY_IMAGE_THRESHOLD_PX } from '../../config/constants';

export function LazyImage({
  src,
  width,
  height,
  sizes,
  kind = 'tile',
}: {
  src: string | undefined;
  width: number;
  height: number;
  sizes: string;
  kind?: ArtKind;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || !src || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          timer ??= setTimeout(() => {
            observer.disconnect();
            setShown(true);
          }, LAZY_IMAGE_DELAY_MS);
        } else if (timer !== undefined) {
          // Scrolled past before the delay: not loaded yet.
          clearTimeout(timer);
          timer = undefined;
        }
      },
      { rootMargin: `${LAZY_IMAGE_THRESHOLD_PX}px` },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [src]);

  return (
    <span ref={box} className="game-thumb" style={{ aspectRatio: `${width} / ${height}` }}>
      {shown && src && !failed && (
        // §3 imageCDNs: through the merchant's image hosts when it has them.
        <CdnImage
          src={src}
          kind={kind}
          sizes={sizes}
          alt=""
          width={width}
          height={height}
          decoding="async"
          // Offline without a kept copy: the placeholder stays rather than a broken picture.
          onFailed={() => setFailed(true)}
        />
      )}
    </span>
  );
}

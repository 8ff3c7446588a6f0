/**
 * A game picture loaded lazily (§9: within 100 px of the screen, after 150 ms there) and fetched as
 * a blob (§7). Its box has the picture's size from the start, so nothing moves when it arrives
 * (the lobby's CLS stays 0); offline, the placeholder simply stays.
 */
import { useEffect, useRef, useState } from 'react';
import { LAZY_IMAGE_DELAY_MS, LAZY_IMAGE_THRESHOLD_PX } from '../../config/constants';

export function LazyImage({ src, width, height }: { src: string | undefined; width: number; height: number }) {
  const box = useRef<HTMLSpanElement>(null);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el || !src || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let objectUrl: string | null = null;
    const controller = new AbortController();
    const load = async () => {
      try {
        const response = await fetch(src, { signal: controller.signal });
        if (!response.ok) return;
        const blob = await response.blob();
        if (!blob.type.startsWith('image/')) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      } catch {
        // Offline or aborted: the placeholder stays.
      }
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          timer ??= setTimeout(() => {
            observer.disconnect();
            void load();
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
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);

  return (
    <span ref={box} className="game-thumb" style={{ aspectRatio: `${width} / ${height}` }}>
      {url && <img src={url} alt="" width={width} height={height} decoding="async" />}
    </span>
  );
}

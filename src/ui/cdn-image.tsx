/**
 * §3 common store imageCDNs: one of the platform's pictures, loaded through the merchant's image
 * hosts (contract/art.ts imageSources): a host that fails hands the picture to the next, and the
 * storefront's own origin is the last. The server renders the same first choice, so it hydrates alike.
 */
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { artSrcSet, imageSources, srcSetThrough, type ArtKind } from '../../contract/art';
import { merchant } from '../config/runtime';

export function CdnImage({
  src,
  kind,
  onFailed,
  alt,
  sizes,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError' | 'alt'> & {
  src: string;
  /** The picture's text alternative ('' for a decorative one). */
  alt: string;
  /** The picture's stored widths (issue 32), offered in `srcset` from the same host. */
  kind?: ArtKind;
  /** Every host failed, the storefront's own origin too. */
  onFailed?: () => void;
}) {
  const sources = imageSources(src, merchant().imageCDNs);
  const [attempt, setAttempt] = useState(0);
  const source = sources[Math.min(attempt, sources.length - 1)]!;
  const srcSet = srcSetThrough(kind ? artSrcSet(src, kind) : '', src, source);
  const ref = useRef<HTMLImageElement>(null);
  const failed = () => (attempt < sources.length - 1 ? setAttempt(attempt + 1) : onFailed?.());
  // A server-rendered picture may have failed before the page hydrated, when no handler listened.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && sources.length > 1 && attempt === 0) setAttempt(1);
    // Once, for the first render only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <img
      ref={ref}
      src={source}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      {...rest}
      onError={failed}
    />
  );
}

/**
 * The widths every piece of generated art is stored at (issue 32): the base file plus `-<N>w`
 * variants, which the page offers in `srcset` (as `?w=N` of the same URL) and the server answers,
 * falling back to the base file when a variant is missing (an operator's own upload has none).
 * Shared by scripts/make-art.ts, server/ and the page, so they never disagree.
 */
export const ART_WIDTHS = {
  banner: [480, 750, 1080],
  strip: [480, 750, 1080],
  promo: [600],
  tile: [240, 480],
  vendor: [240, 480],
  pay: [96, 192],
} as const;

export type ArtKind = keyof typeof ART_WIDTHS;

/** The query parameter naming the width asked for. */
export const ART_WIDTH_PARAM = 'w';

/** `-<N>w` before the extension: the name of a width variant of `name` ("a.webp", 480 → "a-480w.webp"). */
export function artVariantName(name: string, width: number): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? `${name}-${width}w` : `${name.slice(0, dot)}-${width}w${name.slice(dot)}`;
}

/**
 * `srcset` of a same-origin WebP or AVIF image in its stored widths, or '' for anything else (an
 * operator's PNG, a CDN's URL): then the plain `src` is all there is.
 */
export function artSrcSet(url: string | undefined, kind: ArtKind): string {
  if (!url || !/^\/[^/\\][^?#]*\.(?:webp|avif)(?:\?[^#]*)?$/.test(url)) return '';
  return ART_WIDTHS[kind].map((w) => `${url}${url.includes('?') ? '&' : '?'}${ART_WIDTH_PARAM}=${w} ${w}w`).join(', ');
}

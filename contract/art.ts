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

/** scheme, host (a name or a bracketed IPv6 address), port, path prefix: nothing else (no credentials, query or fragment). */
const CDN_BASE =
  /^(https?):\/\/([A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?(\/[A-Za-z0-9._~%/-]*)?$/i;

/**
 * §3 common store imageCDNs: the merchant's image hosts, each an http(s) origin with an optional path
 * prefix ("https://img.example.com", "https://cdn.example.com/lucky"), as written without a trailing
 * slash. An entry that is not one (a bare name, credentials, a query, another scheme) is left out:
 * a mistyped host costs the merchant its CDN, never the player the picture.
 */
export function imageCdnBases(cdns: readonly string[]): string[] {
  const bases: string[] = [];
  for (const entry of cdns) {
    const m = CDN_BASE.exec(entry.trim());
    if (!m) continue;
    const base = `${m[1]!.toLowerCase()}://${m[2]!.toLowerCase()}${m[3] ?? ''}${(m[4] ?? '').replace(/\/+$/, '')}`;
    if (!bases.includes(base)) bases.push(base);
  }
  return bases;
}

/** The origins of the merchant's image hosts, for the page's CSP (img-src). */
export function imageCdnOrigins(cdns: readonly string[]): string[] {
  return [...new Set(imageCdnBases(cdns).map((base) => /^https?:\/\/[^/]+/i.exec(base)![0]))];
}

/**
 * §3 imageCDNs: where the page loads one of the platform's own pictures ("/media/…", "/art/…"), in
 * order: through each of the merchant's image hosts as listed (the first is the CDN of choice, the
 * next ones its stand-ins), and last from the storefront's own origin, so a CDN that is down or does
 * not have the picture yet costs a retry, not the picture. Anything else (an https URL, data:, blob:,
 * a protocol-relative "//host") is loaded as it is.
 */
export function imageSources(url: string, cdns: readonly string[]): string[] {
  if (!/^\/(?![/\\])/.test(url)) return [url];
  return [...imageCdnBases(cdns).map((base) => `${base}${url}`), url];
}

/** The `srcset` of artSrcSet through one of imageSources' hosts: each width's URL moves with the picture. */
export function srcSetThrough(srcSet: string, path: string, source: string): string {
  if (!srcSet || source === path || !source.endsWith(path)) return srcSet;
  const base = source.slice(0, source.length - path.length);
  return srcSet
    .split(', ')
    .map((entry) => `${base}${entry}`)
    .join(', ');
}

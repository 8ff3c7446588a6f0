/**
 * The rules behind <SafeHtml> that need no DOM (DESIGN rule 12, spec §5): which link targets are
 * allowed and how each is opened, and which elements and attributes never survive sanitising.
 * Server HTML is hostile; these rules run after the sanitiser, on what it kept, as a second line.
 */

/** A link kept in sanitised HTML, or null when its target is not a safe scheme. */
export type SafeLink =
  | { kind: 'external'; href: string } // http(s): opens outside the app, target=_blank, rel=noopener
  | { kind: 'internal'; href: string } // same-origin path: navigates inside the app (§5)
  | { kind: 'contact'; href: string }; // mailto:/tel: hand-offs, left to the browser

/** Elements removed whole, beyond each sanitiser's own defaults: forms and frames invite phishing,
 * style sheets and base/meta/link change the page around the content, SVG and MathML are where
 * mutation-XSS lives. */
export const FORBIDDEN_ELEMENTS = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'meta',
  'title',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'dialog',
  'svg',
  'math',
  'portal',
  'slot',
] as const;

/** Attributes removed wherever they appear (event handlers are removed by prefix, see isForbiddenAttribute). */
export const FORBIDDEN_ATTRIBUTES = [
  'srcdoc',
  'formaction',
  'action',
  'xlink:href',
  'ping',
  'background',
  'lowsrc',
  'dynsrc',
  'is',
  'popover',
  'popovertarget',
  'autofocus',
  'id',
  'name',
  'target',
  'rel',
] as const;

export function isForbiddenAttribute(name: string): boolean {
  const n = name.toLowerCase();
  return n.startsWith('on') || (FORBIDDEN_ATTRIBUTES as readonly string[]).includes(n);
}

// Browsers drop ASCII tab and newline anywhere in a URL and C0 controls and spaces at both ends,
// so "java\tscript:" is javascript: to them; the rules look at the URL the browser would see.
const IGNORED_BY_URL_PARSER = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Classifies an href from server HTML against the page origin (§5: popup links starting with http
 * open externally, others navigate inside the app). Anything but http(s), mailto and tel is dropped,
 * and so is anything that hides its scheme behind entities the parser already decoded.
 */
export function safeLink(rawHref: string | null | undefined, pageOrigin: string): SafeLink | null {
  if (rawHref == null) return null;
  const href = rawHref.replace(IGNORED_BY_URL_PARSER, '');
  if (href === '') return null;
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'mailto' || scheme === 'tel') return { kind: 'contact', href };
  let url: URL;
  try {
    url = new URL(href, pageOrigin + '/');
  } catch {
    return null;
  }
  if (scheme === 'http' || scheme === 'https') {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { kind: 'external', href: url.href };
  }
  if (scheme !== undefined) return null; // javascript:, data:, vbscript:, file:, blob:, anything else
  if (href.startsWith('//') || href.startsWith('\\') || href.startsWith('/\\')) {
    // protocol-relative: another host, so it leaves the app like any http link
    return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', href: url.href } : null;
  }
  if (url.origin !== new URL(pageOrigin).origin) return null;
  return { kind: 'internal', href: url.pathname + url.search + url.hash };
}

/** Image sources the page may load from server HTML: what the CSP allows (self, data:, blob:) plus
 * http(s), which the CSP then decides on. Everything else is removed before the browser sees it. */
export function safeImageSource(rawSrc: string | null | undefined, pageOrigin: string): string | null {
  if (rawSrc == null) return null;
  const src = rawSrc.replace(IGNORED_BY_URL_PARSER, '');
  if (src === '') return null;
  const scheme = SCHEME.exec(src)?.[1]?.toLowerCase();
  if (scheme === 'data') return /^data:image\/(png|jpe?g|gif|webp|avif);/i.test(src) ? src : null;
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https' && scheme !== 'blob') return null;
  try {
    return new URL(src, pageOrigin + '/').href;
  } catch {
    return null;
  }
}

/**
 * The one way HTML from the server reaches the DOM (DESIGN rule 12): popups, announcements and
 * promotion texts. The browser's own Sanitizer API (`Element.setHTML`) where it exists, otherwise
 * DOMPurify, loaded on demand so it costs the first paint nothing. Whatever sanitiser ran, the same
 * rules of ./safe-html-rules then hold on the result: links only to http(s), same-origin paths,
 * mailto and tel, external ones with target=_blank and rel=noopener; no forms, frames, SVG or
 * MathML; no handlers. The HTML is never serialised and parsed again (the mutation-XSS trap), and
 * nothing here needs inline script, eval or an inline handler, so a strict CSP stays satisfied.
 * The container has `contain: content`, so even positioned content stays inside its box.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import {
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_ELEMENTS,
  isForbiddenAttribute,
  safeImageSource,
  safeLink,
} from './safe-html-rules';
import './safe-html.css';

type NativeSanitizerElement = Element & {
  setHTML: (html: string) => void;
};

const SVG_NS = 'http://www.w3.org/2000/svg';
const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

function hasNativeSanitizer(el: Element): el is NativeSanitizerElement {
  return typeof (el as Partial<NativeSanitizerElement>).setHTML === 'function';
}

/** Test seam: end-to-end tests turn the native path off to prove the DOMPurify path on its own. */
function nativeAllowed(): boolean {
  return !(globalThis as { __SAFE_HTML_FORCE_DOMPURIFY__?: boolean }).__SAFE_HTML_FORCE_DOMPURIFY__;
}

const URL_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'xlink:href',
  'action',
  'formaction',
  'poster',
  'data',
  'cite',
  'longdesc',
];

/** The house rules, applied to what either sanitiser kept. Exported for the browser tests. */
export function enforceRules(root: DocumentFragment | Element, origin: string): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (!root.contains(el)) continue; // already removed with an ancestor
    const name = el.localName.toLowerCase();
    if (
      (FORBIDDEN_ELEMENTS as readonly string[]).includes(name) ||
      el.namespaceURI === SVG_NS ||
      el.namespaceURI === MATHML_NS
    ) {
      el.remove();
      continue;
    }
    for (const attr of Array.from(el.attributes)) {
      if (isForbiddenAttribute(attr.name)) el.removeAttribute(attr.name);
    }
    for (const attr of URL_ATTRIBUTES) {
      if (!el.hasAttribute(attr)) continue;
      if ((name === 'a' || name === 'area') && attr === 'href') {
        const link = safeLink(el.getAttribute('href'), origin);
        if (link === null) {
          el.removeAttribute('href');
          continue;
        }
        el.setAttribute('href', link.href);
        el.setAttribute('data-link', link.kind);
        if (link.kind === 'external') {
          el.setAttribute('target', '_blank');
          el.setAttribute('rel', 'noopener noreferrer nofollow');
        }
      } else if (name === 'img' && attr === 'src') {
        const src = safeImageSource(el.getAttribute('src'), origin);
        if (src === null) el.removeAttribute('src');
        else el.setAttribute('src', src);
      } else {
        el.removeAttribute(attr);
      }
    }
  }
}

async function sanitizeInto(el: HTMLElement, html: string, isCurrent: () => boolean): Promise<void> {
  const origin = window.location.origin;
  if (nativeAllowed() && hasNativeSanitizer(el)) {
    try {
      // The browser's default (safe, allow-list) configuration, with no options: Chromium 156 crashes
      // the renderer on some hostile input (a <marquee> with a handler, a style with a javascript:
      // URL) when setHTML is given a sanitizer config. The house rules are applied right after,
      // in the same task, so nothing they remove can render or be tapped.
      el.setHTML(html);
      enforceRules(el, origin);
      return;
    } catch {
      el.replaceChildren(); // a setHTML that throws: DOMPurify instead
    }
  }
  const { default: DOMPurify } = await import('dompurify');
  if (!isCurrent()) return;
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [...FORBIDDEN_ELEMENTS],
    FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
    SANITIZE_NAMED_PROPS: true,
    RETURN_DOM_FRAGMENT: true,
  });
  enforceRules(fragment, origin);
  el.replaceChildren(fragment);
}

export interface SafeHtmlProps {
  /** HTML from the server: hostile until sanitised here. */
  html: string;
  className?: string;
  /** Called for a tap on a same-origin link (§5: "others navigate internally"); without it the
   * browser follows the link itself. External links always open outside the app. */
  onNavigate?: (path: string) => void;
  /** Called once the sanitised content is in the DOM (tests and layout code). */
  onReady?: () => void;
}

export function SafeHtml({ html, className, onNavigate, onReady }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const readyRef = useRef(onReady);
  readyRef.current = onReady;

  useEffect(() => {
    const el = ref.current;
    if (el === null) return;
    let current = true;
    el.replaceChildren();
    el.removeAttribute('data-sanitized');
    void sanitizeInto(el, html, () => current).then(
      () => {
        if (!current) return;
        el.setAttribute('data-sanitized', 'true');
        readyRef.current?.();
      },
      // The sanitiser's code could not load (offline, a removed chunk): the content stays empty,
      // and whatever waits for it (a dialog that opens once its content is in) goes on.
      () => {
        if (current) readyRef.current?.();
      },
    );
    return () => {
      current = false;
    };
  }, [html]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target.closest('a[data-link="internal"]') : null;
    if (target === null || onNavigate === undefined) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate(target.getAttribute('href') ?? '/');
  };

  // The click handler only routes taps on links already made safe; it is React's delegated
  // listener, not an inline handler. The links themselves are the controls (Enter on a link
  // clicks it), so the container needs no keyboard listener or role of its own.
  // The merchant writes this HTML in its own language, which may not be the player's: its direction is
  // its own (dir=auto), so English content on an Arabic page does not read ".Deposit at least $10 .1".
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div ref={ref} dir="auto" className={className ? `safe-html ${className}` : 'safe-html'} onClick={onClick} />;
}

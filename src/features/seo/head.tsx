/** Keeps <title>, description, keywords, canonical and robots in step with the route (§2). */
import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import { merchant } from '../../config/runtime';
import { useLanguage, useT } from '../../i18n';
import { pageMeta } from './rules';

function setMeta(name: string, content: string | null): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

function setCanonical(href: string): void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

export function Head() {
  const t = useT();
  const language = useLanguage();
  const pathname = useLocation({ select: (l) => l.pathname });
  useEffect(() => {
    const config = merchant();
    const meta = pageMeta(
      pathname,
      location.origin,
      location.hostname,
      config.seo,
      config.merchantName,
      t,
      language ?? config.defaultLanguage,
    );
    document.title = meta.title;
    setMeta('description', meta.description);
    setMeta('keywords', meta.keywords || null);
    setMeta('robots', meta.noIndex ? 'noindex' : null);
    setCanonical(meta.canonical);
  }, [pathname, t, language]);
  return null;
}

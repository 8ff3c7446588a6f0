/**
 * Spec §2: per-path title, description, keywords and canonical, falling back to /m/home; and the
 * no-index robots rule.
 */
import type { SeoEntry } from '../../../contract/merchant';
import { configPath, PAGE_TITLE_KEYS } from '../../routing/pages';

export { configPath } from '../../routing/pages';

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  noIndex: boolean;
}

type Translate = (key: string) => string;

/** §2: more than two path slashes, or a non-www host other than localhost, gets no-index. */
export function isNoIndex(pathname: string, hostname: string): boolean {
  const slashes = (pathname.match(/\//g) ?? []).length;
  return slashes > 2 || (!hostname.startsWith('www.') && hostname !== 'localhost');
}

/**
 * The merchant's title of a page in one language: its title for that language, else (in English
 * only) its English title. Other languages never get the English title: they fall back to the
 * translated default (issue 15).
 */
export function titleIn(entry: SeoEntry, language: string): string | undefined {
  return entry.titles?.[language] ?? (language === 'EN' ? entry.title : undefined);
}

export function pageMeta(
  pathname: string,
  origin: string,
  hostname: string,
  merchantSeo: Record<string, SeoEntry>,
  merchantName: string,
  t: Translate,
  language = 'EN',
): PageMeta {
  const path = configPath(pathname);
  const home = merchantSeo['/m/home'] ?? {};
  const own = merchantSeo[path] ?? {};
  const ownTitleKey = PAGE_TITLE_KEYS[path];
  const pageTitle =
    titleIn(own, language) ??
    (ownTitleKey ? `${t(ownTitleKey)} - ${merchantName}` : (titleIn(home, language) ?? merchantName));
  return {
    title: pageTitle,
    description: own.description ?? home.description ?? t('meta.description'),
    keywords: own.keywords ?? home.keywords ?? '',
    canonical: `${origin}${PAGE_TITLE_KEYS[path] ? path : '/m/home'}`,
    noIndex: isNoIndex(pathname, hostname),
  };
}

/**
 * Spec §2: per-path title, description, keywords and canonical, falling back to /m/home; and the
 * no-index robots rule.
 */
import type { SeoEntry } from '../../config/merchant';

/** The home aliases of §2, all of which are /m/home for configuration and canonical purposes. */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'] as const;

export function configPath(pathname: string): string {
  if ((HOME_ALIASES as readonly string[]).includes(pathname)) return '/m/home';
  if (pathname === '/m/register.html') return '/m/register';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  noIndex: boolean;
}

type Translate = (key: string) => string;

/** The storefront's own per-path defaults: i18n keys of each page's title. */
export const PAGE_TITLE_KEYS: Record<string, string> = {
  '/m/home': 'page.home',
  '/m/login': 'page.login',
  '/m/register': 'page.register',
  '/m/member/home': 'page.memberHome',
  '/m/game': 'page.game',
  '/m/changePsw': 'page.changePassword',
  '/m/launchGame': 'page.launchGame',
  '/m/voucherCenter': 'page.deposit',
  '/m/withdraw': 'page.withdraw',
  '/m/securityCenter/addBankCard': 'page.addBankCard',
  '/m/securityCenter/addBankCardPix': 'page.addBankCardPix',
  '/m/activity': 'page.activity',
  '/m/rewardCenter': 'page.rewardCenter',
  '/m/inviteFriends': 'page.inviteFriends',
  '/m/mall/mallHome': 'page.mall',
  '/m/leaderBoard': 'page.leaderBoard',
  '/m/member/benefits': 'page.benefits',
  '/m/agentRegister': 'page.agentRegister',
  '/m/feedback': 'page.feedback',
};

/** §2: more than two path slashes, or a non-www host other than localhost, gets no-index. */
export function isNoIndex(pathname: string, hostname: string): boolean {
  const slashes = (pathname.match(/\//g) ?? []).length;
  return slashes > 2 || (!hostname.startsWith('www.') && hostname !== 'localhost');
}

export function pageMeta(
  pathname: string,
  origin: string,
  hostname: string,
  merchantSeo: Record<string, SeoEntry>,
  merchantName: string,
  t: Translate,
): PageMeta {
  const path = configPath(pathname);
  const home = merchantSeo['/m/home'] ?? {};
  const own = merchantSeo[path] ?? {};
  const ownTitleKey = PAGE_TITLE_KEYS[path];
  const pageTitle = own.title ?? (ownTitleKey ? `${t(ownTitleKey)} - ${merchantName}` : home.title ?? merchantName);
  return {
    title: pageTitle,
    description: own.description ?? home.description ?? t('meta.description'),
    keywords: own.keywords ?? home.keywords ?? '',
    canonical: `${origin}${PAGE_TITLE_KEYS[path] ? path : '/m/home'}`,
    noIndex: isNoIndex(pathname, hostname),
  };
}

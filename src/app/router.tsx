/**
 * Every route of spec §2. The home page is in the first chunk; every other page loads on demand.
 * Guards (§2, §6) run in beforeLoad; navigation keeps the §2 query parameters through a root
 * search middleware; query strings stay strings.
 */
import {
  createRootRoute, createRoute, createRouter, lazyRouteComponent, Outlet, redirect,
  type RouterHistory, type SearchMiddleware,
} from '@tanstack/react-router';
import { TRACKING_KEYS_STORAGE_KEY } from '../config/constants';
import { merchant } from '../config/runtime';
import { readJson } from '../lib/storage';
import { session } from '../session/store';
import { sessionFromQueryToken } from '../session/model';
import {
  guard, keepQuery, parseSearch, parseTrackingKeys, stringifySearch, type RouteAccess, type Search,
} from '../routing/rules';
import { Head } from '../features/seo/head';
import { OverlayHost } from './overlay-host';
import { StatusGate } from './status-gate';
import { WithData } from './with-data';
import { OfflineNotice } from '../features/offline/offline-notice';
import { Splash } from '../features/splash/splash';
import HomeRoute from '../routes/home';
import { SocialSignInHost } from './social-sign-in-host';
import { MiniGameHost } from './mini-game-host';
import { NotFound } from '../routes/not-found';
import { RouteError } from '../routes/route-error';

const keepTrackedQuery: SearchMiddleware<Search> = ({ search, next }) =>
  keepQuery(search, next(search), parseTrackingKeys(readJson('local', TRACKING_KEYS_STORAGE_KEY)));

const rootRoute = createRootRoute({
  validateSearch: (search: Record<string, unknown>): Search => {
    const out: Search = {};
    for (const [k, v] of Object.entries(search)) if (typeof v === 'string') out[k] = v;
    return out;
  },
  search: { middlewares: [keepTrackedQuery] },
  component: () => (
    <>
      <Head />
      <OfflineNotice />
      <StatusGate>
        <Outlet />
      </StatusGate>
      <OverlayHost />
      <SocialSignInHost />
      <MiniGameHost />
      <Splash />
    </>
  ),
});

function beforeLoadFor(access: RouteAccess) {
  return ({ location }: { location: { pathname: string; searchStr: string } }) => {
    const decision = guard(access, location.pathname, parseSearch(location.searchStr), session.isLoggedIn());
    if (decision.kind === 'adopt-token') {
      const adopted = sessionFromQueryToken(decision.token, merchant().merchantCode);
      if (adopted) session.start(adopted);
      throw redirect({ href: location.pathname + stringifySearch(decision.search), replace: true });
    }
    if (decision.kind === 'redirect') throw redirect({ href: decision.href, replace: true });
  };
}

/** A page loaded on demand, inside the data layer (it may use queries and mutations). */
function page<const TPath extends string>(path: TPath, access: RouteAccess, load: () => Promise<{ default: () => React.JSX.Element }>) {
  const Page = lazyRouteComponent(load);
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: beforeLoadFor(access),
    component: () => (
      <WithData>
        <Page />
      </WithData>
    ),
  });
}

function homeAlias<const TPath extends string>(path: TPath) {
  return createRoute({ getParentRoute: () => rootRoute, path, beforeLoad: beforeLoadFor('public'), component: HomeRoute });
}

const coming = () => import('../routes/coming');

const routeTree = rootRoute.addChildren([
  // §2 home pages
  homeAlias('/'),
  homeAlias('/m'),
  homeAlias('/m/index'),
  homeAlias('/m/index.html'),
  homeAlias('/m/home'),
  // §2 accounts
  page('/m/login', 'public', () => import('../routes/login')),
  page('/m/register', 'public', () => import('../routes/register')),
  page('/m/register.html', 'public', () => import('../routes/register')),
  page('/m/changePsw', 'member', () => import('../routes/change-password')),
  page('/m/member/home', 'member', () => import('../routes/member-home')),
  // §2 games
  page('/m/game', 'public', () => import('../routes/game')),
  page('/m/launchGame', 'member-unless-trial', () => import('../routes/launch-game')),
  // §2 money and security (guarded)
  page('/m/voucherCenter', 'member', () => import('../routes/voucher-center')),
  page('/m/withdraw', 'member', () => import('../routes/withdraw')),
  page('/m/securityCenter/addBankCard', 'member', () => import('../routes/add-bank-card')),
  page('/m/securityCenter/addBankCardPix', 'member', () => import('../routes/add-bank-card-pix')),
  // §2 activities and go-to-activity targets
  page('/m/activity', 'public', coming),
  page('/m/rewardCenter', 'member', coming),
  page('/m/inviteFriends', 'public-guarded', coming),
  page('/m/mall/mallHome', 'member', coming),
  page('/m/leaderBoard', 'member', coming),
  page('/m/member/benefits', 'member', coming),
  page('/m/agentRegister', 'member', coming),
  page('/m/feedback', 'session-or-home', coming),
]);

/** The paths of the home page and its aliases (§2): one rendered page, whichever of them was asked. */
export const HOME_ALIASES: readonly string[] = ['/', '/m', '/m/index', '/m/index.html', '/m/home'];

/** The browser's history by default; the server renders with a memory history (src/entry-server.tsx). */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    ...(options.history ? { history: options.history } : {}),
    // The router's own scroll restoration writes an inline script into server HTML, which the CSP
    // refuses; the browser restores scroll without it (issue 18).
    scrollRestoration: !options.history,
    routeTree,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

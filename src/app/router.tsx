/**
 * Every route of spec §2. The home page is in the first chunk; every other page loads on demand.
 * Guards (§2, §6) run in beforeLoad; navigation keeps the §2 query parameters through a root
 * search middleware; query strings stay strings.
 */
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  type RouterHistory,
  type SearchMiddleware,
} from '@tanstack/react-router';
import { ROUTE_DATA_WAIT_MS, TRACKING_KEYS_STORAGE_KEY } from '../config/constants';
import { settleWithin } from '../lib/settle-within';
import { HOME_ALIASES } from '../../contract/ssr';
import { merchant } from '../config/runtime';
import { readJson } from '../lib/storage';
import { session } from '../session/store';
import { handOverToken } from './token-handoff';
import {
  guard,
  keepQuery,
  parseSearch,
  parseTrackingKeys,
  stringifySearch,
  type RouteAccess,
  type Search,
} from '../routing/rules';
import { StatusGate } from './status-gate';
import { TabBar } from '../ui/tab-bar';
import { TopBarWallet } from '../ui/top-bar';
import { MINI_GAME_ROOT_ID } from '../ui/floating-layout';
import { TopBarControls } from './top-bar-wallet';
import { AfterHydration } from './after-hydration';
import { WithData } from '../routes/with-data';
import { OfflineNotice } from '../features/offline/offline-notice';
import HomeRoute from '../routes/home';
import { NotFound } from '../routes/not-found';
import { RouteError } from '../routes/route-error';
import { loadQueryClient } from '../routes/data-client';
import type { QueryClient } from '@tanstack/react-query';

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
      <OfflineNotice />
      <StatusGate>
        <TopBarWallet value={<TopBarControls />}>
          <Outlet />
        </TopBarWallet>
        {/* The mini-game's place in keyboard order (issue 32): after the page, before the tab bar. */}
        <div id={MINI_GAME_ROOT_ID} />
        <TabBar />
      </StatusGate>
      <AfterHydration />
    </>
  ),
});

function beforeLoadFor(access: RouteAccess) {
  return ({ location }: { location: { pathname: string; searchStr: string } }) => {
    const decision = guard(access, location.pathname, parseSearch(location.searchStr), session.isLoggedIn());
    if (decision.kind === 'adopt-token') {
      // A link inside the app (start-up has already stripped the first page's): issue 11's rule.
      const href = location.pathname + stringifySearch(decision.search);
      handOverToken(decision.token, merchant().merchantCode, href);
      throw redirect({ href, replace: true });
    }
    if (decision.kind === 'redirect') throw redirect({ href: decision.href, replace: true });
  };
}

/**
 * A route module: its page, and optionally a loader that puts the page's data in the query cache
 * (`ensureQueryData`) before it renders. Both load on demand, in the route's own chunk.
 */
interface RouteModule {
  default: () => React.JSX.Element;
  loader?: (queryClient: QueryClient, search: Search) => Promise<unknown>;
}

/** A page loaded on demand, inside the data layer (it may use queries and mutations). */
function page<const TPath extends string>(
  path: TPath,
  access: RouteAccess,
  load: () => Promise<RouteModule>,
  { data = false } = {},
) {
  const Page = lazyRouteComponent(load);
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: beforeLoadFor(access),
    staticData: { rendersInDataLayer: true },
    // `data`: the module's loader fills the query cache first. The page shows its own loading and
    // failure states, so a failed prefetch never blocks it.
    loader: data
      ? async ({ location }) => {
          const [module, queryClient] = await Promise.all([load(), loadQueryClient()]);
          // On a slow line the page opens anyway after a moment and shows its own loading state; the
          // answer still lands in the cache, where the page's query picks it up.
          await settleWithin(
            module.loader?.(queryClient, parseSearch(location.searchStr)).catch(() => undefined),
            ROUTE_DATA_WAIT_MS,
          );
        }
      : undefined,
    // `preload`: the router loads the page's code with the route (router.load() calls it), so a page
    // the server rendered hydrates in one pass (issue 18): a boundary left waiting for code at
    // hydration drops the taps React cannot hydrate it for.
    component: Object.assign(
      () => (
        <WithData>
          <Page />
        </WithData>
      ),
      { preload: () => Page.preload?.() },
    ),
  });
}

/**
 * §2 the home aliases the router registers: every one of contract/ssr.ts's HOME_ALIASES except the
 * trailing-slash spelling ('/m/'), which the router matches by its route without the slash ('/m').
 */
type RoutedHomePath = Exclude<(typeof HOME_ALIASES)[number], `${string}/`> | '/';
const HOME_ROUTE_PATHS = HOME_ALIASES.filter((path): path is RoutedHomePath => path === '/' || !path.endsWith('/'));

function homeAlias<const TPath extends string>(path: TPath) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: beforeLoadFor('public'),
    component: HomeRoute,
  });
}

const routeTree = rootRoute.addChildren([
  // §2 home pages: one route per alias of the one list the server renders by (contract/ssr.ts)
  ...HOME_ROUTE_PATHS.map(homeAlias),
  // §2 accounts
  page('/m/login', 'public', () => import('../routes/login')),
  page('/m/register', 'public', () => import('../routes/register')),
  page('/m/register.html', 'public', () => import('../routes/register')),
  page('/m/changePsw', 'member', () => import('../routes/change-password')),
  page('/m/member/home', 'member', () => import('../routes/member-home'), { data: true }),
  // §2 games
  page('/m/game', 'public', () => import('../routes/game'), { data: true }),
  // The launch is a mutation (POST, never cached, §7): nothing to load before the page.
  page('/m/launchGame', 'member-unless-trial', () => import('../routes/launch-game')),
  // §2 money and security (guarded)
  page('/m/voucherCenter', 'member', () => import('../routes/voucher-center'), { data: true }),
  page('/m/withdraw', 'member', () => import('../routes/withdraw'), { data: true }),
  page('/m/securityCenter/addBankCard', 'member', () => import('../routes/add-bank-card'), { data: true }),
  page('/m/securityCenter/addBankCardPix', 'member', () => import('../routes/add-bank-card-pix'), { data: true }),
  // §2 activities and go-to-activity targets
  page('/m/activity', 'public', () => import('../routes/activity'), { data: true }),
  page('/m/rewardCenter', 'member', () => import('../routes/reward-center'), { data: true }),
  page('/m/inviteFriends', 'public-guarded', () => import('../routes/invite-friends'), { data: true }),
  page('/m/mall/mallHome', 'member', () => import('../routes/mall'), { data: true }),
  page('/m/leaderBoard', 'member', () => import('../routes/leader-board'), { data: true }),
  page('/m/member/benefits', 'member', () => import('../routes/benefits'), { data: true }),
  page('/m/agentRegister', 'member', () => import('../routes/agent-register'), { data: true }),
  page('/m/feedback', 'session-or-home', () => import('../routes/feedback'), { data: true }),
]);

/**
 * The page's router on the browser's history (src/main.tsx creates it in a start-up task of its own:
 * it rewrites the history entry, which costs as much as building the router); the server renders
 * with a memory history (src/entry-server.tsx).
 */
export function createAppRouter(options: { history: RouterHistory; on: 'browser' | 'server' }) {
  return createRouter({
    history: options.history,
    // The router's own scroll restoration writes an inline script into server HTML, which the CSP
    // refuses; the browser restores scroll without it (issue 18).
    scrollRestoration: options.on === 'server' ? false : restoreScrollUnlessAlreadyScrolled(),
    routeTree,
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
  });
}

/**
 * The router's scroll restoration, except on its first render when the page is already scrolled: a
 * server-rendered page (issue 18) can be scrolled by the player, or by the browser's own restoration
 * on a reload, before it hydrates. Moving it back to the top then would pull the page from under a
 * finger (a tap made during that jump landed on another game, or on nothing).
 */
function restoreScrollUnlessAlreadyScrolled(): () => boolean {
  let firstRender = true;
  return () => {
    const restore = !firstRender || (window.scrollX === 0 && window.scrollY === 0);
    firstRender = false;
    return restore;
  };
}

/**
 * The page renders wholly inside the data layer (issue 18): it hydrates with the data layer and the
 * language's whole texts loaded, the page (src/main.tsx) and the server (the texts' hint) alike.
 */
export function rendersInDataLayer(router: ReturnType<typeof createAppRouter>): boolean {
  return router.state.matches.some((m) => m.staticData.rendersInDataLayer);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The whole page renders inside the data layer (<WithData>): it cannot hydrate without it. */
    rendersInDataLayer?: boolean;
  }
}

// @vitest-environment node
/**
 * Issue 36 §2: the home aliases are one list (contract/ssr.ts HOME_ALIASES), which the server renders
 * by and the router registers: every alias in it opens the home page, and the router has no home
 * route outside the list.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { HOME_ALIASES, pageKey } from '../../contract/ssr';
import HomeRoute from '../routes/home';
import { createAppRouter } from './router';

describe('§2 home aliases: one list for the router and the server (issue 36)', () => {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/m/home'] }), on: 'server' });
  const routes = Object.values(router.routesById) as { id: string; options: { component?: unknown } }[];

  it.each(HOME_ALIASES)('the router registers the home page at %s', (alias) => {
    const match = router.matchRoutes(alias, {}).at(-1);
    // The route of this very path ('/m/' is the route '/m': the router ignores a trailing slash).
    expect(match?.routeId).toBe(alias === '/' ? '/' : alias.replace(/\/$/, ''));
    expect(routes.find((r) => r.id === match?.routeId)?.options.component).toBe(HomeRoute);
  });

  it('every home route the router has is an alias of the list', () => {
    const homeRoutes = routes.filter((r) => r.options.component === HomeRoute).map((r) => r.id);
    expect(homeRoutes.length).toBeGreaterThan(0);
    for (const id of homeRoutes) expect(HOME_ALIASES as readonly string[]).toContain(id);
  });

  it('the server renders every alias as the one home page', () => {
    for (const alias of HOME_ALIASES) expect(pageKey(alias)).toBe('/m/home');
    expect(pageKey('/m/homes')).toBe('/m/homes');
  });
});

/**
 * Issue 18, the server renderer: built by `vite build --ssr` into dist-ssr/entry-server.js (outside
 * the public dist/) and loaded by the reference server (server/http/ssr.ts). It renders the very
 * tree the page renders (src/main.tsx: the router's routes, the same components) for one URL, the
 * merchant's configuration and the §1 language, with the public game catalogue the server read
 * from its own database. A guarded page, a redirect or an unknown path is not rendered here: the
 * page decides those with the session, which only the browser holds (§2).
 *
 * Renders run one at a time: the app keeps its merchant, language and data client in modules, so
 * each render sets them, loads and renders before the next one starts (a few milliseconds each).
 */
import { StrictMode, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { api } from '../contract/endpoints';
import { tryDecode } from '../contract/decode';
import {
  BANNER_GROUPS,
  BROWSER_ONLY_PAGES,
  pageKey,
  type RenderRequest,
  type RenderResult,
  type SsrQuery,
  type SsrSeed,
} from '../contract/ssr';
import { setMerchant } from './config/runtime';
import { initI18n, recordTexts, translate } from './i18n';
import { createQueryClient } from './app/query-client';
import { provideQueryClient } from './routes/data-client';
import { createAppRouter, rendersInDataLayer } from './app/router';
import { RootErrorBoundary } from './app/root-error-boundary';
import { markServerPainted } from './lib/server-render';
import { homeSections } from './lib/home-sections';
import { session } from './session/store';
import { KEPT_QUERY_PARAMS, parseSearch, withoutUrlToken } from './routing/rules';
import { gameLanesQuery, gameVendorsQuery } from './features/games/api';
import { bannersQuery } from './features/promotions/api';
import { pageMeta } from './features/seo/rules';

/** A render that has not settled by then is given up: the browser renders the page as before. */
const RENDER_TIMEOUT_MS = 5_000;

let queue: Promise<unknown> = Promise.resolve();

/**
 * One render at a time (see above). A failed render never blocks the next, nor does a slow one:
 * past the time limit it answers "leave it to the browser" and the queue moves on.
 */
export function render(request: RenderRequest): Promise<RenderResult> {
  const result = queue.then(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<RenderResult>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'client', reason: 'timeout' }), RENDER_TIMEOUT_MS);
    });
    return Promise.race([renderNow(request), late]).finally(() => clearTimeout(timer));
  });
  queue = result.catch(() => undefined);
  return result;
}

async function renderNow({
  url,
  origin,
  config,
  language,
  vendors,
  lanes,
  banners,
  marqueeCount,
}: RenderRequest): Promise<RenderResult> {
  if (BROWSER_ONLY_PAGES.has(pageKey(new URL(url, origin).pathname))) return { kind: 'client', reason: 'browser only' };
  // DESIGN rule 11, issue 11: a token handed over in the address is the browser's to take (it strips
  // it before anything); taken here, the route guard would start a session in the server process,
  // and every later render of a guarded page, for anyone, would render that member's page.
  if (withoutUrlToken(new URL(url, origin).href).token) return { kind: 'client', reason: 'token hand-over' };
  // §2 links carry on the tracking keys the browser stored (local storage, unknown here): an address
  // with a parameter outside the §2 list may hold one, so its page is left to the browser, whose
  // links know them (the server's links would drop it, and a tap before hydration follows them).
  const kept: readonly string[] = KEPT_QUERY_PARAMS;
  if (Object.keys(parseSearch(new URL(url, origin).search)).some((key) => !kept.includes(key)))
    return { kind: 'client', reason: 'query' };
  // Nor does any session outlive a render: the server renders for visitors only.
  if (session.get() !== null) session.end('user');
  markServerPainted(origin);
  setMerchant(config);
  await initI18n(language);
  const usedTexts = recordTexts();

  // Only public answers: the catalogue, decoded as the page would decode it.
  const queries: SsrQuery[] = [];
  const catalogue = tryDecode(api.gameVendors.answer, vendors);
  if (catalogue.ok) queries.push({ key: gameVendorsQuery().queryKey, data: catalogue.value });
  const laneList = tryDecode(api.gameMatches.answer, lanes);
  if (laneList.ok) queries.push({ key: gameLanesQuery().queryKey, data: laneList.value });
  // Issue 32: home reserves a box only for a section that will be filled (src/lib/home-sections.ts).
  const sections: NonNullable<SsrSeed['sections']> = {};
  if (marqueeCount !== undefined) sections.marquee = marqueeCount;
  for (const group of BANNER_GROUPS) {
    const list = tryDecode(api.banners.answer, banners[group]);
    if (list.ok) {
      queries.push({ key: bannersQuery(group).queryKey, data: list.value });
      sections[group] = list.value.length;
    }
  }
  homeSections.set(sections);
  const queryClient = createQueryClient();
  for (const q of queries) queryClient.setQueryData(q.key, q.data);
  provideQueryClient(queryClient);

  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), on: 'server' });
  await router.load();
  const state = router.state;
  const outcome = (router as unknown as { _serverResult?: { type: 'render'; status: number } | { type: 'redirect' } })
    ._serverResult;
  if (outcome?.type === 'redirect') return { kind: 'client', reason: 'redirect' };
  if (outcome && outcome.status !== 200) return { kind: 'client', reason: `status ${outcome.status}` };
  const leaf = state.matches[state.matches.length - 1];
  if (!leaf || leaf.status !== 'success') return { kind: 'client', reason: 'not rendered' };

  // A prerender waits for the page's lazily loaded code (its Suspense boundaries), so the HTML is
  // the whole page, never a fallback; a page that would not settle in time is left to the browser.
  // In the browser the router wraps its matches in a Suspense boundary that it leaves out on the
  // server; the one here puts the same boundary at the same place in the HTML, so hydration matches.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RootErrorBoundary>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </RootErrorBoundary>
    </StrictMode>,
    { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (html.includes('<template data-msg') || html.includes('<!--$?-->'))
    return { kind: 'client', reason: 'incomplete' };
  const pathname = state.location.pathname;
  const host = new URL(origin).hostname;
  const title = pageMeta(pathname, origin, host, config.seo, config.merchantName, translate, language).title;
  const texts = usedTexts();
  // A page rendered inside the data layer waits for the language's whole file before hydrating (its
  // dialogs and form errors render right after): the texts of the render would be sent for nothing.
  return rendersInDataLayer(router)
    ? {
        kind: 'page',
        html,
        title,
        seed: { page: pageKey(pathname), language, queries, sections },
        textsBeforeHydration: 'whole',
      }
    : {
        kind: 'page',
        html,
        title,
        seed: { page: pageKey(pathname), language, queries, texts, sections },
        textsBeforeHydration: 'page',
      };
}

/**
 * Start-up: merchant configuration (injected by the server), language, HTTP context, router; the
 * data layer and the worker follow the first paint. Nothing here waits on the network except the active language's texts.
 *
 * Issue 18: the server sends most pages already rendered (src/entry-server.tsx). When it rendered
 * this page in this language, the app hydrates it (no repaint, no language flash); otherwise (a
 * guarded page, an older copy from the worker, another language) it renders afresh as before.
 */
import { StrictMode, Suspense, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { readMerchantConfig, setMerchant } from './config/runtime';
import {
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_STORAGE_KEY,
  PRELOAD_RELOADED_KEY,
  REMEMBERED_LOGIN_KEY,
} from './config/constants';
import { chooseLanguage } from '../contract/languages';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT, LANGUAGE_COOKIE, pageKey } from '../contract/ssr';
import { activeLanguage, completeTexts, initI18n } from './i18n';
import { configureHttp } from './api/context';
import { currentDeviceKind } from './lib/device-kind';
import { readCookie, readItem, writeCookie } from './lib/storage';
import { markServerPainted } from './lib/server-render';
import { readServerSeed } from './app/server-seed';
import { homeSections } from './lib/home-sections';
import { session } from './session/store';
import { withoutUrlToken } from './routing/rules';
import { handOverToken } from './app/token-handoff';
import { createAppRouter, rendersInDataLayer } from './app/router';
import { loadQueryClient, loadQueryClientAfterHydration, provideQueryClient } from './routes/data-client';
import { request } from './lib/worker-bridge';
import { afterPaint, yieldToMain } from './lib/after-paint';
import { sessionKeyOf } from './shared/session-key';
import { RootErrorBoundary } from './app/root-error-boundary';
import { Splash } from './features/splash/splash';
import './ui/tokens.css';
import './app/app.css';

async function start(): Promise<void> {
  // Issue 11 (ASVS 7): a token handed over in the URL leaves it before the page asks for anything
  // (no Referer, no history entry carries it); it is handed over once the merchant is known.
  const handed = withoutUrlToken(location.href);
  if (handed.token) history.replaceState(history.state, '', handed.href);
  // Start-up runs in several tasks, none long on a cheap phone (issue 18, total blocking time):
  // the modules' evaluation, the language, the router, the route's code and data, the render.
  await yieldToMain();
  const root = document.getElementById('root');
  if (!root) return;
  const configResult = readMerchantConfig();
  if (!configResult.ok) {
    await initI18n('EN');
    const { StartupError } = await import('./app/startup-error.chunk');
    createRoot(root).render(<StartupError reason={configResult.reason} />);
    return;
  }
  const config = configResult.config;
  setMerchant(config);
  // The merchant's theme (issue 32) is the stylesheet the server links (contract/theme.ts): nothing to set here.
  // Decoding the configuration and the first read of the device's storage (the language) each
  // cost several milliseconds on a cold start: a task each.
  await yieldToMain();

  const language = chooseLanguage({
    stored: readItem('local', LANGUAGE_STORAGE_KEY),
    browserLanguages: navigator.languages ?? [navigator.language],
    supported: config.languages,
    defaultLanguage: config.defaultLanguage,
  });
  const seed = readServerSeed();
  // Issue 32: home reserves boxes only for the sections the server knows will be filled.
  if (seed?.sections) homeSections.set(seed.sections);
  const serverPage =
    seed && root.firstElementChild && seed.language === language && seed.page === pageKey(location.pathname)
      ? seed
      : null;
  // A page the server rendered hydrates with the texts its render used; the language's whole file
  // follows the hydration (issue 18).
  await initI18n(language, serverPage?.texts);
  // The texts' module has just been evaluated and i18next set up: the rest in a task of its own.
  await yieldToMain();
  // §1 the choice also travels as a cookie, so the server renders the next page in it.
  if (readCookie(LANGUAGE_COOKIE) !== language) writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  if (serverPage) markServerPainted();

  configureHttp({ merchantCode: config.merchantCode, language: activeLanguage, deviceKind: currentDeviceKind });
  // The address the player arrived at: its §3 registration codes are kept after the first paint.
  const arrivedWith = location.search;

  await yieldToMain();

  // A change of player tells the worker, whose session cache then starts afresh (§7).
  session.on((event) => {
    if (event.type !== 'changed') void request({ type: 'session', sessionKey: sessionKeyOf(session.token()) });
  });
  if (handed.token)
    handOverToken(handed.token, config.merchantCode, `${location.pathname}${location.search}${location.hash}`);
  // The browser's history rewrites its entry as it is created: as long as building the router, so a
  // task of its own (issue 18, no task over 50 ms on Lighthouse's 4× throttled CPU).
  const browserHistory = createBrowserHistory();
  await yieldToMain();
  const router = createAppRouter({ history: browserHistory, on: 'browser' });
  await yieldToMain();

  // The data layer, the worker and the rest of the start-up work load once the first page has
  // painted (or been hydrated): the home page's frame needs none of them (DESIGN rule 5, "JS needed
  // to paint /m/home").
  let started = false;
  let dataLayerMayLoad = () => {};
  // The language's whole file, once the page answers taps (already there when the page rendered
  // afresh: it came with the language).
  let textsMayLoad = () => {};
  const wholeTexts = new Promise<void>((resolve) => (textsMayLoad = resolve)).then(completeTexts);
  // A failed download leaves the page's texts; a later language switch or reload fetches the file
  // again. A page rendered inside the data layer waits for it (see below).
  const textsSettled = wholeTexts.catch(() => undefined);
  const startAfterPaint = () => {
    if (started) return;
    started = true;
    // The page answers taps from here on (hydrated or rendered): the benchmark counts the script
    // loaded before this mark (issue 18, "JS loaded before the page is interactive").
    performance.mark(INTERACTIVE_MARK);
    textsMayLoad();
    dataLayerMayLoad();
    afterPaint(() => void import('./app/startup.chunk').then((m) => m.afterFirstPaint(config, arrivedWith)));
  };
  const stop = router.subscribe('onRendered', () => {
    stop();
    startAfterPaint();
  });

  const committed = (
    <Committed
      onCommit={() => {
        // The tree is committed (hydrated or rendered): React answers taps from here on, so the
        // tap public/hydration-guard.js held is replayed now (not on the router's first render,
        // which can come before the commit).
        document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
        document.dispatchEvent(new Event(HYDRATED_EVENT));
        startAfterPaint();
      }}
    />
  );
  const tree = (
    <StrictMode>
      <RootErrorBoundary>
        <RouterProvider router={router} />
      </RootErrorBoundary>
      {committed}
    </StrictMode>
  );
  // §4 §9 (issue 35): a page the browser renders itself shows the splash while its first page loads,
  // at most the splash's session time. The router waits behind a boundary of its own with the splash
  // beside it (inside the route tree the splash could only mount once the page's code had arrived);
  // the commit that counts (a held tap replayed, the after-paint work) is still the router's.
  const rendered = (
    <StrictMode>
      <RootErrorBoundary>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
          {committed}
        </Suspense>
      </RootErrorBoundary>
      <Splash router={router} />
    </StrictMode>
  );
  if (serverPage) {
    // The route's code and guards first, so the tree renders at once what the server rendered; a
    // guard that redirects (§2) leaves the server's page and renders the new one.
    await router.load();
    await yieldToMain();
    if (rendersInDataLayer(router)) {
      // A page that renders inside the data layer gets it first (seeded with the server's answers),
      // so its sections hydrate in the same pass instead of waiting behind a boundary: a tap held
      // until hydration (see public/hydration-guard.js) then reaches a page that answers it.
      // The whole texts too: what renders after the hydration (a dialog, a form's errors) reads them.
      textsMayLoad();
      const [queryClient] = await Promise.all([loadQueryClient(), textsSettled]);
      provideQueryClient(queryClient);
      await yieldToMain();
    } else {
      // The home page's data sections wait for their own code anyway: it hydrates first. The
      // language's file, smaller than the data layer and asked for first, is nearly always there
      // before them; a text missing meanwhile re-renders when it arrives. (Holding the data layer
      // until the file had arrived measured worse: Lighthouse's total blocking time, median 330 ms
      // of 11 runs against 190 ms of 5; single runs vary widely.)
      const mayLoad = loadQueryClientAfterHydration();
      if (started) mayLoad();
      else dataLayerMayLoad = mayLoad;
    }
    if (pageKey(router.state.location.pathname) === serverPage.page) {
      // In a transition, hydration is rendered in slices that yield to the browser (a tap, a
      // frame) instead of one long task (issue 18, total blocking time); a tap meanwhile is held
      // by public/hydration-guard.js.
      startTransition(() => void hydrateRoot(root, tree));
    } else {
      renderInSlices(root, tree);
    }
  } else {
    renderInSlices(root, rendered);
  }

  // §5 auto-login: its code loads only when the site allows it and a login is remembered.
  if (config.autoLogin && readItem('local', REMEMBERED_LOGIN_KEY)) {
    void import('./features/auth/auto-login.chunk').then(({ autoLogin }) => autoLogin(router));
  }
}

const INTERACTIVE_MARK = 'storefront:interactive';

/**
 * The first render in a transition: React renders it in slices of a few milliseconds that yield to
 * the browser, not in one long task (issue 18, total blocking time under 4× CPU throttling).
 */
function renderInSlices(container: HTMLElement, tree: ReactNode): void {
  const root = createRoot(container);
  startTransition(() => root.render(tree));
}

/** Calls onCommit once the tree is on screen (hydrated or rendered); renders nothing. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

// An old page may ask for a chunk that a new release removed: reload once to get the new shell.
// Only when the server says the file is gone (404): a lost connection (offline, or a flaky line
// the browser still calls online) is the caller's to say (a notice, or a part that loads again
// later: src/lib/retry-when-online.ts), where a reload would lose the player's place and what they
// typed for nothing (DESIGN rule 11). A browser whose error names no file (Safari) reloads at once.
const reloadForNewRelease = () => {
  if (sessionStorage.getItem(PRELOAD_RELOADED_KEY)) return;
  sessionStorage.setItem(PRELOAD_RELOADED_KEY, '1');
  location.reload();
};
window.addEventListener('vite:preloadError', (event) => {
  if (navigator.onLine === false || sessionStorage.getItem(PRELOAD_RELOADED_KEY)) return;
  const file = /(?:https?:\/\/[^\s'"]+|\/[^\s'"]+)\.(?:js|css)\b/.exec(String(event.payload))?.[0];
  if (!file) {
    event.preventDefault();
    return reloadForNewRelease();
  }
  void fetch(file, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => {
      if (answer.status === 404) reloadForNewRelease();
    },
    () => undefined,
  );
});

void start();

/**
 * Start-up: merchant configuration (injected by the server), language, HTTP context, router; the
 * data layer and the worker follow the first paint. Nothing here waits on the network except the active language's texts.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { readMerchantConfig, setMerchant } from './config/runtime';
import { LANGUAGE_STORAGE_KEY, REGISTRATION_INFO_KEY, REMEMBERED_LOGIN_KEY } from './config/constants';
import { chooseLanguage } from '../contract/languages';
import { activeLanguage, initI18n } from './i18n';
import { configureHttp } from './api/context';
import { currentDeviceKind } from './lib/device-kind';
import { getDeviceId } from './lib/device-id';
import { readItem, readJson, writeJson } from './lib/storage';
import { session } from './session/store';
import { parseSearch } from './routing/rules';
import { captureRegistrationInfo, parseRegistrationInfo } from './features/register/rules';
import { createAppRouter } from './app/router';
import { request } from './lib/worker-bridge';
import { sessionKeyOf } from './shared/session-key';
import { RootErrorBoundary } from './app/root-error-boundary';
import './app/app.css';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  const configResult = readMerchantConfig();
  if (!configResult.ok) {
    await initI18n('EN');
    const { StartupError } = await import('./app/startup-error');
    createRoot(root).render(<StartupError reason={configResult.reason} />);
    return;
  }
  const config = configResult.config;
  setMerchant(config);
  document.documentElement.style.setProperty('--brand', config.themeColor);

  const language = chooseLanguage({
    stored: readItem('local', LANGUAGE_STORAGE_KEY),
    browserLanguages: navigator.languages ?? [navigator.language],
    supported: config.languages,
    defaultLanguage: config.defaultLanguage,
  });
  await initI18n(language);

  configureHttp({ merchantCode: config.merchantCode, language: activeLanguage, deviceKind: currentDeviceKind });
  getDeviceId();
  writeJson(
    'local',
    REGISTRATION_INFO_KEY,
    captureRegistrationInfo(parseSearch(location.search), parseRegistrationInfo(readJson('local', REGISTRATION_INFO_KEY)), location.hostname),
  );

  // A change of player tells the worker, whose session cache then starts afresh (§7).
  session.on((event) => {
    if (event.type !== 'changed') void request({ type: 'session', sessionKey: sessionKeyOf(session.token()) });
  });
  const router = createAppRouter();

  createRoot(root).render(
    <StrictMode>
      <RootErrorBoundary>
        <RouterProvider router={router} />
      </RootErrorBoundary>
    </StrictMode>,
  );

  // The data layer, the worker and the rest of the start-up work load once the first page has
  // painted: the home page's frame needs none of them (DESIGN rule 5, "JS needed to paint /m/home").
  const stop = router.subscribe('onRendered', () => {
    stop();
    requestAnimationFrame(() => setTimeout(() => void import('./app/after-paint').then((m) => m.afterFirstPaint(config)), 0));
  });

  // §5 auto-login: its code loads only when the site allows it and a login is remembered.
  if (config.autoLogin && readItem('local', REMEMBERED_LOGIN_KEY)) {
    void import('./features/auth/auto-login').then(({ autoLogin }) => autoLogin(router));
  }
}

// An old page may ask for a chunk that a new release removed: reload once to get the new shell.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('MC_PRELOAD_RELOADED')) return;
  sessionStorage.setItem('MC_PRELOAD_RELOADED', '1');
  event.preventDefault();
  location.reload();
});

void start();

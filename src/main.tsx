/**
 * Start-up: merchant configuration (injected by the server), language, HTTP context, query
 * client, router. Nothing here waits on the network except the active language's texts.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { readMerchantConfig, setMerchant } from './config/runtime';
import { LANGUAGE_STORAGE_KEY, REGISTRATION_INFO_KEY } from './config/constants';
import { chooseLanguage } from './i18n/rules';
import { activeLanguage, initI18n } from './i18n';
import { configureHttp } from './api/http';
import { currentDeviceKind } from './lib/device-kind';
import { getDeviceId } from './lib/device-id';
import { readItem, readJson, writeJson } from './lib/storage';
import { session } from './session/store';
import { parseSearch } from './features/navigation/rules';
import { captureRegistrationInfo, parseRegistrationInfo } from './features/register/rules';
import { createQueryClient } from './app/query-client';
import { startLanguageSync } from './app/language-sync';
import { createAppRouter } from './app/router';
import { persister, persistOptions } from './app/persistence';
import { registerWorker, request } from './app/sw-bridge';
import { refetchSettingsWhenVisible } from './app/settings-refresh';
import { watchForUpdates } from './features/update/update-watch';
import { addManifestLink } from './features/install/manifest-link';
import { sessionKeyOf } from './shared/cache-rules';
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

  addManifestLink(config);

  const queryClient = createQueryClient();
  // §4 logout (and any change of player): member info and every cached answer go with the session,
  // in memory, on the device and in the worker.
  session.on((event) => {
    if (event.type === 'logout') {
      queryClient.clear();
      persister.removeClient();
    }
    if (event.type !== 'changed') void request({ type: 'session', sessionKey: sessionKeyOf(session.token()) });
  });
  startLanguageSync(queryClient);
  const router = createAppRouter({ queryClient });
  refetchSettingsWhenVisible(queryClient);

  createRoot(root).render(
    <StrictMode>
      <RootErrorBoundary>
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          <RouterProvider router={router} />
        </PersistQueryClientProvider>
      </RootErrorBoundary>
    </StrictMode>,
  );

  // The worker is an improvement, never a requirement: it is registered after the first render.
  void registerWorker().then(() => request({ type: 'session', sessionKey: sessionKeyOf(session.token()) }));
  watchForUpdates();
}

// An old page may ask for a chunk that a new release removed: reload once to get the new shell.
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('MC_PRELOAD_RELOADED')) return;
  sessionStorage.setItem('MC_PRELOAD_RELOADED', '1');
  event.preventDefault();
  location.reload();
});

void start();

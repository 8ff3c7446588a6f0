/**
 * Start-up: merchant configuration (injected by the server), language, HTTP context, query
 * client, router. Nothing here waits on the network except the active language's texts.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { readMerchantConfig, setMerchant } from './config/runtime';
import { LANGUAGE_STORAGE_KEY, REGISTRATION_INFO_KEY, REMEMBERED_LOGIN_KEY } from './config/constants';
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
import { createAppRouter } from './app/router';
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

  const queryClient = createQueryClient();
  // §4 logout: member info and every cached answer go with the session.
  session.on((event) => {
    if (event.type === 'logout') queryClient.clear();
  });
  const router = createAppRouter({ queryClient });

  createRoot(root).render(
    <StrictMode>
      <RootErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </RootErrorBoundary>
    </StrictMode>,
  );

  // §5 auto-login: its code loads only when the site allows it and a login is remembered.
  if (config.autoLogin && readItem('local', REMEMBERED_LOGIN_KEY)) {
    void import('./features/auth/auto-login').then(({ autoLogin }) => autoLogin(router));
  }
}

void start();

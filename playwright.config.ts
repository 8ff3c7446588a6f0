import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from './tests/e2e/support/env';

// The servers of the browser tests seed no install prompts (issue 13): tests/e2e/install.spec.ts puts
// its own settings in through the admin endpoint and clears them again; no other test meets a download
// bar or an install dialog it did not ask for.
process.env.SEED_INSTALL_PROMPTS = '0';

// The servers of the browser tests seed no popups (issue 15): tests/e2e/promotions.spec.ts puts its
// own in through the admin endpoint and takes them out again; no other test meets a modal it did not ask for.
process.env.SEED_POPUPS = '0';
// Nor does the push request overlay ask on its own after login (issue 17): tests/e2e/push.spec.ts
// starts its own server with it on.
process.env.PUSH_ASK = '0';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker by default. E2E_WORKERS=n runs n spec files at once, each worker with a stack of its own
  // (support/global-setup.ts). On a 2-core machine two workers were slower than one (the first 96
  // tests: 20 minutes against 14 one by one; each test's browser and servers want a core), so it is
  // for machines with cores to spare.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'en-US',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Issue 32's look check (`npm run test:look`), apart from `npm test` until it is green: on main today it
 * finds floating controls (chat, mini-game) resting over list rows and game cards, which issue 33's
 * floating layout has not yet solved. Same server, browser and settings as the browser tests.
 */
export default defineConfig({ ...base, testDir: 'tests/look', timeout: 300_000 });

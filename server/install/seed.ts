/**
 * Seeds each merchant's install settings, download links and app releases once, from
 * server/install/seed/<CODE>.json (a merchant without one gets everything off). After that the
 * database owns them: /admin/install changes them, a restart does not undo it.
 *
 * `prompts: false` (SEED_INSTALL_PROMPTS=0) seeds nothing: the browser tests of other features run
 * on pages no download bar or install dialog gets in the way of; tests/e2e/install.spec.ts puts its
 * own settings in through the admin endpoint and clears them again.
 */
import { fileURLToPath } from 'node:url';
import type { Merchant } from '../merchants/load';
import { seedOnce } from '../merchants/seed-once';
import { installSeedFile } from './inputs';
import type { InstallStore } from './store';

export const INSTALL_SEED_DIR = fileURLToPath(new URL('./seed/', import.meta.url));

/** `prompts` false: every merchant seeded with everything off (SEED_INSTALL_PROMPTS=0). */
export function seedInstall(store: InstallStore, merchants: readonly Merchant[], now: number, { prompts = true } = {}) {
  const source = { dir: INSTALL_SEED_DIR, decode: installSeedFile, read: prompts };
  return seedOnce(store, merchants, now, source, (merchant, seed, file) => {
    if (!seed) return;
    try {
      store.patchSettings(merchant.code, seed.settings, now);
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    store.replaceLinks(merchant.code, seed.downloadLinks);
    for (const platform of ['ANDROID', 'IOS'] as const) {
      const release = seed.releases[platform];
      if (release) store.setRelease(merchant.code, platform, release, now);
    }
  });
}

/**
 * Waits until the storefront's service worker controls the page (§7: the offline copies, the /wps
 * caches and push all go through it, so a test of them must not start before it does); the script
 * URL of the worker in control. A first visit is controlled only after the worker's clients.claim().
 */
import type { Page } from '@playwright/test';

export function controlled(page: Page): Promise<string> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return navigator.serviceWorker.controller!.scriptURL;
  });
}

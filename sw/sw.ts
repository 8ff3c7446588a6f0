/**
 * The storefront's service worker (served as /m/sw.js, scope /m/). It only wires listeners; each
 * concern is its own module. It never reloads a page and never takes over on its own: a waiting
 * worker activates only when the player accepts the update (messages.ts, skip-waiting).
 */
import { registerPrecache } from './precache';
import { registerTexts } from './texts';
import { registerWpsCache } from './wps-cache';
import { registerArtCache } from './art-cache';
import { onMessage } from './messages';
import { registerPush } from './push';
import { registerNotificationClick } from './notification-click';
import { registerTrackingSync } from './tracking-sync';
import { worker } from './scope';

registerWpsCache();
registerArtCache();
registerPrecache();
registerTexts();
registerPush();
registerNotificationClick();
registerTrackingSync();

worker.addEventListener('activate', (event) => {
  // The first worker controls already open pages at once (no reload); later ones wait for the player.
  event.waitUntil(worker.clients.claim());
});
worker.addEventListener('message', onMessage);

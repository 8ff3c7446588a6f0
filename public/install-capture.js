/*
 * Issue 13 (spec §4): catches the browser's install-prompt event and the installed event before the
 * app has loaded. Chromium may fire `beforeinstallprompt` before React mounts (repeat visits) or long
 * after load; the app (src/features/install/prompt-event.ts) reads what was saved here and hears of
 * later ones through the `storefront:installprompt` / `storefront:appinstalled` events.
 * The server writes this file into the page's head (server/http/static.ts inlineHeadAssets), and the
 * page's Content-Security-Policy allows it by its hash: no request before the first paint (issue 18).
 * The storage keys are those of src/config/constants.ts (a unit test keeps them in step).
 */
(function () {
  var w = window;
  var state = w.__storefrontInstall || (w.__storefrontInstall = { prompt: null, installed: false, captured: 0 });
  w.addEventListener('beforeinstallprompt', function (event) {
    // Keep Chromium's own mini-infobar away: the install dialog offers the prompt (§2).
    event.preventDefault();
    state.prompt = event;
    state.captured += 1;
    w.dispatchEvent(new CustomEvent('storefront:installprompt'));
  });
  w.addEventListener('appinstalled', function () {
    state.prompt = null;
    state.installed = true;
    try {
      localStorage.setItem('MC_A2HS_DISMISS_COUNT', '99');
      localStorage.setItem('MC_A2HS_INSTALLED', '1');
    } catch (error) {
      /* storage refused (private mode): the app still hears the event */
    }
    w.dispatchEvent(new CustomEvent('storefront:appinstalled'));
  });
})();

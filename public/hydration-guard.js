/*
 * Issue 18: a server-rendered page is on screen before the app has hydrated it. Until then a tap on
 * one of its buttons would be lost (React is not listening yet), so the last one is held and replayed
 * once the app says it has hydrated ('storefront:hydrated' on document, contract/ssr.ts). Forms are
 * disabled until then (src/ui/use-form.ts), so no native submit ever puts fields in a URL; a submit
 * that slips through anyway is stopped.
 *
 * Links work as links until the app's scripts have been asked for (public/app-boot.js marks the
 * page 'data-app-booting'). From then on a plain tap on a link of this site is held too, and
 * replayed as the app's own navigation once it has hydrated: a tap in the middle of hydration could
 * otherwise land on a part React was about to replace, and be lost. If the app has not hydrated
 * LINK_HOLD_MS after the tap, the link is followed as a plain link: a tap is never lost.
 * A file, not an inline script (CSP).
 */
(function () {
  var LINK_HOLD_MS = 3000;
  var html = document.documentElement;
  var held = null;
  var linkTimer = null;
  function hydrated() {
    return html.hasAttribute('data-hydrated');
  }
  /** A plain tap on a link to a page of this site, made once the app is loading: the app will answer it. */
  function heldLink(event) {
    if (!html.hasAttribute('data-app-booting')) return null;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
    var link = event.target.closest('a[href]');
    if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
    return link.origin === location.origin ? link : null;
  }
  function followLink() {
    linkTimer = null;
    var control = held;
    held = null;
    if (control) location.assign(control.href);
  }
  function onClick(event) {
    if (hydrated() || !event.target || !event.target.closest) return;
    var control =
      event.target.closest('button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"]') ||
      heldLink(event);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
    if (linkTimer !== null) clearTimeout(linkTimer);
    linkTimer = control.tagName === 'A' ? setTimeout(followLink, LINK_HOLD_MS) : null;
  }
  function onSubmit(event) {
    if (!hydrated()) event.preventDefault();
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener(
    'storefront:hydrated',
    function () {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      if (linkTimer !== null) clearTimeout(linkTimer);
      var control = held;
      held = null;
      if (!control) return;
      // In a task of its own: the signal comes from inside React's commit, where React cannot
      // hydrate the part of the page the tap is on (it hydrates it on the tap, but only outside a
      // commit) and would drop the tap. A link React replaced meanwhile is followed as a link.
      setTimeout(function () {
        if (control.isConnected) control.click();
        else if (control.tagName === 'A') location.assign(control.href);
      }, 0);
    },
    { once: true },
  );
})();

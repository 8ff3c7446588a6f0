/*
 * Issue 18: a server-rendered page is on screen before the app has hydrated it. Until then a tap on
 * one of its buttons would be lost (React is not listening yet), so the last one is held and replayed
 * once the app says it has hydrated ('storefront:hydrated' on document, contract/ssr.ts). Forms are
 * disabled until then (src/ui/use-form.ts), so no native submit ever puts fields in a URL; a submit
 * that slips through anyway is stopped. Links work as links. A file, not an inline script (CSP).
 */
(function () {
  var html = document.documentElement;
  var held = null;
  function hydrated() {
    return html.hasAttribute('data-hydrated');
  }
  function onClick(event) {
    if (hydrated() || !event.target || !event.target.closest) return;
    var control = event.target.closest('button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"]');
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
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
      var control = held;
      held = null;
      if (!control) return;
      // In a task of its own: the signal comes from inside React's commit, where React cannot
      // hydrate the part of the page the tap is on (it hydrates it on the tap, but only outside a
      // commit) and would drop the tap.
      setTimeout(function () {
        if (control.isConnected) control.click();
      }, 0);
    },
    { once: true },
  );
})();

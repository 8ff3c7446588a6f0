/*
 * Issue 18: on a page the server has rendered, the app's scripts start after the page's first paint:
 * the HTML, its stylesheet and its largest image have the network to themselves first, and nothing
 * runs before the page is on screen. The server moves the page's module scripts into the JSON block
 * 'storefront-app' (server/http/static.ts injectRendered); this adds them back one frame after the
 * first paint. A file, not an inline script (CSP). Pages the browser renders load the app as usual.
 */
(function () {
  var BOOT_FALLBACK_MS = 3000;
  var block = document.getElementById('storefront-app');
  if (!block) return;
  var app;
  try {
    app = JSON.parse(block.textContent || '');
  } catch (error) {
    return;
  }
  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = 'anonymous';
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  // Issue 18 (total blocking time): each element starts a fetch, and thirty of them in one task were
  // 20-60 ms of main thread. The entry goes first, then the preloads a few per task: the browser
  // shares one fetch between a preload and the entry's import of the same file.
  var PRELOADS_PER_TASK = 6;
  function boot() {
    // public/hydration-guard.js holds a tap on a link from here until the app has hydrated.
    document.documentElement.setAttribute('data-app-booting', '');
    (app.modules || []).forEach(function (src) {
      add('script', { type: 'module', src: src });
    });
    var preloads = (app.preloads || []).slice();
    (function next() {
      preloads.splice(0, PRELOADS_PER_TASK).forEach(function (href) {
        add('link', { rel: 'modulepreload', href: href });
      });
      if (preloads.length) setTimeout(next, 0);
    })();
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    boot();
  }
  // The page's largest image (the home page's top banner, marked fetchpriority=high): the first paint
  // may come before it has arrived, and the app's scripts would then share the network and the main
  // thread with it. They wait for its paint too: its largest-contentful-paint entry, or its failure,
  // or HERO_WAIT_MS after the first paint at most (a slow image does not hold the app back long).
  var HERO_WAIT_MS = 1000;
  var hero = document.querySelector('img[fetchpriority="high"]');
  function afterHero() {
    var types = PerformanceObserver.supportedEntryTypes || [];
    // No such image, one that has already failed, or a browser that does not report it.
    if (!hero || (hero.complete && !hero.naturalWidth) || types.indexOf('largest-contentful-paint') < 0) return start();
    try {
      new PerformanceObserver(function (list, observer) {
        var entries = list.getEntries();
        for (var i = 0; i < entries.length; i++)
          if (entries[i].element === hero) {
            observer.disconnect();
            return setTimeout(start, 0);
          }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    } catch (error) {
      return start();
    }
    hero.addEventListener('error', start);
    // A player who touches the page wants the app (and the browser stops reporting paints then).
    addEventListener('pointerdown', start, { capture: true, once: true });
    addEventListener('keydown', start, { capture: true, once: true });
    setTimeout(start, HERO_WAIT_MS);
  }
  // After the first contentful paint has been presented (its entry is reported after the frame); a
  // hidden tab paints nothing, and a browser without paint timing, or a page that somehow never
  // paints, starts anyway.
  if (document.visibilityState !== 'visible' || typeof PerformanceObserver !== 'function') return start();
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterHero();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    return start();
  }
  setTimeout(start, BOOT_FALLBACK_MS);
})();

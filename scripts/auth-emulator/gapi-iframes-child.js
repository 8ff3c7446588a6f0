/*
 * The child half of the local gapi.iframes channel (the parent half is
 * src/features/social-login/gapi-iframes.ts; the protocol is described there).
 *
 * The Auth Emulator's helper page (/emulator/auth/iframe) loads Google's gapi loader from the
 * internet to talk to the page that embeds it. This machine, CI and an offline newcomer cannot
 * reach it, so scripts/auth-emulator.ts serves the helper page with this script in its place. It
 * gives the helper page the little it uses: gapi.load('gapi.iframes'), getContext().getParentIframe()
 * with register() and send(), CROSS_ORIGIN_IFRAMES_FILTER, and it calls window.gapi_onload.
 *
 * Plain browser JavaScript, served as it is.
 */
(function () {
  'use strict';
  var MARK = '__storefrontGapi';
  var match = /(?:^#|&)sfParentOrigin=([^&]*)/.exec(location.hash);
  var parentOrigin = match ? decodeURIComponent(match[1]) : null;
  var handlers = {};
  var waiting = {};
  var pending = [];
  var nextId = 1;
  var parentContainer = null;

  function post(message) {
    if (!parentOrigin) return;
    message[MARK] = 1;
    window.parent.postMessage(message, parentOrigin);
  }

  function deliver(message) {
    var handler = handlers[message.type];
    if (!handler) {
      pending.push(message);
      return;
    }
    Promise.resolve()
      .then(function () {
        return handler(message.data);
      })
      .then(
        function (result) {
          post({ kind: 'reply', id: message.id, responses: [result] });
        },
        function () {
          post({ kind: 'reply', id: message.id, responses: [] });
        },
      );
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message[MARK] !== 1 || event.source !== window.parent || event.origin !== parentOrigin) return;
    if (message.kind === 'send') deliver(message);
    else if (message.kind === 'reply' && waiting[message.id]) {
      var callback = waiting[message.id];
      delete waiting[message.id];
      try {
        callback(message.responses);
      } catch (error) {
        console.error(error);
      }
    } else if (message.kind === 'ping') post({ kind: 'ready' });
  });

  function ParentIframe() {}
  ParentIframe.prototype.register = function (type, handler) {
    handlers[type] = handler;
    var queued = pending.filter(function (m) {
      return m.type === type;
    });
    pending = pending.filter(function (m) {
      return m.type !== type;
    });
    queued.forEach(deliver);
  };
  ParentIframe.prototype.send = function (type, data, callback) {
    var id = 'c' + nextId++;
    if (callback) waiting[id] = callback;
    post({ kind: 'send', id: id, type: type, data: data });
  };

  var context = {
    getParentIframe: function () {
      if (!parentContainer) {
        parentContainer = new ParentIframe();
        post({ kind: 'ready' });
      }
      return parentContainer;
    },
  };

  window.gapi = {
    load: function (feature, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      if (feature === 'gapi.iframes' && callback) setTimeout(callback, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      getContext: function () {
        return context;
      },
    },
  };
  if (!parentOrigin) console.error('gapi-iframes-child: the page was opened without #sfParentOrigin');
  if (typeof window.gapi_onload === 'function') setTimeout(window.gapi_onload, 0);
})();

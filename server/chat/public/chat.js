// The demo chat page of the reference server (server/chat/chat-page.ts). Plain script, no build:
// reads its ticket from the URL fragment, shows the conversation and sends the member's messages.
(function () {
  'use strict';
  var POLL_MS = 3000;
  var ticket = new URLSearchParams(location.hash.slice(1)).get('t') || '';
  var params = new URLSearchParams(location.search);
  var color = params.get('color');
  if (color && /^#[0-9a-fA-F]{3,8}$/.test(color)) document.documentElement.style.setProperty('--brand', color);

  var log = document.getElementById('messages');
  var empty = document.getElementById('empty');
  var form = document.getElementById('send');
  var input = document.getElementById('text');
  var error = document.getElementById('error');
  var back = document.getElementById('back');
  var shown = 0;

  var backUrl = params.get('back');
  if (back && window.top === window.self && backUrl && /^https?:\/\//i.test(backUrl)) {
    back.href = backUrl;
    back.hidden = false;
  }

  // envelopeCall: server/http/public/envelope-call.js, served ahead of this script.
  function api(method, body) {
    return envelopeCall(method, '/chat/api/messages', { 'X-Chat-Ticket': ticket }, body, function (json) {
      return json.message || 'The chat is not available.';
    });
  }

  function render(messages) {
    empty.hidden = messages.length > 0;
    for (var i = 0; i < messages.length; i++) {
      var m = messages[i];
      if (m.id <= shown) continue;
      shown = m.id;
      var item = document.createElement('li');
      item.className = m.sender;
      var who = document.createElement('span');
      who.className = 'who';
      who.textContent = m.sender === 'agent' ? 'Agent' : 'You';
      var text = document.createElement('p');
      text.textContent = m.text;
      var time = document.createElement('time');
      time.dateTime = new Date(m.createdAt).toISOString();
      time.textContent = new Date(m.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
      item.append(who, text, time);
      log.append(item);
      item.scrollIntoView({ block: 'end' });
    }
  }

  function refresh() {
    if (document.visibilityState === 'hidden') return Promise.resolve();
    return api('GET').then(
      function (value) {
        error.textContent = '';
        render(value.messages);
      },
      function (e) {
        error.textContent = e.message;
      },
    );
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text) return;
    input.disabled = true;
    api('POST', { text: text })
      .then(
        function () {
          input.value = '';
          return refresh();
        },
        function (e) {
          error.textContent = e.message;
        },
      )
      .then(function () {
        input.disabled = false;
        input.focus();
      });
  });

  if (!ticket) {
    error.textContent = 'This chat link is incomplete. Please open the chat again from the shop.';
    form.hidden = true;
    return;
  }
  refresh();
  setInterval(refresh, POLL_MS);
  document.addEventListener('visibilitychange', refresh);
})();

// The demo game page of the reference server's game provider (server/games/game-origin.ts). Plain
// script, no build. A lottery (pick numbers, bet, see the draw) or a three-reel slot; every round
// goes to the provider's API, which moves the member's wallet (or a trial's demo credit).
// Messages go only to the storefront origin that launched the game, and only its messages count.
(function () {
  'use strict';
  function meta(name) {
    var el = document.querySelector('meta[name="' + name + '"]');
    return el ? el.getAttribute('content') || '' : '';
  }
  var session = meta('game-session');
  var kind = meta('game-kind');
  var parentOrigin = meta('game-parent-origin');
  var currency = meta('game-currency') || 'USD';
  var stakes = meta('game-stakes').split(',').map(Number);
  var pool = Number(meta('game-pool'));
  var needed = Number(meta('game-picks'));
  var balanceEl = document.getElementById('balance');
  var resultEl = document.getElementById('result');
  var errorEl = document.getElementById('error');
  var root = document.getElementById('game');
  var busy = false;
  var money = new Intl.NumberFormat('en', { style: 'currency', currency: currency });
  var fmt = function (minor) {
    return money.format(minor / 100);
  };

  function tell(message) {
    // Never '*': only the storefront that launched this game may read it.
    if (window.parent !== window && parentOrigin)
      window.parent.postMessage(Object.assign({ source: 'demo-game' }, message), parentOrigin);
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var data = event.data || {};
    if (data.type === 'storefront:hello') tell({ type: 'ready', balance: lastBalance });
  });

  var lastBalance = null;
  function showBalance(minor) {
    lastBalance = minor;
    balanceEl.textContent = fmt(minor);
  }

  function api(method, path, body) {
    return fetch(path, {
      method: method,
      headers: Object.assign({ 'X-Game-Session': session }, body ? { 'Content-Type': 'application/json' } : {}),
      body: body ? JSON.stringify(body) : undefined,
      cache: 'no-store',
    }).then(function (r) {
      return r.json().then(function (json) {
        if (!json.success) throw new Error(json.message || 'Something went wrong.');
        return json.value;
      });
    });
  }

  function ref() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (b) {
        return ('0' + b.toString(16)).slice(-2);
      })
      .join('');
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var k in attrs) node.setAttribute(k, attrs[k]);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function stakePicker() {
    var label = el('label', { for: 'stake' }, 'Stake');
    var select = el('select', { id: 'stake' });
    stakes.forEach(function (s) {
      select.appendChild(el('option', { value: String(s) }, fmt(s)));
    });
    var wrap = el('p', { class: 'stake' });
    wrap.appendChild(label);
    wrap.appendChild(select);
    return {
      node: wrap,
      value: function () {
        return Number(select.value);
      },
    };
  }

  function play(body, render) {
    if (busy) return;
    busy = true;
    errorEl.textContent = '';
    api('POST', '/api/round', body)
      .then(function (round) {
        showBalance(round.balance);
        resultEl.textContent =
          render(round) + (round.payout > 0 ? ' You win ' + fmt(round.payout) + '!' : ' No win this time.');
        tell({ type: 'round', balance: round.balance, payout: round.payout, stake: round.stake });
      })
      .catch(function (e) {
        errorEl.textContent = e.message;
      })
      .then(function () {
        busy = false;
      });
  }

  function lottery() {
    var picks = [];
    var grid = el('div', { class: 'numbers', role: 'group', 'aria-label': 'Pick ' + needed + ' numbers' });
    for (var n = 1; n <= pool; n++) {
      (function (n) {
        var b = el('button', { type: 'button', 'aria-pressed': 'false' }, String(n));
        b.addEventListener('click', function () {
          var i = picks.indexOf(n);
          if (i >= 0) picks.splice(i, 1);
          else if (picks.length < needed) picks.push(n);
          b.setAttribute('aria-pressed', String(picks.indexOf(n) >= 0));
          bet.disabled = picks.length !== needed;
        });
        grid.appendChild(b);
      })(n);
    }
    var stake = stakePicker();
    var bet = el('button', { type: 'button', class: 'primary', disabled: '' }, 'Place bet');
    var draw = el('ol', { class: 'draw', 'aria-label': 'Draw' });
    bet.addEventListener('click', function () {
      play({ ref: ref(), stake: stake.value(), picks: picks.slice() }, function (round) {
        draw.textContent = '';
        round.outcome.drawn.forEach(function (d) {
          draw.appendChild(el('li', { class: round.outcome.picks.indexOf(d) >= 0 ? 'hit' : '' }, String(d)));
        });
        return 'Draw: ' + round.outcome.drawn.join(', ') + '. ' + round.outcome.matches + ' matched.';
      });
    });
    root.appendChild(
      el('p', {}, 'Pick ' + needed + ' numbers from 1 to ' + pool + '. Two matches pay 3×, three pay 12×.'),
    );
    root.appendChild(grid);
    root.appendChild(stake.node);
    root.appendChild(bet);
    root.appendChild(draw);
  }

  function slot() {
    var reels = el('div', { class: 'reels', 'aria-label': 'Reels', role: 'img' });
    for (var i = 0; i < 3; i++) reels.appendChild(el('span', {}, '?'));
    var stake = stakePicker();
    var spin = el('button', { type: 'button', class: 'primary' }, 'Spin');
    spin.addEventListener('click', function () {
      play({ ref: ref(), stake: stake.value() }, function (round) {
        round.outcome.reels.forEach(function (s, i) {
          reels.children[i].textContent = s;
        });
        reels.setAttribute('aria-label', 'Reels: ' + round.outcome.reels.join(', '));
        return 'Reels: ' + round.outcome.reels.join(' ') + '.';
      });
    });
    root.appendChild(el('p', {}, 'Three of a kind pays 10× (sevens 25×); two cherries pay 2×.'));
    root.appendChild(reels);
    root.appendChild(stake.node);
    root.appendChild(spin);
  }

  if (kind === 'lottery') lottery();
  else slot();
  api('GET', '/api/state')
    .then(function (state) {
      showBalance(state.balance);
      tell({ type: 'ready', balance: state.balance });
    })
    .catch(function (e) {
      errorEl.textContent = e.message;
    });
})();

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
  var trial = meta('game-trial') === '1';
  // The player's words and the merchant's way of writing money (game-origin.ts, issue 32).
  var T = JSON.parse(meta('game-text') || '{}');
  var M = JSON.parse(meta('game-money') || '{}');
  var stakes = meta('game-stakes').split(',').map(Number);
  var pool = Number(meta('game-pool'));
  var needed = Number(meta('game-picks'));
  var balanceEl = document.getElementById('balance');
  var resultEl = document.getElementById('result');
  var errorEl = document.getElementById('error');
  var root = document.getElementById('game');
  var busy = false;
  function say(text, values) {
    return String(text || '').replace(/\{(\w+)\}/g, function (_, k) {
      return values && k in values ? String(values[k]) : '';
    });
  }
  var numbers;
  try {
    numbers = new Intl.NumberFormat(M.locale || 'en', {
      minimumFractionDigits: M.digits,
      maximumFractionDigits: M.digits,
    });
  } catch (e) {
    numbers = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  var count = new Intl.NumberFormat(document.documentElement.lang || 'en');
  // As the storefront writes it: "$1,234.50", "R$ 1.234,56", "1.234.500 ₫" (src/lib/format.ts).
  var fmt = function (minor) {
    // Minor units of the currency: cents for USD and BRL, whole dong for VND (as the storefront counts them).
    var value = minor / Math.pow(10, M.digits === undefined ? 2 : M.digits);
    var sign = value < 0 ? '-' : '';
    var number = numbers.format(Math.abs(value));
    var symbol = M.symbol || '';
    if (M.position === 'after') return sign + number + '\u00a0' + symbol;
    return sign + symbol + (Array.from(symbol).length > 1 ? '\u00a0' : '') + number;
  };
  // A refusal's code, in the player's words (the provider's own messages are English).
  var ERRORS = {
    'game.session.invalid': 'sessionEnded',
    'bet.invalid': 'badStake',
    'bet.insufficient': trial ? 'lowCredit' : 'lowBalance',
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

  // envelopeCall: server/http/public/envelope-call.js, served ahead of this script.
  function api(method, path, body) {
    return envelopeCall(method, path, { 'X-Game-Session': session }, body, function (json) {
      return T[ERRORS[json.errorCode]] || T.failed;
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

  var reduceMotion = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

  // The stake as a row of chips (radio buttons: one choice, arrow keys move it), not a native select.
  function stakePicker() {
    var wrap = el('fieldset', { class: 'stakes', role: 'radiogroup', 'aria-labelledby': 'stake-legend' });
    wrap.appendChild(el('legend', { id: 'stake-legend' }, T.stake));
    stakes.forEach(function (s, i) {
      var label = el('label', { class: 'chip' });
      var input = el('input', { type: 'radio', name: 'stake', value: String(s) });
      if (i === 0) input.checked = true;
      label.appendChild(input);
      label.appendChild(el('span', {}, fmt(s)));
      wrap.appendChild(label);
    });
    return {
      node: wrap,
      value: function () {
        var on = wrap.querySelector('input:checked');
        return Number(on ? on.value : stakes[0]);
      },
    };
  }

  // The win, big and gold, where the player is looking; a loss says so quietly.
  var winEl = el('p', { class: 'win', 'aria-hidden': 'true' });
  function showWin(round) {
    winEl.className = round.payout > 0 ? 'win on' : 'win';
    winEl.textContent = round.payout > 0 ? '+' + fmt(round.payout) : '';
  }

  function play(body, render, landed) {
    if (busy) return;
    busy = true;
    errorEl.textContent = '';
    resultEl.textContent = '';
    showWin({ payout: 0 });
    api('POST', '/api/round', body)
      .then(function (round) {
        return (landed ? landed(round) : Promise.resolve()).then(function () {
          showBalance(round.balance);
          showWin(round);
          resultEl.textContent =
            render(round) + ' ' + (round.payout > 0 ? say(T.win, { amount: fmt(round.payout) }) : T.noWin);
          tell({ type: 'round', balance: round.balance, payout: round.payout, stake: round.stake });
        });
      })
      .catch(function (e) {
        errorEl.textContent = e instanceof TypeError ? T.failed : e.message;
      })
      .then(function () {
        busy = false;
        root.classList.remove('busy');
      });
    root.classList.add('busy');
  }

  function lottery() {
    var picks = [];
    var slipBalls = el('ol', { class: 'slip-balls', 'aria-label': T.yourNumbers });
    function drawSlip() {
      slipBalls.textContent = '';
      for (var i = 0; i < needed; i++)
        slipBalls.appendChild(
          el('li', { class: picks[i] ? 'ball' : 'ball empty' }, picks[i] ? count.format(picks[i]) : ''),
        );
    }
    var grid = el('div', { class: 'numbers', role: 'group', 'aria-label': say(T.pick, { n: needed }) });
    for (var n = 1; n <= pool; n++) {
      (function (n) {
        var b = el('button', { type: 'button', 'aria-pressed': 'false' }, count.format(n));
        b.addEventListener('click', function () {
          var i = picks.indexOf(n);
          if (i >= 0) picks.splice(i, 1);
          else if (picks.length < needed) picks.push(n);
          b.setAttribute('aria-pressed', String(picks.indexOf(n) >= 0));
          bet.disabled = picks.length !== needed;
          drawSlip();
        });
        grid.appendChild(b);
      })(n);
    }
    var stake = stakePicker();
    var bet = el('button', { type: 'button', class: 'primary', disabled: '' }, T.placeBet);
    var draw = el('ol', { class: 'draw', 'aria-label': T.draw });
    bet.addEventListener('click', function () {
      play({ ref: ref(), stake: stake.value(), picks: picks.slice() }, function (round) {
        draw.textContent = '';
        round.outcome.drawn.forEach(function (d, i) {
          var li = el('li', { class: round.outcome.picks.indexOf(d) >= 0 ? 'ball hit' : 'ball' }, count.format(d));
          if (!reduceMotion) li.style.setProperty('--i', String(i));
          draw.appendChild(li);
        });
        return say(T.drawResult, {
          numbers: round.outcome.drawn.map(count.format).join(', '),
          matches: count.format(round.outcome.matches),
        });
      });
    });
    var board = el('section', { class: 'board' });
    board.appendChild(el('p', { class: 'rules' }, say(T.lotteryRules, { n: needed, pool: pool })));
    board.appendChild(grid);
    var slip = el('section', { class: 'slip', 'aria-label': T.betSlip });
    slip.appendChild(el('h2', {}, T.betSlip));
    slip.appendChild(slipBalls);
    slip.appendChild(stake.node);
    slip.appendChild(bet);
    drawSlip();
    root.appendChild(board);
    root.appendChild(slip);
    root.appendChild(winEl);
    root.appendChild(draw);
  }

  // The slot's symbols, drawn (no image files, no emoji font needed).
  var SYMBOL_ART = {
    7: '<svg viewBox="0 0 64 64"><text x="32" y="52" text-anchor="middle" font-size="54" font-weight="900" font-family="Georgia, serif" fill="#e53935" stroke="#ffd54f" stroke-width="3" paint-order="stroke">7</text></svg>',
    BAR: '<svg viewBox="0 0 64 64"><rect x="6" y="20" width="52" height="24" rx="6" fill="#212121" stroke="#ffd54f" stroke-width="3"/><text x="32" y="38" text-anchor="middle" font-size="15" font-weight="900" font-family="system-ui, sans-serif" fill="#fff">BAR</text></svg>',
    BELL: '<svg viewBox="0 0 64 64"><path d="M32 8c-11 0-17 9-17 20v10l-5 8h44l-5-8V28c0-11-6-20-17-20z" fill="#ffca28" stroke="#a86500" stroke-width="2.5"/><circle cx="32" cy="51" r="5" fill="#a86500"/><path d="M24 18c2-3 5-4 8-4" stroke="#fff8e1" stroke-width="3" fill="none" stroke-linecap="round"/></svg>',
    CHERRY:
      '<svg viewBox="0 0 64 64"><path d="M22 40C26 24 34 14 44 10M44 40c-2-12 0-22 0-30" stroke="#558b2f" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M44 10c8-4 14 0 14 4-6 2-11 0-14-4z" fill="#7cb342"/><circle cx="21" cy="46" r="11" fill="#d50000"/><circle cx="44" cy="46" r="11" fill="#d50000"/><circle cx="17" cy="42" r="3" fill="#fff" opacity=".7"/><circle cx="40" cy="42" r="3" fill="#fff" opacity=".7"/></svg>',
    LEMON:
      '<svg viewBox="0 0 64 64"><ellipse cx="32" cy="34" rx="24" ry="17" fill="#fdd835" stroke="#f9a825" stroke-width="2.5" transform="rotate(-20 32 34)"/><ellipse cx="24" cy="28" rx="7" ry="3" fill="#fff9c4" transform="rotate(-20 24 28)"/></svg>',
  };
  var SYMBOLS = ['7', 'BAR', 'BELL', 'CHERRY', 'LEMON'];
  // The symbols' names in the player's words, for the result line and screen readers.
  function named(reels) {
    return reels.map(function (s) {
      return (T.symbols || [])[SYMBOLS.indexOf(String(s))] || String(s);
    });
  }
  function symbol(name) {
    var cell = el('span', { class: 'symbol' });
    cell.innerHTML = SYMBOL_ART[name] || '';
    return cell;
  }

  function slot() {
    var reels = el('div', { class: 'reels', 'aria-label': T.reels, role: 'img' });
    var strips = [];
    for (var i = 0; i < 3; i++) {
      var reel = el('span', { class: 'reel' });
      var strip = el('span', { class: 'strip' });
      // A strip of every symbol twice: what passes by while the reel spins.
      SYMBOLS.concat(SYMBOLS).forEach(function (s) {
        strip.appendChild(symbol(s));
      });
      strip.appendChild(symbol(SYMBOLS[i % SYMBOLS.length]));
      reel.appendChild(strip);
      reels.appendChild(reel);
      strips.push(strip);
    }
    function land(round) {
      var finals = round.outcome.reels;
      reels.classList.remove('won');
      var done = strips.map(function (strip, i) {
        return new Promise(function (resolve) {
          var stop = function () {
            strip.classList.remove('spinning');
            strip.replaceChild(symbol(finals[i]), strip.lastChild);
            resolve();
          };
          // Under reduced motion the reels land at once, without spinning.
          if (reduceMotion) stop();
          else {
            strip.classList.add('spinning');
            setTimeout(stop, 700 + i * 350);
          }
        });
      });
      return Promise.all(done).then(function () {
        reels.setAttribute('aria-label', T.reels + ': ' + named(finals).join(', '));
        if (round.payout > 0) reels.classList.add('won');
      });
    }
    var stake = stakePicker();
    var spin = el('button', { type: 'button', class: 'primary spin' }, T.spin);
    spin.addEventListener('click', function () {
      play(
        { ref: ref(), stake: stake.value() },
        function (round) {
          return T.reels + ': ' + named(round.outcome.reels).join(', ') + '.';
        },
        land,
      );
    });
    var cabinet = el('section', { class: 'cabinet' });
    cabinet.appendChild(reels);
    cabinet.appendChild(winEl);
    root.appendChild(cabinet);
    root.appendChild(el('p', { class: 'rules' }, T.slotRules));
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
      errorEl.textContent = e instanceof TypeError ? T.failed : e.message;
    });
})();

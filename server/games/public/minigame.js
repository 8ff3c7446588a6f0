// The mini-game of the reference server (§7 /mini-game/{v1|s1}/minigame.js, issue 14). Plain script,
// no build; the server puts STOREFRONT_MINI_GAME_VARIANT before it. It registers
// window.StorefrontMiniGame; the storefront's widget (mini-game-container) calls render(panel) when
// the player opens it, and the returned function when it closes. v1: quick draw (pick a ball, one
// is drawn). s1 (SEA): high or low with a die. Points only, no money.
(function () {
  'use strict';
  var variant = typeof STOREFRONT_MINI_GAME_VARIANT === 'string' ? STOREFRONT_MINI_GAME_VARIANT : 'v1';
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    for (var k in attrs) node.setAttribute(k, attrs[k]);
    if (text !== undefined) node.textContent = text;
    return node;
  }
  function roll(n) {
    var a = new Uint32Array(1);
    crypto.getRandomValues(a);
    return (a[0] % n) + 1;
  }
  function render(panel) {
    var score = 0;
    var heading = el('h2', { class: 'mini-game-title' }, variant === 's1' ? 'High or low' : 'Quick draw');
    var status = el(
      'p',
      { role: 'status', 'aria-live': 'polite', class: 'mini-game-status' },
      variant === 's1' ? 'Will the die show 4 or more?' : 'Pick a ball; one of five is drawn.',
    );
    var points = el('p', { class: 'mini-game-score' }, 'Points: 0');
    var choices = el('div', {
      class: 'mini-game-choices',
      role: 'group',
      'aria-label': variant === 's1' ? 'Your guess' : 'Pick a ball',
    });
    function play(guess) {
      var drawn;
      var won;
      if (variant === 's1') {
        drawn = roll(6);
        won = guess === 'high' ? drawn >= 4 : drawn <= 3;
        status.textContent = 'The die shows ' + drawn + '. ' + (won ? 'You win!' : 'Try again.');
      } else {
        drawn = roll(5);
        won = drawn === guess;
        status.textContent = 'Ball ' + drawn + ' is drawn. ' + (won ? 'You win!' : 'Try again.');
      }
      if (won) score += 1;
      points.textContent = 'Points: ' + score;
    }
    var options =
      variant === 's1'
        ? [
            ['high', 'High'],
            ['low', 'Low'],
          ]
        : [
            [1, '1'],
            [2, '2'],
            [3, '3'],
            [4, '4'],
            [5, '5'],
          ];
    options.forEach(function (o) {
      var b = el('button', { type: 'button', class: 'mini-game-choice' }, o[1]);
      b.addEventListener('click', function () {
        play(o[0]);
      });
      choices.appendChild(b);
    });
    panel.appendChild(heading);
    panel.appendChild(status);
    panel.appendChild(choices);
    panel.appendChild(points);
    return function () {
      panel.textContent = '';
    };
  }
  window.StorefrontMiniGame = { variant: variant, render: render };
})();

/**
 * Writes src/ui/icon-sprite.svg (issue 32): the icons the first paint of /m/home draws (tab bar,
 * quick links, header), lucide's (ISC licence, lucide.dev), as <symbol>s that index.html carries
 * inline (vite.config.ts inlineIconSprite) and <SpriteIcon> draws with <use>, tinted by currentColor.
 * They cost the first paint's JavaScript nothing (its budget is ≤ 110 KB and nearly spent); every
 * other icon is a lucide-react component in the lazily loaded page that uses it.
 *
 * Issue 37: not CSS masks with data: URLs, as before: the browser makes every data: SVG image a
 * document of its own (a navigation, a load event each), all eight inside one style recalculation
 * after the first paint: 274 ms of the main thread at 4× CPU slowdown in a trace of /m/home, in the
 * way of the app's start. A <use> of a symbol of the page is a clone of a few paths.
 * Run `node --import tsx scripts/make-icon-sprite.ts` after changing the list.
 */
import { writeFileSync } from 'node:fs';
import type { SpriteIconName } from '../src/ui/icons';

/** Each name <SpriteIcon> knows, and the lucide icon it draws. */
const ICONS: Record<SpriteIconName, string> = {
  home: 'house',
  games: 'gamepad-2',
  gift: 'gift',
  wallet: 'wallet',
  account: 'circle-user-round',
  withdraw: 'arrow-up-from-line',
  invite: 'user-plus',
  crown: 'crown',
};

type IconNode = Array<[string, Record<string, string>]>;

const shapesOf = (node: IconNode) =>
  node
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs)
          .filter(([k]) => k !== 'key')
          .map(([k, v]) => `${k}="${v}"`)
          .join(' ')}/>`,
    )
    .join('');

/**
 * On each symbol, not on a group around them: a <use> clones the symbol, which inherits from the
 * <use> and not from the sprite, and currentColor is then the colour of the text around the icon.
 */
const STROKE =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const symbols: string[] = [];
for (const [name, lucide] of Object.entries(ICONS)) {
  const module = (await import(`lucide-react/dist/esm/icons/${lucide}.mjs`)) as { __iconData: { node: IconNode } };
  symbols.push(`<symbol id="i-${name}" ${STROKE}>${shapesOf(module.__iconData.node)}</symbol>`);
}

writeFileSync('src/ui/icon-sprite.svg', `<svg class="icon-sprite" aria-hidden="true">${symbols.join('')}</svg>\n`);
console.log(`src/ui/icon-sprite.svg: ${symbols.length} icons`);

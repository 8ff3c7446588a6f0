/**
 * Issue 32 (icons on the first paint) and issue 37 (navigation to hydrated): the first paint's icons
 * are symbols of the sprite index.html carries, drawn by <use>; no stylesheet draws an image from a
 * data: SVG URL, which the browser makes a document of its own inside a style recalculation.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SPRITE_ICON_NAMES, SpriteIcon } from './icons';

const sprite = readFileSync(join(import.meta.dirname, 'icon-sprite.svg'), 'utf8');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? stylesheets(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the icon sprite (issues 32, 37)', () => {
  it.each(SPRITE_ICON_NAMES)('has a symbol for %s, stroked in the text colour', (name) => {
    const symbol = new RegExp(
      `<symbol id="i-${name}" viewBox="0 0 24 24"[^>]*stroke="currentColor"[^>]*>(.*?)</symbol>`,
    );
    expect(sprite).toMatch(symbol);
    expect(sprite.match(symbol)![1]).toMatch(/^<(path|circle|line|rect|polyline) /);
  });

  it('is hidden, and index.html says where it goes', () => {
    expect(sprite).toMatch(/^<svg class="icon-sprite" aria-hidden="true">/);
    expect(readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8')).toContain(
      '<!--storefront:icon-sprite-->',
    );
    expect(readFileSync(join(import.meta.dirname, '../app/app.css'), 'utf8')).toMatch(
      /\.icon-sprite \{\s*display: none;/,
    );
  });

  it('a SpriteIcon uses its symbol and is hidden from assistive technology', () => {
    expect(renderToStaticMarkup(createElement(SpriteIcon, { name: 'wallet' }))).toBe(
      '<svg class="icon" aria-hidden="true" focusable="false"><use href="#i-wallet"></use></svg>',
    );
  });

  it('no stylesheet of the app draws a data: SVG image', () => {
    for (const file of stylesheets(join(import.meta.dirname, '..')))
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/data:image\/svg/i);
  });
});

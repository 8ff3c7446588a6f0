import { describe, expect, it } from 'vitest';
import { themeCss } from './theme';

describe('issue 32: a merchant theme as data', () => {
  it('writes the colour roles the merchant sets onto the tokens, the brand from themeColor', () => {
    const css = themeCss({ themeColor: '#BF360C', theme: { accent: '#ffc107', canvas: '#fff6ea' } });
    expect(css).toContain('--color-brand: #bf360c;');
    expect(css).toContain('--color-accent: #ffc107;');
    expect(css).toContain('--color-canvas: #fff6ea;');
    // A darker brand is derived when the merchant names none.
    expect(css).toContain('--color-brand-strong: color-mix(in srgb, #bf360c 78%, #000);');
  });

  it('a theme brand wins over themeColor; a named strong brand is kept', () => {
    const css = themeCss({ themeColor: '#d32f2f', theme: { brand: '#007a33', brandStrong: '#00561f' } });
    expect(css).toContain('--color-brand: #007a33;');
    expect(css).toContain('--color-brand-strong: #00561f;');
    expect(css).not.toContain('#d32f2f');
  });

  it('writes nothing but hex colours', () => {
    const css = themeCss({
      themeColor: '#fff;} body{display:none',
      theme: { accent: 'red', surface: 'url(x)' },
    });
    expect(css).not.toMatch(/display|red|url/);
  });
});

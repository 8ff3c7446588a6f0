/**
 * Draws the demo merchants' art (issue 32) as SVG composed here and rendered by `sharp` into small
 * committed files:
 *   - banners (m_popup1 750×300, m_popup2 750×150), promo images (600×800), promotion pictures and
 *     the favicon, per merchant, into server/promotions/seed/media/<CODE>/ (the seed puts them in
 *     the media store, where an operator may replace them);
 *   - a tile for every demo game (server/art/games/<VENDOR>/<code>.webp), a mark for every vendor
 *     (server/art/vendors/<VENDOR>.webp), payment-method icons (server/art/pay/<kind>.webp);
 *   - each merchant's app icons (every size the manifest lists, a maskable one, the shortcuts')
 *     into server/art/merchants/<CODE>/.
 * Every WebP is written at its base width plus `-<N>w` variants (ART_WIDTHS), which the page offers
 * in `srcset` and the server answers for `?w=N`. No words in the banners and promo images: the page
 * lays the banner's title over it as real text, so one image serves all 25 languages.
 *
 *   node --import tsx scripts/make-art.ts
 *
 * The files are committed rather than made at build time: the drawing depends on the fonts installed
 * (Noto), which a build machine may not have, and the output stays byte-stable between releases.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { ART_WIDTHS } from '../contract/art';

const ROOT = new URL('..', import.meta.url).pathname;
const MEDIA = join(ROOT, 'server/promotions/seed/media');
const ART = join(ROOT, 'server/art');

// ── seeded randomness, so a run draws the same pictures ──
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hash = (s: string) => [...s].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261) >>> 0;

let uid = 0;
const id = (p: string) => `${p}${++uid}`;
const f = (n: number) => Number(n.toFixed(1));

const SANS = "'Noto Sans', 'DejaVu Sans', sans-serif";
const SERIF = "'Noto Serif', 'DejaVu Serif', serif";
const CJK = "'Noto Serif CJK SC', 'Noto Sans CJK SC', serif";

// ── building blocks ──
/** A scene: a radial glow over a deep gradient, sunburst rays, bokeh and sparkles. */
function backdrop(
  w: number,
  h: number,
  deep: string,
  mid: string,
  glow: string,
  seed: number,
  opts: { rays?: boolean; cx?: number; cy?: number } = {},
) {
  const r = rng(seed);
  const g1 = id('bg');
  const g2 = id('gl');
  const blur = id('bl');
  const cx = opts.cx ?? 0.68;
  const cy = opts.cy ?? 0.45;
  let s = `<defs>
<linearGradient id="${g1}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
<radialGradient id="${g2}" cx="${cx}" cy="${cy}" r="0.6"><stop offset="0" stop-color="${glow}" stop-opacity=".85"/><stop offset=".45" stop-color="${glow}" stop-opacity=".25"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
<filter id="${blur}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(Math.max(w, h) / 120)}"/></filter>
</defs>
<rect width="${w}" height="${h}" fill="url(#${g1})"/>`;
  if (opts.rays !== false) {
    const ox = w * cx;
    const oy = h * cy;
    const len = Math.hypot(w, h);
    s += `<g opacity=".10" fill="#fff">`;
    for (let i = 0; i < 24; i += 2) {
      const a1 = (i / 24) * Math.PI * 2;
      const a2 = ((i + 1) / 24) * Math.PI * 2;
      s += `<path d="M${f(ox)} ${f(oy)}L${f(ox + Math.cos(a1) * len)} ${f(oy + Math.sin(a1) * len)}L${f(ox + Math.cos(a2) * len)} ${f(oy + Math.sin(a2) * len)}Z"/>`;
    }
    s += `</g>`;
  }
  s += `<rect width="${w}" height="${h}" fill="url(#${g2})"/>`;
  s += `<g filter="url(#${blur})">`;
  for (let i = 0; i < 14; i++) {
    const rad = (0.02 + r() * 0.06) * Math.max(w, h);
    s += `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f(rad)}" fill="${r() > 0.5 ? glow : '#fff'}" opacity="${f(0.08 + r() * 0.18)}"/>`;
  }
  s += `</g>`;
  s += sparkles(w, h, seed + 1, 12);
  return s;
}

function sparkle(x: number, y: number, s: number, o = 1) {
  return `<path d="M${f(x)} ${f(y - s)}Q${f(x + s * 0.12)} ${f(y - s * 0.12)} ${f(x + s)} ${f(y)}Q${f(x + s * 0.12)} ${f(y + s * 0.12)} ${f(x)} ${f(y + s)}Q${f(x - s * 0.12)} ${f(y + s * 0.12)} ${f(x - s)} ${f(y)}Q${f(x - s * 0.12)} ${f(y - s * 0.12)} ${f(x)} ${f(y - s)}Z" fill="#fff" opacity="${o}"/>`;
}

function sparkles(w: number, h: number, seed: number, n: number) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) s += sparkle(r() * w, r() * h, (0.008 + r() * 0.02) * Math.max(w, h), 0.5 + r() * 0.5);
  return s;
}

/** A dark fade along one edge: where the page lays the banner's title. */
function shade(w: number, h: number) {
  const g = id('sh');
  return `<defs><linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".45"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${g})"/>`;
}

function shadowFilter(dy: number, blur: number, opacity = 0.45) {
  const fid = id('sd');
  return {
    id: fid,
    def: `<defs><filter id="${fid}" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="${f(dy)}" stdDeviation="${f(blur)}" flood-color="#000" flood-opacity="${opacity}"/></filter></defs>`,
  };
}

const GOLD = ['#fff6c9', '#ffd75e', '#f0a81c', '#a8620a'];

function goldGradient(vertical = true) {
  const g = id('au');
  return {
    id: g,
    def: `<defs><linearGradient id="${g}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${GOLD[0]}"/><stop offset=".35" stop-color="${GOLD[1]}"/><stop offset=".7" stop-color="${GOLD[2]}"/><stop offset="1" stop-color="${GOLD[3]}"/></linearGradient></defs>`,
  };
}

/** A lottery ball: a glossy sphere with its number on a white disc. */
function ball(cx: number, cy: number, r: number, color: string, num: number | string) {
  const g = id('ball');
  const sh = shadowFilter(r * 0.12, r * 0.12);
  return `${sh.def}<defs><radialGradient id="${g}" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".95"/><stop offset=".18" stop-color="${color}"/><stop offset=".85" stop-color="${color}"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></radialGradient></defs>
<g filter="url(#${sh.id})"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${g})"/></g>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.5)}" fill="#fff"/>
<text x="${f(cx)}" y="${f(cy + r * 0.2)}" font-family="${SANS}" font-weight="700" font-size="${f(r * 0.56)}" text-anchor="middle" fill="#1b1b1b">${num}</text>
<ellipse cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.45)}" rx="${f(r * 0.28)}" ry="${f(r * 0.15)}" fill="#fff" opacity=".55" transform="rotate(-30 ${f(cx - r * 0.35)} ${f(cy - r * 0.45)})"/>`;
}

/** A gold coin, seen slightly from the side. */
function coin(cx: number, cy: number, r: number, tilt = 0, mark = '★') {
  const au = goldGradient();
  const rim = goldGradient(false);
  const sh = shadowFilter(r * 0.15, r * 0.15, 0.4);
  const ry = r * (0.35 + 0.65 * Math.cos(tilt));
  return `${au.def}${rim.def}${sh.def}<g filter="url(#${sh.id})">
<ellipse cx="${f(cx)}" cy="${f(cy + r * 0.12)}" rx="${f(r)}" ry="${f(ry)}" fill="${GOLD[3]}"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(ry)}" fill="url(#${rim.id})"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 0.8)}" ry="${f(ry * 0.8)}" fill="url(#${au.id})" stroke="${GOLD[3]}" stroke-width="${f(r * 0.04)}"/>
<text x="${f(cx)}" y="${f(cy + ry * 0.3)}" font-family="${SANS}" font-weight="700" font-size="${f(ry * 0.95)}" text-anchor="middle" fill="${GOLD[3]}" opacity=".85">${mark}</text>
<ellipse cx="${f(cx - r * 0.3)}" cy="${f(cy - ry * 0.45)}" rx="${f(r * 0.3)}" ry="${f(ry * 0.12)}" fill="#fff" opacity=".6"/></g>`;
}

function coinPile(cx: number, cy: number, r: number, seed: number, n = 7) {
  const rr = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++)
    s += coin(cx + (rr() - 0.5) * r * 3.2, cy + (rr() - 0.5) * r * 1.2, r * (0.7 + rr() * 0.4), 0.6 + rr() * 0.6);
  return s;
}

/** Lettering with a gold face, a dark outline and a drop shadow (a logo, a big seven). */
function lettering(
  text: string,
  x: number,
  y: number,
  size: number,
  opts: { family?: string; anchor?: string; fill?: string; stroke?: string; spacing?: number; weight?: number } = {},
) {
  const au = goldGradient();
  const sh = shadowFilter(size * 0.06, size * 0.05, 0.6);
  return `${au.def}${sh.def}<text x="${f(x)}" y="${f(y)}" font-family="${opts.family ?? SANS}" font-weight="${opts.weight ?? 700}" font-size="${f(size)}" text-anchor="${opts.anchor ?? 'middle'}" letter-spacing="${opts.spacing ?? 0}" fill="${opts.fill ?? `url(#${au.id})`}" stroke="${opts.stroke ?? '#3b1400'}" stroke-width="${f(size * 0.09)}" stroke-linejoin="round" paint-order="stroke" filter="url(#${sh.id})">${text}</text>`;
}

function seven(x: number, y: number, size: number, rotate = 0) {
  const red = id('red');
  return `<defs><linearGradient id="${red}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff8a80"/><stop offset=".4" stop-color="#e53935"/><stop offset="1" stop-color="#8e0000"/></linearGradient></defs>
<g transform="rotate(${rotate} ${f(x)} ${f(y)})">${lettering('7', x, y + size * 0.36, size, { fill: `url(#${red})`, stroke: '#ffd54f', family: SERIF })}</g>`;
}

function cherries(x: number, y: number, s: number) {
  const g = id('ch');
  return `<defs><radialGradient id="${g}" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="#ff8a80"/><stop offset=".5" stop-color="#d50000"/><stop offset="1" stop-color="#6d0000"/></radialGradient></defs>
<path d="M${f(x - s * 0.3)} ${f(y + s * 0.25)}Q${f(x - s * 0.1)} ${f(y - s * 0.4)} ${f(x + s * 0.15)} ${f(y - s * 0.55)}M${f(x + s * 0.3)} ${f(y + s * 0.3)}Q${f(x + s * 0.2)} ${f(y - s * 0.2)} ${f(x + s * 0.15)} ${f(y - s * 0.55)}" stroke="#33691e" stroke-width="${f(s * 0.06)}" fill="none" stroke-linecap="round"/>
<path d="M${f(x + s * 0.15)} ${f(y - s * 0.55)}q${f(s * 0.35)} ${f(-s * 0.2)} ${f(s * 0.45)} ${f(s * 0.05)}q${f(-s * 0.3)} ${f(s * 0.1)} ${f(-s * 0.45)} ${f(-s * 0.05)}z" fill="#7cb342"/>
<circle cx="${f(x - s * 0.3)}" cy="${f(y + s * 0.4)}" r="${f(s * 0.24)}" fill="url(#${g})"/>
<circle cx="${f(x + s * 0.3)}" cy="${f(y + s * 0.45)}" r="${f(s * 0.24)}" fill="url(#${g})"/>
<circle cx="${f(x - s * 0.37)}" cy="${f(y + s * 0.32)}" r="${f(s * 0.06)}" fill="#fff" opacity=".7"/><circle cx="${f(x + s * 0.23)}" cy="${f(y + s * 0.37)}" r="${f(s * 0.06)}" fill="#fff" opacity=".7"/>`;
}

const SUITS: Record<string, [string, boolean]> = { S: ['♠', false], H: ['♥', true], D: ['♦', true], C: ['♣', false] };

/** A playing card: rank and suit in the corner, a big suit in the middle. */
function card(x: number, y: number, w: number, rotate: number, rank: string, suit: keyof typeof SUITS) {
  const h = w * 1.4;
  const [glyph, red] = SUITS[suit]!;
  const color = red ? '#d32f2f' : '#212121';
  const sh = shadowFilter(w * 0.05, w * 0.06);
  return `${sh.def}<g transform="rotate(${rotate} ${f(x + w / 2)} ${f(y + h / 2)})" filter="url(#${sh.id})">
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.09)}" fill="#fffdf7" stroke="#d7ccc8" stroke-width="${f(w * 0.012)}"/>
<text x="${f(x + w * 0.1)}" y="${f(y + w * 0.26)}" font-family="${SERIF}" font-weight="700" font-size="${f(w * 0.24)}" fill="${color}">${rank}</text>
<text x="${f(x + w * 0.1)}" y="${f(y + w * 0.46)}" font-family="${SANS}" font-size="${f(w * 0.18)}" fill="${color}">${glyph}</text>
<text x="${f(x + w / 2)}" y="${f(y + h * 0.66)}" font-family="${SANS}" font-size="${f(w * 0.62)}" text-anchor="middle" fill="${color}">${glyph}</text></g>`;
}

function chip(cx: number, cy: number, r: number, color: string, tilt = 0.45) {
  const ry = r * tilt;
  const sh = shadowFilter(r * 0.1, r * 0.1);
  let dashes = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    dashes += `<ellipse cx="${f(cx + Math.cos(a) * r * 0.86)}" cy="${f(cy + Math.sin(a) * ry * 0.86)}" rx="${f(r * 0.12)}" ry="${f(ry * 0.12)}" fill="#fff"/>`;
  }
  return `${sh.def}<g filter="url(#${sh.id})"><ellipse cx="${f(cx)}" cy="${f(cy + r * 0.14)}" rx="${f(r)}" ry="${f(ry)}" fill="#000" opacity=".35"/>
<ellipse cx="${f(cx)}" cy="${f(cy + r * 0.1)}" rx="${f(r)}" ry="${f(ry)}" fill="${color}"/><ellipse cx="${f(cx)}" cy="${f(cy + r * 0.1)}" rx="${f(r)}" ry="${f(ry)}" fill="#000" opacity=".3"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(ry)}" fill="${color}"/>${dashes}
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 0.62)}" ry="${f(ry * 0.62)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.05)}" stroke-dasharray="${f(r * 0.1)} ${f(r * 0.08)}"/></g>`;
}

function dice(x: number, y: number, s: number, face: number, rotate = 0, color = '#fafafa', pip = '#c62828') {
  const sh = shadowFilter(s * 0.06, s * 0.07);
  const g = id('dc');
  const at: Record<number, Array<[number, number]>> = {
    1: [[0.5, 0.5]],
    2: [
      [0.28, 0.28],
      [0.72, 0.72],
    ],
    3: [
      [0.26, 0.26],
      [0.5, 0.5],
      [0.74, 0.74],
    ],
    4: [
      [0.28, 0.28],
      [0.72, 0.28],
      [0.28, 0.72],
      [0.72, 0.72],
    ],
    5: [
      [0.26, 0.26],
      [0.74, 0.26],
      [0.5, 0.5],
      [0.26, 0.74],
      [0.74, 0.74],
    ],
    6: [
      [0.28, 0.24],
      [0.72, 0.24],
      [0.28, 0.5],
      [0.72, 0.5],
      [0.28, 0.76],
      [0.72, 0.76],
    ],
  };
  const pips = at[face]!.map(
    ([px, py]) =>
      `<circle cx="${f(x + px * s)}" cy="${f(y + py * s)}" r="${f(s * (face === 1 ? 0.13 : 0.085))}" fill="${face === 1 || face === 4 ? '#d50000' : pip}"/>`,
  ).join('');
  return `${sh.def}<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${color}"/></linearGradient></defs>
<g transform="rotate(${rotate} ${f(x + s / 2)} ${f(y + s / 2)})" filter="url(#${sh.id})"><rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s)}" rx="${f(s * 0.2)}" fill="url(#${g})" stroke="#bdbdbd" stroke-width="${f(s * 0.015)}"/>${pips}</g>`;
}

function wheel(cx: number, cy: number, r: number, colors: string[], labels: string[] = []) {
  const n = colors.length;
  let s = '';
  const au = goldGradient();
  const sh = shadowFilter(r * 0.06, r * 0.08);
  s += `${au.def}${sh.def}<g filter="url(#${sh.id})"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.08)}" fill="url(#${au.id})"/>`;
  for (let i = 0; i < n; i++) {
    const a1 = (i / n) * Math.PI * 2 - Math.PI / 2;
    const a2 = ((i + 1) / n) * Math.PI * 2 - Math.PI / 2;
    s += `<path d="M${f(cx)} ${f(cy)}L${f(cx + Math.cos(a1) * r)} ${f(cy + Math.sin(a1) * r)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + Math.cos(a2) * r)} ${f(cy + Math.sin(a2) * r)}Z" fill="${colors[i]}" stroke="#ffe082" stroke-width="${f(r * 0.012)}"/>`;
    const label = labels[i];
    if (label) {
      const am = (a1 + a2) / 2;
      const lx = cx + Math.cos(am) * r * 0.78;
      const ly = cy + Math.sin(am) * r * 0.78;
      s += `<text x="${f(lx)}" y="${f(ly)}" font-family="${SANS}" font-weight="700" font-size="${f(r * 0.13)}" fill="#fff" text-anchor="middle" dominant-baseline="central" transform="rotate(${f((am * 180) / Math.PI + 90)} ${f(lx)} ${f(ly)})">${label}</text>`;
    }
  }
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    s += `<circle cx="${f(cx + Math.cos(a) * r * 1.04)}" cy="${f(cy + Math.sin(a) * r * 1.04)}" r="${f(r * 0.022)}" fill="#fffde7"/>`;
  }
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.22)}" fill="url(#${au.id})" stroke="#8d5200" stroke-width="${f(r * 0.02)}"/><circle cx="${f(cx - r * 0.06)}" cy="${f(cy - r * 0.06)}" r="${f(r * 0.06)}" fill="#fff" opacity=".7"/></g>`;
  return s;
}

function bolt(x: number, y: number, s: number) {
  const g = id('bo');
  const sh = shadowFilter(0, s * 0.08, 0.9);
  return `<defs><linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffde7"/><stop offset="1" stop-color="#ffca28"/></linearGradient></defs>${sh.def}
<path filter="url(#${sh.id})" d="M${f(x + s * 0.15)} ${f(y)}L${f(x + s * 0.55)} ${f(y)}L${f(x + s * 0.38)} ${f(y + s * 0.4)}L${f(x + s * 0.7)} ${f(y + s * 0.4)}L${f(x + s * 0.1)} ${f(y + s * 1.1)}L${f(x + s * 0.28)} ${f(y + s * 0.55)}L${f(x)} ${f(y + s * 0.55)}Z" fill="url(#${g})" stroke="#ff6f00" stroke-width="${f(s * 0.03)}" stroke-linejoin="round"/>`;
}

function trophy(cx: number, top: number, s: number) {
  const au = goldGradient(false);
  const sh = shadowFilter(s * 0.04, s * 0.05);
  const x = cx - s / 2;
  return `${au.def}${sh.def}<g filter="url(#${sh.id})" fill="url(#${au.id})" stroke="#7a4300" stroke-width="${f(s * 0.015)}">
<path d="M${f(x + s * 0.18)} ${f(top + s * 0.12)}h${f(-s * 0.14)}q0 ${f(s * 0.3)} ${f(s * 0.22)} ${f(s * 0.36)}M${f(x + s * 0.82)} ${f(top + s * 0.12)}h${f(s * 0.14)}q0 ${f(s * 0.3)} ${f(-s * 0.22)} ${f(s * 0.36)}" fill="none" stroke="url(#${au.id})" stroke-width="${f(s * 0.05)}"/>
<path d="M${f(x + s * 0.18)} ${f(top)}h${f(s * 0.64)}v${f(s * 0.22)}q0 ${f(s * 0.36)} ${f(-s * 0.32)} ${f(s * 0.4)}q${f(-s * 0.32)} ${f(-s * 0.04)} ${f(-s * 0.32)} ${f(-s * 0.4)}z"/>
<rect x="${f(x + s * 0.44)}" y="${f(top + s * 0.6)}" width="${f(s * 0.12)}" height="${f(s * 0.16)}"/>
<path d="M${f(x + s * 0.28)} ${f(top + s * 0.76)}h${f(s * 0.44)}l${f(s * 0.06)} ${f(s * 0.14)}h${f(-s * 0.56)}z"/>
<rect x="${f(x + s * 0.18)}" y="${f(top + s * 0.9)}" width="${f(s * 0.64)}" height="${f(s * 0.1)}" rx="${f(s * 0.02)}" fill="#5d4037"/></g>
<text x="${f(cx)}" y="${f(top + s * 0.34)}" font-family="${SANS}" font-size="${f(s * 0.22)}" text-anchor="middle" fill="#fff8e1" opacity=".9">★</text>`;
}

function giftBox(cx: number, cy: number, s: number, color: string) {
  const g = id('gb');
  const au = goldGradient(false);
  const sh = shadowFilter(s * 0.05, s * 0.06);
  const x = cx - s / 2;
  const y = cy - s / 2;
  return `${au.def}${sh.def}<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${color}"/><stop offset=".6" stop-color="${color}"/><stop offset="1" stop-color="#000" stop-opacity=".5"/></linearGradient></defs>
<g filter="url(#${sh.id})"><rect x="${f(x)}" y="${f(y + s * 0.3)}" width="${f(s)}" height="${f(s * 0.7)}" rx="${f(s * 0.04)}" fill="${color}"/><rect x="${f(x)}" y="${f(y + s * 0.3)}" width="${f(s)}" height="${f(s * 0.7)}" rx="${f(s * 0.04)}" fill="url(#${g})" opacity=".6"/>
<rect x="${f(x - s * 0.06)}" y="${f(y + s * 0.14)}" width="${f(s * 1.12)}" height="${f(s * 0.2)}" rx="${f(s * 0.04)}" fill="${color}"/>
<rect x="${f(cx - s * 0.09)}" y="${f(y + s * 0.14)}" width="${f(s * 0.18)}" height="${f(s * 0.86)}" fill="url(#${au.id})"/>
<path d="M${f(cx)} ${f(y + s * 0.14)}c${f(-s * 0.1)} ${f(-s * 0.28)} ${f(-s * 0.42)} ${f(-s * 0.26)} ${f(-s * 0.34)} ${f(-s * 0.06)}c${f(s * 0.05)} ${f(s * 0.1)} ${f(s * 0.22)} ${f(s * 0.08)} ${f(s * 0.34)} ${f(s * 0.06)}zM${f(cx)} ${f(y + s * 0.14)}c${f(s * 0.1)} ${f(-s * 0.28)} ${f(s * 0.42)} ${f(-s * 0.26)} ${f(s * 0.34)} ${f(-s * 0.06)}c${f(-s * 0.05)} ${f(s * 0.1)} ${f(-s * 0.22)} ${f(s * 0.08)} ${f(-s * 0.34)} ${f(s * 0.06)}z" fill="url(#${au.id})" stroke="#8d5200" stroke-width="${f(s * 0.01)}"/></g>`;
}

function crown(cx: number, cy: number, s: number) {
  const au = goldGradient();
  const sh = shadowFilter(s * 0.04, s * 0.05);
  const x = cx - s / 2;
  const y = cy - s * 0.35;
  return `${au.def}${sh.def}<g filter="url(#${sh.id})"><path d="M${f(x)} ${f(y + s * 0.2)}L${f(x + s * 0.25)} ${f(y + s * 0.42)}L${f(cx)} ${f(y)}L${f(x + s * 0.75)} ${f(y + s * 0.42)}L${f(x + s)} ${f(y + s * 0.2)}L${f(x + s * 0.9)} ${f(y + s * 0.7)}H${f(x + s * 0.1)}Z" fill="url(#${au.id})" stroke="#7a4300" stroke-width="${f(s * 0.015)}" stroke-linejoin="round"/>
<rect x="${f(x + s * 0.1)}" y="${f(y + s * 0.7)}" width="${f(s * 0.8)}" height="${f(s * 0.1)}" fill="url(#${au.id})" stroke="#7a4300" stroke-width="${f(s * 0.015)}"/>
<circle cx="${f(cx)}" cy="${f(y + s * 0.5)}" r="${f(s * 0.07)}" fill="#e53935"/><circle cx="${f(x + s * 0.27)}" cy="${f(y + s * 0.56)}" r="${f(s * 0.05)}" fill="#1e88e5"/><circle cx="${f(x + s * 0.73)}" cy="${f(y + s * 0.56)}" r="${f(s * 0.05)}" fill="#43a047"/>
<circle cx="${f(x)}" cy="${f(y + s * 0.2)}" r="${f(s * 0.04)}" fill="#fff3c4"/><circle cx="${f(cx)}" cy="${f(y)}" r="${f(s * 0.05)}" fill="#fff3c4"/><circle cx="${f(x + s)}" cy="${f(y + s * 0.2)}" r="${f(s * 0.04)}" fill="#fff3c4"/></g>`;
}

function envelope(x: number, y: number, s: number, rotate: number) {
  const g = id('en');
  const au = goldGradient();
  const sh = shadowFilter(s * 0.05, s * 0.06);
  return `${au.def}${sh.def}<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff5252"/><stop offset="1" stop-color="#b71c1c"/></linearGradient></defs>
<g transform="rotate(${rotate} ${f(x + s * 0.35)} ${f(y + s * 0.5)})" filter="url(#${sh.id})"><rect x="${f(x)}" y="${f(y)}" width="${f(s * 0.7)}" height="${f(s)}" rx="${f(s * 0.05)}" fill="url(#${g})"/>
<path d="M${f(x)} ${f(y + s * 0.05)}Q${f(x + s * 0.35)} ${f(y + s * 0.42)} ${f(x + s * 0.7)} ${f(y + s * 0.05)}" fill="none" stroke="#ffcdd2" stroke-opacity=".5" stroke-width="${f(s * 0.015)}"/>
<circle cx="${f(x + s * 0.35)}" cy="${f(y + s * 0.42)}" r="${f(s * 0.13)}" fill="url(#${au.id})"/>
<text x="${f(x + s * 0.35)}" y="${f(y + s * 0.47)}" font-family="${CJK}" font-weight="700" font-size="${f(s * 0.15)}" text-anchor="middle" fill="#b71c1c">福</text></g>`;
}

function blossom(cx: number, cy: number, r: number, color = '#ffd54f') {
  let s = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    s += `<circle cx="${f(cx + Math.cos(a) * r * 0.6)}" cy="${f(cy + Math.sin(a) * r * 0.6)}" r="${f(r * 0.5)}" fill="${color}"/>`;
  }
  return `<g opacity=".95">${s}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.3)}" fill="#e65100"/></g>`;
}

function lantern(cx: number, top: number, s: number) {
  const g = id('ln');
  return `<defs><radialGradient id="${g}" cx=".4" cy=".4" r=".7"><stop offset="0" stop-color="#ffcc80"/><stop offset=".5" stop-color="#f4511e"/><stop offset="1" stop-color="#8e0000"/></radialGradient></defs>
<line x1="${f(cx)}" y1="0" x2="${f(cx)}" y2="${f(top)}" stroke="#ffd54f" stroke-width="${f(s * 0.02)}"/>
<rect x="${f(cx - s * 0.2)}" y="${f(top)}" width="${f(s * 0.4)}" height="${f(s * 0.08)}" fill="#ffd54f"/>
<ellipse cx="${f(cx)}" cy="${f(top + s * 0.45)}" rx="${f(s * 0.45)}" ry="${f(s * 0.38)}" fill="url(#${g})"/>
<path d="M${f(cx)} ${f(top + s * 0.08)}V${f(top + s * 0.82)}M${f(cx - s * 0.22)} ${f(top + s * 0.12)}Q${f(cx - s * 0.4)} ${f(top + s * 0.45)} ${f(cx - s * 0.22)} ${f(top + s * 0.79)}M${f(cx + s * 0.22)} ${f(top + s * 0.12)}Q${f(cx + s * 0.4)} ${f(top + s * 0.45)} ${f(cx + s * 0.22)} ${f(top + s * 0.79)}" stroke="#ffd54f" stroke-opacity=".6" stroke-width="${f(s * 0.015)}" fill="none"/>
<rect x="${f(cx - s * 0.2)}" y="${f(top + s * 0.8)}" width="${f(s * 0.4)}" height="${f(s * 0.08)}" fill="#ffd54f"/>
<path d="M${f(cx)} ${f(top + s * 0.88)}v${f(s * 0.25)}" stroke="#ffd54f" stroke-width="${f(s * 0.05)}"/>`;
}

function moon(cx: number, cy: number, r: number) {
  const g = id('mn');
  const blur = id('mb');
  return `<defs><radialGradient id="${g}" cx=".4" cy=".4" r=".7"><stop offset="0" stop-color="#fffde7"/><stop offset=".7" stop-color="#ffe082"/><stop offset="1" stop-color="#ffb300"/></radialGradient><filter id="${blur}"><feGaussianBlur stdDeviation="${f(r * 0.25)}"/></filter></defs>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.25)}" fill="#ffe082" opacity=".5" filter="url(#${blur})"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${g})"/>
<circle cx="${f(cx - r * 0.3)}" cy="${f(cy + r * 0.2)}" r="${f(r * 0.14)}" fill="#ffca28" opacity=".5"/><circle cx="${f(cx + r * 0.35)}" cy="${f(cy - r * 0.25)}" r="${f(r * 0.1)}" fill="#ffca28" opacity=".5"/>`;
}

function football(cx: number, cy: number, r: number) {
  const g = id('fb');
  const sh = shadowFilter(r * 0.08, r * 0.1);
  let patches = `<polygon points="${[0, 1, 2, 3, 4].map((i) => `${f(cx + Math.cos((i / 5) * Math.PI * 2 - Math.PI / 2) * r * 0.3)},${f(cy + Math.sin((i / 5) * Math.PI * 2 - Math.PI / 2) * r * 0.3)}`).join(' ')}" fill="#212121"/>`;
  for (let k = 0; k < 5; k++) {
    const a = (k / 5) * Math.PI * 2 - Math.PI / 2 + Math.PI / 5;
    const px = cx + Math.cos(a) * r * 0.82;
    const py = cy + Math.sin(a) * r * 0.82;
    patches += `<polygon points="${[0, 1, 2, 3, 4].map((i) => `${f(px + Math.cos((i / 5) * Math.PI * 2 + a) * r * 0.22)},${f(py + Math.sin((i / 5) * Math.PI * 2 + a) * r * 0.22)}`).join(' ')}" fill="#212121"/>`;
  }
  return `${sh.def}<defs><radialGradient id="${g}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff"/><stop offset=".7" stop-color="#eceff1"/><stop offset="1" stop-color="#90a4ae"/></radialGradient><clipPath id="${g}c"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath></defs>
<g filter="url(#${sh.id})"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${g})"/></g><g clip-path="url(#${g}c)">${patches}</g>`;
}

function mahjongTile(x: number, y: number, w: number, glyph: string, color: string, rotate = 0) {
  const h = w * 1.35;
  const sh = shadowFilter(w * 0.05, w * 0.06);
  return `${sh.def}<g transform="rotate(${rotate} ${f(x + w / 2)} ${f(y + h / 2)})" filter="url(#${sh.id})"><rect x="${f(x)}" y="${f(y + w * 0.08)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.12)}" fill="#00796b"/>
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(w * 0.12)}" fill="#fffdf5" stroke="#e0d6c2" stroke-width="${f(w * 0.02)}"/>
<text x="${f(x + w / 2)}" y="${f(y + h * 0.68)}" font-family="${CJK}" font-weight="700" font-size="${f(w * 0.72)}" text-anchor="middle" fill="${color}">${glyph}</text></g>`;
}

/** A big glyph in gold with a red outline: the face of an Asian-themed slot. */
function glyph(ch: string, cx: number, cy: number, size: number, family = CJK) {
  return lettering(ch, cx, cy + size * 0.35, size, { family, stroke: '#7f0000' });
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

// ── output ──
const written: string[] = [];

async function webp(path: string, w: number, h: number, body: string, widths: readonly number[], quality = 78) {
  const source = Buffer.from(svg(w, h, body));
  mkdirSync(dirname(path), { recursive: true });
  const render = (width: number) =>
    sharp(source, { density: Math.max(72, (72 * width) / w) })
      .resize(width, Math.round((width * h) / w))
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer();
  writeFileSync(path, await render(w));
  written.push(path);
  for (const width of widths) {
    if (width === w) continue;
    const variant = path.replace(/\.webp$/, `-${width}w.webp`);
    writeFileSync(variant, await render(width));
    written.push(variant);
  }
}

async function png(path: string, size: number, body: string, viewBox = 512) {
  mkdirSync(dirname(path), { recursive: true });
  const source = Buffer.from(svg(viewBox, viewBox, body));
  writeFileSync(
    path,
    await sharp(source, { density: (72 * size) / viewBox })
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true, quality: 92, effort: 10 })
      .toBuffer(),
  );
  written.push(path);
}

// ── merchants ──
interface Theme {
  code: string;
  deep: string;
  mid: string;
  glow: string;
  accent: string;
  mark: string;
  markFamily: string;
}

/** The merchant mark's drawn size: sharp at 32 CSS px on a 3× screen and at 72 on a 2× one. */
const MARK_SIZE = 144;

const THEMES: Theme[] = [
  { code: 'DEMO', deep: '#3a0009', mid: '#b71c1c', glow: '#ffb300', accent: '#d32f2f', mark: 'D', markFamily: SERIF },
  { code: 'LUCKY', deep: '#4a1400', mid: '#e65100', glow: '#ffe082', accent: '#f5a623', mark: '★', markFamily: SANS },
  { code: 'ACE', deep: '#002b0d', mid: '#1b5e20', glow: '#c6ff00', accent: '#2e7d32', mark: 'A', markFamily: SERIF },
  { code: 'SORTE', deep: '#001a4d', mid: '#006b2b', glow: '#ffdf00', accent: '#009c3b', mark: 'S', markFamily: SERIF },
];

const BALL_COLORS = ['#e53935', '#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#fdd835'];

function lotteryBalls(w: number, h: number, cx: number, cy: number, r: number, nums: number[]) {
  let s = '';
  nums.forEach((n, i) => {
    const a = (i / nums.length) * Math.PI * 2;
    s += ball(
      cx + Math.cos(a) * r * 1.6 * (w / h > 2 ? 1.6 : 1),
      cy + Math.sin(a) * r * 0.9,
      r * (0.8 + (i % 3) * 0.12),
      BALL_COLORS[i % BALL_COLORS.length]!,
      n,
    );
  });
  return s + ball(cx, cy, r * 1.15, '#fdd835', 8);
}

/** A drawing to render: its file name, its size and its SVG body. */
interface Artwork {
  name: string;
  w: number;
  h: number;
  body: string;
}

/** A scene's backdrop (see backdrop()): its colours and the seed of its bokeh and sparkles. */
type Scene = [deep: string, mid: string, glow: string, seed: number];

/** The banners and pictures of each merchant: subject on the end side, calm start side for the title. */
function banners(t: Theme): Artwork[] {
  const W = 750;
  const H = 300;
  const S = 150;
  const seed = hash(t.code);
  /** A banner or promotion picture (W×H): the subject over its scene, shaded where the page lays the title. */
  const banner = (name: string, scene: Scene, subject: string): Artwork => ({
    name,
    w: W,
    h: H,
    body: backdrop(W, H, ...scene) + subject + shade(W, H),
  });
  /** A strip (W×S): the subject over its scene, whose glow stands at `cx` of the width, halfway down. */
  const strip = (name: string, scene: Scene, cx: number, subject: string): Artwork => ({
    name,
    w: W,
    h: S,
    body: backdrop(W, S, ...scene, { cx, cy: 0.5 }) + subject,
  });
  const lottery = () =>
    banner(
      'banner-lottery',
      ['#001b4d', '#0d47a1', '#4fc3f7', seed + 5],
      lotteryBalls(W, H, 580, 150, 52, [7, 23, 31, 12, 45, 3]),
    );
  if (t.code === 'DEMO')
    return [
      banner(
        'banner-welcome',
        [t.deep, t.mid, t.glow, seed + 1],
        coinPile(560, 240, 30, seed + 2, 9) +
          giftBox(560, 150, 150, t.accent === '#f5a623' ? '#c62828' : t.accent) +
          coin(420, 90, 26, 0.4) +
          coin(690, 70, 20, 0.9) +
          sparkle(470, 60, 18) +
          sparkle(650, 190, 12),
      ),
      banner(
        'banner-jackpot',
        ['#1a0033', '#4a148c', '#ffca28', seed + 3],
        seven(470, 150, 170, -8) +
          seven(590, 140, 200, 0) +
          seven(705, 150, 170, 8) +
          cherries(400, 230, 90) +
          coinPile(610, 270, 24, seed + 4, 8),
      ),
      lottery(),
      strip(
        'strip-vip',
        ['#0b0b0b', '#2b2118', '#ffd54f', seed + 6],
        0.8,
        crown(640, 80, 110) +
          coin(520, 95, 22, 0.7) +
          coin(735, 110, 18, 0.5) +
          `<rect y="${S - 4}" width="${W}" height="4" fill="#ffd54f" opacity=".8"/>`,
      ),
      banner(
        'promotion-first-deposit',
        ['#0d2b00', '#2e7d32', '#ffd54f', seed + 7],
        coinPile(560, 200, 38, seed + 8, 10) + trophy(560, 40, 130),
      ),
      banner(
        'promotion-referral',
        ['#0a1a4a', '#1565c0', '#80deea', seed + 9],
        giftBox(500, 170, 110, '#e53935') +
          giftBox(640, 180, 120, '#8e24aa') +
          coin(570, 80, 26, 0.5) +
          sparkle(430, 80, 16),
      ),
    ];
  if (t.code === 'LUCKY')
    return [
      banner(
        'banner-tet',
        ['#5d0000', '#c62828', '#ffd54f', seed + 1],
        blossom(420, 40, 18) +
          blossom(470, 260, 14) +
          blossom(725, 230, 16) +
          envelope(500, 60, 170, -12) +
          envelope(600, 50, 190, 8) +
          coinPile(600, 265, 24, seed + 2, 7),
      ),
      lottery(),
      // Issue 32: the pictures of LUCKY's seeded promotions (server/promotions/seed/LUCKY.json).
      banner(
        'promotion-tet-bonus',
        ['#4a0000', '#b71c1c', '#ffd54f', seed + 11],
        lantern(450, 30, 120) +
          envelope(520, 70, 160, -10) +
          envelope(620, 60, 170, 9) +
          blossom(700, 40, 16) +
          coinPile(590, 262, 26, seed + 12, 8),
      ),
      banner(
        'promotion-lottery-rebate',
        ['#002a2a', '#00695c', '#ffe082', seed + 13],
        lotteryBalls(W, H, 585, 140, 44, [3, 18, 27, 9, 36]) + coinPile(585, 262, 24, seed + 14, 8),
      ),
      strip(
        'strip-lucky',
        ['#3e0000', '#b71c1c', '#ffd54f', seed + 3],
        0.75,
        ball(560, 75, 38, '#e53935', 8) +
          ball(640, 80, 34, '#fdd835', 6) +
          ball(710, 70, 30, '#43a047', 9) +
          coin(480, 90, 22, 0.6),
      ),
    ];
  if (t.code === 'ACE')
    return [
      banner(
        'banner-sabong',
        ['#0a0a0a', '#263238', '#ff7043', seed + 1],
        `<ellipse cx="575" cy="250" rx="190" ry="38" fill="#6d4c41" stroke="#ffcc80" stroke-width="4"/>` +
          chip(480, 215, 62, '#c62828') +
          chip(670, 215, 62, '#1565c0') +
          lettering('VS', 575, 175, 110, { family: SANS, spacing: -4 }) +
          sparkle(575, 60, 20),
      ),
      strip(
        'strip-cards',
        ['#00200a', '#1b5e20', '#c6ff00', seed + 2],
        0.75,
        card(560, 20, 70, -12, 'A', 'S') + card(625, 18, 70, 0, 'K', 'H') + card(690, 22, 70, 12, 'Q', 'D'),
      ),
    ];
  if (t.code === 'SORTE')
    return [
      banner(
        'banner-sorte',
        ['#001a4d', '#00702b', '#ffdf00', seed + 1],
        `<path d="M575 20L745 150L575 280L405 150Z" fill="#ffdf00" opacity=".9"/><circle cx="575" cy="150" r="78" fill="#002776"/>` +
          ball(520, 150, 44, '#009c3b', 13) +
          ball(630, 150, 44, '#ffdf00', 25) +
          ball(575, 95, 36, '#1e88e5', 7) +
          coinPile(575, 250, 22, seed + 2, 6),
      ),
      banner(
        'banner-tiger',
        ['#3e0000', '#bf360c', '#ffd54f', seed + 3],
        glyph('虎', 580, 140, 180) + coinPile(580, 262, 26, seed + 4, 9),
      ),
      // Issue 32: the pictures of SORTE's seeded promotions (server/promotions/seed/SORTE.json).
      banner(
        'promotion-pix-bonus',
        ['#04162e', '#00695c', '#64ffda', seed + 11],
        `<circle cx="580" cy="135" r="84" fill="#fff"/>` +
          pixMark(580, 135, 150) +
          coinPile(580, 262, 28, seed + 12, 9) +
          coin(455, 80, 24, 0.5) +
          sparkle(700, 60, 16),
      ),
      banner(
        'promotion-tiger-spins',
        ['#2b0a00', '#e65100', '#ffd54f', seed + 13],
        glyph('虎', 520, 150, 150) +
          seven(660, 140, 150, 6) +
          coinPile(590, 266, 24, seed + 14, 8) +
          sparkle(440, 60, 16),
      ),
      strip(
        'strip-pix',
        ['#06122e', '#1a237e', '#64ffda', seed + 5],
        0.8,
        `<circle cx="600" cy="75" r="58" fill="#fff"/>` +
          pixMark(600, 75, 110) +
          coin(690, 95, 22, 0.6) +
          coin(510, 90, 20, 0.6),
      ),
    ];
  return [];
}

function promoImages(t: Theme) {
  if (t.code !== 'DEMO') return [];
  const W = 600;
  const H = 800;
  const seed = hash(t.code) + 50;
  /** The prize wheel's segments: these six colours, twice round. */
  const wheelColors = ['#e53935', '#fdd835', '#1e88e5', '#43a047', '#8e24aa', '#fb8c00'];
  return [
    {
      name: 'promo-1',
      body:
        backdrop(W, H, '#0b0f3a', '#1a237e', '#ffe082', seed, { cx: 0.6, cy: 0.28 }) +
        moon(360, 220, 130) +
        lantern(110, 120, 150) +
        lantern(500, 380, 110) +
        coinPile(300, 690, 44, seed + 1, 11) +
        sparkles(W, H, seed + 2, 14),
    },
    {
      name: 'promo-2',
      body:
        backdrop(W, H, '#2a0040', '#6a1b9a', '#ffd54f', seed + 3, { cx: 0.5, cy: 0.42 }) +
        wheel(
          300,
          340,
          220,
          [...wheelColors, ...wheelColors],
          ['10', '50', '5', '100', '20', '2', '10', '500', '5', '25', '20', '1'],
        ) +
        `<path d="M300 96l26 -44h-52z" fill="#fff" stroke="#8d5200" stroke-width="4" transform="rotate(180 300 74)"/>` +
        coinPile(300, 700, 44, seed + 4, 11),
    },
  ];
}

function pixMark(cx: number, cy: number, s: number) {
  const q = s * 0.3;
  return `<g transform="rotate(45 ${f(cx)} ${f(cy)})"><rect x="${f(cx - q)}" y="${f(cy - q)}" width="${f(q * 2)}" height="${f(q * 2)}" rx="${f(q * 0.35)}" fill="none" stroke="#32bcad" stroke-width="${f(s * 0.09)}"/><rect x="${f(cx - q * 0.35)}" y="${f(cy - q * 0.35)}" width="${f(q * 0.7)}" height="${f(q * 0.7)}" rx="${f(q * 0.12)}" fill="#32bcad"/></g>`;
}

// ── the games ──
type Tile = (w: number, h: number) => string;
const tile =
  (deep: string, mid: string, glow: string, seed: number, subject: string, title: string, titleSize = 30): Tile =>
  (w, h) =>
    backdrop(w, h, deep, mid, glow, seed, { cx: 0.5, cy: 0.4 }) +
    subject +
    shade(w, h) +
    lettering(title, w / 2, h - 16, titleSize, { spacing: 0.5 });

const GAMES: Record<string, Record<string, Tile>> = {
  TCG: {
    VNC: tile(
      '#4a0000',
      '#c62828',
      '#ffd54f',
      11,
      ball(80, 66, 30, '#e53935', 27) + ball(132, 60, 34, '#fdd835', 8) + ball(186, 68, 30, '#43a047', 15),
      'XỔ SỐ BẮC',
      26,
    ),
    VNS: tile(
      '#00264d',
      '#1565c0',
      '#80deea',
      12,
      ball(80, 66, 30, '#1e88e5', 36) + ball(132, 60, 34, '#fb8c00', 9) + ball(186, 68, 30, '#8e24aa', 42),
      'XỔ SỐ NAM',
      26,
    ),
    K3: tile(
      '#1a0033',
      '#6a1b9a',
      '#ff80ab',
      13,
      dice(50, 34, 52, 5, -12) + dice(96, 24, 56, 3, 4) + dice(146, 36, 52, 6, 14),
      'FAST 3',
    ),
  },
  SABA: {
    SABA_SPORTS: tile(
      '#00200a',
      '#1b5e20',
      '#b2ff59',
      21,
      `<path d="M0 110H240M120 0V160" stroke="#fff" stroke-opacity=".15" stroke-width="3"/><circle cx="120" cy="80" r="40" fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="3"/>` +
        football(120, 66, 40) +
        trophy(196, 30, 50),
      'SPORTS',
    ),
  },
  PG: {
    'fortune-tiger': tile(
      '#3e0000',
      '#d84315',
      '#ffd54f',
      31,
      glyph('虎', 120, 62, 84) + coin(40, 96, 16, 0.5) + coin(204, 40, 14, 0.8),
      'FORTUNE TIGER',
      24,
    ),
    'mahjong-ways': tile(
      '#00251a',
      '#00695c',
      '#a7ffeb',
      32,
      mahjongTile(56, 24, 46, '發', '#2e7d32', -10) +
        mahjongTile(98, 16, 48, '中', '#c62828', 0) +
        mahjongTile(142, 24, 46, '萬', '#1565c0', 10),
      'MAHJONG WAYS',
      24,
    ),
    'lucky-neko': tile(
      '#3b0030',
      '#ad1457',
      '#ffd54f',
      33,
      coin(120, 62, 44, 0, '福') + sparkle(60, 40, 10) + sparkle(186, 90, 8),
      'LUCKY NEKO',
      26,
    ),
    'fortune-ox': tile(
      '#3e1000',
      '#bf360c',
      '#ffd54f',
      34,
      glyph('牛', 120, 62, 84) + coin(38, 50, 14, 0.6) + coin(204, 96, 16, 0.5),
      'FORTUNE OX',
      26,
    ),
    'ganesha-gold': tile(
      '#2a1000',
      '#e65100',
      '#fff59d',
      35,
      glyph('ॐ', 120, 52, 80, "'Noto Sans Devanagari', sans-serif") + coin(46, 94, 14, 0.5) + coin(196, 94, 14, 0.5),
      'GANESHA GOLD',
      24,
    ),
  },
  JILI: {
    'super-ace': tile(
      '#000d33',
      '#283593',
      '#82b1ff',
      41,
      card(58, 18, 56, -14, 'A', 'S') + card(96, 12, 58, 0, 'A', 'H') + card(136, 18, 56, 14, 'A', 'D'),
      'SUPER ACE',
      28,
    ),
    'golden-empire': tile(
      '#1a1000',
      '#5d4037',
      '#ffd54f',
      42,
      `<path d="M120 14L190 104H50Z" fill="#f9a825" stroke="#7a4300" stroke-width="3"/><path d="M120 14L190 104H120Z" fill="#000" opacity=".2"/><path d="M70 78h100M84 60h72M98 42h44" stroke="#7a4300" stroke-width="2.5"/>` +
        coin(56, 96, 14, 0.6) +
        coin(184, 96, 14, 0.6),
      'GOLDEN EMPIRE',
      23,
    ),
    'boxing-king': tile(
      '#2a0000',
      '#b71c1c',
      '#ffab40',
      43,
      trophy(120, 18, 80) +
        lettering('KO', 52, 72, 34, { family: SANS }) +
        lettering('KO', 190, 72, 34, { family: SANS }),
      'BOXING KING',
      26,
    ),
  },
  EVO: {
    'lightning-roulette': tile(
      '#0d0d1a',
      '#1a237e',
      '#b388ff',
      51,
      wheel(
        120,
        64,
        44,
        Array.from({ length: 16 }, (_, i) => (i === 0 ? '#2e7d32' : i % 2 ? '#c62828' : '#212121')),
      ) +
        bolt(164, 12, 56) +
        bolt(44, 24, 40),
      'LIGHTNING',
      28,
    ),
    'crazy-time': tile(
      '#1a0026',
      '#7b1fa2',
      '#ffea00',
      52,
      wheel(
        120,
        70,
        50,
        ['#fdd835', '#1e88e5', '#e53935', '#43a047', '#fb8c00', '#8e24aa', '#00acc1', '#d81b60'],
        ['1', '2', '5', '10', '1', '2', '5', '10'],
      ),
      'CRAZY TIME',
      26,
    ),
  },
  SEXY: {
    'baccarat-classic': tile(
      '#001a0d',
      '#00695c',
      '#ffd54f',
      61,
      card(70, 18, 52, -10, '9', 'H') +
        card(118, 18, 52, 10, 'K', 'S') +
        chip(60, 104, 20, '#c62828') +
        chip(184, 100, 20, '#1565c0'),
      'BACCARAT',
      28,
    ),
    'dragon-tiger': tile(
      '#1a0000',
      '#4a148c',
      '#ff6e40',
      62,
      `<path d="M0 0H120V160H0Z" fill="#c62828" opacity=".35"/><path d="M120 0H240V160H120Z" fill="#1565c0" opacity=".35"/>` +
        glyph('龍', 68, 62, 62) +
        glyph('虎', 172, 62, 62) +
        lettering('VS', 120, 76, 24, { family: SANS }),
      'DRAGON TIGER',
      24,
    ),
    sicbo: tile(
      '#2a0000',
      '#8e0000',
      '#ffd54f',
      63,
      dice(50, 34, 50, 4, -14) + dice(96, 22, 54, 6, 2) + dice(146, 36, 50, 1, 12),
      'SIC BO',
    ),
  },
};

/** A vendor's mark: its emblem on its own colours, without words (the page writes its name over it). */
const VENDORS: Record<string, { from: string; to: string }> = {
  TCG: { from: '#b71c1c', to: '#4a0000' },
  SABA: { from: '#1b5e20', to: '#00200a' },
  PG: { from: '#ff6f00', to: '#4a1400' },
  JILI: { from: '#283593', to: '#000d33' },
  EVO: { from: '#37474f', to: '#0d0d1a' },
  SEXY: { from: '#ad1457', to: '#3b0030' },
};

function vendorMark(code: string, w: number, h: number) {
  const v = VENDORS[code]!;
  const g = id('vm');
  const au = goldGradient();
  const icon: Record<string, string> = {
    TCG: ball(40, 40, 22, '#e53935', 7),
    SABA: football(40, 40, 22),
    PG: mahjongTile(24, 16, 32, '發', '#2e7d32'),
    JILI: card(24, 12, 32, -6, 'A', 'S'),
    EVO: wheel(
      40,
      40,
      22,
      Array.from({ length: 12 }, (_, i) => (i === 0 ? '#2e7d32' : i % 2 ? '#c62828' : '#212121')),
    ),
    SEXY: chip(40, 42, 24, '#ad1457', 0.9),
  };
  return `${au.def}<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${v.from}"/><stop offset="1" stop-color="${v.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" rx="14" fill="url(#${g})"/><rect x="1.5" y="1.5" width="${w - 3}" height="${h - 3}" rx="13" fill="none" stroke="url(#${au.id})" stroke-opacity=".7" stroke-width="2"/>
${icon[code]}
${sparkle(w - 22, 18, 7, 0.8)}${sparkle(w - 40, h - 16, 5, 0.6)}`;
}

/** Payment-method icons: a bank, an e-wallet, Pix. */
function payIcon(kind: string, s: number) {
  const au = goldGradient();
  const bg = (from: string, to: string) => {
    const g = id('pi');
    return `<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${s}" height="${s}" rx="${s * 0.24}" fill="url(#${g})"/>`;
  };
  if (kind === 'bank')
    return `${au.def}${bg('#1e88e5', '#0d47a1')}<path d="M${s * 0.5} ${s * 0.16}L${s * 0.84} ${s * 0.36}H${s * 0.16}Z" fill="url(#${au.id})"/>${[0.26, 0.42, 0.58, 0.74].map((x) => `<rect x="${f(s * x - s * 0.04)}" y="${s * 0.42}" width="${s * 0.08}" height="${s * 0.28}" rx="${s * 0.02}" fill="#fff"/>`).join('')}<rect x="${s * 0.16}" y="${s * 0.74}" width="${s * 0.68}" height="${s * 0.08}" rx="${s * 0.02}" fill="url(#${au.id})"/>`;
  if (kind === 'ewallet')
    return `${au.def}${bg('#8e24aa', '#4a148c')}<rect x="${s * 0.16}" y="${s * 0.28}" width="${s * 0.68}" height="${s * 0.48}" rx="${s * 0.08}" fill="#fff"/><rect x="${s * 0.16}" y="${s * 0.28}" width="${s * 0.68}" height="${s * 0.12}" rx="${s * 0.06}" fill="#e1bee7"/><rect x="${s * 0.56}" y="${s * 0.46}" width="${s * 0.3}" height="${s * 0.16}" rx="${s * 0.06}" fill="url(#${au.id})"/><circle cx="${s * 0.64}" cy="${s * 0.54}" r="${s * 0.035}" fill="#6a1b9a"/>`;
  return `${bg('#e0f2f1', '#b2dfdb')}${pixMark(s / 2, s / 2, s * 0.9)}`;
}

/** The app icon: the merchant's mark, lettered in gold on its colour. `safe` keeps it in the maskable safe zone. */
function appIcon(t: Theme, safe: boolean, size = 512) {
  const g = id('ai');
  const scale = safe ? 0.72 : 1;
  const c = size / 2;
  const body =
    `<defs><radialGradient id="${g}" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="${t.accent}"/><stop offset="1" stop-color="${t.deep}"/></radialGradient></defs>` +
    (safe
      ? `<rect width="${size}" height="${size}" fill="url(#${g})"/>`
      : `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="url(#${g})"/>`) +
    `<g transform="translate(${f(c * (1 - scale))} ${f(c * (1 - scale))}) scale(${scale})">` +
    `<circle cx="${c}" cy="${c}" r="${size * 0.36}" fill="none" stroke="#ffd54f" stroke-opacity=".55" stroke-width="${size * 0.02}"/>` +
    sparkle(size * 0.78, size * 0.22, size * 0.05) +
    sparkle(size * 0.2, size * 0.78, size * 0.035, 0.8) +
    lettering(t.mark, c, c + size * 0.17, size * 0.5, { family: t.markFamily }) +
    `</g>`;
  return body;
}

function shortcutIcon(kind: 'deposit' | 'games' | 'invite', t: Theme) {
  const s = 512;
  const g = id('sc');
  const bg = `<defs><radialGradient id="${g}" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="${t.accent}"/><stop offset="1" stop-color="${t.deep}"/></radialGradient></defs><rect width="${s}" height="${s}" rx="${s * 0.22}" fill="url(#${g})"/>`;
  if (kind === 'deposit')
    return (
      bg +
      coin(256, 230, 150, 0.2, '$') +
      `<path d="M256 420v-90M216 370l40 -40 40 40" stroke="#fff" stroke-width="26" fill="none" stroke-linecap="round" stroke-linejoin="round" transform="rotate(180 256 375)"/>`
    );
  if (kind === 'games') return bg + seven(256, 250, 300);
  return bg + giftBox(256, 276, 260, '#e53935');
}

async function main() {
  const only = process.env.ART_ONLY; // e.g. ART_ONLY=vendors redraws one kind
  // The top bar's mark (issue 32): the app icon, small (32 CSS px in the bar, 72 on the splash).
  for (const t of !only || only === 'marks' ? THEMES : [])
    await webp(join(ART, 'merchants', t.code, 'mark.webp'), MARK_SIZE, MARK_SIZE, appIcon(t, false, MARK_SIZE), [], 82);
  // ART_ONLY=promotions: the merchants' promotion pictures not drawn yet (the others stay byte for byte).
  for (const t of only === 'promotions' ? THEMES : [])
    for (const b of banners(t).filter((b) => b.name.startsWith('promotion-')))
      if (!existsSync(join(MEDIA, t.code, `${b.name}.webp`)))
        await webp(join(MEDIA, t.code, `${b.name}.webp`), b.w, b.h, b.body, ART_WIDTHS.banner, 72);
  for (const t of only ? [] : THEMES) {
    for (const b of banners(t)) {
      const widths = b.h === 150 ? ART_WIDTHS.strip : ART_WIDTHS.banner;
      await webp(join(MEDIA, t.code, `${b.name}.webp`), b.w, b.h, b.body, widths, 72);
    }
    for (const p of promoImages(t))
      await webp(join(MEDIA, t.code, `${p.name}.webp`), 600, 800, p.body, ART_WIDTHS.promo, 72);
    const dir = join(ART, 'merchants', t.code);
    for (const size of [192, 256, 384, 512]) await png(join(dir, `icon-${size}.png`), size, appIcon(t, false));
    await png(join(dir, 'icon-maskable-512.png'), 512, appIcon(t, true));
    await png(join(dir, 'icon-maskable-192.png'), 192, appIcon(t, true));
    for (const kind of ['deposit', 'games', 'invite'] as const)
      await png(join(dir, `shortcut-${kind}.png`), 96, shortcutIcon(kind, t));
    await png(join(MEDIA, t.code, 'favicon.png'), 48, appIcon(t, false));
  }
  for (const [vendor, games] of only && only !== 'games' ? [] : Object.entries(GAMES))
    for (const [code, draw] of Object.entries(games))
      await webp(join(ART, 'games', vendor, `${code}.webp`), 240, 160, draw(240, 160), ART_WIDTHS.tile, 74);
  for (const vendor of only && only !== 'vendors' ? [] : Object.keys(VENDORS))
    await webp(join(ART, 'vendors', `${vendor}.webp`), 240, 80, vendorMark(vendor, 240, 80), ART_WIDTHS.vendor, 80);
  for (const kind of only && only !== 'pay' ? [] : ['bank', 'ewallet', 'pix'])
    await webp(join(ART, 'pay', `${kind}.webp`), 96, 96, payIcon(kind, 96), ART_WIDTHS.pay, 82);
  console.log(`wrote ${written.length} files`);
}

await main();

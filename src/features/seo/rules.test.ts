import { describe, expect, it } from 'vitest';
import { configPath, isNoIndex, pageMeta } from './rules';

const t = (k: string) => `T(${k})`;
const seo = {
  '/m/home': { title: 'Demo - Home', description: 'Home description', keywords: 'lottery,games' },
  '/m/login': { title: 'Sign in to Demo' },
};

describe('§2 per-path page metadata', () => {
  it('§2 the home aliases share /m/home', () => {
    for (const p of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) expect(configPath(p)).toBe('/m/home');
    expect(configPath('/m/register.html')).toBe('/m/register');
  });

  it('§2 a path uses its own configuration', () => {
    const m = pageMeta('/m/login', 'https://www.demo.example', 'www.demo.example', seo, 'Demo', t);
    expect(m.title).toBe('Sign in to Demo');
    expect(m.canonical).toBe('https://www.demo.example/m/login');
  });

  it('§2 missing fields fall back to /m/home', () => {
    const m = pageMeta('/m/login', 'https://www.demo.example', 'www.demo.example', seo, 'Demo', t);
    expect(m.description).toBe('Home description');
    expect(m.keywords).toBe('lottery,games');
    const g = pageMeta('/m/game', 'https://www.demo.example', 'www.demo.example', seo, 'Demo', t);
    expect(g.title).toBe('T(page.game) - Demo');
    expect(g.description).toBe('Home description');
  });

  it('§2 an unknown path falls back to /m/home entirely', () => {
    const m = pageMeta('/m/nowhere', 'https://www.demo.example', 'www.demo.example', seo, 'Demo', t);
    expect(m.title).toBe('Demo - Home');
    expect(m.canonical).toBe('https://www.demo.example/m/home');
  });
});

describe('§2 no-index robots rule', () => {
  it('§2 more than two path slashes gets no-index', () => {
    expect(isNoIndex('/m/home', 'www.demo.example')).toBe(false);
    expect(isNoIndex('/m/member/home', 'www.demo.example')).toBe(true);
  });

  it('§2 non-www hosts other than localhost get no-index', () => {
    expect(isNoIndex('/m/home', 'demo.example')).toBe(true);
    expect(isNoIndex('/m/home', 'localhost')).toBe(false);
    expect(isNoIndex('/m/home', 'www.demo.example')).toBe(false);
  });
});

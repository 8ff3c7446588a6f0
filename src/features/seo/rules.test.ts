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

describe('issue 15: per-language titles of /m/home, /m/login and /m/register', () => {
  const t = (k: string) => `T(${k})`;
  const seo = {
    '/m/home': { title: 'Demo – lottery', titles: { VI: 'Demo – xổ số' } },
    '/m/login': { title: 'Log in – Demo', titles: { VI: 'Đăng nhập – Demo', CN: '登录 – Demo' } },
    '/m/register': { title: 'Create an account – Demo' },
  };
  const titleOf = (path: string, language: string) =>
    pageMeta(path, 'https://www.demo.example', 'www.demo.example', seo, 'Demo', t, language).title;

  it('§2 a merchant gives each page its title per language', () => {
    expect(titleOf('/m/login', 'VI')).toBe('Đăng nhập – Demo');
    expect(titleOf('/m/login', 'CN')).toBe('登录 – Demo');
    expect(titleOf('/m/home', 'VI')).toBe('Demo – xổ số');
  });
  it('English keeps the English settings', () => {
    expect(titleOf('/m/login', 'EN')).toBe('Log in – Demo');
    expect(titleOf('/m/register', 'EN')).toBe('Create an account – Demo');
  });
  it('another language without its own title gets the translated default, never the English title', () => {
    expect(titleOf('/m/register', 'TH')).toBe('T(page.register) - Demo');
    expect(titleOf('/m/home', 'JA')).toBe('T(page.home) - Demo');
    expect(titleOf('/m/login', 'TH')).toBe('T(page.login) - Demo');
  });
});

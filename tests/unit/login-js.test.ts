/**
 * How `npm run bench:hardening` counts the JS of a password login (issue 11, DESIGN budget "JS loaded
 * to complete a password login over https, beyond first paint" ≤ 25 KB): the login route's code,
 * not the first paint's and not the start-up work every page runs after it.
 */
import { describe, expect, it } from 'vitest';
import { classifyLoginScripts, LOGIN_ROUTE, type Manifest } from '../../scripts/login-js';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_i18n.js'],
    dynamicImports: [LOGIN_ROUTE, 'src/app/startup.chunk.ts', 'src/app/data.chunk.ts'],
  },
  '_i18n.js': { file: 'assets/i18n.js', dynamicImports: ['i18next.js', 'src/i18n/locales/en.json'] },
  'i18next.js': { file: 'assets/i18next.js' },
  'src/i18n/locales/en.json': { file: 'assets/en.js' },
  'src/app/startup.chunk.ts': {
    file: 'assets/startup.js',
    imports: ['index.html', '_i18n.js', '_sha256.js', '_client.js'],
  },
  'src/app/data.chunk.ts': { file: 'assets/data.js', imports: ['index.html', '_client.js'] },
  '_sha256.js': { file: 'assets/sha256.js' },
  [LOGIN_ROUTE]: {
    file: 'assets/login.js',
    imports: ['index.html', '_i18n.js', '_client.js', '_use-form.js'],
    dynamicImports: ['src/features/second-factor/second-factor-dialog.chunk.tsx'],
  },
  '_use-form.js': { file: 'assets/use-form.js' },
  'src/features/second-factor/second-factor-dialog.chunk.tsx': {
    file: 'assets/second-factor-dialog.js',
    imports: ['_modal-dialog.js'],
  },
  '_modal-dialog.js': { file: 'assets/modal-dialog.js' },
  '_client.js': { file: 'assets/client.js', dynamicImports: ['src/api/http.chunk.ts'] },
  'src/api/http.chunk.ts': {
    file: 'assets/http.js',
    imports: ['index.html'],
    dynamicImports: ['src/api/encrypt.chunk.ts', 'src/api/encrypt-fallback.chunk.ts'],
  },
  'src/api/encrypt.chunk.ts': { file: 'assets/encrypt.js' },
  'src/api/encrypt-fallback.chunk.ts': { file: 'assets/encrypt-fallback.js', imports: ['_sha256.js'] },
};

const visit = [
  'assets/index.js',
  'assets/i18n.js',
  'assets/en.js',
  'assets/login.js',
  'assets/use-form.js',
  'assets/client.js',
  'assets/data.js',
  'assets/startup.js',
  'assets/sha256.js',
  'assets/i18next.js',
  'assets/modal-dialog.js',
  'assets/http.js',
  'assets/encrypt.js',
];

describe('the JS of a password login (issue 11, DESIGN budget ≤ 25 KB)', () => {
  const kinds = classifyLoginScripts(manifest, visit);

  it("counts the login route's module and its static imports, and the dynamic imports the visit took (the HTTP client, WebCrypto sealer)", () => {
    expect(visit.filter((file) => kinds.get(file) === 'login')).toEqual([
      'assets/login.js',
      'assets/use-form.js',
      'assets/client.js',
      'assets/http.js',
      'assets/encrypt.js',
    ]);
  });

  it("does not count the first paint's code, which /m/home loads too, nor its lazy imports (i18next)", () => {
    expect(kinds.get('assets/index.js')).toBe('first-paint');
    expect(kinds.get('assets/i18n.js')).toBe('first-paint');
    expect(kinds.get('assets/i18next.js')).toBe('other');
    expect(kinds.get('assets/en.js')).toBe('other');
  });

  it('does not count the start-up work after paint, even a chunk a lazy login dialog could also use (modal dialog, SHA-256 of the fallback) when the login did not load that dialog', () => {
    for (const file of ['assets/startup.js', 'assets/data.js', 'assets/sha256.js', 'assets/modal-dialog.js'])
      expect(kinds.get(file)).toBe('other');
  });

  it('counts a lazy part of the login once the visit loaded it (the second-factor dialog, the node-forge fallback over plain http)', () => {
    const withDialog = classifyLoginScripts(manifest, [
      ...visit,
      'assets/second-factor-dialog.js',
      'assets/encrypt-fallback.js',
    ]);
    for (const file of [
      'assets/second-factor-dialog.js',
      'assets/modal-dialog.js',
      'assets/encrypt-fallback.js',
      'assets/sha256.js',
    ])
      expect(withDialog.get(file)).toBe('login');
  });
});

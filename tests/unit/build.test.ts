/**
 * The built worker, not only its source (DESIGN rule 9): dist/sw.js exists, precaches the shell
 * and the hashed assets with revisions, and does not precache itself. `npm test` builds first.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIST = new URL('../../dist/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, DIST), 'utf8');

describe('§7 the built service worker (dist/sw.js)', () => {
  it('exists (run `npm run build` first)', () => {
    expect(existsSync(new URL('sw.js', DIST))).toBe(true);
  });

  const source = existsSync(new URL('sw.js', DIST)) ? read('sw.js') : '';
  const listMatch = /\[\{"url":"\/m\/[^\]]*\]/.exec(source);
  const entries: Array<{ url: string; revision: string | null }> = listMatch ? JSON.parse(listMatch[0]) : [];

  it('carries the precache list the build injected', () => {
    expect(source).not.toContain('__WB_MANIFEST');
    expect(entries.length).toBeGreaterThan(5);
  });

  it('precaches the shell with a revision', () => {
    const shell = entries.find((e) => e.url === '/m/index.html');
    expect(shell?.revision).toMatch(/^[0-9a-f]{32}$/);
  });

  // The plain-http login fallback (issue 11) is the one script a worker-served page never needs:
  // a service worker runs only in a secure context, where WebCrypto exists (scripts/build-sw.ts).
  const plainHttpOnly = (file: string) => file.startsWith('encrypt-fallback.chunk-');
  // Issue 37: the Firebase Auth SDK loads only for a social sign-in, which needs the network anyway.
  const signInOnly = (file: string) => file.startsWith('firebase.chunk-');
  // Issue 32/37: the invite page's QR picture loads when shown; the link and Copy work without it.
  const inviteQrOnly = (file: string) => file.startsWith('invite-qr.chunk-');

  // Issue 37: the languages' texts are kept by the worker when used (sw/texts.ts), not precached.
  const viteManifest: Record<string, { file: string }> = existsSync(new URL('build-manifest.json', DIST))
    ? JSON.parse(read('build-manifest.json'))
    : {};
  const textFiles = Object.entries(viteManifest)
    .filter(([source]) => /^src\/i18n\/locales\/[a-z-]+\.json$/.test(source))
    .map(([, chunk]) => `/m/${chunk.file}`);
  const isText = (file: string) => textFiles.includes(`/m/assets/${file}`);

  it('precaches every hashed script and style by its hashed name', () => {
    const assets = readdirSync(new URL('assets/', DIST)).filter(
      (f) => /\.(js|css)$/.test(f) && !plainHttpOnly(f) && !signInOnly(f) && !inviteQrOnly(f) && !isText(f),
    );
    for (const file of assets) expect(entries, file).toContainEqual({ url: `/m/assets/${file}`, revision: null });
  });

  it('issue 11: does not precache the plain-http login fallback', () => {
    const fallback = readdirSync(new URL('assets/', DIST)).filter((f) => plainHttpOnly(f) && f.endsWith('.js'));
    expect(fallback).toHaveLength(1);
    expect(entries.map((e) => e.url)).not.toContain(`/m/assets/${fallback[0]}`);
  });

  it("issue 37 §1: precaches none of the 25 languages' texts, and names each one's file for the worker to keep", () => {
    expect(textFiles).toHaveLength(25);
    const urls = entries.map((e) => e.url);
    expect(urls.filter((u) => textFiles.includes(u))).toEqual([]);
    expect(source).not.toContain('__STOREFRONT_TEXTS');
    for (const file of textFiles) expect(source, file).toContain(JSON.stringify(file));
  });

  it('issue 37: does not precache the Firebase Auth SDK, which only a social sign-in (online) loads', () => {
    const sdk = readdirSync(new URL('assets/', DIST)).filter((f) => signInOnly(f) && f.endsWith('.js'));
    expect(sdk).toHaveLength(1);
    expect(entries.map((e) => e.url)).not.toContain(`/m/assets/${sdk[0]}`);
  });

  it("issue 37: does not precache the invite page's QR picture and its encoder", () => {
    const qr = readdirSync(new URL('assets/', DIST)).filter((f) => inviteQrOnly(f) && f.endsWith('.js'));
    expect(qr).toHaveLength(1);
    expect(entries.map((e) => e.url)).not.toContain(`/m/assets/${qr[0]}`);
  });

  it('does not precache itself, source maps or build bookkeeping', () => {
    const urls = entries.map((e) => e.url);
    expect(urls).not.toContain('/m/sw.js');
    expect(urls.filter((u) => u.endsWith('.map'))).toEqual([]);
    expect(urls).not.toContain('/m/build-manifest.json');
    expect(urls).not.toContain('/m/asset-manifest.json');
  });

  it('§7 the build emits /m/asset-manifest.json for update detection', () => {
    const manifest = JSON.parse(read('asset-manifest.json')) as { version: string; entrypoints: string[] };
    expect(manifest.version).toMatch(/^[0-9a-f]{16}$/);
    expect(manifest.entrypoints.some((e) => /^\/m\/assets\/index-.+\.js$/.test(e))).toBe(true);
  });

  it('§2 ships the four manifest icon sizes', () => {
    for (const size of [192, 256, 384, 512]) expect(entries.map((e) => e.url)).toContain(`/m/icons/icon-${size}.png`);
  });
});

describe('DESIGN rule 5: the Firebase SDK is never in the first chunk (issue 5)', () => {
  type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
  const manifest: Record<string, Chunk> = existsSync(new URL('build-manifest.json', DIST))
    ? JSON.parse(read('build-manifest.json'))
    : {};

  /** Every chunk the entry loads before anything runs: the entry and its static imports. */
  function staticClosure(): Set<string> {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    return seen;
  }

  it('the SDK sits in the lazily loaded firebase chunk, which the entry does not load', () => {
    const lazy = Object.entries(manifest).find(([key]) => key.endsWith('social-login/firebase.chunk.ts'));
    expect(lazy, 'src/features/social-login/firebase.chunk.ts is a chunk of its own').toBeDefined();
    // The SDK's endpoints are in it (names are minified away; these strings are not).
    expect(read(lazy![1].file)).toContain('identitytoolkit.googleapis.com');
    const first = staticClosure();
    expect(first.has(lazy![0])).toBe(false);
    for (const key of first) {
      expect(read(manifest[key]!.file), manifest[key]!.file).not.toMatch(
        /identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com/,
      );
    }
  });

  it('issue 33: the queue of unasked dialogs (src/lib/interruptions/queue.ts) is code the first paint does not load', () => {
    // The queue's selector survives minification; no other module of the app spells it.
    const marker = 'dialog:modal:not(.iframe-page)';
    const holding = Object.entries(manifest).filter(([, chunk]) => read(chunk.file).includes(marker));
    expect(holding.length, 'the queue is in the build').toBeGreaterThan(0);
    const first = staticClosure();
    expect(first.size).toBeGreaterThan(0);
    for (const [key] of holding) expect(first.has(key), manifest[key]!.file).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { artSrcSet, imageCdnBases, imageCdnOrigins, imageSources, srcSetThrough } from './art';

describe('§3 common store imageCDNs: the merchant’s image hosts serve the platform’s pictures', () => {
  const cdns = ['https://img1.example.com/', 'https://img2.example.com/lucky'];

  it('loads a platform picture through each image host in the merchant’s order, then from the storefront itself', () => {
    expect(imageSources('/media/banner.webp?v=abc', cdns)).toEqual([
      'https://img1.example.com/media/banner.webp?v=abc',
      'https://img2.example.com/lucky/media/banner.webp?v=abc',
      '/media/banner.webp?v=abc',
    ]);
  });

  it('without image hosts (the default []) a picture is loaded from the storefront as before', () => {
    expect(imageSources('/art/games/a.webp', [])).toEqual(['/art/games/a.webp']);
  });

  it('leaves a picture that is already elsewhere as it is (https, data:, blob:, protocol-relative)', () => {
    for (const url of [
      'https://other.example/a.png',
      'data:image/png;base64,AA',
      'blob:x',
      '//evil.example/a.png',
      '/\\evil.example',
    ])
      expect(imageSources(url, cdns)).toEqual([url]);
  });

  it('odd entries are left out, never make a picture unloadable: bare names, other schemes, credentials, queries', () => {
    expect(
      imageCdnBases([
        'img.example.com',
        'javascript:alert(1)',
        'ftp://files.example',
        'https://user:pw@img.example.com',
        'https://img.example.com/?x=1',
        'https://img.example.com#a',
        ' https://ok.example.com ',
        'https://ok.example.com/',
        '',
      ]),
    ).toEqual(['https://ok.example.com']);
    expect(imageSources('/media/a.webp', ['not a url'])).toEqual(['/media/a.webp']);
  });

  it('names each host’s origin once for the page’s CSP', () => {
    expect(imageCdnOrigins([...cdns, 'https://img1.example.com/other', 'http://127.0.0.1:4790'])).toEqual([
      'https://img1.example.com',
      'https://img2.example.com',
      'http://127.0.0.1:4790',
    ]);
  });

  it('moves the picture’s stored widths (issue 32 srcset) to the same host', () => {
    const path = '/art/games/a.webp';
    const srcSet = artSrcSet(path, 'tile');
    expect(srcSetThrough(srcSet, path, `https://img1.example.com${path}`)).toBe(
      'https://img1.example.com/art/games/a.webp?w=240 240w, https://img1.example.com/art/games/a.webp?w=480 480w',
    );
    expect(srcSetThrough(srcSet, path, path)).toBe(srcSet);
    expect(srcSetThrough('', path, `https://img1.example.com${path}`)).toBe('');
  });
});

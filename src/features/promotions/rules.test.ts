import { describe, expect, it } from 'vitest';
import type { PopupItem } from '../../../contract/promotions';
import {
  bannerTitle,
  autoplayRuns,
  bannerTarget,
  closeStep,
  closedThisVisit,
  contentHash,
  contentHashes,
  downloadName,
  htmlToText,
  isForAudience,
  marqueeTexts,
  nextLocalMidnight,
  nextSlide,
  parsePopupState,
  popupDelayMs,
  popupStateKey,
  popupsFor,
  previousSlide,
  promoImagesToShow,
  shouldShowPopups,
  stateAfterClose,
  urlTarget,
} from './rules';

const item = (over: Partial<PopupItem>): PopupItem => ({
  id: 1,
  title: 'T',
  content: '<p>c</p>',
  promotionType: 'PR',
  execution: 'A',
  category: '',
  forceRead: false,
  marquee: false,
  popup: true,
  updatedAt: 0,
  ...over,
});
const guest = { loggedIn: false, firstTimeLogin: false };
const member = { loggedIn: true, firstTimeLogin: false };
const firstLogin = { loggedIn: true, firstTimeLogin: true };
const utc = (...a: [number, number, number, number?, number?]) => Date.UTC(a[0], a[1] - 1, a[2], a[3] ?? 0, a[4] ?? 0);

describe('§4 popup audience by execution', () => {
  it('A is for logged-in players, B for guests, F only on a first-time login', () => {
    expect([guest, member, firstLogin].map((a) => isForAudience('A', a))).toEqual([false, true, true]);
    expect([guest, member, firstLogin].map((a) => isForAudience('B', a))).toEqual([true, false, false]);
    expect([guest, member, firstLogin].map((a) => isForAudience('F', a))).toEqual([false, false, true]);
  });
  it('an unknown execution is shown to no one', () => {
    expect([guest, member, firstLogin].some((a) => isForAudience('Z', a) || isForAudience('', a))).toBe(false);
  });
  it('popupsFor keeps the server order and leaves out marquee-only announcements', () => {
    const items = [
      item({ id: 1, execution: 'B' }),
      item({ id: 2, execution: 'A' }),
      item({ id: 3, execution: 'F' }),
      item({ id: 4, execution: 'B', popup: false }),
    ];
    expect(popupsFor(items, guest).map((i) => i.id)).toEqual([1]);
    expect(popupsFor(items, member).map((i) => i.id)).toEqual([2]);
    expect(popupsFor(items, firstLogin).map((i) => i.id)).toEqual([2, 3]);
  });
  it('§9 old-style popup delay: 0 ms logged in, 1000 ms for guests', () => {
    expect(popupDelayMs(true)).toBe(0);
    expect(popupDelayMs(false)).toBe(1000);
  });
});

describe('§4 popup reappearance', () => {
  const hashes = contentHashes([item({ id: 1 }), item({ id: 2 })]);
  const now = utc(2026, 11, 23, 10);

  it('shows when nothing was stored, and never for an empty list', () => {
    expect(shouldShowPopups(null, hashes, now)).toBe(true);
    expect(shouldShowPopups(null, [], now)).toBe(false);
  });
  it('closing saves show=false: hidden while the hash list is the same', () => {
    const closed = stateAfterClose(hashes, false, now, 'UTC');
    expect(closed).toEqual({ show: false, hashes, hideUntil: null });
    expect(shouldShowPopups(closed, hashes, now + 365 * 86_400_000)).toBe(false);
  });
  it('comes back when the list of content hashes changes: an edit, an addition, a removal, a new order', () => {
    const closed = stateAfterClose(hashes, false, now, 'UTC');
    expect(
      shouldShowPopups(closed, contentHashes([item({ id: 1, content: '<p>new</p>' }), item({ id: 2 })]), now),
    ).toBe(true);
    expect(shouldShowPopups(closed, [...hashes, 'x'], now)).toBe(true);
    expect(shouldShowPopups(closed, hashes.slice(0, 1), now)).toBe(true);
    expect(shouldShowPopups(closed, [...hashes].reverse(), now)).toBe(true);
  });
  it('the hash changes with what the player sees, not with updatedAt', () => {
    expect(contentHash(item({ title: 'a' }))).not.toBe(contentHash(item({ title: 'b' })));
    expect(contentHash(item({ forceRead: true }))).not.toBe(contentHash(item({})));
    expect(contentHash(item({ updatedAt: 5 }))).toBe(contentHash(item({})));
  });
  it('hide-today ends at the next local midnight, not before', () => {
    const closed = stateAfterClose(hashes, true, now, 'Asia/Ho_Chi_Minh');
    const midnight = utc(2026, 11, 23, 17); // 00:00 on the 24th in UTC+7
    expect(closed.hideUntil).toBe(midnight);
    expect(shouldShowPopups(closed, hashes, midnight - 1)).toBe(false);
    expect(shouldShowPopups(closed, hashes, midnight)).toBe(true);
  });
  it('a damaged stored state reads as none', () => {
    expect(parsePopupState('x')).toBeNull();
    expect(parsePopupState({ show: 'no', hashes: [] })).toBeNull();
    expect(parsePopupState({ show: false, hashes: [1] })).toBeNull();
    expect(parsePopupState({ show: false, hashes: ['a'], hideUntil: 'soon' })).toEqual({
      show: false,
      hashes: ['a'],
      hideUntil: null,
    });
  });
  it('is stored per user, or per guest, and per merchant', () => {
    expect(popupStateKey('DEMO', null)).toBe('MC_POPUP_STATE:DEMO:guest');
    expect(popupStateKey('DEMO', { id: 7, userName: 'player0' })).toBe('MC_POPUP_STATE:DEMO:7');
    expect(popupStateKey('LUCKY', { userName: 'lucky0' })).toBe('MC_POPUP_STATE:LUCKY:lucky0');
  });
});

describe('§4 hide-today: the next local midnight across time zones and DST', () => {
  it('UTC and zones either side of it', () => {
    const now = utc(2026, 11, 23, 10);
    expect(nextLocalMidnight(now, 'UTC')).toBe(utc(2026, 11, 24));
    expect(nextLocalMidnight(now, 'Pacific/Kiritimati')).toBe(utc(2026, 11, 24, 10)); // UTC+14: already the 24th there
    expect(nextLocalMidnight(now, 'Pacific/Pago_Pago')).toBe(utc(2026, 11, 23, 11)); // UTC-11: still the 22nd there
    expect(nextLocalMidnight(now, 'Asia/Kolkata')).toBe(utc(2026, 11, 23, 18, 30)); // UTC+5:30
  });
  it('a closing just before midnight ends at that midnight, one just after it ends a day later', () => {
    expect(nextLocalMidnight(utc(2026, 11, 23, 23, 59), 'UTC')).toBe(utc(2026, 11, 24));
    expect(nextLocalMidnight(utc(2026, 11, 24), 'UTC')).toBe(utc(2026, 11, 25));
  });
  it('New York: the 23-hour day of spring forward and the 25-hour day of fall back', () => {
    // 2026-03-08 clocks go 02:00 → 03:00: midnight before is EST (-5), midnight after is EDT (-4)
    expect(nextLocalMidnight(utc(2026, 3, 8, 6), 'America/New_York')).toBe(utc(2026, 3, 9, 4));
    // 2026-11-01 clocks go 02:00 → 01:00: from 00:30 EDT the day lasts 24.5 more hours
    expect(nextLocalMidnight(utc(2026, 11, 1, 4, 30), 'America/New_York')).toBe(utc(2026, 11, 2, 5));
  });
  it('Santiago: on the day clocks go forward at midnight, the day starts at 01:00', () => {
    // Chile: Saturday 2026-09-05 24:00 (-04) becomes Sunday 01:00 (-03), i.e. 04:00 UTC
    expect(nextLocalMidnight(utc(2026, 9, 5, 16), 'America/Santiago')).toBe(utc(2026, 9, 6, 4));
  });
  it('London and Sydney DST changes', () => {
    expect(nextLocalMidnight(utc(2026, 3, 29, 12), 'Europe/London')).toBe(utc(2026, 3, 29, 23)); // BST from 01:00
    expect(nextLocalMidnight(utc(2026, 4, 4, 12), 'Australia/Sydney')).toBe(utc(2026, 4, 4, 13)); // 00:00 on the 5th is still AEDT (+11)
    expect(nextLocalMidnight(utc(2026, 4, 4, 14), 'Australia/Sydney')).toBe(utc(2026, 4, 5, 14)); // the 25-hour day: next is AEST (+10)
  });
  it('always in the future, within 27 hours; an unknown zone counts as UTC', () => {
    for (let t = utc(2026, 1, 1); t < utc(2026, 12, 31); t += 7 * 86_400_000 + 3_600_000) {
      for (const zone of ['America/New_York', 'Asia/Tehran', 'Australia/Lord_Howe', 'America/Santiago']) {
        const m = nextLocalMidnight(t, zone);
        expect(m).toBeGreaterThan(t);
        expect(m - t).toBeLessThanOrEqual(27 * 3_600_000);
      }
    }
    expect(nextLocalMidnight(utc(2026, 11, 23, 10), 'Not/AZone')).toBe(utc(2026, 11, 24));
  });
});

describe('§4 forceRead and the carousel', () => {
  it('with forceRead, closing first moves to the last slide; on the last slide it closes', () => {
    expect(closeStep(0, 3, true)).toEqual({ kind: 'goto', index: 2 });
    expect(closeStep(1, 3, true)).toEqual({ kind: 'goto', index: 2 });
    expect(closeStep(2, 3, true)).toEqual({ kind: 'close' });
    expect(closeStep(0, 1, true)).toEqual({ kind: 'close' });
  });
  it('§4 forceRead advances to the last slide once: the next Close closes, wherever autoplay has gone (issue 33)', () => {
    expect(closeStep(0, 3, true, true)).toEqual({ kind: 'close' });
    expect(closeStep(1, 3, true, true)).toEqual({ kind: 'close' });
  });
  it('§4 a closed popup stays closed within the visit: a list the player closed, or part of it, does not reopen (issue 33)', () => {
    const closed = new Set(['a', 'b']);
    expect(closedThisVisit(['a', 'b'], closed)).toBe(true);
    expect(closedThisVisit(['a'], closed)).toBe(true);
    expect(closedThisVisit(['a', 'c'], closed)).toBe(false);
    expect(closedThisVisit([], closed)).toBe(false);
  });
  it('without forceRead, closing closes from any slide', () => {
    expect(closeStep(0, 3, false)).toEqual({ kind: 'close' });
  });
  it('§9 autoplay runs only with several slides, not paused, not touched or focused, not under reduced motion (WCAG 2.2.2)', () => {
    const base = { count: 3, paused: false, interacting: false, reducedMotion: false };
    expect(autoplayRuns(base)).toBe(true);
    expect(autoplayRuns({ ...base, count: 1 })).toBe(false);
    expect(autoplayRuns({ ...base, paused: true })).toBe(false);
    expect(autoplayRuns({ ...base, interacting: true })).toBe(false);
    expect(autoplayRuns({ ...base, reducedMotion: true })).toBe(false);
  });
  it('slides wrap both ways', () => {
    expect([nextSlide(0, 3), nextSlide(2, 3), previousSlide(0, 3), nextSlide(0, 0)]).toEqual([1, 0, 2, 0]);
  });
});

describe('§5 banner taps', () => {
  const origin = 'https://shop.example';
  const b = (over: Partial<Parameters<typeof bannerTarget>[0]>) =>
    bannerTarget(
      { linkageType: 'URL', linkage: '', roomId: '', nodeId: '', gameType: '', vendor: '', url: '', ...over },
      origin,
    );

  it('a URL without http starting with /m is an internal route', () => {
    expect(b({ url: '/m/register' })).toEqual({ kind: 'internal', href: '/m/register' });
    expect(b({ url: '/m/activity?id=3#top' })).toEqual({ kind: 'internal', href: '/m/activity?id=3#top' });
    expect(b({ url: '/m' })).toEqual({ kind: 'internal', href: '/m' });
  });
  it('a URL starting with http opens outside the app', () => {
    expect(b({ url: 'https://promo.example/x' })).toEqual({ kind: 'external', href: 'https://promo.example/x' });
    expect(b({ url: 'HTTP://promo.example' })).toEqual({ kind: 'external', href: 'http://promo.example/' });
  });
  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '/mevil',
    '//evil.example/m',
    '/\\evil.example',
    'm/home',
    '/other',
    '',
    ' vbscript:x',
  ])('goes nowhere for %j', (url) => expect(b({ url })).toEqual({ kind: 'none' }));
  it('a game linkage opens the game through the launch page', () => {
    expect(b({ linkageType: 'GAME', linkage: 'SLOT-1', vendor: 'PG', gameType: 'SLOT', nodeId: '7' })).toEqual({
      kind: 'internal',
      href: '/m/launchGame?code=SLOT-1&vendor=PG&gameType=SLOT&nodeId=7',
    });
    expect(b({ linkageType: 'GAME', linkage: '  ' })).toEqual({ kind: 'none' });
  });
  it('an activity linkage opens the activity page; NONE and unknown types go nowhere', () => {
    expect(b({ linkageType: 'ACTIVITY', linkage: '12' })).toEqual({ kind: 'internal', href: '/m/activity?id=12' });
    expect(b({ linkageType: 'ACTIVITY', linkage: '1;alert(1)' })).toEqual({ kind: 'none' });
    expect(b({ linkageType: 'NONE', url: '' })).toEqual({ kind: 'none' });
  });
  it('urlTarget never leaves the origin for an internal route', () => {
    expect(urlTarget('/m/../../x', origin)).toEqual({ kind: 'internal', href: '/x' });
  });
});

describe('the marquee reads as plain text', () => {
  it('strips tags, scripts and comments and decodes entities', () => {
    expect(htmlToText('<p>Fast <b>draws</b> &amp; more&nbsp;now</p><script>alert(1)</script><!-- x -->')).toBe(
      'Fast draws & more now',
    );
    expect(htmlToText('<img src=x onerror=alert(1)>Hi &#x1F600; &#65;')).toBe('Hi 😀 A');
    expect(htmlToText('<style>p{}</style>ok<svg><g/></svg>')).toBe('ok');
  });
  it('takes the announcements marked for it, as "title: text"', () => {
    expect(
      marqueeTexts([
        item({ marquee: true, title: 'Draws', content: '<p>every 5 minutes</p>' }),
        item({ marquee: false }),
        item({ marquee: true, title: '', content: 'x' }),
      ]),
    ).toEqual(['Draws: every 5 minutes', 'x']);
  });
});

describe('§4 promo image popup', () => {
  const images = [
    { name: 'a.png', url: '/media/a.png', title: '' },
    { name: 'b.png', url: '/media/b.png', title: '' },
  ];
  const base = { pathname: '/m/home', closedThisSession: false, savedName: null, images };
  it('§2 appears only on the home pages', () => {
    for (const pathname of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html'])
      expect(promoImagesToShow({ ...base, pathname })).toHaveLength(2);
    for (const pathname of ['/m/login', '/m/game', '/m/homes'])
      expect(promoImagesToShow({ ...base, pathname })).toEqual([]);
  });
  it('first image then second; none once closed or saved this session', () => {
    expect(promoImagesToShow(base).map((i) => i.name)).toEqual(['a.png', 'b.png']);
    expect(promoImagesToShow({ ...base, closedThisSession: true })).toEqual([]);
  });
  it('comes back only when the saved image changed', () => {
    expect(promoImagesToShow({ ...base, savedName: 'a.png' })).toEqual([]);
    expect(promoImagesToShow({ ...base, savedName: 'old.png' })).toHaveLength(2);
  });
  it('saves under a safe file name', () => {
    expect(downloadName({ name: 'promo-1.png' })).toBe('promo-1.png');
    expect(downloadName({ name: '..' })).toBe('promotion.png');
  });
});

describe('issue 32: a banner title in the player’s language', () => {
  const banner = { title: 'Lì xì Tết', titles: { EN: 'Lunar New Year lucky money', CN: ' ' } };
  it('the player’s language where the operator gave it', () => {
    expect(bannerTitle(banner, 'EN')).toBe('Lunar New Year lucky money');
  });
  it('else (none, or only blanks) the merchant’s default text', () => {
    expect(bannerTitle(banner, 'TH')).toBe('Lì xì Tết');
    expect(bannerTitle(banner, 'CN')).toBe('Lì xì Tết');
    expect(bannerTitle({ title: 'Welcome' }, 'VI')).toBe('Welcome');
    expect(bannerTitle(banner, undefined)).toBe('Lì xì Tết');
  });
});

import { describe, expect, it } from 'vitest';
import { maintenanceEnd, pageLanguages, statusFailure, statusQuery, statusScreen } from './rules';

describe('§2 status → screen', () => {
  it('§2 a normal status shows the app', () => {
    expect(statusScreen({ maintenance: false, regionRestriction: false })).toBe('app');
  });
  it('§2 maintenance shows the maintenance page', () => {
    expect(statusScreen({ maintenance: true, regionRestriction: false })).toBe('maintenance');
  });
  it('§2 a restricted location or IP shows the access-denied page, even during maintenance', () => {
    expect(statusScreen({ maintenance: false, regionRestriction: true })).toBe('access-denied');
    expect(statusScreen({ maintenance: true, regionRestriction: true })).toBe('access-denied');
  });
  it('§2 the end time shows only when the platform gave a real one', () => {
    expect(maintenanceEnd({ maintenanceEnd: 1_800_000_000_000 })).toBe(1_800_000_000_000);
    expect(maintenanceEnd({})).toBeNull();
    expect(maintenanceEnd({ maintenanceEnd: 0 })).toBeNull();
    expect(maintenanceEnd({ maintenanceEnd: Number.NaN })).toBeNull();
  });
});

describe('§8 status call failures', () => {
  it('§8 errorCode domain_not_available runs the domain-unavailable handler, with the server message', () => {
    expect(statusFailure({ errorCode: 'domain_not_available', serverMessage: 'Line retired' }, 'http:')).toEqual({
      action: 'domain-unavailable',
      message: 'Line retired',
    });
    expect(statusFailure({ errorCode: 'domain_not_available' }, 'https:')).toEqual({ action: 'domain-unavailable' });
  });

  it('§8 another errorCode: a notice with the server message, or Error', () => {
    expect(statusFailure({ errorCode: 'merchant_unknown', serverMessage: 'Unknown merchant' }, 'http:')).toEqual({
      action: 'notice',
      message: 'Unknown merchant',
      checkLine: false,
    });
    expect(statusFailure({ errorCode: 'internal_error', serverMessage: '  ' }, 'http:')).toEqual({
      action: 'notice',
      messageKey: 'status.error',
      checkLine: false,
    });
  });

  it('§8 on https any failure is a notice with the server message, or Error', () => {
    expect(statusFailure(undefined, 'https:')).toEqual({
      action: 'notice',
      messageKey: 'status.error',
      checkLine: true,
    });
    expect(statusFailure({ serverMessage: 'Bad gateway' }, 'https:')).toEqual({
      action: 'notice',
      message: 'Bad gateway',
      checkLine: true,
    });
  });

  it("§8 on http with no code: the spec's 'Network Error / CORS Errors' is the translated network notice (issue 33: no developer words)", () => {
    expect(statusFailure(undefined, 'http:')).toEqual({
      action: 'notice',
      messageKey: 'error.network',
      checkLine: true,
    });
    expect(statusFailure({ errorCode: '', serverMessage: 'ignored' }, 'http:')).toEqual({
      action: 'notice',
      messageKey: 'error.network',
      checkLine: true,
    });
  });

  it('§7 §8 only a failure without any errorCode has the line checked with the ping (an answer with a code proves the line is up)', () => {
    expect(statusFailure({ errorCode: 'platform_busy' }, 'https:')).toMatchObject({ checkLine: false });
    expect(statusFailure({}, 'https:')).toMatchObject({ checkLine: true });
  });
});

describe('§2 the bilingual pages', () => {
  it('§2 the player’s language plus English when they differ; English alone otherwise', () => {
    expect(pageLanguages('VI')).toEqual(['VI', 'EN']);
    expect(pageLanguages('UR-LA')).toEqual(['UR-LA', 'EN']);
    expect(pageLanguages('EN')).toEqual(['EN']);
    expect(pageLanguages(undefined)).toEqual(['EN']);
  });
});

describe('§7 the status query', () => {
  it('§7 device, track, originalDomain and url', () => {
    expect(
      statusQuery({
        deviceKind: 'PWA',
        href: 'http://localhost/m/home?gclid=G1&affiliateCode=A',
        search: { gclid: 'G1', affiliateCode: 'A', fbclid: 'F1' },
        originalDomain: 'localhost',
      }),
    ).toEqual({
      device: 'PWA',
      track: 'fbclid=F1&gclid=G1',
      originalDomain: 'localhost',
      url: 'http://localhost/m/home?gclid=G1&affiliateCode=A',
    });
  });
  it('leaves out what is unknown and keeps within the contract’s lengths', () => {
    const query = statusQuery({
      deviceKind: 'H5',
      href: `http://x/${'a'.repeat(5000)}`,
      search: { cid: 'c'.repeat(400) },
    });
    expect(query.url).toHaveLength(2048);
    expect(query.track!.length).toBeLessThanOrEqual(256);
    expect(query).not.toHaveProperty('originalDomain');
    expect(statusQuery({ deviceKind: 'H5', href: 'http://x/', search: {} })).toEqual({
      device: 'H5',
      url: 'http://x/',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { PROFILE_ICON_COUNT, PROFILE_ICON_MAX } from '../../config/constants';
import { isAgent, memberTypeKey, profileIconCount, profileIconOf, profileIconOwner, withProfileIcon } from './rules';

describe('§3 §6 member types', () => {
  it('§6 types 1 and 2 are agents', () => {
    expect(isAgent(1)).toBe(true);
    expect(isAgent(2)).toBe(true);
    expect(isAgent(0)).toBe(false);
    expect(isAgent(4)).toBe(false);
    expect(isAgent(-1)).toBe(false);
  });
  it('names every type', () => {
    expect(memberTypeKey(0)).toBe('member.type.player');
    expect(memberTypeKey(2)).toBe('member.type.agent');
    expect(memberTypeKey(4)).toBe('member.type.restricted');
    expect(memberTypeKey(99)).toBe('member.type.unknown');
  });
});

describe('§3 common store gw PROFILE_ICON_COUNT (default 9)', () => {
  it('offers the merchant’s count of profile pictures; odd counts are the default, large ones all the storefront draws', () => {
    expect(profileIconCount(9)).toBe(9);
    expect(profileIconCount(4)).toBe(4);
    expect(profileIconCount(1)).toBe(1);
    expect(profileIconCount(6.7)).toBe(6);
    expect(profileIconCount(0)).toBe(PROFILE_ICON_COUNT);
    expect(profileIconCount(-3)).toBe(PROFILE_ICON_COUNT);
    expect(profileIconCount(Number.NaN)).toBe(PROFILE_ICON_COUNT);
    expect(profileIconCount(500)).toBe(PROFILE_ICON_MAX);
    expect(PROFILE_ICON_COUNT).toBe(9);
  });

  it('shows the member’s own choice while it is offered, else one picked from the member id, always 1 … count', () => {
    const owner = profileIconOwner('DEMO', 12);
    expect(owner).toBe('DEMO:12');
    expect(profileIconOf({ 'DEMO:12': 3 }, owner, 9)).toBe(3);
    // The merchant lowered the count below the choice: the choice is no longer offered.
    const fallback = profileIconOf({ 'DEMO:12': 8 }, owner, 4);
    expect(fallback).toBeGreaterThanOrEqual(1);
    expect(fallback).toBeLessThanOrEqual(4);
    expect(profileIconOf(null, owner, 4)).toBe(fallback);
    for (const junk of ['3', { 'DEMO:12': '3' }, { 'DEMO:12': 2.5 }, { 'DEMO:12': 0 }, []])
      expect(profileIconOf(junk, owner, 9)).toBe(profileIconOf(null, owner, 9));
    const picks = new Set(Array.from({ length: 40 }, (_, i) => profileIconOf(null, profileIconOwner('DEMO', i), 9)));
    expect(picks.size).toBeGreaterThan(3);
    for (const p of picks) expect(p >= 1 && p <= 9).toBe(true);
  });

  it('stores one member’s choice beside the others’, dropping junk', () => {
    expect(withProfileIcon({ 'DEMO:1': 2, 'DEMO:2': 'x', 'LUCKY:1': 99 }, 'DEMO:12', 5)).toEqual({
      'DEMO:1': 2,
      'DEMO:12': 5,
    });
    expect(withProfileIcon('broken', 'DEMO:12', 1)).toEqual({ 'DEMO:12': 1 });
  });
});

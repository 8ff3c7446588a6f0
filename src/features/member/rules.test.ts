import { describe, expect, it } from 'vitest';
import { isAgent, memberTypeKey } from './rules';

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

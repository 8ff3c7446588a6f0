import { describe, expect, it } from 'vitest';
import { chooseDeviceId, isValidDeviceId, newDeviceId } from './device-id';

describe('§5 §9 player device id', () => {
  it('§5 accepts exactly 36 characters', () => {
    expect(isValidDeviceId('123e4567-e89b-42d3-a456-426614174000')).toBe(true);
    expect(isValidDeviceId('123e4567-e89b-42d3-a456-42661417400')).toBe(false);
    expect(isValidDeviceId('123e4567-e89b-42d3-a456-4266141740000')).toBe(false);
    expect(isValidDeviceId('')).toBe(false);
    expect(isValidDeviceId(null)).toBe(false);
    expect(isValidDeviceId(42)).toBe(false);
  });

  it('§5 rejects 36 characters that are not cookie-safe (hostile stored value)', () => {
    expect(isValidDeviceId('<script>alert(1)</script>xxxxxxxxxxx')).toBe(false);
  });

  it('makes a 36-character UUID v4', () => {
    const id = newDeviceId();
    expect(id).toHaveLength(36);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newDeviceId()).not.toBe(id);
  });

  it('keeps a valid stored id, falls back to the cookie, else regenerates', () => {
    const a = '11111111-1111-4111-8111-111111111111';
    const b = '22222222-2222-4222-8222-222222222222';
    expect(chooseDeviceId(a, b, () => 'new')).toBe(a);
    expect(chooseDeviceId('short', b, () => 'new')).toBe(b);
    expect(chooseDeviceId('short', 'also-bad', () => 'new')).toBe('new');
  });
});

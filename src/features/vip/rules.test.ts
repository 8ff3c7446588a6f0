import { describe, expect, it } from 'vitest';
import { progressPercent, vipBenefitsShown, vipLabel, vipProgress, vipProgressShown } from './rules';

describe('§3 §4 §5 VIP', () => {
  it('§3 the label comes from clubLabel.labelName', () => {
    expect(vipLabel({ labelName: 'VIP 1', type: 'AUTO', rankLevel: 1, labelId: 'L1' })).toBe('VIP 1');
    expect(vipLabel({ labelName: '  ' })).toBeNull();
    expect(vipLabel(undefined)).toBeNull();
  });

  it('§4 progress is 1 with no label id', () => {
    expect(vipProgress({ completed: 0, expected: 5 })).toBe(1);
    expect(vipProgress({ labelId: '', completed: 0, expected: 5 })).toBe(1);
    expect(vipProgress(null)).toBe(1);
  });

  it('§4 issue 32: no progress bar without a label id (never "No VIP level" beside a full bar)', () => {
    expect(vipProgressShown(undefined)).toBe(false);
    expect(vipProgressShown(null)).toBe(false);
    expect(vipProgressShown('')).toBe(false);
    expect(vipProgressShown('  ')).toBe(false);
    expect(vipProgressShown('L1')).toBe(true);
  });

  it('§4 otherwise completed conditions divided by total expected', () => {
    expect(vipProgress({ labelId: 'L1', completed: 3, expected: 5 })).toBe(0.6);
    expect(vipProgress({ labelId: 'L1', completed: 0, expected: 4 })).toBe(0);
    // Odd input stays within the bar.
    expect(vipProgress({ labelId: 'L1', completed: 9, expected: 5 })).toBe(1);
    expect(vipProgress({ labelId: 'L1', completed: 1, expected: 0 })).toBe(1);
    expect(vipProgress({ labelId: 'L1', completed: Number.NaN, expected: 5 })).toBe(1);
    expect(progressPercent(0.6)).toBe(60);
  });

  it('§5 benefits are shown only for an AUTO label', () => {
    expect(vipBenefitsShown({ type: 'AUTO' })).toBe(true);
    expect(vipBenefitsShown({ type: 'MANUAL' })).toBe(false);
    expect(vipBenefitsShown({ type: 'auto' })).toBe(false);
    expect(vipBenefitsShown(null)).toBe(false);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { overlayStore, raw, t } from './overlays';

describe('§8 the notice alert (overlayStore.notice)', () => {
  afterEach(() => overlayStore.clear());

  it('is titled Notice with one OK, closable, carrying the message as given', () => {
    overlayStore.notice(raw('Server says no'));
    expect(overlayStore.snapshot()).toEqual([
      expect.objectContaining({
        kind: 'alert',
        title: t('common.notice'),
        message: raw('Server says no'),
        confirm: { label: t('common.confirm') },
        dismissible: true,
      }),
    ]);
  });

  it('once: the same failure repeated opens one notice; another message opens its own', () => {
    overlayStore.notice(t('error.network'), { once: true });
    expect(overlayStore.notice(t('error.network'), { once: true })).toBe(-1);
    overlayStore.notice(t('error.timeout'), { once: true });
    expect(overlayStore.snapshot()).toHaveLength(2);
  });
});

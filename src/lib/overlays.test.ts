import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it('then: OK also goes to a path or runs a callback; dismissible: false leaves OK the only way out (§2)', () => {
    const goBack = () => {};
    overlayStore.notice(t('error.not_logged_in'), { once: true, then: { navigateTo: '/m/login' }, dismissible: false });
    overlayStore.notice(t('games.needsApp'), { then: { run: goBack } });
    expect(overlayStore.snapshot()).toEqual([
      expect.objectContaining({
        title: t('common.notice'),
        message: t('error.not_logged_in'),
        confirm: { label: t('common.confirm'), navigateTo: '/m/login' },
        dismissible: false,
      }),
      expect.objectContaining({
        title: t('common.notice'),
        confirm: { label: t('common.confirm'), run: goBack },
        dismissible: true,
      }),
    ]);
  });
});

describe('issue 36: the Notice / OK alert is spelled once', () => {
  /** An alert titled Notice whose only action is OK: what overlayStore.notice(message) says. */
  const PLAIN_NOTICE =
    /alert(?:Once)?\(\{\s*title: \w+\('common\.notice'\),\s*message:(?:(?!confirm:)[\s\S])*?confirm: \{ label: \w+\('common\.confirm'\) \},?\s*\}\)/;

  it('the check sees one', () => {
    const copy =
      "overlayStore.alert({\n  title: text('common.notice'),\n  message: text('x'),\n  confirm: { label: text('common.confirm') },\n});";
    expect(copy).toMatch(PLAIN_NOTICE);
    // One with an action of its own is another alert.
    expect(copy.replace(' },\n', ', run: go },\n')).not.toMatch(PLAIN_NOTICE);
  });

  it('no module of src/ spells it instead of calling overlayStore.notice', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const copies = readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => PLAIN_NOTICE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(copies).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createActionKeys } from './action-keys';

describe('DESIGN rule 11 idempotency keys', () => {
  it('repeats one key per action until it succeeds; a UUID-shaped key by default', () => {
    const keys = createActionKeys();
    const first = keys.keyFor('claim:1');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys.keyFor('claim:1')).toBe(first);
    expect(keys.keyFor('claim:2')).not.toBe(first);
    keys.done('claim:1');
    expect(keys.keyFor('claim:1')).not.toBe(first);
  });
});

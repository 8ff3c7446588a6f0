import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';

describe('§7 docs/api.md covers every call of the contract', () => {
  const docs = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  for (const [name, endpoint] of Object.entries(api)) {
    it(`documents ${name} (${endpoint.method} ${endpoint.path})`, () => {
      expect(docs).toContain(`| \`${name}\` | ${endpoint.method} \`${endpoint.path}\``);
    });
  }
});

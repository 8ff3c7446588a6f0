/**
 * Issue 36 (declared exceptions or none): one way to the session. Every page and part reads it where
 * it uses it (`useSession()`, or `useToken()` for the token alone, src/session/use-session.ts); none
 * is handed the token as a prop, as member pages once were (`<FeedbackPage token={token} />`) while
 * the money pages read useSession.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** A JSX attribute `token={…}`, or a component (capitalised function) taking a `token` prop. */
const TOKEN_PROP = /\btoken=\{|function [A-Z]\w*\(\{[^)]*\btoken\b/;

describe('issue 36: one way to the session', () => {
  it('the check sees a token handed down', () => {
    expect('export function FeedbackPage({ token }: { token: string }) {').toMatch(TOKEN_PROP);
    expect('<FeedbackPage token={token} />').toMatch(TOKEN_PROP);
    expect('const token = useToken();').not.toMatch(TOKEN_PROP);
  });

  it('no component of src/ takes the token as a prop', () => {
    const src = fileURLToPath(new URL('../../src', import.meta.url));
    const handed = readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => TOKEN_PROP.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(handed).toEqual([]);
  });
});

/**
 * Issue 36 (declared exceptions or none): one way to the session. Every page and part reads it where
 * it uses it (`useSession()`, or `useToken()` for the token alone, src/session/use-session.ts); none
 * is handed the token as a prop, as member pages once were (`<FeedbackPage token={token} />`) while
 * the money pages read useSession. A read made as the member is useMemberRead(queryFactory)
 * (src/session/use-member-read.ts), not the token fetched and handed to the factory again.
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

  /** A member's read spelled out: the factory given the token read just before (a read with a
   * condition of its own, `enabled: counting`, is not this). */
  const SPELLED_READ =
    /useQuery\(\{ \.\.\.\w+\(current\?\.token \?\? ''\), enabled: Boolean\(current\) \}\)|const token = useToken\(\);\s*const \w+ = useQuery\(\w+\(token\)\)/;

  it('the check sees a member read spelled out', () => {
    expect("useQuery({ ...memberInfoQuery(current?.token ?? ''), enabled: Boolean(current) })").toMatch(SPELLED_READ);
    expect('const token = useToken();\n  const list = useQuery(feedbackListQuery(token));').toMatch(SPELLED_READ);
    expect('const list = useMemberRead(feedbackListQuery);').not.toMatch(SPELLED_READ);
  });

  it('every read made as the member goes through useMemberRead', () => {
    const src = fileURLToPath(new URL('../../src', import.meta.url));
    const spelled = readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && entry.name !== 'use-member-read.ts')
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => SPELLED_READ.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(spelled).toEqual([]);
  });
});

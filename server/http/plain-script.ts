/**
 * The scripts of the reference server's plain pages on other origins (the chat page, the demo game
 * provider's page): no bundler and no shared origin, so the §7 envelope call both use
 * (public/envelope-call.js) is put in front of each page's own script when it is read.
 */
import { readFileSync } from 'node:fs';

const ENVELOPE_CALL = readFileSync(new URL('./public/envelope-call.js', import.meta.url), 'utf8');

/** A plain page's script file, with the envelope call ahead of it. */
export function plainScript(file: URL): string {
  return `${ENVELOPE_CALL}\n${readFileSync(file, 'utf8')}`;
}

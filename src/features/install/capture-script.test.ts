import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  INSTALL_DISMISS_COUNT_INSTALLED,
  INSTALL_DISMISS_COUNT_KEY,
  INSTALL_INSTALLED_KEY,
} from '../../config/constants';
import { APP_INSTALLED_EVENT, PROMPT_CAPTURED_EVENT } from './prompt-event';

describe('§4 the early capture script (public/install-capture.js)', () => {
  const script = readFileSync(new URL('../../../public/install-capture.js', import.meta.url), 'utf8');
  const html = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
  it('writes the dismissal counter (99) and the installed flag under the app’s own keys', () => {
    expect(script).toContain(
      `localStorage.setItem('${INSTALL_DISMISS_COUNT_KEY}', '${INSTALL_DISMISS_COUNT_INSTALLED}')`,
    );
    expect(script).toContain(`localStorage.setItem('${INSTALL_INSTALLED_KEY}', '1')`);
  });
  it('announces what it caught with the events the app listens to', () => {
    expect(script).toContain(`'${PROMPT_CAPTURED_EVENT}'`);
    expect(script).toContain(`'${APP_INSTALLED_EVENT}'`);
  });
  // The server writes it into the page, allowed by its hash (server/http/static.test.ts).
  it('is named in the shell as a blocking script before the app', () => {
    const capture = html.indexOf('<script src="/m/install-capture.js"></script>');
    expect(capture).toBeGreaterThan(0);
    expect(capture).toBeLessThan(html.indexOf('<script type="module"'));
  });
});

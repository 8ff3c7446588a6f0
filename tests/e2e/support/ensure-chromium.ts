/**
 * Makes sure Debian's Chromium is there for the browser tests. Playwright's own browser download
 * cannot work offline, so the tests drive /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function install(): void {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing the Debian package (apt-get install -y chromium)…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

if (!existsSync(CHROMIUM_PATH)) install();
if (!existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium is still missing at ${CHROMIUM_PATH}.`);
  process.exit(1);
}
console.log(`Chromium: ${execFileSync(CHROMIUM_PATH, ['--version']).toString().trim()}`);

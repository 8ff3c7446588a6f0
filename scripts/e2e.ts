/**
 * `npm run test:e2e`: the browser tests in two halves at once, each against a server stack of its
 * own (tests/e2e/support/global-setup.ts on its own E2E_PORT: Auth Emulator, platform, edge, and
 * the ports each spec derives from it), so that `npm test` stays well under CI's 30 minutes (one
 * Playwright process with one worker took 40). The specs of one half share its server and run one
 * at a time in alphabetical order, as before; the halves share nothing.
 *
 * `npx playwright test [files]` still runs everything (or what it is given) in one process.
 * E2E_PORT moves the first half; the second takes E2E_PORT + 200 (a spec's own ports are E2E_PORT
 * + 1…63, the Auth Emulator's are derived from E2E_PORT: tests/e2e/support/env.ts).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { E2E_PORT } from '../tests/e2e/support/env';

/**
 * The first half: the longest specs (look walks every route in six configurations; the
 * interruptions specs run the page's clock for minutes) and some with servers of their own, about
 * 21 of the 42 minutes one process took on a 2-core machine (stop 40's full run); everything else
 * is the second half.
 */
const FIRST_HALF = new Set([
  'look.spec.ts',
  'interruptions.spec.ts',
  'interruptions-offline.spec.ts',
  'offline.spec.ts',
  'edge-replicas.spec.ts',
  'failover.spec.ts',
  'merchant-settings.spec.ts',
  'push.spec.ts',
]);
const PORT_GAP = 200;

const specs = readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.spec.ts'))
  .sort();
const halves = [
  { name: 'e2e/1', port: E2E_PORT, files: specs.filter((f) => FIRST_HALF.has(f)) },
  { name: 'e2e/2', port: E2E_PORT + PORT_GAP, files: specs.filter((f) => !FIRST_HALF.has(f)) },
];
const missing = [...FIRST_HALF].filter((f) => !specs.includes(f));
if (missing.length > 0) {
  console.error(`scripts/e2e.ts names specs that do not exist: ${missing.join(', ')}`);
  process.exit(1);
}

function run(half: (typeof halves)[number]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...half.files.map((f) => `tests/e2e/${f}`)], {
      env: {
        ...process.env,
        E2E_PORT: String(half.port),
        E2E_OUTPUT_DIR: `test-results/${half.name.replace('/', '-')}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Line by line, each marked with its half: the two runs' lines interleave.
    createInterface({ input: child.stdout }).on('line', (line) => console.log(`[${half.name}] ${line}`));
    createInterface({ input: child.stderr }).on('line', (line) => console.error(`[${half.name}] ${line}`));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const started = Date.now();
const codes = await Promise.all(halves.map(run));
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
halves.forEach((half, i) =>
  console.log(`${half.name}: ${codes[i] === 0 ? 'passed' : 'FAILED'} (${half.files.length} specs)`),
);
console.log(`browser tests: ${minutes} min`);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);

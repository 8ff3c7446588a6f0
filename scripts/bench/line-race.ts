/** §4 domain modal, §9 up to 10 lines probed: the fastest-domain choice among 10 domains (DESIGN budget). */
import { spawn } from 'node:child_process';
import type { Browser } from '@playwright/test';
import { freePortOn, type LineSpec } from '../../tests/e2e/support/lines';
import { DIST } from './dist';
import { median, verbose, type Row } from './row';

/** The ten lines' latencies (ms); the fastest, 100 ms, sits in the middle of the list. */
const LINE_LATENCIES = [260, 180, 300, 220, 100, 340, 140, 380, 420, 200];

/** Rounds of each measurement (each a fresh page, so fresh connections); the figure compares medians. */
const RACE_ROUNDS = Number(process.env.RACE_ROUNDS ?? 9);

/**
 * Where a race's time goes, from its start (ms): the winner's probe leaving the page, its connection
 * made, its request sent, its first byte, its whole answer (the winner's Resource Timing entry; the
 * lines send Timing-Allow-Origin). The page having handled it is the round's own time (`ms`).
 */
const RACE_PHASES = ['probe issued', 'connected', 'request sent', 'first byte', 'answer in'] as const;

interface RaceRound {
  ms: number;
  origin: string;
  probed: number;
  phases: number[];
}

// Page-side, as source text (see FCP_SOURCE): the measure and the winner's timings.
const RACE_SOURCE = `(() => {
  const m = performance.getEntriesByName('storefront:fastest-line')[0];
  if (!m) return null;
  const w = performance.getEntriesByType('resource').find((e) => e.name.startsWith(m.detail.origin + '/') && e.name.includes('/test/ping'));
  const at = (t) => (w && t > 0 ? t - m.startTime : NaN);
  return { ms: m.duration, origin: m.detail.origin, probed: m.detail.probed,
    phases: [at(w?.startTime), at(w?.connectEnd), at(w?.requestStart), at(w?.responseStart), at(w?.responseEnd)] };
})()`;

/** The domain modal's race on a page of a retired line: its time to the winner, the winner, and its phases. */
async function raceOnce(browser: Browser, pageUrl: string): Promise<RaceRound | null> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 760 } });
  try {
    const page = await context.newPage();
    await page.goto(pageUrl);
    await page.getByRole('alertdialog', { name: 'Notice' }).waitFor({ timeout: 15_000 });
    return (await page.evaluate(RACE_SOURCE)) as RaceRound | null;
  } finally {
    await context.close();
  }
}

/** `--verbose`: the medians of each phase, the race's beside the fastest line's own. */
function racePhases(races: readonly RaceRound[], solos: readonly RaceRound[]): string {
  const phaseMedian = (rounds: readonly RaceRound[], i: number) => {
    const known = rounds.map((r) => r.phases[i]!).filter((v) => Number.isFinite(v));
    return known.length ? median(known).toFixed(1) : '?';
  };
  const phases = RACE_PHASES.map((name, i) => `${name} ${phaseMedian(races, i)} vs ${phaseMedian(solos, i)}`);
  const handled = (rounds: readonly RaceRound[]) => median(rounds.map((r) => r.ms)).toFixed(1);
  return [...phases, `handled ${handled(races)} vs ${handled(solos)}`].join('; ');
}

/**
 * DESIGN: "fastest-domain choice among 10 domains: within 10% of the fastest domain's own answer
 * time". The race runs on a retired line whose list has the ten lines; the fastest line's own
 * answer time is the same code path on a retired line whose list has that line alone (the same
 * client, cold connection and page work; only the nine other probes are missing). Rounds alternate,
 * so load on the machine weighs on both alike. The lines share one process: each one's latency
 * counts from its request's arrival (server/http/wps.ts latencyLeft), not from when that process
 * got round to it after the other lines' requests.
 */
export async function fastestLine(browser: Browser): Promise<Row> {
  const hosts = LINE_LATENCIES.map((_, i) => `127.0.0.${i + 2}`);
  const entry = `127.0.0.${LINE_LATENCIES.length + 2}`;
  const soloEntry = `127.0.0.${LINE_LATENCIES.length + 3}`;
  const port = await freePortOn([...hosts, entry, soloEntry]);
  const origin = (host: string) => `http://${host}:${port}`;
  const fastestMs = Math.min(...LINE_LATENCIES);
  const fastest = origin(hosts[LINE_LATENCIES.indexOf(fastestMs)]!);
  const plan = {
    distDir: DIST,
    groups: [
      {
        specs: [
          ...hosts.map((host, i): LineSpec => ({ host, port, kind: 'live', latencyMs: LINE_LATENCIES[i]! })),
          { host: entry, port, kind: 'live', latencyMs: 0 } satisfies LineSpec,
        ],
        retire: [entry],
      },
      {
        specs: [{ host: soloEntry, port, kind: 'live', latencyMs: 0 } satisfies LineSpec],
        domainList: [fastest],
        retire: [soloEntry],
      },
    ],
  };
  // The lines serve from a process of their own (scripts/bench-lines.ts).
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-lines.ts', JSON.stringify(plan)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const figure = `Fastest-domain choice among ${hosts.length} domains`;
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench-lines exited with ${code}`)));
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
    });
    const raceRounds: RaceRound[] = [];
    const soloRounds: RaceRound[] = [];
    const winners = new Set<string>();
    let probed = 0;
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const race = await raceOnce(browser, `${origin(entry)}/m/home`);
      const own = await raceOnce(browser, `${origin(soloEntry)}/m/home`);
      if (!race || !own) return { figure, value: 'no line won', budget: 'within 10%', ok: false };
      raceRounds.push(race);
      soloRounds.push(own);
      winners.add(race.origin);
      probed = race.probed;
    }
    const races = raceRounds.map((r) => r.ms);
    const solos = soloRounds.map((r) => r.ms);
    if (verbose()) {
      console.log(
        `  races ${races.map((r) => r.toFixed(0)).join(' ')}; alone ${solos.map((r) => r.toFixed(0)).join(' ')}`,
      );
      console.log(`  medians from the race's start, race vs alone (ms): ${racePhases(raceRounds, soloRounds)}`);
    }
    const raceMs = median(races);
    const soloMs = median(solos);
    const over = (raceMs / soloMs - 1) * 100;
    const choseFastest = winners.size === 1 && winners.has(fastest);
    const chose = choseFastest
      ? `the ${fastestMs} ms line every time`
      : `${[...winners].join(', ')}, NOT always the fastest`;
    return {
      figure: `${figure} (${probed} probed, median of ${RACE_ROUNDS})`,
      value: `${raceMs.toFixed(0)} ms vs its own ${soloMs.toFixed(0)} ms (${over >= 0 ? '+' : ''}${over.toFixed(1)}%), chose ${chose}`,
      budget: 'within 10%',
      ok: choseFastest && raceMs <= soloMs * 1.1,
    };
  } finally {
    child.stdin.end();
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
  }
}

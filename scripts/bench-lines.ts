/**
 * The lines of the fastest-domain benchmark (scripts/bench.ts), in a process of their own: the
 * servers then do not share an event loop with the browser driver, whose protocol traffic grows
 * with every request the race makes. Reads its plan as JSON from argv[2], prints "ready" and keeps
 * serving until stdin closes (the benchmark ending) or it gets SIGTERM.
 */
import { startLines, type LineSpec } from '../tests/e2e/support/lines';

interface Plan {
  groups: { specs: LineSpec[]; domainList?: string[]; retire: string[] }[];
  distDir: string;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as Plan;
const running: Awaited<ReturnType<typeof startLines>>[] = [];
for (const group of plan.groups) {
  const lines = await startLines(group.specs, {
    distDir: plan.distDir,
    ...(group.domainList ? { domainList: group.domainList } : {}),
  });
  for (const host of group.retire) await lines.retire(host);
  running.push(lines);
}
const stop = async () => {
  await Promise.all(running.map((l) => l.close()));
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
console.log('ready');

/**
 * The page's main-thread tasks after its first contentful paint, read from the trace Lighthouse
 * saved of its run (issue 18: "keep each long task under 50 ms on Lighthouse's 4× CPU throttling").
 *
 * Lighthouse's simulated phone stretches each task the unthrottled run traced: four times, twice for
 * a task that laid out (Lantern's CPU and layout multipliers). It stretches the task's wall time, and
 * on a 2-core machine that time includes waits for a core: the browser process, the compositor, the
 * service worker's install and Lighthouse itself run beside the page. The trace also gives each
 * task's thread time (`tdur`, the CPU the main thread spent on it), so the same stretch of the CPU
 * time tells the page's own work from the machine's contention.
 */

/** The fields of a Chrome trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, µs (complete events). */
  dur?: number;
  /** Thread (CPU) time, µs. */
  tdur?: number;
}

/** Lantern's multipliers for Lighthouse's default mobile throttling (4× CPU; layout at half). */
const CPU_MULTIPLIER = 4;
const LAYOUT_MULTIPLIER = 2;

export interface TasksAfterPaint {
  /** Simulated ms of each task of `limitMs` or more by its wall time (what Lighthouse lists). */
  byWall: number[];
  /** Simulated ms of each task of `limitMs` or more by its CPU time (the page's own work). */
  byCpu: number[];
  /** The longest task's simulated CPU time, ms. */
  longestCpu: number;
}

/**
 * The top-level tasks of the page's main thread (the thread of its first contentful paint) that
 * start after that paint, each stretched as Lighthouse's simulation does; null without a paint.
 */
export function tasksAfterPaint(events: readonly TraceEvent[], limitMs = 50): TasksAfterPaint | null {
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const onMain = events.filter(
    (e) => e.pid === paint.pid && e.tid === paint.tid && e.ph === 'X' && e.dur !== undefined,
  );
  const layouts = onMain.filter((e) => e.name === 'Layout');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= paint.ts).sort((a, b) => a.ts - b.ts);
  const result: TasksAfterPaint = { byWall: [], byCpu: [], longestCpu: 0 };
  let topLevelEnd = -Infinity;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    // A task nested in another (a nested run loop) is part of it.
    if (task.ts < topLevelEnd) continue;
    topLevelEnd = end;
    const multiplier = layouts.some((l) => l.ts >= task.ts && l.ts < end) ? LAYOUT_MULTIPLIER : CPU_MULTIPLIER;
    const wall = (task.dur! / 1000) * multiplier;
    const cpu = ((task.tdur ?? task.dur!) / 1000) * multiplier;
    if (wall >= limitMs) result.byWall.push(wall);
    if (cpu >= limitMs) result.byCpu.push(cpu);
    result.longestCpu = Math.max(result.longestCpu, cpu);
  }
  return result;
}

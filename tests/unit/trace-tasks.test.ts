import { describe, expect, it } from 'vitest';
import { tasksAfterPaint, type TraceEvent } from '../../scripts/trace-tasks';

const MAIN = { pid: 1, tid: 1 };
const ms = (value: number) => value * 1000;
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: ms(100) };
const task = (at: number, wall: number, cpu: number, where = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: ms(at),
  dur: ms(wall),
  tdur: ms(cpu),
});

describe("issue 18 the bench's long tasks: Lighthouse's stretch of wall time and of CPU time", () => {
  it('stretches a task four times, one that laid out twice, and tells wall time from CPU time', () => {
    const events: TraceEvent[] = [
      paint,
      // 15 ms on the wall, 5 ms of CPU: Lighthouse lists it (60 ms), the page's work is 20 ms.
      task(200, 15, 5),
      // A layout: stretched twice, so 20 ms is 40 ms, not a long task.
      task(300, 20, 20),
      { name: 'Layout', ph: 'X', ...MAIN, ts: ms(305), dur: ms(10), tdur: ms(10) },
      // 14 ms of CPU: 56 ms either way.
      task(400, 14, 14),
    ];
    expect(tasksAfterPaint(events)).toEqual({ byWall: [60, 56], byCpu: [56], longestCpu: 56 });
  });

  it('counts only the page main thread after its first contentful paint, and top-level tasks once', () => {
    const events: TraceEvent[] = [
      task(50, 30, 30),
      paint,
      task(200, 30, 30, { pid: 1, tid: 2 }),
      task(300, 30, 30, { pid: 2, tid: 1 }),
      task(400, 20, 20),
      task(405, 15, 15),
    ];
    expect(tasksAfterPaint(events)).toEqual({ byWall: [80], byCpu: [80], longestCpu: 80 });
  });

  it('has nothing to say of a trace without a first contentful paint', () => {
    expect(tasksAfterPaint([task(200, 30, 30)])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('issue 18 nextTask: a task hop without a timer', () => {
  it('runs callbacks in a later task, in order', async () => {
    const ran: number[] = [];
    const done = new Promise<void>((resolve) => {
      nextTask(() => ran.push(1));
      nextTask(() => {
        ran.push(2);
        resolve();
      });
    });
    await Promise.resolve();
    expect(ran).toEqual([]);
    await done;
    expect(ran).toEqual([1, 2]);
  });
});

import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { askUnreadAgain, chatKeys } from './api';

/** A platform whose count the test sets, and whose answers the test lets go one by one. */
function platform() {
  let count = 0;
  const waiting: { answer: number; go: () => void }[] = [];
  let asked = 0;
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<number>((resolve, reject) => {
      asked++;
      const answer = count; // what the platform says is read when the question arrives
      waiting.push({ answer, go: () => resolve(answer) });
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  return {
    queryFn,
    setCount: (n: number) => (count = n),
    answerAll: () => waiting.splice(0).forEach((w) => w.go()),
    asked: () => asked,
  };
}

describe('§3 the unread count asked again (the player back on the tab, the chat closed)', () => {
  it.each([
    ['while the first count is on its way', false],
    ['while a poll is on its way', true],
  ])('%s: the badge gets the count asked after the change, not the one that left before it', async (_, hasCount) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = platform();
    const observer = new QueryObserver(queryClient, { queryKey: chatKeys.unread('token'), queryFn: server.queryFn });
    const seen: (number | undefined)[] = [];
    const stop = observer.subscribe((r) => seen.push(r.data));
    if (hasCount) {
      server.answerAll();
      await expect.poll(() => observer.getCurrentResult().data).toBe(0);
      void observer.refetch();
    }
    await expect.poll(() => server.asked()).toBe(hasCount ? 2 : 1);

    // An agent writes while that count is on its way; the player comes back to the tab.
    server.setCount(1);
    const asking = askUnreadAgain(queryClient);
    server.answerAll();
    await expect.poll(() => server.asked()).toBe(hasCount ? 3 : 2);
    server.answerAll();
    await asking;
    expect(observer.getCurrentResult().data).toBe(1);
    expect(seen.at(-1)).toBe(1);
    stop();
    queryClient.clear();
  });
});

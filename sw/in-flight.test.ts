import { describe, expect, it } from 'vitest';
import { InFlight } from './in-flight';

describe('§7 de-duplication of identical requests in flight', () => {
  it('§7 sends once and gives every caller its own copy of the answer', async () => {
    const inFlight = new InFlight();
    let sent = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const send = async () => {
      sent++;
      await gate;
      return new Response('{"success":true,"value":1}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const callers = Array.from({ length: 10 }, () => inFlight.run('k', send));
    expect(inFlight.size).toBe(1);
    release();
    const bodies = await Promise.all(callers.map(async (p) => (await p).json()));
    expect(sent).toBe(1);
    expect(bodies).toEqual(Array(10).fill({ success: true, value: 1 }));
    expect(inFlight.size).toBe(0);
  });

  it('different keys go to the network separately; a later identical request goes again', async () => {
    const inFlight = new InFlight();
    let sent = 0;
    const send = async () => (sent++, new Response('x'));
    await Promise.all([inFlight.run('a', send), inFlight.run('b', send)]);
    await inFlight.run('a', send);
    expect(sent).toBe(3);
  });

  it('a failure reaches every caller and is not kept', async () => {
    const inFlight = new InFlight();
    const failing = () => Promise.reject(new TypeError('offline'));
    const results = await Promise.allSettled([inFlight.run('k', failing), inFlight.run('k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(inFlight.size).toBe(0);
  });
});

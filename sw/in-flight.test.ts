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

  it('§3 a fresh request (a count asked again) joins none that left before it; later requests join it', async () => {
    const inFlight = new InFlight();
    const gates: Array<(count: number) => void> = [];
    const send = () =>
      new Promise<Response>((resolve) => gates.push((count) => resolve(new Response(JSON.stringify({ count })))));
    const before = inFlight.run('k', send);
    const fresh = inFlight.run('k', send, { fresh: true });
    const joiner = inFlight.run('k', send);
    expect(gates).toHaveLength(2);
    // The platform's count changed between the two: the older answer comes last, and reaches only its own caller.
    gates[1]!(1);
    expect(await (await fresh).json()).toEqual({ count: 1 });
    expect(await (await joiner).json()).toEqual({ count: 1 });
    expect(inFlight.size).toBe(0);
    gates[0]!(0);
    expect(await (await before).json()).toEqual({ count: 0 });
    expect(inFlight.size).toBe(0);
  });

  it('an older request ending does not forget the fresher one in flight', async () => {
    const inFlight = new InFlight();
    const gates: Array<() => void> = [];
    let sent = 0;
    const send = () => (sent++, new Promise<Response>((resolve) => gates.push(() => resolve(new Response('x')))));
    const older = inFlight.run('k', send);
    const fresh = inFlight.run('k', send, { fresh: true });
    gates[0]!();
    await older;
    const joiner = inFlight.run('k', send);
    expect(sent).toBe(2);
    gates[1]!();
    await Promise.all([fresh, joiner]);
    expect(inFlight.size).toBe(0);
  });

  it('a failure reaches every caller and is not kept', async () => {
    const inFlight = new InFlight();
    const failing = () => Promise.reject(new TypeError('offline'));
    const results = await Promise.allSettled([inFlight.run('k', failing), inFlight.run('k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(inFlight.size).toBe(0);
  });
});

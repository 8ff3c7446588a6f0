import { describe, expect, it, vi } from 'vitest';
import { domainOrigin, lineNames, pickDomains, raceFastest, retryUrl } from './rules';

/** A probe the test answers by hand, remembering the signal it was given. */
function manualPings() {
  const probes = new Map<string, { signal: AbortSignal; resolve: () => void; reject: (e: Error) => void }>();
  const ping = vi.fn(
    (origin: string, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        probes.set(origin, { signal, resolve: () => resolve(), reject });
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  return { ping, probes };
}

const lines = (n: number) => Array.from({ length: n }, (_, i) => `http://line${i + 1}.test`);

describe('§3 domain list entries', () => {
  it('are origins; a bare host name takes the page protocol; nothing but http and https is probed', () => {
    expect(domainOrigin('https://line2.example.com/some/path', 'http:')).toBe('https://line2.example.com');
    expect(domainOrigin('line3.example.com:8443', 'https:')).toBe('https://line3.example.com:8443');
    expect(domainOrigin('line3.example.com', 'http:')).toBe('http://line3.example.com');
    expect(domainOrigin('  http://127.0.0.4:4456/ ', 'http:')).toBe('http://127.0.0.4:4456');
    expect(domainOrigin('javascript:alert(1)//x', 'http:')).toBeNull();
    expect(domainOrigin('ftp://files.example.com', 'http:')).toBeNull();
    expect(domainOrigin('http://user:pw@line.example.com', 'http:')).toBeNull();
    expect(domainOrigin('', 'http:')).toBeNull();
  });
});

describe('§4 which lines are probed', () => {
  it('§4 §9 at most 10, picked at random, without repeats or the line that just failed', () => {
    const list = [...lines(14), 'http://line1.test/', 'http://current.test'];
    const picked = pickDomains(list, {
      currentOrigin: 'http://current.test',
      pageProtocol: 'http:',
      random: () => 0.37,
    });
    expect(picked).toHaveLength(10);
    expect(new Set(picked).size).toBe(10);
    expect(picked).not.toContain('http://current.test');
    for (const p of picked) expect(lines(14)).toContain(p);
  });

  it('§4 random: different random numbers give different picks, and every line can be picked', () => {
    const seen = new Set<string>();
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 50; i++)
      for (const p of pickDomains(lines(14), { currentOrigin: '', pageProtocol: 'http:', random })) seen.add(p);
    expect(seen.size).toBe(14);
  });

  it('fewer than 10 usable lines are all probed', () => {
    expect(
      pickDomains(['a.test', 'mailto:x@y', 'b.test'], { currentOrigin: '', pageProtocol: 'https:' }).sort(),
    ).toEqual(['https://a.test', 'https://b.test']);
  });
});

describe('§4 the fastest-line race', () => {
  it('§4 the first line to answer wins and every other probe is cancelled', async () => {
    const { ping, probes } = manualPings();
    const race = raceFastest(lines(4), ping);
    expect(ping).toHaveBeenCalledTimes(4);
    probes.get('http://line3.test')!.resolve();
    const result = await race;
    expect(result?.origin).toBe('http://line3.test');
    expect(probes.get('http://line3.test')!.signal.aborted).toBe(false);
    for (const origin of ['http://line1.test', 'http://line2.test', 'http://line4.test'])
      expect(probes.get(origin)!.signal.aborted, origin).toBe(true);
  });

  it('§4 §9 is bounded to 10 probes whatever it is given', async () => {
    const { ping, probes } = manualPings();
    const race = raceFastest(lines(25), ping);
    expect(ping).toHaveBeenCalledTimes(10);
    probes.get('http://line10.test')!.resolve();
    expect((await race)?.origin).toBe('http://line10.test');
  });

  it('§4 lines that fail do not win; a slower live line does', async () => {
    const { ping, probes } = manualPings();
    const race = raceFastest(lines(3), ping);
    probes.get('http://line1.test')!.reject(new Error('refused'));
    probes.get('http://line2.test')!.reject(new Error('refused'));
    await Promise.resolve();
    probes.get('http://line3.test')!.resolve();
    expect((await race)?.origin).toBe('http://line3.test');
  });

  it('§4 when every line fails the answer is null', async () => {
    const { ping, probes } = manualPings();
    const race = raceFastest(lines(2), ping);
    for (const p of probes.values()) p.reject(new Error('down'));
    expect(await race).toBeNull();
  });

  it('§9 after 10 s without an answer the race gives up and cancels every probe', async () => {
    vi.useFakeTimers();
    try {
      const { ping, probes } = manualPings();
      const race = raceFastest(lines(3), ping);
      await vi.advanceTimersByTimeAsync(9_999);
      expect([...probes.values()].some((p) => p.signal.aborted)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await race).toBeNull();
      for (const p of probes.values()) expect(p.signal.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends early when the caller aborts, cancelling every probe', async () => {
    const { ping, probes } = manualPings();
    const controller = new AbortController();
    const race = raceFastest(lines(3), ping, { signal: controller.signal });
    controller.abort();
    expect(await race).toBeNull();
    for (const p of probes.values()) expect(p.signal.aborted).toBe(true);
  });

  it('measures how long the winner took', async () => {
    let clock = 1_000;
    const ping = (origin: string) =>
      new Promise<void>((resolve) => (origin.endsWith('2.test') ? setTimeout(resolve, 0) : undefined));
    const race = raceFastest(lines(2), ping, { now: () => (clock += 40) });
    expect(await race).toEqual({ origin: 'http://line2.test', elapsedMs: 40 });
  });

  it('a probe that throws at once counts as a failed line', async () => {
    const result = await raceFastest(['http://a.test'], () => {
      throw new Error('bad');
    });
    expect(result).toBeNull();
    expect(await raceFastest([], () => Promise.resolve())).toBeNull();
  });
});

describe('§2 Retry', () => {
  it('§2 opens /m/index.html on the fastest line with affiliateCode and r when known', () => {
    expect(retryUrl('http://127.0.0.4:4456', { affiliateCode: 'AFF7', referralCode: 'REF9' })).toBe(
      'http://127.0.0.4:4456/m/index.html?affiliateCode=AFF7&r=REF9',
    );
    expect(retryUrl('https://line2.example.com', {})).toBe('https://line2.example.com/m/index.html');
    expect(retryUrl('https://line2.example.com', { referralCode: 'R1' })).toBe(
      'https://line2.example.com/m/index.html?r=R1',
    );
  });
});

describe('§7 domainRoute', () => {
  it('§7 the lines are the config list and the domain routes, each once, the config first', () => {
    expect(lineNames(['a.example', 'B.example'], ['b.example.', 'c.example', ' ', 'a.example'])).toEqual([
      'a.example',
      'B.example',
      'c.example',
    ]);
    expect(lineNames([], ['r.example'])).toEqual(['r.example']);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerRequest } from '../shared/messages';
import { sessionKeyOf } from '../shared/session-key';

const sent: WorkerRequest[] = [];
let answerSession: () => void = () => undefined;
vi.mock('../lib/worker-bridge', () => ({
  request: vi.fn((message: WorkerRequest) => {
    sent.push(message);
    if (message.type !== 'session') return Promise.resolve({ kept: 1 });
    return new Promise((resolve) => (answerSession = () => resolve({ cleared: true })));
  }),
}));
vi.mock('../session/store', () => ({ session: { token: () => 'player-token' } }));

const { handOverOnceControlled } = await import('./first-control');
const { noteIfPastWorker, takeSentPastWorker } = await import('../api/sent-past-worker');

function firstVisit() {
  const serviceWorker = Object.assign(new EventTarget(), { controller: null as object | null });
  vi.stubGlobal('navigator', { serviceWorker });
  vi.stubGlobal('location', new URL('https://shop.example/m/home'));
  vi.stubGlobal('document', {
    querySelector: () => ({ href: 'https://shop.example/wps/system/manifest.json' }),
  });
  return {
    takeControl() {
      serviceWorker.controller = {};
      serviceWorker.dispatchEvent(new Event('controllerchange'));
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('§7 the first time a worker controls the page', () => {
  afterEach(() => {
    sent.length = 0;
    takeSentPastWorker();
    vi.unstubAllGlobals();
  });

  it("tells it the player's session first, and hands over the answers only once it is adopted", async () => {
    const browser = firstVisit();
    noteIfPastWorker('/wps/relay/MCSFE_getBanners?groupName=m_popup1', { Merchant: 'DEMO' });
    handOverOnceControlled(false);
    browser.takeControl();
    await settle();
    // Adopting a session may clear the worker's caches: nothing is kept before that is done.
    expect(sent).toEqual([{ type: 'session', sessionKey: sessionKeyOf('player-token') }]);
    answerSession();
    await settle();
    expect(sent[1]).toEqual({
      type: 'keep-answers',
      requests: [
        { url: 'https://shop.example/wps/relay/MCSFE_getBanners?groupName=m_popup1', headers: { Merchant: 'DEMO' } },
        { url: 'https://shop.example/wps/system/manifest.json', headers: {} },
      ],
    });
  });

  it('does nothing on a page a worker served from the start: the start-up told it already', async () => {
    const browser = firstVisit();
    handOverOnceControlled(true);
    browser.takeControl();
    await settle();
    expect(sent).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteIfPastWorker, takeSentPastWorker } from './sent-past-worker';

function browserWith(controller: object | null) {
  vi.stubGlobal('navigator', { serviceWorker: { controller } });
  vi.stubGlobal('location', new URL('https://shop.example/m/home'));
}

describe('§7 the GETs a first visit sent before its worker controlled it', () => {
  afterEach(() => {
    takeSentPastWorker();
    vi.unstubAllGlobals();
  });

  it('notes each cacheable GET once, with its headers, and hands the list over once', () => {
    browserWith(null);
    noteIfPastWorker('/wps/relay/MCSFE_getBanners?groupName=m_popup1', { Merchant: 'DEMO', Language: 'en' });
    noteIfPastWorker('/wps/relay/MCSFE_getBanners?groupName=m_popup1', { Merchant: 'DEMO', Language: 'en' });
    expect(takeSentPastWorker()).toEqual([
      {
        url: 'https://shop.example/wps/relay/MCSFE_getBanners?groupName=m_popup1',
        headers: { Merchant: 'DEMO', Language: 'en' },
      },
    ]);
    expect(takeSentPastWorker()).toEqual([]);
  });

  it('leaves out what the worker never keeps (DESIGN rule 11), other origins, and a page a worker serves', () => {
    browserWith(null);
    noteIfPastWorker('/wps/session/key/rsa?_=1', {});
    noteIfPastWorker('https://other.example/wps/relay/MCSFE_getBanners?groupName=m_popup1', {});
    browserWith({});
    noteIfPastWorker('/wps/relay/MCSFE_getBanners?groupName=m_popup1', {});
    expect(takeSentPastWorker()).toEqual([]);
  });
});

/**
 * §7: "paths containing /lgw/ skip the success check" — their answer is the value itself, decoded as
 * it is, with no {success, value} envelope. No call of the contract lives under /lgw/ today, so this
 * test gives the client one (a copy of gameVendors at an /lgw/ path) and checks the rule both ways.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../contract/endpoints', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../contract/endpoints')>();
  return {
    ...original,
    api: { ...original.api, gameVendors: { ...original.api.gameVendors, path: '/lgw/game/vendors' } },
  };
});

const { call } = await import('./http.chunk');
const { configureHttp } = await import('./context');
const { ApiError } = await import('./errors');

const vendors = [{ vendor: 'TCG', displayName: 'TCG', gameType: 'LOTTERY', ordinal: 100 }];
const answer = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

beforeEach(() =>
  configureHttp({
    merchantCode: 'DEMO',
    language: () => undefined,
    deviceKind: () => 'H5',
    baseUrl: 'http://api.test',
  }),
);
afterEach(() => vi.unstubAllGlobals());

describe('§7 the /lgw/ rule: paths containing /lgw/ skip the success check', () => {
  it('the bare value is the answer (no envelope, no success flag)', async () => {
    vi.stubGlobal('fetch', answer(vendors));
    await expect(call('gameVendors', {})).resolves.toMatchObject([{ vendor: 'TCG', gameType: 'LOTTERY' }]);
  });

  it('an envelope saying success:false is not read as a business error: it is checked as the answer itself', async () => {
    vi.stubGlobal('fetch', answer({ success: false, errorCode: 'x', message: 'no' }));
    const error = await call('gameVendors', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).kind).toBe('malformed');
  });
});

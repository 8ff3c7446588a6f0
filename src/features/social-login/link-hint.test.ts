import { afterEach, describe, expect, it, vi } from 'vitest';

const loadFlow = vi.fn();
vi.mock('./setup', () => ({ loadFlow: () => loadFlow() }));

const { socialLinkFields } = await import('./link-hint');
const { socialState } = await import('./state');

const pending = { firebaseChannel: 'google', firebaseIdToken: 'a.b.c' } as const;

describe('§3 §4 a password login links the pending social sign-in', () => {
  afterEach(() => {
    socialState.reset();
    loadFlow.mockReset();
  });

  it('sends nothing, and loads none of the flow, without a pending sign-in', async () => {
    expect(await socialLinkFields()).toBeNull();
    expect(loadFlow).not.toHaveBeenCalled();
  });

  it("sends the flow's fields (a refreshed token) when there is one", async () => {
    socialState.keep(pending);
    loadFlow.mockResolvedValue({ pendingLinkFields: async () => ({ ...pending, firebaseIdToken: 'fresh.b.c' }) });
    expect(await socialLinkFields()).toEqual({ ...pending, firebaseIdToken: 'fresh.b.c' });
  });

  it("§8 sends the token it holds when the flow's code cannot be downloaded", async () => {
    socialState.keep(pending);
    loadFlow.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    expect(await socialLinkFields()).toEqual(pending);
  });
});

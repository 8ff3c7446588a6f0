import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Issue 32: the first paint reserves boxes only for home sections the server knows are filled; the
 * edge renders from the platform's answers it keeps for up to 5 s (server/edge/platform.ts FRESH_MS),
 * so a test that has just changed them waits until the rendered home shows the change.
 */
export async function renderedHomeShows(request: APIRequestContext, check: (html: string) => boolean): Promise<void> {
  await expect
    .poll(async () => check(await (await request.get('/m/home')).text()), { timeout: 20_000, intervals: [500] })
    .toBe(true);
}

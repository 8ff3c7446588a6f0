/**
 * Issue 18: the server renderer. Loads the render entry that `npm run build` makes from
 * src/entry-server.tsx (dist-ssr/entry-server.js, beside the public dist/, never served) and asks it
 * for a page's HTML. A new build is picked up by its file's modification time. Without a built
 * renderer, or when a render fails, the page is answered as before (the browser renders it): a
 * render is an improvement of the first paint, never a condition of answering.
 */
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderModule, RenderRequest, RenderResult } from '../../contract/ssr';
import type { Logger } from '../logger';

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult | null>;
  /** Loads and compiles the render entry ahead of the first render (true when it loaded). */
  load?(): Promise<boolean>;
}

export function createRenderer(entry: string, logger: Logger): Renderer {
  let loaded: { mtimeMs: number; module: Promise<RenderModule | null> } | null = null;
  let warnedMissing = false;

  function current(): Promise<RenderModule | null> {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(entry).mtimeMs;
    } catch {
      if (!warnedMissing) {
        warnedMissing = true;
        logger.warn(`${entry} is missing (run \`npm run build\`): pages are answered without server rendering`);
      }
      return Promise.resolve(null);
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const module = import(`${pathToFileURL(entry).href}?v=${mtimeMs}`).then(
        (m: RenderModule) => m,
        (error: unknown) => {
          logger.error(`loading ${entry} failed`, error);
          return null;
        },
      );
      loaded = { mtimeMs, module };
    }
    return loaded.module;
  }

  return {
    load: () => current().then((module) => module !== null),
    async render(request) {
      const module = await current();
      if (!module) return null;
      try {
        return await module.render(request);
      } catch (error) {
        logger.error(`rendering ${request.url} failed`, error);
        return null;
      }
    },
  };
}

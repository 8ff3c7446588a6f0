/**
 * Issue 34: the edge renders a page once per (origin, language, path and query) and per version of
 * the platform's answers it was rendered with: the platform cache (platform.ts) hands out the same
 * objects until it refreshes them, so a render is reused exactly while its inputs are the very same
 * objects, at most FRESH_MS (5 s) and never across a change. Rendered pages hold public data only (no
 * session reaches the renderer, issue 18). At most MAX_PAGES entries (the query is the client's:
 * made-up ones evict the oldest). A failed render (null) is not kept.
 */
import type { RenderRequest, RenderResult } from '../../contract/ssr';
import type { Renderer } from '../http/ssr';

const MAX_PAGES = 500;

export function memoRenderer(inner: Renderer): Renderer {
  const pages = new Map<string, { inputs: unknown[]; result: Promise<RenderResult | null> }>();
  return {
    load: () => inner.load?.() ?? Promise.resolve(true),
    render(request: RenderRequest) {
      const key = `${request.origin}\n${request.language}\n${request.url}`;
      const inputs = [
        request.config,
        request.vendors,
        request.lanes,
        request.banners.m_popup1,
        request.banners.m_popup2,
        request.marqueeCount,
      ];
      const kept = pages.get(key);
      if (kept && kept.inputs.every((input, i) => input === inputs[i])) return kept.result;
      const result = inner.render(request);
      pages.delete(key);
      if (pages.size >= MAX_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, { inputs, result });
      void result.then((r) => {
        if (r === null && pages.get(key)?.result === result) pages.delete(key);
      });
      return result;
    },
  };
}

/**
 * Issue 18: what the server rendered (contract/ssr.ts), read from its JSON data block. The data
 * layer seeds the query answers the server rendered with, so hydration shows the same data.
 */
import { SSR_ELEMENT_ID, type SsrSeed } from '../../contract/ssr';
import { isKnownLanguage } from '../../contract/languages';

let seed: SsrSeed | null = null;

/** Reads and checks the data block once, at start; null when the page was not server-rendered. */
export function readServerSeed(doc: Document = document): SsrSeed | null {
  const text = doc.getElementById(SSR_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<SsrSeed> | null;
    if (!value || typeof value.page !== 'string' || !isKnownLanguage(value.language) || !Array.isArray(value.queries))
      return null;
    const queries = value.queries.filter((q) => q && Array.isArray(q.key));
    const texts =
      value.texts && typeof value.texts === 'object' && !Array.isArray(value.texts) ? value.texts : undefined;
    const sections: SsrSeed['sections'] = {};
    for (const [name, count] of Object.entries(value.sections ?? {}))
      if ((name === 'm_popup1' || name === 'm_popup2' || name === 'marquee') && Number.isInteger(count))
        sections[name] = count;
    seed = { page: value.page, language: value.language, queries, ...(texts ? { texts } : {}), sections };
    return seed;
  } catch {
    return null;
  }
}

/** The server's query answers, handed over once (the data layer takes them when it starts). */
export function takeServerQueries(): SsrSeed['queries'] {
  const queries = seed?.queries ?? [];
  seed = seed ? { ...seed, queries: [] } : null;
  return queries;
}

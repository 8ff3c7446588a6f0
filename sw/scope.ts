/** The worker's global scope, typed once. */
export const worker = globalThis as unknown as ServiceWorkerGlobalScope;

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The build (scripts/build-sw.ts) replaces the expression `self.__WB_MANIFEST` with the precache list. */
export function precacheManifest(): PrecacheEntry[] {
  return (self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST;
}

/**
 * Issue 37: the languages' text files, not precached: §1 code in lower case → its chunk's URL. The
 * build replaces the expression `self.__STOREFRONT_TEXTS` with the list.
 */
export function textFiles(): Record<string, string> {
  return (self as unknown as { __STOREFRONT_TEXTS: Record<string, string> }).__STOREFRONT_TEXTS;
}

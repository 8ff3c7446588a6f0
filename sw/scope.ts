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

/**
 * Which of the scripts a login visit fetched are the login's (issue 11, DESIGN budget "JS loaded to
 * complete a password login over https, beyond first paint": ≤ 25 KB gzip).
 *
 * A cold visit to /m/login fetches three kinds of script, and only the third is the login's:
 *  - the first paint's code: the entry and its static imports (`index.html` in the build manifest),
 *    which /m/home's first paint loads too and has its own budget;
 *  - the start-up work every page runs after its first paint (src/app/startup.chunk.ts: status check,
 *    i18next, the data layer, the worker, update watch, tracking, push; and the root's after-paint
 *    hosts: install prompts, the social sign-in host), which /m/home loads as well, login or not;
 *  - the code the login route reaches: its module and static imports, and the dynamic imports the
 *    visit actually took (the HTTP client, the WebCrypto sealer; not the second-factor dialog, the
 *    Geetest loader or the node-forge fallback when they did not load).
 *
 * Counting every script after the login page's first paint (the first version of the figure) put
 * the second kind on the login's bill: 53 KB, of which i18next alone was 15 KB.
 */

/** One entry of Vite's build manifest (dist/build-manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export type ScriptKind = 'first-paint' | 'login' | 'other';

/** The manifest key of the entry (the first paint's code starts there). */
const ENTRY = 'index.html';
/** The login page's module, as the router loads it (src/app/router.tsx). */
export const LOGIN_ROUTE = 'src/routes/login.tsx';

/** The manifest keys the entry's static imports reach, with the file of each. */
function staticClosure(manifest: Manifest, key: string, into = new Map<string, string>()): Map<string, string> {
  const chunk = manifest[key];
  if (into.has(key) || !chunk) return into;
  into.set(key, chunk.file);
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, into);
  return into;
}

/**
 * Each fetched script (`assets/…js`, as in the manifest's `file`) with its kind: the first paint's
 * code, the login's (reached from the login route through static imports and through dynamic imports
 * whose chunk was fetched, never through the first paint's code, whose own lazy imports are the
 * start-up's), or other (the start-up work after paint, the language's texts).
 */
export function classifyLoginScripts(
  manifest: Manifest,
  fetched: readonly string[],
  route = LOGIN_ROUTE,
): Map<string, ScriptKind> {
  const firstPaint = staticClosure(manifest, ENTRY);
  const fetchedFiles = new Set(fetched);
  const reached = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || firstPaint.has(key) || reached.has(chunk.file)) return;
    reached.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
    for (const next of chunk.dynamicImports ?? []) {
      const target = manifest[next];
      if (target && fetchedFiles.has(target.file)) visit(next);
    }
  };
  visit(route);
  const fileKind = new Map<string, ScriptKind>();
  for (const file of firstPaint.values()) fileKind.set(file, 'first-paint');
  for (const file of reached) fileKind.set(file, 'login');
  return new Map(fetched.map((file) => [file, fileKind.get(file) ?? 'other']));
}

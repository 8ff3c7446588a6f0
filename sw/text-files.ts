/** Issue 37: the languages' built text files (pure; sw/texts.ts keeps them). */

/** The §1 code (lower case) of a built locale file's URL, given the current codes, else null. */
export function codeOfTextFile(url: string, codes: readonly string[]): string | null {
  const name = url.slice(url.lastIndexOf('/') + 1);
  // Vite's chunk name: "<code>-<8-character hash>.js"; "ur-la-…" is not "ur-…" (the hash's length).
  return codes.find((code) => name.length === code.length + 12 && name.startsWith(`${code}-`)) ?? null;
}

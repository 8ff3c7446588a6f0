/**
 * DESIGN rule 6 (issue 36): a lazily loaded module is obvious by its name. Every module of the page
 * (src/) or the worker (sw/) that is loaded by a dynamic `import()` (alone, or inside `lazy()`,
 * `lazyWhenOnline()`, a `load` function kept for later…) is named `*.chunk.ts(x)` or is a route file
 * under src/routes/. A package (i18next, DOMPurify) is not a module of ours and is not checked.
 *
 * The calls are found with TypeScript's parser, not a pattern: `import('…')` spread over lines is a
 * call like any other, and `typeof import('…')` or `import('…').T` in a type is no load at all.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The specifiers of every `import('…')` call in one source text (type positions left out). */
function dynamicImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      // A computed specifier cannot be checked by name: it is refused, so none slips past the rule.
      found.push(specifier && ts.isStringLiteralLike(specifier) ? specifier.text : `<computed: ${node.getText()}>`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a relative specifier names, as Vite resolves it (extension left out, or a folder's index). */
function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending)];
  return candidates.find((file) => existsSync(file) && !file.endsWith('/')) ?? null;
}

/** Named as DESIGN rule 6 asks: `*.chunk.ts(x)`, or a route file (src/routes/). */
function namedAsLazy(file: string): boolean {
  const path = relative(root, file).split('\\').join('/');
  return /\.chunk\.tsx?$/.test(path) || /^src\/routes\/[^/]+\.tsx?$/.test(path);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every lazily loaded module of ours that is not named as one, as "importer → specifier". */
function misnamed(files: readonly string[]): string[] {
  const wrong: string[] = [];
  for (const file of files)
    for (const specifier of dynamicImports(file, readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.') && !specifier.startsWith('<computed')) continue; // a package
      const target = specifier.startsWith('.') ? resolveModule(file, specifier) : null;
      if (!target || !namedAsLazy(target)) wrong.push(`${relative(root, file)} → ${specifier}`);
    }
  return wrong;
}

describe('the scanner finds every form of a lazy load', () => {
  it('finds import() alone, in lazy(), in lazyWhenOnline(), over several lines, and leaves type imports out', () => {
    const text = [
      "const A = lazy(() => import('./a'));",
      "const B = lazyWhenOnline(() => import('./b'));",
      "const C = lazy(() => import('./c').then((m) => ({ default: m.C })));",
      'const D = lazyWhenOnline(() =>',
      '  import(',
      "    './d'",
      '  ).then((m) => ({ default: m.D })),',
      ');',
      "const load = () => import('./e');",
      "async function f() { const { g } = await import('./f'); return g; }",
      "type T = typeof import('./type-only');",
      "let u: import('./type-too').U;",
      "const lib = import('i18next');",
    ].join('\n');
    expect(dynamicImports('probe.tsx', text)).toEqual(['./a', './b', './c', './d', './e', './f', 'i18next']);
  });

  it('refuses a computed specifier', () => {
    expect(dynamicImports('probe.ts', 'const name = "x"; void import(`./${name}`);')).toEqual([
      '<computed: import(`./${name}`)>',
    ]);
  });

  it('accepts a *.chunk.ts(x) module and a route file, and nothing else', () => {
    expect(namedAsLazy(join(root, 'src/features/push/firebase-messaging.chunk.ts'))).toBe(true);
    expect(namedAsLazy(join(root, 'src/app/wallet.chunk.tsx'))).toBe(true);
    expect(namedAsLazy(join(root, 'src/routes/login.tsx'))).toBe(true);
    expect(namedAsLazy(join(root, 'src/features/social-login/setup.ts'))).toBe(false);
    expect(namedAsLazy(join(root, 'src/routes/nested/thing.tsx'))).toBe(false);
  });
});

describe('DESIGN rule 6: lazily loaded modules are obvious by name', () => {
  it('every module src/ loads with import() is a *.chunk module or a route file', () => {
    const files = sourceFiles(join(root, 'src'));
    expect(files.length).toBeGreaterThan(100);
    expect(misnamed(files)).toEqual([]);
  });

  it('so is every module the worker (sw/) loads with import()', () => {
    expect(misnamed(sourceFiles(join(root, 'sw')))).toEqual([]);
  });
});

/**
 * Issue 36: no circles between modules, lazy ones included. ESLint's import-x/no-cycle sees the static
 * imports; a module that imports another statically while that one loads it back with `import()`
 * (encrypt ↔ encrypt-fallback, the social-login flow ↔ its setup, the phone dialog ↔ social sign-in
 * were such circles) passes it. Here every value import, static or `import()`, of src/, sw/ and
 * contract/ is an edge, and the graph must have no cycle. Type-only imports are left out: they are
 * gone at run time (ESLint's zones and no-cycle hold them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveModule, valueImports } from './module-graph';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The cycles of a graph: its strongly connected parts of more than one module (Tarjan). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (module: string): void => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    onStack.add(module);
    for (const to of graph.get(module) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(module, Math.min(low.get(module)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(module, Math.min(low.get(module)!, index.get(to)!));
    }
    if (low.get(module) === index.get(module)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== module);
      if (part.length > 1 || (graph.get(module) ?? []).includes(module)) found.push(part.sort());
    }
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return found;
}

function projectGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const folder of ['src', 'sw', 'contract'])
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.(test|d)\.tsx?$/.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      const targets = valueImports(file, readFileSync(file, 'utf8'))
        .map((specifier) => resolveModule(file, specifier))
        .filter((target): target is string => target !== null)
        .map((target) => relative(root, target));
      graph.set(relative(root, file), targets);
    }
  return graph;
}

describe('the cycle check', () => {
  it('sees a static import one way and a lazy one back, and leaves type-only imports out', () => {
    expect(
      valueImports(
        'probe.ts',
        [
          "import { a } from './a';",
          "import type { B } from './b';",
          "import { type C } from './c';",
          "import './d';",
          "export { e } from './e';",
          "export type { F } from './f';",
          "const g = () => import('./g');",
          "import { h } from 'a-package';",
        ].join('\n'),
      ),
    ).toEqual(['./a', './d', './e', './g']);
    const lazyBack = new Map([
      ['encrypt', ['encrypt-fallback']],
      ['encrypt-fallback', ['encrypt']],
      ['other', ['encrypt']],
    ]);
    expect(cycles(lazyBack)).toEqual([['encrypt', 'encrypt-fallback']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('issue 36: no module circles, static or lazy', () => {
  it('src/, sw/ and contract/ have none', () => {
    const graph = projectGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });
});

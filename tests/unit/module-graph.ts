/**
 * The project's module graph as it runs (issue 36's cycle check, issue 34's edge closure): the
 * relative value imports of a source text, static and `import()`, type-only ones left out (gone at
 * run time), and the file a specifier names.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

export function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return (
    [base, ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending)].find(
      (file) => /\.tsx?$/.test(file) && existsSync(file),
    ) ?? null
  );
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly);
}

/** The relative specifiers one source text loads at run time: static value imports and `import()`. */
export function valueImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !isTypeOnly(node)
    )
      found.push(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith('.'));
}

/** Every project file `entry` loads at run time, itself included (absolute paths). */
export function runtimeClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const pending = [resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(file, readFileSync(file, 'utf8'))) {
      const target = resolveModule(file, specifier);
      if (target) pending.push(target);
    }
  }
  return seen;
}

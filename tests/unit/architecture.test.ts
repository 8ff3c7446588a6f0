/**
 * DESIGN rule 4, enforced: features don't reach into each other (cross-feature flows are composed
 * in routes/ and app/), and the base layers (api, lib, session, config, i18n, shared, routing, ui)
 * import no feature, no route and nothing of app/. The worker (sw/) imports only src/shared and the
 * base layers it needs. DESIGN rule 5: nothing in the first paint imports firebase or node-forge.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');
const BASE_LAYERS = ['api', 'lib', 'session', 'config', 'i18n', 'shared', 'routing', 'ui'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Static imports only: a dynamic import() is how lazy code is meant to be reached. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/gm)]
    .filter((m) => !/^\s*import\s+type\b/.test(m[0]) && !/^\s*export\s+type\b/.test(m[0]))
    .map((m) => resolve(dirname(file), m[1]!));
}

const area = (path: string): string[] => relative(SRC, path).split(sep);

describe('DESIGN rule 4: the import direction', () => {
  const violations: string[] = [];
  for (const file of walk(SRC)) {
    const [top, sub] = area(file);
    for (const target of staticImports(file)) {
      if (!target.startsWith(SRC)) continue;
      const [tTop, tSub] = area(target);
      const label = `${relative(ROOT, file)} → ${relative(ROOT, target)}`;
      if (top === 'features' && tTop === 'features' && tSub !== sub) violations.push(`feature into another feature: ${label}`);
      if (top === 'features' && (tTop === 'routes' || tTop === 'app')) violations.push(`feature into ${tTop}/: ${label}`);
      if (BASE_LAYERS.includes(top!) && ['features', 'routes', 'app'].includes(tTop!)) violations.push(`base layer into ${tTop}/: ${label}`);
    }
  }
  it('has no import against the direction', () => {
    expect(violations).toEqual([]);
  });
});

describe('the worker imports only what it may', () => {
  it('sw/ reaches into src/ only through shared, api, config and i18n-free base modules', () => {
    const bad: string[] = [];
    for (const file of walk(join(ROOT, 'sw'))) {
      for (const target of staticImports(file)) {
        if (!target.startsWith(SRC)) continue;
        const [tTop] = area(target);
        if (!['shared', 'api', 'config'].includes(tTop!)) bad.push(`${relative(ROOT, file)} → ${relative(ROOT, target)}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('DESIGN rule 5: heavy libraries are never imported statically by the first paint', () => {
  it('node-forge and firebase are only imported by *.chunk.ts modules', () => {
    const bad: string[] = [];
    for (const file of walk(SRC)) {
      const source = readFileSync(file, 'utf8');
      const heavy = /^\s*import\s+(?!type\b)[^'"]*from\s+['"](node-forge|firebase(\/[^'"]*)?)['"]/m.exec(source);
      if (heavy && !/\.chunk\.tsx?$/.test(file)) bad.push(`${relative(ROOT, file)} imports ${heavy[1]}`);
    }
    expect(bad).toEqual([]);
  });
});

/**
 * Issue 34 (DESIGN rule 16, "the edge keeps nothing"): everything the storefront edge renders or
 * allows comes from the platform through the contract, never a database read or a merchant file. So
 * what `server/edge/main.ts` loads at run time is the contract, the edge and the page-serving HTTP
 * modules, nothing of the platform's areas (db/, merchants/, the stores); and the Dockerfile's edge
 * stage, which holds "only the edge's runtime files", copies every one of them.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runtimeClosure } from './module-graph';

const root = fileURLToPath(new URL('../..', import.meta.url));
const closureOf = (entry: string) => [...runtimeClosure(`${root}/${entry}`)].map((file) => relative(root, file)).sort();

/** The edge's own ground: the contract, the edge, and the HTTP layer that serves pages. */
const EDGE_GROUND = /^(contract|server\/edge|server\/http)\//;

describe('issue 34: the edge loads nothing of the platform', () => {
  it('the check sees a store: the platform itself loads db/ and the merchant files', () => {
    const platform = closureOf('server/main.ts');
    expect(platform.some((file) => file.startsWith('server/db/'))).toBe(true);
    expect(platform.filter((file) => !EDGE_GROUND.test(file)).length).toBeGreaterThan(10);
  });

  it('server/edge/main.ts loads only contract/, server/edge/ and server/http/ at run time', () => {
    const edge = closureOf('server/edge/main.ts');
    expect(edge).toContain('server/edge/proxy.ts');
    expect(edge.filter((file) => !EDGE_GROUND.test(file))).toEqual([]);
  });

  it("the Dockerfile's edge stage copies every file the edge loads", () => {
    const dockerfile = readFileSync(`${root}/Dockerfile`, 'utf8');
    const stage = dockerfile.slice(dockerfile.search(/^FROM \S+ AS edge$/m));
    expect(stage.length).toBeLessThan(dockerfile.length);
    const copied = [...stage.matchAll(/^COPY --from=build \S+ (.+) \S+$/gm)].flatMap((line) =>
      line[1]!.split(' ').map((source) => source.replace(/^\/app\//, '')),
    );
    const missing = closureOf('server/edge/main.ts').filter(
      (file) => !copied.some((source) => file === source || file.startsWith(`${source}/`)),
    );
    expect(missing).toEqual([]);
  });
});

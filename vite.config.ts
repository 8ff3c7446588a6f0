import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineConfig, minifySync, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The data layer's library: the entry's graph reaches its index (src/routes/with-data.tsx uses its
 * provider), but its code loads with the data layer, after the hydration.
 */
const LEFT_TO_AUTOMATIC = /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/;

/**
 * The modules the entry imports statically (its whole static graph): the page loads every one of
 * them before it can hydrate. Left to the automatic chunking, those that a lazily loaded chunk also
 * imports became a dozen small chunks of their own, each compressed apart (issue 18, JS loaded
 * before the page is interactive: 112.5 KB in 15 files); grouped into the entry's chunk they are
 * one file (108.4 KB in 3).
 */
function entryGraph(): { plugin: Plugin; has: (id: string) => boolean } {
  const imports = new Map<string, readonly string[]>();
  let entries: string[] = [];
  let graph: Set<string> | null = null;
  return {
    plugin: {
      name: 'storefront-entry-graph',
      apply: 'build',
      moduleParsed(info) {
        imports.set(info.id, info.importedIds);
        if (info.isEntry) entries.push(info.id);
      },
      buildStart() {
        imports.clear();
        entries = [];
        graph = null;
      },
    },
    has(id) {
      if (!graph) {
        graph = new Set(entries);
        for (const module of graph)
          for (const next of imports.get(module) ?? []) if (!LEFT_TO_AUTOMATIC.test(next)) graph.add(next);
        // A module importing one left out would bring it back in (a group takes its modules'
        // dependencies along): it is left out as well.
        for (const module of graph)
          if ((imports.get(module) ?? []).some((next) => LEFT_TO_AUTOMATIC.test(next))) graph.delete(module);
      }
      return graph.has(id);
    },
  };
}

/**
 * The two plain scripts a server-rendered page loads before the app (public/hydration-guard.js,
 * public/app-boot.js), minified in the build's output: Vite copies public/ as it is, and their
 * comments (the why of every line, kept in the source) were more than half of their bytes. They are
 * fetched before the page is interactive (issue 37: 3.0 KB gzip of 111.2 KB; 1.2 KB minified).
 */
const PLAIN_SCRIPTS = ['hydration-guard.js', 'app-boot.js'];
function minifyPlainScripts(): Plugin {
  let outDir = 'dist';
  return {
    name: 'storefront-minify-plain-scripts',
    // The client build only: Vite also calls closeBundle when a dev or test server closes (vitest, after
    // `npm test` has built), and two of those at once read and rewrote dist/app-boot.js to 0 bytes.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for (const name of PLAIN_SCRIPTS) {
        const file = join(outDir, name);
        const { code, errors } = minifySync(name, await readFile(file, 'utf8'), { compress: true, mangle: true });
        if (errors.length) throw new Error(`${name}: ${errors.map((e) => e.message).join('; ')}`);
        await writeFile(file, code);
      }
    },
  };
}

/**
 * The sprite of the first paint's icons (src/ui/icon-sprite.svg, scripts/make-icon-sprite.ts) goes
 * into index.html where it says ICON_SPRITE, so every page, rendered by the server or by the browser,
 * has the symbols that <SpriteIcon> uses before any script runs.
 */
const ICON_SPRITE = '<!--storefront:icon-sprite-->';
function inlineIconSprite(): Plugin {
  return {
    name: 'storefront-icon-sprite',
    async transformIndexHtml(html) {
      if (!html.includes(ICON_SPRITE)) throw new Error(`index.html has no ${ICON_SPRITE}`);
      const sprite = await readFile(new URL('./src/ui/icon-sprite.svg', import.meta.url), 'utf8');
      return html.replace(ICON_SPRITE, () => sprite.trim());
    },
  };
}

const buildVersion = `${process.env.npm_package_version ?? '0'}-${Date.now().toString(36)}`;

const boot = entryGraph();

export default defineConfig(({ isSsrBuild }) => ({
  base: '/m/',
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion) },
  plugins: [react(), boot.plugin, minifyPlainScripts(), inlineIconSprite()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: true,
    // The page's own entry keeps its modulepreload links (no waterfall before the first paint); a
    // lazily imported chunk does not get Vite's preload helper, whose link-per-dependency work was
    // about 250 ms of main thread on /m/home's start (issue 18, total blocking time): its imports
    // are fetched by the browser when the chunk arrives, and the worker has them all precached.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    // One stylesheet for every page (issue 18): a server-rendered page is styled from its first
    // bytes whichever route it is, with no shift when a lazily loaded route's code arrives.
    cssCodeSplit: false,
    manifest: isSsrBuild ? false : 'build-manifest.json',
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: isSsrBuild
        ? // The server renderer (issue 18) is one file: the server loads a new build afresh by its
          // modification time, and a file of chunks would mix the old build's modules with the new.
          { codeSplitting: false }
        : {
            // The entry's static graph is the entry's chunk (see entryGraph); the rest is split
            // automatically.
            codeSplitting: { groups: [{ name: 'index', test: (id: string) => boot.has(id) }] },
            // Issue 18 (long tasks): Chrome's explicit compile hint. V8 then compiles every function
            // of the entry's chunk while the file streams in, off the main thread, instead of each
            // on its first call during the start-up tasks (the module's evaluation, the router, the
            // hydration): a tenth to a quarter less main-thread time there, traced on /m/home (the
            // compile on the background thread takes longer). Nearly all of the chunk runs at
            // start-up anyway (React DOM, the router, the start-up path). Other browsers read a
            // comment. It must be the file's first line.
            postBanner: (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
          },
    },
  },
}));

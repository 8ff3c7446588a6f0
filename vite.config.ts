import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const buildVersion = `${process.env.npm_package_version ?? '0'}-${Date.now().toString(36)}`;

export default defineConfig(({ isSsrBuild }) => ({
  base: '/m/',
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion) },
  plugins: [react()],
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
            // The shared constants of contract/ travel with the app's own: one small chunk, not two.
            advancedChunks: { groups: [{ name: 'constants', test: /(src[\\/]config|contract)[\\/]constants\.ts$/ }] },
          },
    },
  },
}));

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const buildVersion = `${process.env.npm_package_version ?? '0'}-${Date.now().toString(36)}`;

export default defineConfig({
  base: '/m/',
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion) },
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: true,
    manifest: 'build-manifest.json',
    rolldownOptions: {
      output: {
        // The shared constants of contract/ travel with the app's own: one small chunk, not two.
        advancedChunks: { groups: [{ name: 'constants', test: /(src[\\/]config|contract)[\\/]constants\.ts$/ }] },
      },
    },
  },
});

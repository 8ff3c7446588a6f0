// ESLint flat config (issue 10): typescript-eslint, react-hooks, jsx-a11y, and the import zones of
// DESIGN.md's layout: contract → lib/config/i18n/shared → api/session/ui/routing → features →
// routes → app; features never import each other; server/ imports only contract/; the worker only
// src/shared and src/config; no import cycles.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const layers = {
  base: ['./src/lib', './src/config', './src/i18n', './src/shared'],
  middle: ['./src/api', './src/session', './src/ui', './src/routing'],
  features: ['./src/features'],
  routes: ['./src/routes'],
  app: ['./src/app', './src/main.tsx'],
};
const above = (...names) => names.flatMap((n) => layers[n]);

/** Everything of the project outside server/ (and its own tests). */
const notServer = [
  './src',
  './sw',
  './scripts',
  './tests',
  './vite.config.ts',
  './playwright.config.ts',
  './vitest.config.ts',
];

const middleZones = [
  {
    target: './src/api',
    from: ['./src/session', './src/ui', './src/routing'],
    message:
      'api/ imports neither session/ nor ui/ nor routing/: the token and the notices reach it through configureHttp.',
  },
  {
    target: './src/session',
    from: ['./src/ui', './src/routing'],
    message: 'session/ may use api/, never ui/ or routing/.',
  },
  ...['./src/ui', './src/routing'].map((target) => ({
    target,
    from: ['./src/api', './src/session'],
    message: 'ui/ and routing/ import neither api/ nor session/: they render what they are given.',
  })),
];

const zones = [
  {
    target: './contract',
    from: ['./src', './sw', './server', './scripts', './tests'],
    message: 'contract/ is the base: it imports nothing of the project.',
  },
  { target: './server', from: notServer, message: 'server/ imports only contract/ (and its own code).' },
  {
    target: './sw',
    from: './src',
    except: ['./shared', './config'],
    message: 'The worker reaches into src/ only through src/shared and src/config.',
  },
  // What the worker may import imports nothing the worker may not: so the rule above holds transitively.
  {
    target: './src/shared',
    from: './src',
    except: ['./shared', './config'],
    message: 'src/shared is what the page and the worker share: it imports only contract/, src/config and itself.',
  },
  {
    target: './src/config',
    from: './src',
    except: ['./config'],
    message: 'src/config imports only contract/ and itself (the worker imports it).',
  },
  ...layers.base.map((target) => ({
    target,
    from: above('middle', 'features', 'routes', 'app'),
    message: 'lib/config/i18n/shared import no higher layer.',
  })),
  // DESIGN.md: inside the middle layer each folder is its own zone (tests may join them, as start-up does).
  ...middleZones,
  ...layers.middle.map((target) => ({
    target,
    from: above('features', 'routes', 'app'),
    message: 'api/session/ui/routing import no feature, route or app module.',
  })),
  { target: './src/features', from: above('routes', 'app'), message: 'Features import no route and nothing of app/.' },
  { target: './src/routes', from: above('app'), message: 'Routes import nothing of app/ (app composes routes).' },
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'Features never import each other: compose them in routes/ or app/, or talk through session events.',
  })),
];

/** DESIGN.md: contract/ runs in the page, the worker and the server alike, so it uses no DOM and no Node. */
const domGlobals = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'self',
  'HTMLElement',
  'Element',
  'Node',
  'process',
  'Buffer',
  'require',
  '__dirname',
  '__filename',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'server/chat/public/**',
      'server/games/public/**',
      'server/http/public/**',
      'scripts/auth-emulator/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node, ...globals.serviceworker },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Sanitisers strip control characters on purpose (routing/rules.ts, server/chat/store.ts).
      'no-control-regex': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        // `import('…').T` type expressions hide an edge from the import zones: name it in an import type.
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: true },
      ],
      // DESIGN rule 6: node-forge and Firebase load on demand, only from *.chunk.ts modules.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'node-forge',
              allowTypeImports: true,
              message: 'Import node-forge only from a *.chunk.ts module (DESIGN rule 6).',
            },
          ],
          patterns: [
            {
              group: ['firebase', 'firebase/*'],
              allowTypeImports: true,
              message: 'Import Firebase only from a *.chunk.ts module (DESIGN rule 6).',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^[^.]',
              message:
                'contract/ imports no package and no Node module (it runs in the page, the worker and the server).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...domGlobals.map((name) => ({ name, message: 'contract/ uses no DOM and no Node globals.' })),
      ],
    },
  },
  {
    files: ['**/*.chunk.ts', 'server/**', 'scripts/**', 'tests/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  { files: ['**/*.test.ts', 'server/test/**', 'tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    // A unit test may wire session/ to api/ as the app's start-up does (src/session/store.ts).
    files: ['src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zones.filter((zone) => !middleZones.includes(zone)) }],
    },
  },
  {
    // Tests and tools may type a module they load on purpose with import('…'); the product may not.
    files: ['**/*.test.ts', 'server/test/**', 'tests/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // A dialog's first action may take the focus when it opens (WAI-ARIA dialog pattern).
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    // The server's tests play the client: they seal encrypted posts with the client's own code.
    files: ['server/test/**', 'server/crypto/client-encryption.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: zones.map((zone) =>
            zone.target === './server'
              ? {
                  ...zone,
                  except: ['./api/encrypt.chunk.ts', './api/encrypt-fallback.chunk.ts', './api/sealing.ts'],
                  message: 'Server tests import only contract/ and the client encryption (src/api/encrypt*.chunk.ts).',
                }
              : zone,
          ),
        },
      ],
    },
  },
);

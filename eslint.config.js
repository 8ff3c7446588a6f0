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

const zones = [
  {
    target: './contract',
    from: ['./src', './sw', './server', './scripts', './tests'],
    message: 'contract/ is the base: it imports nothing of the project.',
  },
  { target: './server', from: ['./src', './sw'], message: 'server/ imports only contract/ (and its own code).' },
  {
    target: './sw',
    from: './src',
    except: ['./shared', './config'],
    message: 'The worker reaches into src/ only through src/shared and src/config.',
  },
  ...layers.base.map((target) => ({
    target,
    from: above('middle', 'features', 'routes', 'app'),
    message: 'lib/config/i18n/shared import no higher layer.',
  })),
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
      // Sanitisers strip control characters on purpose (routing/rules.ts, server/db/chat.ts).
      'no-control-regex': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
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
    files: ['**/*.chunk.ts', 'server/**', 'scripts/**', 'tests/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  { files: ['**/*.test.ts', 'server/test/**', 'tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
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
                  except: ['./api/encrypt.chunk.ts', './api/encrypt-fallback.chunk.ts'],
                  message: 'Server tests import only contract/ and the client encryption (src/api/encrypt*.chunk.ts).',
                }
              : zone,
          ),
        },
      ],
    },
  },
);

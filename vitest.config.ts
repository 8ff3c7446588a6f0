import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __BUILD_VERSION__: JSON.stringify('test') },
  test: {
    include: [
      'src/**/*.test.ts',
      'server/**/*.test.ts',
      'sw/**/*.test.ts',
      'contract/**/*.test.ts',
      'tests/unit/**/*.test.ts',
    ],
    environment: 'node',
    // Unit tests never verify against a developer's Auth Emulator (server/firebase/verifier.ts reads this).
    env: { FIREBASE_AUTH_EMULATOR_HOST: '' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

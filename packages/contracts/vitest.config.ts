import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contracts',
    include: ['test/**/*.test.ts'],
    // One anvil for the whole project; test files deploy their own contracts but share accounts and
    // their nonces, so they run one after another.
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});

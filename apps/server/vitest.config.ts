import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // One anvil with a fresh deployment for the whole run, on a free port (see the file).
    globalSetup: ['src/test/global-setup.ts'],
    // Files share one module graph per worker instead of importing fastify, viem, drizzle and
    // PGlite again for each of the 59 files (decision 056: 265 s → 96 s). Safe because the
    // server keeps no module-level state a file could leave behind: every app builds its own
    // metrics Registry, database, chain clients and timers, no test uses vi.mock, vi.stubEnv or
    // fake timers, and each file opens (and closes) a database of its own.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

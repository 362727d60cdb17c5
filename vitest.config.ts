import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest.config.ts (with its own `name`); npm scripts pick them with --project.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/contracts', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than the cores, so a 2-core machine ran every file one
    // after another. The main process only schedules and reports, and test files wait on anvil,
    // PostgreSQL and timers a good part of the time: two workers finish sooner (decision 056).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

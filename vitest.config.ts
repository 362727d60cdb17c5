import { defineConfig } from 'vitest/config';

// Each workspace owns its vitest.config.ts (with its own `name`); npm scripts pick them with --project.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/contracts', 'apps/server', 'apps/web'],
  },
});

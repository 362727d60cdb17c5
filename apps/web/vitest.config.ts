import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { poCatalogue } from './po-catalogue';

export default defineConfig({
  plugins: [react(), poCatalogue()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Each file still gets a fresh jsdom and module graph, but in a VM context of a long-lived
    // worker, so jsdom itself is loaded once per worker instead of once per file: that load was
    // most of the 78 s "environment" time of 69 files (decision 056). isolate: false would save
    // more, but files leak into each other there (use-toast's store, vi.mock, stubbed globals).
    pool: 'vmForks',
    // A user-event test that types a form takes well under a second alone; on a 2-core machine
    // shared with a browser suite or a build, Vitest's default 5 s was seen to run out.
    testTimeout: 15_000,
    // recharts' CommonJS build (its `main`) requires Redux Toolkit's ESM build, which a VM
    // context cannot do; its ES build (`module`, what the app's bundle uses) imports it instead.
    alias: [{ find: /^recharts$/, replacement: 'recharts/es6/index.js' }],
    server: { deps: { inline: ['recharts'] } },
  },
});

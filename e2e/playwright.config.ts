import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The suite starts its own stack (anvil, contracts, PGlite, server) on free ports with a throw-away
// data directory. The config is loaded again in every worker; the values are fixed once in the
// main process and inherited through the environment.
const [web = '', chain = '', secondChain = ''] =
  process.env.E2E_PORT && process.env.E2E_CHAIN_PORT && process.env.E2E_SECOND_CHAIN_PORT
    ? []
    : execFileSync(process.execPath, [join(import.meta.dirname, 'support/free-port.mjs'), '3'])
        .toString()
        .split('\n');
process.env.E2E_PORT ??= web;
process.env.E2E_CHAIN_PORT ??= chain;
process.env.E2E_SECOND_CHAIN_PORT ??= secondChain;
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'crowdvault-e2e-'));

const baseURL = `http://localhost:${process.env.E2E_PORT}`;
const CHAIN_CLOCK_SPECS = /(all-or-nothing|pledges)\.spec\.ts$/;
/** A matching round paid out: its donation window is minutes of real time on the server's clock
 *  and the chain's alike, so it runs before the specs that move the chain's clock by days. */
const ROUND_PAYOUT_SPEC = /round-payout\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Chromium's headless shell: a third less time per test than the full browser in its new
      // headless mode, which starts the desktop UI's renderers for every context (decision 110).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: [CHAIN_CLOCK_SPECS, ROUND_PAYOUT_SPEC],
    },
    {
      name: 'round-clock',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: ROUND_PAYOUT_SPEC,
      dependencies: ['desktop'],
    },
    // Specs that move a local chain's clock run after every other: signatures the others make
    // carry deadlines from the wall clock, which a chain living in the future would refuse.
    {
      name: 'chain-clock',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testMatch: CHAIN_CLOCK_SPECS,
      dependencies: ['round-clock'],
    },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    cwd: join(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
    env: {
      PORT: process.env.E2E_PORT,
      CHAIN_PORT: process.env.E2E_CHAIN_PORT,
      SECOND_CHAIN_PORT: process.env.E2E_SECOND_CHAIN_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The rounds spec waits on the round job's passes (close, publish, pay): a minute each by
      // default, five seconds here.
      ROUND_PASS_SECONDS: '5',
    },
  },
});

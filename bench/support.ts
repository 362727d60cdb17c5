import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@crowdvault/contracts/dev-chain';
import pg from 'pg';
import { startBenchChain } from './indexer/bench-chain';

// Helpers the HTTP benchmarks share.

/** Drops and creates the database `databaseUrl` names, through the server's `postgres` database. */
export async function recreatePostgres(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** A plain text table (console.table is not allowed by the linter's console rule). */
export function formatTable(rows: Record<string, string | number>[]): string {
  const keys = Object.keys(rows[0] ?? {});
  const widths = keys.map((key) => Math.max(key.length, ...rows.map((row) => String(row[key]).length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [
    line(keys),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((row) => line(keys.map((k) => String(row[k])))),
  ].join('\n');
}

export type BenchDatabase = 'postgres' | 'pglite';
export type BenchChain = Awaited<ReturnType<typeof startBenchChain>>;

/** Starts one bench chain, runs `runOn` for each database `choice` names ('both', 'postgres' or
 *  'pglite') against it, then stops the chain whatever happened. */
export async function runOnDatabases(
  choice: string | undefined,
  runOn: (kind: BenchDatabase, chain: BenchChain) => Promise<void>,
): Promise<void> {
  const chain = await startBenchChain();
  try {
    const kinds: BenchDatabase[] = choice === 'both' ? ['postgres', 'pglite'] : [choice as BenchDatabase];
    for (const kind of kinds) await runOn(kind, chain);
  } finally {
    await chain.anvil.stop();
    await rm(chain.dir, { recursive: true, force: true });
  }
}

const ROOT = join(import.meta.dirname, '..');

export interface BuiltStack {
  url: string;
  /** Stops the stack's processes and removes its data. */
  stop: () => Promise<void>;
}

/** The Chromium the browser suite drives (Debian's headless shell, decision 110; `CHROMIUM_PATH`
 *  names another), made sure of as the suite does (e2e/support/ensure-chromium.ts installs it with
 *  apt-get when run as root): call it before starting a stack, so a missing browser stops the bench
 *  before anything is running. Exits the process with the script's message if it is missing. */
export function ensureChromium(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
  const ensured = spawnSync('npx', ['tsx', 'e2e/support/ensure-chromium.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: path },
  });
  if (ensured.status !== 0) process.exit(ensured.status ?? 1);
  return path;
}

/** The built web app on a fresh embedded stack (scripts/start.ts, as `npm start`) on free ports,
 *  its data in a new temporary directory: what the browser benchmarks (lighthouse, interactive)
 *  load. Builds the web app first when its sources changed (scripts/build-web.ts); exits the
 *  process if that build fails. The stack (server and both anvils) stops with `stop()`, and
 *  without it when the bench goes any other way (stack-guard.ts). */
export async function startBuiltStack(name: string): Promise<BuiltStack> {
  const build = spawnSync('npx', ['tsx', 'scripts/build-web.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const dataDir = await mkdtemp(join(tmpdir(), `cv-${name}-`));
  const port = await findFreePort();
  const chainPort = await findFreePort();
  const child = spawn('npx', ['tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      CHAIN_PORT: String(chainPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group: npx does not pass SIGINT on, so the stack is stopped as a group. A
    // Ctrl-C reaches only the bench, then: the guard stops the stack once the bench has gone.
    detached: true,
  });
  const guard = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(ROOT, 'bench', 'stack-guard.ts'),
      String(process.pid),
      String(child.pid),
      dataDir,
    ],
    { cwd: ROOT, stdio: 'ignore', detached: true },
  );
  guard.unref();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
      await exited;
      // npx is gone first; the server and the anvils (which write their state as they stop) go
      // on a moment longer: the data is removed once the whole group has gone.
      for (let waited = 0; groupAlive(child.pid) && waited < 30_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await rm(dataDir, { recursive: true, force: true });
      guard.kill();
    })();
    return stopping;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('CrowdVault is ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the stack exited with ${code}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${port}`, stop };
}

/** Whether any process of group `pgid` (the stack, started detached) is still running. */
function groupAlive(pgid: number | undefined): boolean {
  if (!pgid) return false;
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

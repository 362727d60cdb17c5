import { rm } from 'node:fs/promises';
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

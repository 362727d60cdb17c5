import pg from 'pg';

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

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';

/** A fresh, migrated database for one test file: PostgreSQL when TEST_DATABASE_URL is set (a new
 *  database of its own, dropped on close, so files running in parallel never share rows), else
 *  PGlite in memory, started from the migrated template the global setup dumped (initdb and the
 *  migrations cost seconds per instance). `empty: true` skips the template. */
export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<DatabaseHandle & { url?: string }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const template = options.empty ? undefined : inject('pgliteTemplateFile');
    const from = template ? new Blob([await readFile(template)]) : undefined;
    return openDatabase({ memory: true, from });
  }

  const name = `crowdvault_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(baseUrl);
  // A copy of the template the global setup migrated starts migrated; `empty` starts from nothing.
  const template = options.empty ? '' : ` template ${postgresTemplateName(baseUrl)}`;
  await runAdmin(baseUrl, `create database ${name}${template}`);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await runAdmin(baseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The migrated database each file's database is copied from (see the global setup). */
export function postgresTemplateName(baseUrl: string): string {
  return `${new URL(baseUrl).pathname.slice(1)}_template`;
}

export async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The same Drizzle API over either driver; code never needs to know which one it got. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle or the database itself, for writes that must join the caller's
 *  transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Raw query results differ between drivers only in their typing: both carry `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('The database returned no rows array');
  return rows as T[];
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance when that is the driver (tests dump it as a template). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** A PostgreSQL server. */
  | { url: string }
  /** PGlite files in this folder (created when missing). */
  | { pgliteDir: string }
  /** PGlite in memory: gone on close (tests). `from` starts it from a dump of another instance
   *  (`dumpDataDir`), which skips initdb and the migrations already applied there. */
  | { memory: true; from?: Blob };

const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and applies pending migrations before anything else may use it. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // A connection the server drops (a restart, a failover, an administrator) emits 'error' on its
    // client. pg-pool listens only while the client is idle; a checked-out client (a transaction
    // waiting on a lock) had none, and Node turned the event into an uncaught exception that ended
    // the process. Every client gets a listener from the moment it connects: the query in flight
    // still fails (its transaction rolls back and its caller reports or retries it) and the pool
    // discards the broken client and opens a new one on the next query.
    pool.on('connect', (client) => {
      client.on('error', (error) => {
        console.warn(`PostgreSQL closed a connection: ${error.message}`);
      });
    });
    // The pool re-emits an idle client's error; the listener above has already reported it.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema });
    try {
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  let client: PGlite;
  if ('pgliteDir' in target) {
    await mkdir(target.pgliteDir, { recursive: true });
    client = await PGlite.create(target.pgliteDir);
  } else {
    client = await PGlite.create(target.from ? { loadDataDir: target.from } : {});
  }
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

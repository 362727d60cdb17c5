import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { type DatabaseHandle, openDatabase } from './client';
import * as schema from './schema';
import { campaigns, users } from './schema';

describe('openDatabase', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('applies the migrations to an empty database', async () => {
    // Both drivers answer `{ rows }`; the shared Database type cannot know which one it is.
    const result = (await handle.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const expected = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table));
    expect(expected).toEqual(expect.arrayContaining(['users', 'campaigns', 'donations']));
    expect(result.rows.map((row) => row.table_name).sort()).toEqual(expected.sort());
  });

  it('stores amounts beyond 2^64 exactly as bigint', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ walletAddress: '0x00000000000000000000000000000000000000aa', username: 'big_goal' })
      .returning();
    const goal = 2n ** 200n + 1n;
    const [campaign] = await handle.db
      .insert(campaigns)
      .values({
        creatorId: user!.id,
        title: 'Huge',
        description: 'd',
        story: 's',
        category: 'Arts',
        goalAmount: goal,
        endDate: new Date(),
      })
      .returning();
    expect(campaign!.goalAmount).toBe(goal);
    expect(campaign!.raisedAmount).toBe(0n);
  });

  it('rejects a wallet address that is not lowercase, so uniqueness is case-insensitive', async () => {
    await expect(
      handle.db
        .insert(users)
        .values({ walletAddress: '0x00000000000000000000000000000000000000AB', username: 'mixed_case' }),
    ).rejects.toThrow();
  });
});

// Only meaningful on a PostgreSQL server: PGlite has no connections to lose.
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL server that drops connections', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ empty: true });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('keeps serving after the server terminates an idle pooled connection', async () => {
    const pid = (await handle.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[];
    };
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [pid.rows[0]?.pid]);
    } finally {
      await admin.end();
    }
    // Give the terminated socket time to report its error to the pool.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(answer.rows[0]?.one).toBe(1);
  });

  it('fails only the transaction whose connection the server terminates, and keeps serving', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ walletAddress: '0x00000000000000000000000000000000000000cc', username: 'locked' })
      .returning();
    // Another session holds the row lock, so the transaction below waits on it mid-flight.
    const current = (await handle.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${current.rows[0]?.name}`;
    const holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from users where id = $1 for update', [user!.id]);
    try {
      let waitingPid: number | undefined;
      const transaction = handle.db.transaction(async (tx) => {
        const pid = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        waitingPid = pid.rows[0]?.pid;
        await tx.update(users).set({ username: 'renamed' }).where(eq(users.id, user!.id));
      });
      const outcome = transaction.then(
        () => 'committed',
        (error: Error) => error.message,
      );
      await waitUntil(async () => {
        if (!waitingPid) return false;
        const waiting = await holder.query('select 1 from pg_locks where pid = $1 and not granted', [
          waitingPid,
        ]);
        return waiting.rowCount === 1;
      });
      await holder.query('select pg_terminate_backend($1)', [waitingPid]);
      expect(await outcome).not.toBe('committed');
      // Let the socket's end reach the client: without a listener that is an uncaught 'error'.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const [row] = await handle.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, user!.id));
    expect(row?.username).toBe('locked');
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('PGlite under a data directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cv-pglite-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps its data when opened again', async () => {
    const first = await openDatabase({ pgliteDir: dir });
    await first.db
      .insert(users)
      .values({ walletAddress: '0x00000000000000000000000000000000000000bb', username: 'kept' });
    await first.close();

    const second = await openDatabase({ pgliteDir: dir });
    const rows = await second.db.select({ username: users.username }).from(users);
    await second.close();
    expect(rows).toEqual([{ username: 'kept' }]);
    // Two cold starts of PGlite on disk, each running every migration: 10 s on a quiet host, past
    // 30 s once beside the browser suite and a type check (a clean-clone CI at load 12).
  }, 120_000);
});

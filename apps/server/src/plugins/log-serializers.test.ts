import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { registerErrorHandler } from '../errors';
import { createTestDatabase } from '../test/test-database';
import { logSerializers } from './log-serializers';

const SECRET = 'donor-secret@example.org';

// Issue 26, item 13: a failed query's log line held the whole statement and every bound value.
describe('log lines of a failed query', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('keep the start of the statement and the database’s reason, never the values', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', serializers: logSerializers, stream } });
    registerErrorHandler(app);
    app.get('/fails', async () => {
      const padding = 'x'.repeat(200);
      await database.db.execute(
        sql`select ${SECRET}::text as an_e_mail_address_a_donor_typed, ${padding}::text as padding_long_enough, 1 / 0 as boom`,
      );
    });
    const response = await app.inject({ url: '/fails' });
    await app.close();
    expect(response.statusCode).toBe(500);
    const logged = lines.join('');
    expect(logged).toContain(
      'Failed query: select $1::text as an_e_mail_address_a_donor_typed, $2::text as padding_long',
    );
    expect(logged).toContain('2 values not logged');
    expect(logged).toContain('division by zero');
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain('params');
    expect(logged).not.toContain('1 / 0 as boom');
  });
});

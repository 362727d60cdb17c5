import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { consumeNonce, issueNonce } from './nonces';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

// Several instances share the nonce table: the same signed message sent to two of them at once
// must sign in once. On PostgreSQL the racing statements run on separate connections.
describe('sign-in nonces', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('are consumed once, however many requests race with the same nonce', async () => {
    const { nonce } = await issueNonce(database.db);
    const results = await Promise.all(Array.from({ length: 8 }, () => consumeNonce(database.db, nonce)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await consumeNonce(database.db, nonce)).toBe(false);
  });

  it('refuse a nonce never issued or expired', async () => {
    expect(await consumeNonce(database.db, 'neverissued123')).toBe(false);
    const { nonce } = await issueNonce(database.db, new Date(Date.now() - 11 * 60_000));
    expect(await consumeNonce(database.db, nonce)).toBe(false);
  });
});

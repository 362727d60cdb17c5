import { describe, expect, it } from 'vitest';
import { LeaderLock } from './leader-lock';

const databaseUrl = process.env.TEST_DATABASE_URL;

// Only PostgreSQL has advisory locks; on PGlite the server is alone and takes no lock.
describe.skipIf(!databaseUrl)('LeaderLock', () => {
  it('lets one process lead per chain, and the next take over when it lets go', async () => {
    // A chain id no other test file uses, so parallel files never contend for this lock.
    const chainId = 1_000_000 + Math.floor(Math.random() * 1_000_000);
    const first = new LeaderLock(databaseUrl!, chainId);
    const second = new LeaderLock(databaseUrl!, chainId);
    const otherChain = new LeaderLock(databaseUrl!, chainId + 1);
    try {
      expect(await first.acquire()).toBe(true);
      expect(await first.acquire()).toBe(true);
      expect(await second.acquire()).toBe(false);
      expect(await otherChain.acquire()).toBe(true);
      await first.release();
      expect(await second.acquire()).toBe(true);
    } finally {
      await Promise.all([first.release(), second.release(), otherChain.release()]);
    }
  });
});

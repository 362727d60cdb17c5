import { describe, expect, it } from 'vitest';
import { runPledgeSimulation } from '../../test/pledge-simulation';
import { createTestDatabase } from '../../test/test-database';

// The small version of bench/pledges (decision 106), so CI guards it: 20 pledges over 4 periods on
// an anvil of its own, with every fault of the full run (low balance, revoked allowance, the worker
// stopped for a period, the relayer without gas money, a fee spike, a campaign that ends,
// cancellations signed and on chain), checked against the model of the rules.
describe('the monthly-giving simulation, small', () => {
  it('collects every collectable period once, notifies each failure and honours each cancellation', async () => {
    const database = await createTestDatabase();
    try {
      const result = await runPledgeSimulation({
        pledges: 20,
        periods: 4,
        seed: 7,
        database,
        stallAfterMs: 110_000,
      });
      const failed = result.checks.filter((check) => !check.ok);
      expect(failed, JSON.stringify(failed, null, 2)).toEqual([]);
      expect(result.checks.length).toBe(8);
      // The run did meet the faults it is about (not a quiet month by chance).
      expect(result.figures['failed attempts (no gas)']).not.toBe(0);
      expect(String(result.figures.deferrals)).toMatch(/relayer [1-9].*gas price [1-9]/);
    } finally {
      await database.close();
    }
  }, 120_000);
});

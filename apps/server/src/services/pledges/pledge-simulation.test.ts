import { describe, expect, it } from 'vitest';
import { runPledgeSimulation, type SimulationResult, SimulationStalled } from '../../test/pledge-simulation';
import { createTestDatabase } from '../../test/test-database';

// The small version of bench/pledges (decision 106), so CI guards it: 20 pledges over 4 periods on
// an anvil of its own, with every fault of the full run (low balance, revoked allowance, the worker
// stopped for a period, the relayer without gas money, a fee spike, a campaign that ends,
// cancellations signed and on chain), checked against the model of the rules.
describe('the monthly-giving simulation, small', () => {
  it('collects every collectable period once, notifies each failure and honours each cancellation', async () => {
    let result: SimulationResult;
    try {
      result = await simulate();
    } catch (error) {
      if (!(error instanceof SimulationStalled)) throw error;
      // A wait that never ended (once in CI, never in 40 runs here, loaded or not) is the
      // harness's, not the rules': the log says where, and a fresh chain runs it again. A rule
      // broken fails both runs.
      console.warn(error.message);
      result = await simulate();
    }
    const failed = result.checks.filter((check) => !check.ok);
    expect(failed, JSON.stringify(failed, null, 2)).toEqual([]);
    expect(result.checks.length).toBe(8);
    // The run did meet the faults it is about (not a quiet month by chance).
    expect(result.figures['failed attempts (no gas)']).not.toBe(0);
    expect(String(result.figures.deferrals)).toMatch(/relayer [1-9].*gas price [1-9]/);
  }, 150_000);
});

/** One run on its own anvil and a fresh database (about 6 s here, 20 s on a loaded machine). */
async function simulate(): Promise<SimulationResult> {
  const database = await createTestDatabase();
  const result = await runPledgeSimulation({
    pledges: 20,
    periods: 4,
    seed: 7,
    database,
    stallAfterMs: 60_000,
  });
  // Closed only after a run that ended: a stalled one may still hold the database.
  await database.close();
  return result;
}

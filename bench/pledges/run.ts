// The monthly-giving simulation of issue 32 (decision 106): pledges signed by their donors on a
// local anvil of its own, the chain's clock moved period by period, the server's real pledge
// worker collecting, with injected faults (low balance, revoked allowance, the worker stopped
// for three periods, the relayer without gas money, a fee spike above its ceiling, a campaign
// that ends, cancellations at random times). Prints what it checked and the figures; exits 1
// when a check fails.
//   npx tsx bench/pledges/run.ts [--pledges 200] [--periods 12] [--seed 32]
import { parseArgs } from 'node:util';
import { runPledgeSimulation } from '@crowdvault/server/test/pledge-simulation';
import { formatTable } from '../support';

const { values } = parseArgs({
  options: {
    pledges: { type: 'string', default: '200' },
    periods: { type: 'string', default: '12' },
    seed: { type: 'string', default: '32' },
  },
});

const result = await runPledgeSimulation({
  pledges: Number(values.pledges),
  periods: Number(values.periods),
  seed: Number(values.seed),
  log: (line) => console.info(line),
});
console.info(`\n${formatTable(result.perPeriod)}\n`);
for (const check of result.checks) {
  console.info(`${check.ok ? 'PASS' : 'FAIL'}  ${check.name}${check.ok ? '' : `: ${check.detail}`}`);
}
console.info('');
for (const [name, value] of Object.entries(result.figures)) console.info(`${name}: ${value}`);
process.exit(result.checks.every((check) => check.ok) ? 0 : 1);

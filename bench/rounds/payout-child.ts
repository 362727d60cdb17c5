// The server's round job alone, in a process of its own, for bench/rounds/run.ts to kill -9 in the
// middle of a payout: it opens the bench's PGlite directory and runs the job's payout pass until it
// is killed. Its arguments come as one JSON in ROUND_PAYOUT_CHILD.
import { openDatabase } from '@crowdvault/server/db/client';
import { connectRoundChains, type RoundJobChain, roundJobOf } from './round-job';

const args = JSON.parse(process.env.ROUND_PAYOUT_CHILD ?? '{}') as RoundJobChain & { dbDir: string };
const chains = await connectRoundChains(args);
const database = await openDatabase({ pgliteDir: args.dbDir });
const closer = roundJobOf(args, chains, database.db, {
  log: (line) => console.info(`child: ${line}`),
  verbose: true,
});
console.info('child: paying');
for (;;) {
  await closer.payPools();
  await new Promise((resolve) => setTimeout(resolve, 100));
}

// The server's round job alone, in a process of its own, for bench/rounds/run.ts to kill -9 in the
// middle of a payout: it opens the bench's PGlite directory and runs the job's payout pass until it
// is killed. Its arguments come as one JSON in ROUND_PAYOUT_CHILD.
import { connectChains } from '@crowdvault/server/chain/registry';
import { openDatabase } from '@crowdvault/server/db/client';
import { loadEnv } from '@crowdvault/server/env';
import { Relayer } from '@crowdvault/server/infra/relayer/relayer';
import { RoundCloser } from '@crowdvault/server/services/rounds/round-closer';
import type { Hex } from 'viem';

const args = JSON.parse(process.env.ROUND_PAYOUT_CHILD ?? '{}') as {
  dir: string;
  dbDir: string;
  rpcUrl: string;
  deploymentFile: string;
  relayerKey: Hex;
  batchSize: number;
};
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: args.dir,
  CHAIN_RPC_URL: args.rpcUrl,
  DEPLOYMENT_FILE: args.deploymentFile,
});
const chains = await connectChains(env.chains, { bootCheck: false });
const database = await openDatabase({ pgliteDir: args.dbDir });
const relayer = new Relayer({
  rpcUrl: args.rpcUrl,
  chainId: chains.primary.chainId,
  privateKey: args.relayerKey,
  maxGasPrice: 10n ** 12n,
  minBalance: 0n,
  perOwnerPerHour: 0,
});
const closer = new RoundCloser({
  db: database.db,
  chains,
  chainId: chains.primary.chainId,
  relayer,
  payoutBatchSize: args.batchSize,
  logger: {
    info: (_, message) => console.info(`child: ${message}`),
    warn: (object, message) => console.info(`child: ${message} ${String(object.error)}`),
  },
});
console.info('child: paying');
for (;;) {
  await closer.payPools();
  await new Promise((resolve) => setTimeout(resolve, 100));
}

// What bench/rounds/run.ts and the payout child it kills both build: the chains from the bench's
// anvil and deployment file, the pool operator's relayer, and the server's round job on them.
import { type ChainRegistry, connectChains } from '@crowdvault/server/chain/registry';
import type { Database } from '@crowdvault/server/db/client';
import { loadEnv } from '@crowdvault/server/env';
import { Relayer } from '@crowdvault/server/infra/relayer/relayer';
import { RoundCloser } from '@crowdvault/server/services/rounds/round-closer';
import type { Hex } from 'viem';

export interface RoundJobChain {
  dir: string;
  rpcUrl: string;
  deploymentFile: string;
  relayerKey: Hex;
  batchSize: number;
}

/** The chains as the server reads them from its environment, without the boot check. */
export function connectRoundChains(chain: RoundJobChain): Promise<ChainRegistry> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: chain.dir,
    CHAIN_RPC_URL: chain.rpcUrl,
    DEPLOYMENT_FILE: chain.deploymentFile,
  });
  return connectChains(env.chains, { bootCheck: false });
}

/** The round job with the bench's relayer as the pools' operator, `log` hearing its warnings (and
 *  its other lines too when `verbose`). */
export function roundJobOf(
  chain: RoundJobChain,
  chains: ChainRegistry,
  db: Database,
  options: { now?: () => Date; log: (line: string) => void; verbose?: boolean },
): RoundCloser {
  const relayer = new Relayer({
    rpcUrl: chain.rpcUrl,
    chainId: chains.primary.chainId,
    privateKey: chain.relayerKey,
    maxGasPrice: 10n ** 12n,
    minBalance: 0n,
    perOwnerPerHour: 0,
  });
  return new RoundCloser({
    db,
    chains,
    chainId: chains.primary.chainId,
    now: options.now,
    relayer,
    payoutBatchSize: chain.batchSize,
    logger: {
      info: (_, message) => {
        if (options.verbose) options.log(message);
      },
      warn: (object, message) => options.log(`${message} ${String(object.error)}`),
    },
  });
}

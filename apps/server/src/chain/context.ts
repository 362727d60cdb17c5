import { DEV_CHAIN_ID } from '@crowdvault/contracts/dev-chain';
import type { PublicClient } from 'viem';
import type { Env } from '../env';
import { createBatchClient, createChainClient, createInteractiveClient, createProbeClient } from './client';
import { type ChainDeployment, loadDeployment } from './deployment';

/** What the server knows about the chain it serves: a client, the deployed contracts, and the
 *  URL browsers should use. */
export interface ChainContext {
  chainId: number;
  client: PublicClient;
  /** Batches concurrent requests into one JSON-RPC call: for reading many balances at once. */
  batchClient: PublicClient;
  /** Short timeout, no retries: for the health check. */
  probe: PublicClient;
  /** A few seconds, no retries: for reads a person waits on (donation claims). */
  interactive: PublicClient;
  deployment: ChainDeployment;
  publicRpcUrl: string;
  /** Blocks a transfer must be buried under before it counts (CHAIN_CONFIRMATIONS). */
  confirmations: number;
}

/** Anvil mines on demand and never reorganises; public chains get a small safety margin. */
const DEFAULT_CONFIRMATIONS = { local: 0, public: 3 };

export async function connectChain(
  env: Pick<Env, 'chainRpcUrl' | 'publicChainRpcUrl' | 'deploymentFile' | 'chainConfirmations'>,
): Promise<ChainContext> {
  const deployment = await loadDeployment(env.deploymentFile);
  return {
    chainId: deployment.chainId,
    client: createChainClient(env.chainRpcUrl),
    batchClient: createBatchClient(env.chainRpcUrl),
    probe: createProbeClient(env.chainRpcUrl),
    interactive: createInteractiveClient(env.chainRpcUrl),
    deployment,
    publicRpcUrl: env.publicChainRpcUrl,
    confirmations:
      env.chainConfirmations ??
      (deployment.chainId === DEV_CHAIN_ID ? DEFAULT_CONFIRMATIONS.local : DEFAULT_CONFIRMATIONS.public),
  };
}

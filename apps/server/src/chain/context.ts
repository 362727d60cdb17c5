import type { PublicClient } from 'viem';
import type { Env } from '../env';
import { createChainClient, createProbeClient } from './client';
import { type ChainDeployment, loadDeployment } from './deployment';

/** What the server knows about the chain it serves: a client, the deployed contracts, and the
 *  URL browsers should use. */
export interface ChainContext {
  chainId: number;
  client: PublicClient;
  /** Short timeout, no retries: for the health check. */
  probe: PublicClient;
  deployment: ChainDeployment;
  publicRpcUrl: string;
}

export async function connectChain(
  env: Pick<Env, 'chainRpcUrl' | 'publicChainRpcUrl' | 'deploymentFile'>,
): Promise<ChainContext> {
  const deployment = await loadDeployment(env.deploymentFile);
  return {
    chainId: deployment.chainId,
    client: createChainClient(env.chainRpcUrl),
    probe: createProbeClient(env.chainRpcUrl),
    deployment,
    publicRpcUrl: env.publicChainRpcUrl,
  };
}

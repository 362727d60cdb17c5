import type { APIRequestContext } from '@playwright/test';
import type { Hex } from 'viem';

export interface PublicConfig {
  chainId: number;
  rpcUrl: string;
  factoryAddress: string;
  treasuryAddress: string;
  tokens: { symbol: string; address: string; decimals: number }[];
  devAccounts?: { address: string; privateKey: Hex }[];
}

/** The running stack's public configuration, as every client learns it. */
export async function fetchConfig(request: APIRequestContext): Promise<PublicConfig> {
  const response = await request.get('/api/config');
  if (!response.ok()) throw new Error(`GET /api/config answered ${response.status()}`);
  return (await response.json()) as PublicConfig;
}

import type { APIRequestContext } from '@playwright/test';
import type { Hex } from 'viem';

export interface PublicChain {
  chainId: number;
  chainName: string;
  rpcUrl: string;
  explorerUrl: string | null;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  tokens: { symbol: string; address: string; decimals: number }[];
}

export interface PublicConfig {
  chainId: number;
  chainName: string;
  rpcUrl: string;
  /** Every served chain, the primary first (decision 060). */
  chains: PublicChain[];
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

/** The stack's first two chains (primary, then Local L2), for a spec that needs two. */
export function twoChains(config: PublicConfig): [PublicChain, PublicChain] {
  const [first, second] = config.chains;
  if (!first || !second) throw new Error('the stack serves one chain; this test needs two');
  return [first, second];
}

/** Dev account `index` of the stack (a public key of the local chain). */
export function devAccountOf(config: PublicConfig, index: number): { address: string; privateKey: Hex } {
  const account = config.devAccounts?.[index];
  if (!account) throw new Error(`the stack offers no dev account ${index}`);
  return account;
}

/** A JSON-RPC call to a local chain (anvil's own methods: moving its clock, mining, balances). */
export async function chainRpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

import type { VaultBalance } from '@crowdvault/shared/api/withdrawal';
import { formatUnits } from '@crowdvault/shared/format';
import { type Address, erc20Abi, type PublicClient } from 'viem';
import { type ChainToken, chainTokens, type TokenSource } from './tokens';

export interface TokenBalance {
  token: ChainToken;
  raw: bigint;
}

export interface VaultState {
  deployed: boolean;
  balances: TokenBalance[];
}

export interface VaultStates {
  blockNumber: bigint;
  readAt: Date;
  byVault: Map<string, VaultState>;
}

/** Vaults read per round: each costs one request per token, its native balance and its code. */
const VAULTS_PER_ROUND = 100;

/**
 * Each vault's balance of every configured token and of the native coin, and whether it is
 * deployed, all read at one block. Issued concurrently on a batching client, so a round of 100
 * vaults is one JSON-RPC batch rather than 500 requests.
 */
export async function readVaultStates(
  client: PublicClient,
  chain: TokenSource,
  vaults: Address[],
): Promise<VaultStates> {
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const byVault = new Map<string, VaultState>();
  const tokens = chainTokens(chain);
  for (let start = 0; start < vaults.length; start += VAULTS_PER_ROUND) {
    const round = vaults.slice(start, start + VAULTS_PER_ROUND);
    const states = await Promise.all(
      round.map(async (vault): Promise<VaultState> => {
        const [code, ...raws] = await Promise.all([
          client.getCode({ address: vault, blockNumber }),
          ...tokens.map((token) =>
            token.address === null
              ? client.getBalance({ address: vault, blockNumber })
              : client.readContract({
                  address: token.address,
                  abi: erc20Abi,
                  functionName: 'balanceOf',
                  args: [vault],
                  blockNumber,
                }),
          ),
        ]);
        return {
          deployed: code !== undefined && code !== '0x',
          balances: tokens.map((token, index) => ({ token, raw: raws[index] ?? 0n })),
        };
      }),
    );
    round.forEach((vault, index) => {
      byVault.set(vault.toLowerCase(), states[index]!);
    });
  }
  return { blockNumber, readAt: new Date(), byVault };
}

/** A balance as the API answers it: an exact decimal string in the token's units. */
export function toVaultBalance({ token, raw }: TokenBalance): VaultBalance {
  return {
    symbol: token.symbol,
    tokenAddress: token.address,
    decimals: token.decimals,
    balance: formatUnits(raw, token.decimals),
  };
}

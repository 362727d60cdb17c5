import type { ChainConfig } from '@crowdvault/shared/api/config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { configQueryOptions } from '@/lib/config/app-config';
import { chainById, defaultChainId } from '@/lib/config/chains';
import { useWalletChainId } from '@/lib/wallet/wallet-chain';

/** What a donor may give with on a chain: the campaign's currency first when the chain lists it,
 *  then the chain's other tokens and its native coin (each chain lists its own). */
export function donationTokens(chain: ChainConfig | undefined, currency: string): string[] {
  if (!chain) return [currency];
  const listed = chain.tokens.map((token) => token.symbol as string);
  const symbols = [...(listed.includes(currency) ? [currency] : []), ...listed, chain.nativeCurrency.symbol];
  return [...new Set(symbols)];
}

export interface DonationNetwork {
  /** Every chain the campaign can be paid on (its vault has the same address on each). */
  networks: ChainConfig[];
  /** The chain the donation goes on; undefined until /api/config has answered. */
  chainId: number | undefined;
  choose: (chainId: number) => void;
  /** The connected wallet's chain, or null. */
  walletChainId: number | null;
}

/** The network a donation goes on: the donor's choice, else the wallet's chain when the deployment
 *  serves it (no switch needed), else the primary. Follows the wallet until the donor chooses.
 *  `onlyChainId`: an all-or-nothing campaign's one chain (decision 090), the only one offered. */
export function useDonationNetwork(onlyChainId?: number): DonationNetwork {
  const { data: config } = useQuery(configQueryOptions);
  const walletChainId = useWalletChainId();
  const [chosen, choose] = useState<number | null>(null);
  if (onlyChainId !== undefined) {
    const only = chainById(config, onlyChainId);
    const networks = only ? [only] : [];
    return { networks, chainId: config ? onlyChainId : undefined, choose, walletChainId };
  }
  const networks = config?.chains ?? [];
  const chainId = config ? (chosen ?? defaultChainId(config, walletChainId)) : undefined;
  return { networks, chainId, choose, walletChainId };
}

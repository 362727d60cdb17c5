// Which network the connected wallet is on, for the header and the donation panel. Free of wallet
// code: the wallet session (loaded once signed in) writes it from wagmi's connection, and public
// pages only read it. Null while no wallet is connected or its chain is not known yet.

import { readWalletState, writeWalletState } from '@/lib/http/session';
import { useExternalStore } from '@/lib/hydration';

let walletChainId: number | null = null;
const listeners = new Set<() => void>();

export function getWalletChainId(): number | null {
  return walletChainId;
}

/** Records the wallet's chain (null: disconnected), and keeps walletState's chainId and chainName
 *  (SPEC.md §3) in step with it. `chainName` is the served chain's name, null for another chain. */
export function setWalletChain(chainId: number | null, chainName: string | null = null) {
  if (chainId === walletChainId) return;
  walletChainId = chainId;
  const stored = readWalletState();
  if (stored && chainId !== null) writeWalletState({ ...stored, chainId, chainName });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const onServer = () => null;

/** The connected wallet's chain id, or null. */
export function useWalletChainId(): number | null {
  return useExternalStore(subscribe, getWalletChainId, onServer);
}

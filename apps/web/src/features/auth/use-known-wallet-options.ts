import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { configQueryOptions } from '@/lib/config/app-config';
import type { WalletOption } from './wallet-option';
import { toWalletOptions } from './wallet-options';

/** The wallet entries known before the wallet code has loaded (the local dev wallets, a
 *  window.ethereum wallet, Coinbase Wallet, WalletConnect), or null while /api/config loads. */
export function useKnownWalletOptions(): WalletOption[] | null {
  const { data: appConfig } = useQuery(configQueryOptions);
  return useMemo(() => (appConfig ? toWalletOptions(null, appConfig) : null), [appConfig]);
}

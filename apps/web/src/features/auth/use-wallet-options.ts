import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { useEffect, useState } from 'react';
import type { Config, Connector } from 'wagmi';
import { watchConnectors } from 'wagmi/actions';
import { loadAppConfig } from '@/lib/config/app-config';
import { getWagmiConfig } from '@/lib/wallet/wagmi-config';
import type { WalletOption } from './wallet-option';
import { toWalletOptions } from './wallet-options';

export type WalletOptionsState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      config: Config;
      appConfig: ConfigResponse;
      options: WalletOption[];
      connectors: readonly Connector[];
    };

/** Loads wagmi and /api/config, then follows wallets as they announce themselves. */
export function useWalletOptions(): WalletOptionsState {
  const [state, setState] = useState<WalletOptionsState>({ status: 'loading' });
  useEffect(() => {
    let unwatch: (() => void) | undefined;
    let cancelled = false;
    Promise.all([getWagmiConfig(), loadAppConfig()]).then(
      ([config, appConfig]) => {
        if (cancelled) return;
        const update = (connectors: readonly Connector[]) =>
          setState({
            status: 'ready',
            config,
            appConfig,
            connectors,
            options: toWalletOptions(connectors, appConfig),
          });
        update(config.connectors);
        unwatch = watchConnectors(config, { onChange: update });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'error', error });
      },
    );
    return () => {
      cancelled = true;
      unwatch?.();
    };
  }, []);
  return state;
}

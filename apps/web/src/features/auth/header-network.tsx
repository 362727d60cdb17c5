import type { ChainConfig } from '@crowdvault/shared/api/config';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { findChain, primaryChain, useChains } from '@/lib/config/chains';
import { t as translate, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { parseChainError } from '@/lib/wallet/parse-chain-error';
import { useWalletChainId } from '@/lib/wallet/wallet-chain';

export type WalletNetwork =
  | { state: 'unknown' }
  | { state: 'served'; chain: ChainConfig }
  | { state: 'unsupported'; walletChainId: number; primary: ChainConfig };

/** Where the connected wallet is: a served network, another one, or not known (no wallet yet). */
export function useWalletNetwork(): WalletNetwork {
  const walletChainId = useWalletChainId();
  const directory = useChains();
  const primary = primaryChain(directory);
  if (walletChainId === null || !primary) return { state: 'unknown' };
  const chain = findChain(directory.chains, walletChainId);
  return chain ? { state: 'served', chain } : { state: 'unsupported', walletChainId, primary };
}

/** Asks the wallet to move to `chain`; a failure is said in a toast (the wallet's refusal, or
 *  what to do when it cannot switch by itself). */
async function switchNetwork(chain: ChainConfig) {
  try {
    const { switchConnectedWallet } = await import('@/lib/wallet/connected-wallet');
    await switchConnectedWallet(chain.chainId);
  } catch (error) {
    const parsed = parseChainError(error);
    toast({
      title: translate('Switch to {network}', { network: chain.chainName }),
      description:
        parsed.kind === 'rejected'
          ? translate(
              'The switch was rejected in your wallet. Choose a supported network in your wallet to donate or withdraw.',
            )
          : parsed.kind === 'wrong-chain'
            ? parsed.description
            : translate('Your wallet could not switch. Choose {network} in your wallet.', {
                network: chain.chainName,
              }),
      variant: 'destructive',
    });
  }
}

/** The served network the wallet is on, as a small label beside the wallet chip. */
export function HeaderNetwork({ className }: { className?: string }) {
  const t = useT();
  const network = useWalletNetwork();
  if (network.state !== 'served') return null;
  const { chain } = network;
  return (
    <span
      className={cn(
        'inline-flex h-10 max-w-40 items-center gap-2 rounded-lg border bg-muted/40 px-3 text-xs font-medium whitespace-nowrap',
        className,
      )}
      title={t('Your wallet is on {network} (chain id {chainId})', {
        network: chain.chainName,
        chainId: chain.chainId,
      })}
      data-testid="wallet-network"
    >
      <span className="size-2 shrink-0 rounded-full bg-success" aria-hidden />
      <span className="truncate">{chain.chainName}</span>
    </span>
  );
}

/** In the wallet chip, in place of the balance while the wallet is on a network the deployment
 *  does not serve (a balance read elsewhere would mislead): "Switch network", to the primary. */
export function SwitchNetworkButton({
  network,
}: {
  network: Extract<WalletNetwork, { state: 'unsupported' }>;
}) {
  const t = useT();
  const [switching, setSwitching] = useState(false);
  const { primary, walletChainId } = network;
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded text-start text-xs font-medium text-foreground hover:underline disabled:opacity-60"
      title={t(
        'Your wallet is on chain {chainId}, which CrowdVault does not serve. Switch it to {network}.',
        { chainId: walletChainId, network: primary.chainName },
      )}
      aria-label={t('Unsupported network: Switch network to {network}', { network: primary.chainName })}
      disabled={switching}
      data-testid="wallet-network-unsupported"
      onClick={() => {
        setSwitching(true);
        void switchNetwork(primary).finally(() => setSwitching(false));
      }}
    >
      <TriangleAlert className="size-3.5 shrink-0 text-warning" aria-hidden />
      {t('Switch network')}
    </button>
  );
}

import type { ChainConfig } from '@crowdvault/shared/api/config';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { findChain } from '@/lib/config/chains';
import { type Translate, useT } from '@/lib/i18n/i18n';

/** What the wallet will be asked, when it is connected and elsewhere; nothing otherwise. */
function switchHint(
  networks: ChainConfig[],
  chosen: ChainConfig,
  walletChainId: number | null,
  t: Translate,
): string | null {
  if (walletChainId === null || walletChainId === chosen.chainId) return null;
  const current = findChain(networks, walletChainId);
  return current
    ? t('Your wallet is on {current}: it will be asked to switch to {network} before sending.', {
        current: current.chainName,
        network: chosen.chainName,
      })
    : t(
        'Your wallet is on a network CrowdVault does not serve: it will be asked to switch to {network} before sending.',
        { network: chosen.chainName },
      );
}

/** The network to pay on, among those the deployment serves (the campaign's vault has the same
 *  address on each): a choice when there are several, and in any case a line when the wallet
 *  will be asked to switch. */
export function NetworkChoice({
  networks,
  chainId,
  onChange,
  walletChainId,
}: {
  networks: ChainConfig[];
  chainId: number;
  onChange: (chainId: number) => void;
  walletChainId: number | null;
}) {
  const t = useT();
  const id = useId();
  const hintId = useId();
  const chosen = findChain(networks, chainId);
  if (!chosen) return null;
  const hint = switchHint(networks, chosen, walletChainId, t);
  const hintLine = hint && (
    <p id={hintId} className="text-xs text-muted-foreground" data-testid="network-switch-hint">
      {hint}
    </p>
  );
  if (networks.length < 2) return hintLine || null;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('Network')}</Label>
      <NativeSelect
        id={id}
        value={String(chainId)}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {networks.map((chain) => (
          <option key={chain.chainId} value={chain.chainId}>
            {chain.chainName}
          </option>
        ))}
      </NativeSelect>
      {hintLine}
    </div>
  );
}

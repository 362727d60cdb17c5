import type { SafeInfo } from '@crowdvault/shared/api/safe';
import type { CampaignVault, VaultChainBalances } from '@crowdvault/shared/api/withdrawal';
import { parseUnits } from '@crowdvault/shared/format';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { zeroAddress } from 'viem';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { chainNameOf, findChain } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { safeLabel } from '@/lib/safe/safe-label';
import { useSafeProposals } from '../api/get-safe-proposals';
import { formatExact } from '../lib/money';
import { normalizeAmount, validateWithdrawal } from '../lib/withdrawal-form';
import type { SafeWithdrawalDraft } from '../sign-safe-tx';
import { signedProgress } from '../use-safe-queue';
import { useWithdrawalFields } from '../use-withdrawal-fields';
import { AmountRecipientFields } from './amount-recipient-fields';

export type SafeChain = VaultChainBalances & { safe: SafeInfo };

/** The networks where a Safe the signed-in wallet is an owner of holds the vault (readable ones). */
export function safeChainsOf(vault: CampaignVault): SafeChain[] {
  return vault.chains.filter((entry): entry is SafeChain => entry.safe !== null && !entry.readError);
}

/** True when every network the signed-in wallet reaches this vault on goes through a Safe. */
export function isSafeManaged(vault: CampaignVault): boolean {
  return vault.chains.length > 0 && vault.chains.every((entry) => entry.safe !== null);
}

/**
 * An owner proposes a withdrawal from a vault a Safe owns: network, token, amount and recipient,
 * checked here first (the same words as the wallet dialog), then built as the Safe transaction
 * calling the vault's withdraw and signed by the owner's wallet. It is proposed at the Safe's
 * current nonce, so it replaces an open proposal there (the Safe can run only one of them).
 */
export function SafeProposalForm({
  vault,
  ownAddress,
  pending,
  onPropose,
}: {
  vault: CampaignVault;
  /** The signed-in owner: the default recipient. */
  ownAddress: string;
  pending: boolean;
  /** Signs and posts; resolves true when the proposal was stored. */
  onPropose: (draft: SafeWithdrawalDraft) => Promise<boolean>;
}) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const networks = safeChainsOf(vault);
  const fields = useWithdrawalFields(vault, networks, ownAddress);
  const { config, network, symbol, amount, recipient, balance, setError } = fields;
  const queue = useSafeProposals(
    network?.chainId ?? 0,
    network?.safe.address ?? zeroAddress,
    network !== undefined,
  );
  const replaced = queue.data?.find(
    (tx) =>
      tx.nonce === network?.safe.nonce &&
      (tx.status === 'AWAITING_CONFIRMATIONS' || tx.status === 'AWAITING_EXECUTION'),
  );

  if (networks.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        {t("This vault's balances could not be read just now.")}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!network) return;
    const problem = validateWithdrawal({ amount, recipientAddress: recipient }, balance);
    setError(problem);
    if (problem || !balance) return;
    const proposed = await onPropose({
      chainId: network.chainId,
      safe: network.safe.address,
      vault: vault.walletAddress,
      token: balance.tokenAddress ?? zeroAddress,
      amount: parseUnits(normalizeAmount(amount), balance.decimals),
      recipient: recipient.trim(),
      nonce: BigInt(network.safe.nonce),
    });
    if (proposed) fields.clear();
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-label={t('Proposed withdrawal')}>
      {network && (
        <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground" data-testid="safe-proposal-note">
          {t(
            'A {safe} owns this vault: you sign the proposal now, and it runs once {threshold} of its {owners} owners have signed.',
            {
              safe: safeLabel(network.safe),
              threshold: network.safe.threshold,
              owners: network.safe.owners.length,
            },
          )}
        </p>
      )}
      {(networks.length > 1 || fields.networkGone) && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-network`}>{t('Network')}</Label>
          <NativeSelect
            id={`${id}-network`}
            value={network ? String(network.chainId) : ''}
            onChange={(event) => fields.choose(findChain(networks, Number(event.target.value)))}
          >
            {!network && <option value="">{t('Select a network')}</option>}
            {networks.map((entry) => (
              <option key={entry.chainId} value={entry.chainId}>
                {chainNameOf(config, entry.chainId)}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-token`}>{t('Token')}</Label>
        <NativeSelect
          id={`${id}-token`}
          value={symbol}
          onChange={(event) => fields.chooseToken(event.target.value)}
        >
          {network?.balances.map((candidate) => (
            <option key={candidate.symbol} value={candidate.symbol}>
              {t('{token} · {amount} available', {
                token: candidate.symbol,
                amount: formatExact(candidate.balance, candidate.symbol),
              })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <AmountRecipientFields {...fields.amountRecipient(id)} />
      {replaced && network && (
        <p className="text-sm text-muted-foreground" data-testid="safe-replaces">
          {t(
            'This replaces the open proposal of {amount} ({progress}): the Safe can run only one of them. Its signatures do not carry over: the new one needs {threshold} signatures again, yours first.',
            {
              amount: format.exact(replaced.withdrawal.amount, replaced.withdrawal.symbol),
              progress: signedProgress(replaced),
              threshold: network.safe.threshold,
            },
          )}
        </p>
      )}
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm font-medium text-destructive">
        {fields.message}
      </p>
      <Button type="submit" disabled={pending || fields.networkGone !== null}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {pending ? t('Waiting for your wallet...') : t('Sign & Propose')}
      </Button>
    </form>
  );
}

import type { CampaignVault, VaultChainBalances, WithdrawalPlan } from '@crowdvault/shared/api/withdrawal';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { chainNameOf, findChain } from '@/lib/config/chains';
import { isApiError } from '@/lib/http/api-error';
import { msg, useT } from '@/lib/i18n/i18n';
import { planWithdrawal } from '../api/plan-withdrawal';
import { formatExact, isZeroAmount } from '../lib/money';
import { normalizeAmount, validateWithdrawal, type WithdrawalFormKind } from '../lib/withdrawal-form';
import type { WithdrawMethod } from '../use-withdraw';
import { useWithdrawalFields } from '../use-withdrawal-fields';
import type { WithdrawalRules } from '../use-withdrawal-rules';
import { AmountRecipientFields } from './amount-recipient-fields';
import { WithdrawalReview } from './withdrawal-review';

/** True when the vault holds any amount of any token on this network. */
function holdsFundsOn(entry: Pick<VaultChainBalances, 'balances'>): boolean {
  return entry.balances.some((balance) => !isZeroAmount(balance.balance));
}

/** True when the vault holds any amount of any token on any network. */
export function holdsFunds(vault: CampaignVault): boolean {
  return vault.chains.some(holdsFundsOn);
}

/** The networks a withdrawal may be made on: those where the vault holds something (the primary
 *  first, as the server orders them), else the first one, so the form still shows its balances. */
export function withdrawalNetworks(vault: CampaignVault | undefined): VaultChainBalances[] {
  if (!vault) return [];
  // A network where a Safe owns the vault withdraws through the Safe's queue (SafeProposalForm).
  const all = vault.chains.filter((entry) => entry.safe === null);
  const held = all.filter((entry) => !entry.readError && holdsFundsOn(entry));
  return held.length > 0 ? held : all.slice(0, 1);
}

export interface WithdrawFormProps {
  /** The campaigns to pick from; one (the dialog) hides the picker. */
  vaults: CampaignVault[];
  /** Whose words the checks use (SPEC.md §5): the wallet dialog's, whose button waits for both
   *  fields, or the Withdrawals page's signed request form, which says what is missing. */
  kind?: WithdrawalFormKind;
  initialCampaignId?: number;
  /** The signed-in address: the default recipient. */
  ownAddress: string;
  pending: WithdrawMethod | null;
  onWithdraw: (plan: WithdrawalPlan, method: WithdrawMethod) => Promise<boolean>;
  /** After a withdrawal left the creator's hands. */
  onDone?: () => void;
  /** What an all-or-nothing campaign lets its creator withdraw now (useWithdrawalRules). */
  rules?: WithdrawalRules;
}

/** Campaign, token, amount and recipient; checked here first (SPEC.md §5), then planned by the
 *  server, whose exact split is reviewed before anything is signed. */
export function WithdrawForm({
  vaults,
  kind = 'dialog',
  initialCampaignId,
  ownAddress,
  pending,
  onWithdraw,
  onDone,
  rules,
}: WithdrawFormProps) {
  const t = useT();
  const id = useId();
  const [campaignId, setCampaignId] = useState(
    () => initialCampaignId ?? (vaults.find(holdsFunds) ?? vaults[0])?.campaignId,
  );
  const vault = vaults.find((candidate) => candidate.campaignId === campaignId);
  const rule = vault ? (rules?.(vault.campaignId) ?? null) : null;
  const networks = withdrawalNetworks(vault);
  const fields = useWithdrawalFields(vault, networks, ownAddress);
  const { config, network, symbol, amount, recipient, balance, setError } = fields;
  const [planning, setPlanning] = useState(false);
  const [plan, setPlan] = useState<WithdrawalPlan | null>(null);

  const chooseCampaign = (value: string) => {
    const next = vaults.find((candidate) => String(candidate.campaignId) === value);
    setCampaignId(next?.campaignId);
    fields.choose(withdrawalNetworks(next)[0], next);
  };

  // Keep the token when the new network holds it; its amount is that network's.
  const chooseNetwork = (value: string) => fields.choose(findChain(networks, Number(value)));

  const review = async (event: FormEvent) => {
    event.preventDefault();
    if (fields.networkGone) return;
    const problem = validateWithdrawal({ amount, recipientAddress: recipient }, balance, kind);
    setError(problem);
    if (problem || !vault || !balance || !network) return;
    setPlanning(true);
    try {
      setPlan(
        await planWithdrawal(vault.campaignId, {
          token: balance.symbol,
          amount: normalizeAmount(amount),
          recipientAddress: recipient.trim(),
          chainId: network.chainId,
        }),
      );
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (failure.serverMessage ?? failure.message)
          : msg('The withdrawal could not be prepared. Please try again.'),
      );
    } finally {
      setPlanning(false);
    }
  };

  const confirm = async (method: WithdrawMethod) => {
    if (!plan) return;
    if (await onWithdraw(plan, method)) {
      setPlan(null);
      // The next withdrawal goes to the creator's own wallet again unless they change it.
      fields.clear();
      onDone?.();
    }
  };

  if (plan) {
    return (
      <WithdrawalReview
        plan={plan}
        pending={pending}
        onBack={() => setPlan(null)}
        onConfirm={(method) => void confirm(method)}
      />
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={review} noValidate aria-label={t('Withdrawal details')}>
      {vaults.length > 1 && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-campaign`}>{t('Campaign')}</Label>
          <Select value={campaignId === undefined ? '' : String(campaignId)} onValueChange={chooseCampaign}>
            <SelectTrigger id={`${id}-campaign`}>
              <SelectValue placeholder={t('Select a campaign')} />
            </SelectTrigger>
            <SelectContent>
              {vaults.map((candidate) => (
                <SelectItem key={candidate.campaignId} value={String(candidate.campaignId)}>
                  {candidate.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      )}
      {rule && (
        <p
          id={`${id}-rule`}
          role="note"
          className={
            rule.blocked
              ? 'rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm'
              : 'rounded-lg bg-muted p-3 text-sm text-muted-foreground'
          }
          data-testid="withdraw-rule"
        >
          {rule.reason}
        </p>
      )}
      {/* An all-or-nothing vault before success (or after a failure) pays nothing out: the fields
          stay in view, disabled, under the reason. */}
      <fieldset
        disabled={rule?.blocked}
        aria-describedby={rule?.blocked ? `${id}-rule` : undefined}
        className="flex min-w-0 flex-col gap-4"
      >
        {(networks.length > 1 || fields.networkGone) && (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-network`}>{t('Network')}</Label>
            <Select value={network ? String(network.chainId) : ''} onValueChange={chooseNetwork}>
              <SelectTrigger id={`${id}-network`}>
                <SelectValue placeholder={t('Select a network')} />
              </SelectTrigger>
              <SelectContent>
                {networks.map((entry) => (
                  <SelectItem key={entry.chainId} value={String(entry.chainId)}>
                    {chainNameOf(config, entry.chainId)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-token`}>{t('Token')}</Label>
          <Select value={symbol} onValueChange={fields.chooseToken} disabled={!vault}>
            <SelectTrigger id={`${id}-token`}>
              <SelectValue placeholder={t('Select a token')} />
            </SelectTrigger>
            <SelectContent>
              {network?.balances.map((candidate) => (
                <SelectItem key={candidate.symbol} value={candidate.symbol}>
                  {t('{token} · {amount} available', {
                    token: candidate.symbol,
                    amount: formatExact(candidate.balance, candidate.symbol),
                  })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <AmountRecipientFields
          {...fields.amountRecipient(id)}
          recipientHint={t('Your own wallet by default; any address may receive it.')}
        />
        <p id={`${id}-error`} role="alert" className="min-h-5 text-sm font-medium text-destructive">
          {fields.message}
        </p>
        <Button
          type="submit"
          disabled={planning || fields.networkGone !== null || (kind === 'dialog' && (!amount || !recipient))}
        >
          {planning && <Loader2 className="animate-spin" aria-hidden />}
          {planning ? t('Preparing...') : t('Review Withdrawal')}
        </Button>
      </fieldset>
    </form>
  );
}

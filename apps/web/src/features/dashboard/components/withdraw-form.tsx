import type { CampaignVault, VaultChainBalances, WithdrawalPlan } from '@crowdvault/shared/api/withdrawal';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { configQueryOptions } from '@/lib/config/app-config';
import { chainNameOf } from '@/lib/config/chains';
import { isApiError } from '@/lib/http/api-error';
import { planWithdrawal } from '../api/plan-withdrawal';
import { formatExact, isZeroAmount } from '../lib/money';
import { normalizeAmount, validateWithdrawal, type WithdrawalFormKind } from '../lib/withdrawal-form';
import type { WithdrawMethod } from '../use-withdraw';
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

/** The token a withdrawal starts with: the campaign's currency when the vault holds it on the
 *  network, else the first token it holds any of, else its first. */
function defaultToken(vault: CampaignVault | undefined, entry: VaultChainBalances | undefined): string {
  if (!vault || !entry) return '';
  const held = entry.balances.filter((balance) => !isZeroAmount(balance.balance));
  return (
    held.find((balance) => balance.symbol === vault.currency)?.symbol ??
    held[0]?.symbol ??
    entry.balances[0]?.symbol ??
    ''
  );
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
  const id = useId();
  const [campaignId, setCampaignId] = useState(
    () => initialCampaignId ?? (vaults.find(holdsFunds) ?? vaults[0])?.campaignId,
  );
  const vault = vaults.find((candidate) => candidate.campaignId === campaignId);
  const rule = vault ? (rules?.(vault.campaignId) ?? null) : null;
  const { data: config } = useQuery(configQueryOptions);
  const networks = withdrawalNetworks(vault);
  const [chainId, setChainId] = useState(() => networks[0]?.chainId);
  const network = networks.find((entry) => entry.chainId === chainId) ?? networks[0];
  const [symbol, setSymbol] = useState(() => defaultToken(vault, network));
  const [amount, setAmount] = useState('');
  const [recipient, setRecipient] = useState(ownAddress);
  const [error, setError] = useState<string | null>(null);
  const [planning, setPlanning] = useState(false);
  const [plan, setPlan] = useState<WithdrawalPlan | null>(null);
  const balance = network?.balances.find((candidate) => candidate.symbol === symbol);
  // The field an error is about, so that field (not the amount by default) is marked.
  const errorOnRecipient = error !== null && /recipient/i.test(error);

  const chooseCampaign = (value: string) => {
    const next = vaults.find((candidate) => String(candidate.campaignId) === value);
    const first = withdrawalNetworks(next)[0];
    setCampaignId(next?.campaignId);
    setChainId(first?.chainId);
    setSymbol(defaultToken(next, first));
    setError(null);
  };

  const chooseNetwork = (value: string) => {
    const next = networks.find((entry) => String(entry.chainId) === value);
    setChainId(next?.chainId);
    // Keep the token when the new network holds it; its amount is that network's.
    if (!next?.balances.some((candidate) => candidate.symbol === symbol))
      setSymbol(defaultToken(vault, next));
    setError(null);
  };

  const review = async (event: FormEvent) => {
    event.preventDefault();
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
          : 'The withdrawal could not be prepared. Please try again.',
      );
    } finally {
      setPlanning(false);
    }
  };

  const confirm = async (method: WithdrawMethod) => {
    if (!plan) return;
    if (await onWithdraw(plan, method)) {
      setPlan(null);
      setAmount('');
      // The next withdrawal goes to the creator's own wallet again unless they change it.
      setRecipient(ownAddress);
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
    <form className="flex flex-col gap-4" onSubmit={review} noValidate aria-label="Withdrawal details">
      {vaults.length > 1 && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-campaign`}>Campaign</Label>
          <Select value={campaignId === undefined ? '' : String(campaignId)} onValueChange={chooseCampaign}>
            <SelectTrigger id={`${id}-campaign`}>
              <SelectValue placeholder="Select a campaign" />
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
        {networks.length > 1 && (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-network`}>Network</Label>
            <Select value={network ? String(network.chainId) : ''} onValueChange={chooseNetwork}>
              <SelectTrigger id={`${id}-network`}>
                <SelectValue placeholder="Select a network" />
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
          <Label htmlFor={`${id}-token`}>Token</Label>
          <Select
            value={symbol}
            onValueChange={(value) => {
              setSymbol(value);
              setError(null);
            }}
            disabled={!vault}
          >
            <SelectTrigger id={`${id}-token`}>
              <SelectValue placeholder="Select a token" />
            </SelectTrigger>
            <SelectContent>
              {network?.balances.map((candidate) => (
                <SelectItem key={candidate.symbol} value={candidate.symbol}>
                  {candidate.symbol} · {formatExact(candidate.balance, candidate.symbol)} available
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <AmountRecipientFields
          id={id}
          symbol={symbol}
          balance={balance}
          amount={amount}
          onAmount={(value, fromMax) => {
            setAmount(value);
            if (fromMax) setError(null);
          }}
          recipient={recipient}
          onRecipient={setRecipient}
          error={error}
          errorOnRecipient={errorOnRecipient}
          recipientHint="Your own wallet by default; any address may receive it."
        />
        <p id={`${id}-error`} role="alert" className="min-h-5 text-sm font-medium text-destructive">
          {error}
        </p>
        <Button type="submit" disabled={planning || (kind === 'dialog' && (!amount || !recipient))}>
          {planning && <Loader2 className="animate-spin" aria-hidden />}
          {planning ? 'Preparing...' : 'Review Withdrawal'}
        </Button>
      </fieldset>
    </form>
  );
}

import type { CampaignVault, WithdrawalPlan } from '@crowdvault/shared/api/withdrawal';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { isApiError } from '@/lib/http/api-error';
import { planWithdrawal } from '../api/plan-withdrawal';
import { formatExact, isZeroAmount } from '../lib/money';
import { normalizeAmount, validateWithdrawal } from '../lib/withdrawal-form';
import type { WithdrawMethod } from '../use-withdraw';
import { WithdrawalReview } from './withdrawal-review';

/** True when the vault holds any amount of any token. */
export function holdsFunds(vault: CampaignVault): boolean {
  return vault.balances.some((balance) => !isZeroAmount(balance.balance));
}

/** The token a withdrawal starts with: the campaign's currency when the vault holds it, else the
 *  first token it holds any of, else its first. */
function defaultToken(vault: CampaignVault | undefined): string {
  if (!vault) return '';
  const held = vault.balances.filter((balance) => !isZeroAmount(balance.balance));
  return (
    held.find((balance) => balance.symbol === vault.currency)?.symbol ??
    held[0]?.symbol ??
    vault.balances[0]?.symbol ??
    ''
  );
}

export interface WithdrawFormProps {
  /** The campaigns to pick from; one (the dialog) hides the picker. */
  vaults: CampaignVault[];
  initialCampaignId?: number;
  /** The signed-in address: the default recipient. */
  ownAddress: string;
  pending: WithdrawMethod | null;
  onWithdraw: (plan: WithdrawalPlan, method: WithdrawMethod) => Promise<boolean>;
  /** After a withdrawal left the creator's hands. */
  onDone?: () => void;
}

/** Campaign, token, amount and recipient; checked here first (SPEC.md §5), then planned by the
 *  server, whose exact split is reviewed before anything is signed. */
export function WithdrawForm({
  vaults,
  initialCampaignId,
  ownAddress,
  pending,
  onWithdraw,
  onDone,
}: WithdrawFormProps) {
  const id = useId();
  const [campaignId, setCampaignId] = useState(
    () => initialCampaignId ?? (vaults.find(holdsFunds) ?? vaults[0])?.campaignId,
  );
  const vault = vaults.find((candidate) => candidate.campaignId === campaignId);
  const [symbol, setSymbol] = useState(() => defaultToken(vault));
  const [amount, setAmount] = useState('');
  const [recipient, setRecipient] = useState(ownAddress);
  const [error, setError] = useState<string | null>(null);
  const [planning, setPlanning] = useState(false);
  const [plan, setPlan] = useState<WithdrawalPlan | null>(null);
  const balance = vault?.balances.find((candidate) => candidate.symbol === symbol);

  const chooseCampaign = (value: string) => {
    const next = vaults.find((candidate) => String(candidate.campaignId) === value);
    setCampaignId(next?.campaignId);
    setSymbol(defaultToken(next));
    setError(null);
  };

  const review = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateWithdrawal({ amount, recipientAddress: recipient }, balance);
    setError(problem);
    if (problem || !vault || !balance) return;
    setPlanning(true);
    try {
      setPlan(
        await planWithdrawal(vault.campaignId, {
          token: balance.symbol,
          amount: normalizeAmount(amount),
          recipientAddress: recipient.trim(),
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
            {vault?.balances.map((candidate) => (
              <SelectItem key={candidate.symbol} value={candidate.symbol}>
                {candidate.symbol} · {formatExact(candidate.balance, candidate.symbol)} available
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={`${id}-amount`}>Amount{symbol && ` (${symbol})`}</Label>
          {balance && (
            <button
              type="button"
              className="rounded text-xs font-medium text-primary hover:underline"
              onClick={() => {
                setAmount(balance.balance);
                setError(null);
              }}
            >
              Max: {formatExact(balance.balance, balance.symbol)}
            </button>
          )}
        </div>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-amount-hint`}
        />
        <p id={`${id}-amount-hint`} className="text-xs text-muted-foreground">
          The 2.5% platform fee comes out of this amount.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-recipient`}>Recipient Address</Label>
        <Input
          id={`${id}-recipient`}
          className="font-mono text-[11px] sm:text-xs"
          autoComplete="off"
          spellCheck={false}
          placeholder="0x..."
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
        />
        <p className="text-xs text-muted-foreground">
          Your own wallet by default; any address may receive it.
        </p>
      </div>
      <p role="alert" className="min-h-5 text-sm font-medium text-destructive">
        {error}
      </p>
      <Button type="submit" disabled={!amount || !recipient || planning}>
        {planning && <Loader2 className="animate-spin" aria-hidden />}
        {planning ? 'Preparing...' : 'Review Withdrawal'}
      </Button>
    </form>
  );
}

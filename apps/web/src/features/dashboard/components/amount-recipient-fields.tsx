import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/i18n';
import { formatExact } from '../lib/money';

/**
 * A withdrawal's amount (with "Max" for the whole balance and the fee's hint) and its recipient:
 * the same two fields whether the owner's wallet withdraws or a Safe's owners propose it. `id`
 * prefixes the fields' ids; the form's error line is `${id}-error`, and `errorOnRecipient` says
 * which field it belongs to.
 */
export function AmountRecipientFields({
  id,
  symbol,
  balance,
  amount,
  onAmount,
  recipient,
  onRecipient,
  error,
  errorOnRecipient,
  recipientHint,
}: {
  id: string;
  symbol: string;
  balance: { symbol: string; balance: string } | undefined;
  amount: string;
  /** A new amount; `fromMax` when "Max" set it (which also clears the error). */
  onAmount: (amount: string, fromMax: boolean) => void;
  recipient: string;
  onRecipient: (recipient: string) => void;
  error: string | null;
  errorOnRecipient: boolean;
  recipientHint?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor={`${id}-amount`}>{symbol ? t('Amount ({symbol})', { symbol }) : t('Amount')}</Label>
          {balance && (
            <button
              type="button"
              className="rounded text-xs font-medium text-primary hover:underline"
              onClick={() => onAmount(balance.balance, true)}
            >
              {t('Max: {amount}', { amount: formatExact(balance.balance, balance.symbol) })}
            </button>
          )}
        </div>
        <Input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          onChange={(event) => onAmount(event.target.value, false)}
          aria-invalid={error && !errorOnRecipient ? true : undefined}
          aria-describedby={
            error && !errorOnRecipient ? `${id}-amount-hint ${id}-error` : `${id}-amount-hint`
          }
        />
        <p id={`${id}-amount-hint`} className="text-xs text-muted-foreground">
          {t('The 2.5% platform fee comes out of this amount.')}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-recipient`}>{t('Recipient Address')}</Label>
        <Input
          id={`${id}-recipient`}
          className="font-mono text-[11px] sm:text-xs"
          autoComplete="off"
          spellCheck={false}
          placeholder="0x..."
          value={recipient}
          onChange={(event) => onRecipient(event.target.value)}
          aria-invalid={errorOnRecipient ? true : undefined}
          aria-describedby={errorOnRecipient ? `${id}-error` : undefined}
        />
        {recipientHint && <p className="text-xs text-muted-foreground">{recipientHint}</p>}
      </div>
    </>
  );
}

import type { TokenConfig } from '@crowdvault/shared/api/config';
import { baseUnitsOf, tokenTransferUri } from '@crowdvault/shared/payment-link';
import { Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { QrCode } from '@/components/ui/address-qr-code';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

export interface PaymentLinkProps {
  vault: string;
  chainId: number;
  chainName: string;
  /** The chain's listed tokens; the campaign's currency is offered first. */
  tokens: TokenConfig[];
  currency: string;
}

/** An EIP-681 payment link for a token transfer of a chosen amount to the vault: a phone wallet
 *  scanning the QR code opens the transfer with token, amount and recipient filled in. Only shown
 *  while the campaign accepts donations (the page decides). */
export function PaymentLink({ vault, chainId, chainName, tokens, currency }: PaymentLinkProps) {
  const ordered = [...tokens].sort((a, b) => Number(b.symbol === currency) - Number(a.symbol === currency));
  const [symbol, setSymbol] = useState(ordered[0]?.symbol ?? '');
  const [amount, setAmount] = useState('');
  const amountId = useId();
  const tokenId = useId();
  const hintId = useId();
  const token = ordered.find((candidate) => candidate.symbol === symbol);
  if (!token) return null;
  const baseUnits = baseUnitsOf(amount, token.decimals);
  const uri =
    baseUnits === null
      ? null
      : tokenTransferUri({ token: token.address, chainId, recipient: vault, amount: baseUnits });
  const invalid = amount.trim() !== '' && uri === null;

  return (
    <section className="flex flex-col gap-3 border-t pt-4" aria-labelledby={`${amountId}-heading`}>
      <h3 id={`${amountId}-heading`} className="flex items-center gap-2 text-sm font-semibold">
        <Smartphone className="size-4 text-primary" aria-hidden />
        Payment link
      </h3>
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={amountId}>Amount</Label>
          <Input
            id={amountId}
            inputMode="decimal"
            autoComplete="off"
            placeholder="25"
            value={amount}
            aria-invalid={invalid || undefined}
            aria-describedby={hintId}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          {/* "Token", as the donation panel names the same choice; page-wide locators scope to this region. */}
          <Label htmlFor={tokenId}>Token</Label>
          <NativeSelect id={tokenId} value={symbol} onChange={(event) => setSymbol(event.target.value)}>
            {ordered.map((candidate) => (
              <option key={candidate.symbol} value={candidate.symbol}>
                {candidate.symbol}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {uri ? (
        <>
          <QrCode
            value={uri}
            title={`Payment link QR code: ${amount.trim()} ${token.symbol}`}
            label={`QR code of a payment link for ${amount.trim()} ${token.symbol} to the campaign wallet`}
          />
          <div className="flex items-center gap-2 rounded-lg bg-muted p-2 pl-3">
            <code className="min-w-0 flex-1 font-mono text-xs break-all" data-testid="payment-link-uri">
              {uri}
            </code>
            <CopyButton
              text={uri}
              label="Copy payment link"
              successMessage="Payment link copied to clipboard"
            />
          </div>
          <Button asChild variant="outline" size="sm">
            <a href={uri}>Open in wallet app</a>
          </Button>
        </>
      ) : null}
      <p id={hintId} className={invalid ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
        {invalid
          ? `Enter an amount above zero with at most ${token.decimals} decimal places.`
          : `Scanned with a phone wallet, the code fills in ${token.symbol}, the amount and this campaign's wallet. Send it on ${chainName} only.`}
      </p>
    </section>
  );
}

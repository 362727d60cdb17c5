import type { ChainConfig } from '@crowdvault/shared/api/config';
import { baseUnitsOf, tokenTransferUri } from '@crowdvault/shared/payment-link';
import { Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { QrCode } from '@/components/ui/address-qr-code';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { findChain } from '@/lib/config/chains';
import { useT } from '@/lib/i18n/i18n';

export interface PaymentLinkProps {
  vault: string;
  /** The served networks, each with its own tokens and decimals. */
  chains: ChainConfig[];
  /** The network offered first (the wallet's when served, else the primary). */
  defaultChainId: number;
  currency: string;
}

/** An EIP-681 payment link for a token transfer of a chosen amount, on a chosen network, to the
 *  vault: a phone wallet scanning the QR code opens the transfer with token, amount, recipient
 *  and network (`@chainId`) filled in, in that network's token and decimals. Only shown while the
 *  campaign accepts donations (the page decides). */
export function PaymentLink({ vault, chains, defaultChainId, currency }: PaymentLinkProps) {
  const t = useT();
  const [chainId, setChainId] = useState(defaultChainId);
  const chain = findChain(chains, chainId);
  const ordered = [...(chain?.tokens ?? [])].sort(
    (a, b) => Number(b.symbol === currency) - Number(a.symbol === currency),
  );
  const [chosenSymbol, setSymbol] = useState<string>(currency);
  const [amount, setAmount] = useState('');
  const amountId = useId();
  const tokenId = useId();
  const networkId = useId();
  const hintId = useId();
  // A token the chosen network does not list gives way to its first.
  const token = ordered.find((candidate) => candidate.symbol === chosenSymbol) ?? ordered[0];
  if (!chain || !token) return null;
  const symbol = token.symbol;
  const { chainName } = chain;
  const baseUnits = baseUnitsOf(amount, token.decimals);
  const uri =
    baseUnits === null
      ? null
      : tokenTransferUri({
          token: token.address,
          chainId: chain.chainId,
          recipient: vault,
          amount: baseUnits,
        });
  const invalid = amount.trim() !== '' && uri === null;

  return (
    <section className="flex flex-col gap-3 border-t pt-4" aria-labelledby={`${amountId}-heading`}>
      <h3 id={`${amountId}-heading`} className="flex items-center gap-2 text-sm font-semibold">
        <Smartphone className="size-4 text-primary" aria-hidden />
        {t('Payment link')}
      </h3>
      {chains.length > 1 && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={networkId}>{t('Network')}</Label>
          <NativeSelect
            id={networkId}
            value={String(chain.chainId)}
            onChange={(event) => setChainId(Number(event.target.value))}
          >
            {chains.map((candidate) => (
              <option key={candidate.chainId} value={candidate.chainId}>
                {candidate.chainName}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={amountId}>{t('Amount')}</Label>
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
          <Label htmlFor={tokenId}>{t('Token')}</Label>
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
            title={t('Payment link QR code: {amount} {token} on {network}', {
              amount: amount.trim(),
              token: token.symbol,
              network: chainName,
            })}
            label={t('QR code of a payment link for {amount} {token} on {network} to the campaign wallet', {
              amount: amount.trim(),
              token: token.symbol,
              network: chainName,
            })}
          />
          <div className="flex items-center gap-2 rounded-lg bg-muted p-2 ps-3">
            <code className="min-w-0 flex-1 font-mono text-xs break-all" data-testid="payment-link-uri">
              {uri}
            </code>
            <CopyButton
              text={uri}
              label={t('Copy payment link')}
              successMessage={t('Payment link copied to clipboard')}
            />
          </div>
          <Button asChild variant="outline" size="sm">
            <a href={uri}>{t('Open in wallet app')}</a>
          </Button>
        </>
      ) : null}
      <p id={hintId} className={invalid ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}>
        {invalid
          ? t('Enter an amount above zero with at most {places} decimal places.', { places: token.decimals })
          : t(
              "Scanned with a phone wallet, the code fills in {token}, the amount, the network and this campaign's wallet. Send it on {network} only.",
              { token: token.symbol, network: chainName },
            )}
      </p>
    </section>
  );
}

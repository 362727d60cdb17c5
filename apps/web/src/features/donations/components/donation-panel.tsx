import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { ChainConfig } from '@crowdvault/shared/api/config';
import type { GaslessConfig } from '@crowdvault/shared/api/gasless-donation';
import { LIMITS } from '@crowdvault/shared/constants';
import { HandHeart, Loader2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast/use-toast';
import type { TransactionStep } from '@/lib/wallet/use-transactor';
import { donationAvailability } from '../lib/donation-availability';
import type { DonationRequest } from '../use-donate';
import { donationTokens } from '../use-donation-network';
import { AnonymousInstructions } from './anonymous-instructions';
import { DonationClosedNotice } from './donation-closed-notice';
import { NetworkChoice } from './network-choice';

interface DonationPanelProps {
  campaign: Campaign;
  /** The chains the campaign can be paid on (/api/config's `chains`, the primary first); each
   *  lists its own tokens. Empty until the config has answered: the campaign's currency only. */
  networks?: ChainConfig[];
  /** The chosen chain (useDonationNetwork). */
  chainId?: number;
  onChainChange?: (chainId: number) => void;
  /** The connected wallet's chain, to say it will be asked to switch. */
  walletChainId?: number | null;
  /** The donation's transaction step: 'pending' shows Processing... on a disabled button. */
  step?: TransactionStep;
  /** Sends the donation from the connected wallet (checking the wallet first); resolves true when
   *  the transfer went through (the form is then cleared). */
  onDonate?: (request: DonationRequest) => Promise<boolean>;
  /** GET /api/donations/gasless?chainId=: which tokens can be given without gas on the chosen
   *  chain right now. */
  gasless?: GaslessConfig;
}

const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

/** Amount, token, message and the anonymous option; or, when closed, why (SPEC.md §4, §5). */
export function DonationPanel({
  campaign,
  networks = [],
  chainId,
  onChainChange,
  walletChainId = null,
  step = 'idle',
  onDonate,
  gasless,
}: DonationPanelProps) {
  const availability = donationAvailability(campaign);
  const [amount, setAmount] = useState('');
  const chain = networks.find((candidate) => candidate.chainId === chainId);
  const tokens = donationTokens(chain, campaign.currency);
  const [chosenSymbol, setSymbol] = useState<string>(campaign.currency);
  // A token the newly chosen chain does not list gives way to its first (the campaign's currency).
  const symbol = tokens.includes(chosenSymbol) ? chosenSymbol : (tokens[0] ?? campaign.currency);
  const [message, setMessage] = useState('');
  const [isAnonymous, setAnonymous] = useState(false);
  // Preferred whenever offered; the donor may still choose the normal transfer.
  const [preferGasless, setPreferGasless] = useState(true);
  const gaslessToken = gasless?.tokens.find((token) => token.symbol === symbol);
  const gaslessOffered = Boolean(gasless?.available && gaslessToken);
  // A donation continued after connecting a wallet confirms outside `donate` below.
  useEffect(() => {
    if (step !== 'confirmed') return;
    setAmount('');
    setMessage('');
  }, [step]);
  const ids = {
    amount: useId(),
    token: useId(),
    message: useId(),
    anonymous: useId(),
    gasless: useId(),
    gaslessHint: useId(),
  };

  const donate = async () => {
    if (!AMOUNT_PATTERN.test(amount.trim()) || Number(amount) <= 0) {
      toast({
        title: 'Invalid Amount',
        description: 'Please enter a valid donation amount.',
        variant: 'destructive',
      });
      return;
    }
    if (!onDonate) return;
    const method = gaslessOffered && preferGasless ? (gaslessToken?.method ?? null) : null;
    const sent = await onDonate({
      amount: amount.trim(),
      message: message.trim(),
      isAnonymous,
      symbol,
      ...(chainId !== undefined && { chainId }),
      ...(method && { gasless: method }),
    });
    if (sent) {
      setAmount('');
      setMessage('');
    }
  };
  const processing = step === 'pending';

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <HandHeart className="size-4 text-primary" aria-hidden />
          Support this campaign
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!availability.open ? (
          <DonationClosedNotice availability={availability} />
        ) : (
          <>
            {chainId !== undefined && onChainChange && (
              <NetworkChoice
                networks={networks}
                chainId={chainId}
                onChange={onChainChange}
                walletChainId={isAnonymous ? null : walletChainId}
              />
            )}
            {!isAnonymous && (
              <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2">
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.amount}>Amount ({symbol})</Label>
                  <Input
                    id={ids.amount}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.001}
                    placeholder="0.1"
                    value={amount}
                    onChange={(event) => setAmount(event.target.value)}
                  />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={ids.token}>Token</Label>
                  <NativeSelect
                    id={ids.token}
                    value={symbol}
                    onChange={(event) => setSymbol(event.target.value)}
                  >
                    {tokens.map((token) => (
                      <option key={token} value={token}>
                        {token}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              </div>
            )}
            {!isAnonymous && (
              <div className="flex flex-col gap-2">
                <div className="flex items-baseline justify-between gap-2">
                  <Label htmlFor={ids.message}>Message (optional)</Label>
                  <span className="text-xs text-muted-foreground" aria-live="polite">
                    {message.length}/{LIMITS.donationMessageMax}
                  </span>
                </div>
                <Textarea
                  id={ids.message}
                  rows={3}
                  maxLength={LIMITS.donationMessageMax}
                  placeholder="Leave a few words of support"
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                />
              </div>
            )}
            <div className="flex items-center gap-2">
              <Checkbox
                id={ids.anonymous}
                checked={isAnonymous}
                onCheckedChange={(value) => setAnonymous(value === true)}
              />
              <Label htmlFor={ids.anonymous} className="font-normal">
                Donate anonymously
              </Label>
            </div>
            {!isAnonymous && gasless && (
              <GaslessChoice
                ids={{ checkbox: ids.gasless, hint: ids.gaslessHint }}
                offered={gaslessOffered}
                checked={preferGasless}
                onChange={setPreferGasless}
                why={
                  gasless.available
                    ? `${symbol} cannot be given without gas: this is a normal transfer from your wallet, which pays the network fee.`
                    : `${gasless.reason ?? 'Donating without gas is unavailable right now.'}`
                }
              />
            )}
            {isAnonymous ? (
              <AnonymousInstructions
                address={campaign.walletAddress}
                currency={campaign.currency}
                tokens={tokens}
                network={chain?.chainName ?? null}
                networkCount={networks.length}
              />
            ) : (
              <Button size="lg" className="w-full" onClick={donate} disabled={processing}>
                {processing && <Loader2 className="animate-spin" aria-hidden />}
                {processing ? 'Processing...' : 'Donate Now'}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** "Donate without gas", ticked by default when the token and the relayer allow it; otherwise a
 *  line saying why the donation will be a normal transfer. */
function GaslessChoice({
  ids,
  offered,
  checked,
  onChange,
  why,
}: {
  ids: { checkbox: string; hint: string };
  offered: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  why: string;
}) {
  if (!offered) {
    return (
      <p className="text-xs text-muted-foreground" data-testid="gasless-unavailable">
        {why}
      </p>
    );
  }
  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={ids.checkbox}
        checked={checked}
        aria-describedby={ids.hint}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <div className="grid gap-0.5">
        <Label htmlFor={ids.checkbox} className="font-normal">
          Donate without gas
        </Label>
        <p id={ids.hint} className="text-xs text-muted-foreground">
          One signature in your wallet; the platform pays the network fee.
        </p>
      </div>
    </div>
  );
}

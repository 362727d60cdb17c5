import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { ChainConfig } from '@crowdvault/shared/api/config';
import type { GaslessConfig } from '@crowdvault/shared/api/gasless-donation';
import { LIMITS } from '@crowdvault/shared/constants';
import { HandHeart, Loader2 } from 'lucide-react';
import { type ComponentType, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FieldRow, LabelledField } from '@/components/forms/field-row';
import { TokenSelectField } from '@/components/forms/token-select-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { allOrNothingNetworkSentence } from '@/lib/campaigns/funding-state-words';
import { findChain, tokenOf } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { lazy } from '@/lib/lazy';
import type { PreparedGift } from '@/lib/swap-gift-part';
import { rememberPreferredToken } from '@/lib/wallet/preferred-token';
import type { TransactionStep } from '@/lib/wallet/use-transactor';
import type { DonorBalances } from '../api/get-donor-balances';
import { checkDonationAmount, formatBalance, normalizeAmount } from '../lib/check-donation-amount';
import { donationAvailability } from '../lib/donation-availability';
import type { DonationDone, DonationRequest } from '../use-donate';
import { donationTokens } from '../use-donation-network';
import { AnotherTokenButton, type AnotherTokenPart } from './another-token-option';
import { GaslessChoice } from './gasless-choice';
import { NetworkChoice } from './network-choice';

// Shown only once the donor ticks "Donate anonymously" or has given: their code loads then, not
// with the campaign page (issue 28, decision 089).
const AnonymousInstructions = lazy(
  withTexts('campaign-actions', () =>
    import('./anonymous-instructions').then((module) => ({ default: module.AnonymousInstructions })),
  ),
  '@/features/donations/components/anonymous-instructions#AnonymousInstructions',
);
// A closed campaign's notice (paused, ended, awaiting review…) with its texts: no part of an open
// campaign's first load (the campaign-parts group, decision 140). The server draws it for a closed
// campaign, and the page hydrates once its code and texts are in.
const DonationClosedNotice = lazy(
  withTexts('campaign-parts', () =>
    import('./donation-closed-notice').then((module) => ({ default: module.DonationClosedNotice })),
  ),
  '@/features/donations/components/donation-closed-notice#DonationClosedNotice',
);
const DonationThanks = lazy(
  withTexts('campaign-actions', () =>
    import('./donation-thanks').then((module) => ({ default: module.DonationThanks })),
  ),
  '@/features/donations/components/donation-thanks#DonationThanks',
);

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
  /** Whether the donor's balances are read (signed in): their line keeps its place meanwhile. */
  showBalance?: boolean;
  /** The signed-in donor's balances on the chosen chain (useDonorBalances); undefined while read. */
  balances?: DonorBalances;
  /** The donation that just went through: the panel thanks the donor above the cleared form. */
  done?: DonationDone | null;
  onDismissDone?: () => void;
  /** The Monthly choice's form on the chosen chain (issue 32), drawn only once the donor picks
   *  Monthly, so its code loads then. Left out, or for an all-or-nothing campaign (its vault counts
   *  no pulled gift), only one-time giving is offered. */
  monthly?: ComponentType<{ campaign: Campaign; chain: ChainConfig | undefined }>;
  /** Under the amount: what the gift being typed adds to a matching round's match (composed by
   *  app/ for a campaign in an open round: rounds are their own feature). */
  matching?: (gift: { amount: string; symbol: string; chainId: number | undefined }) => ReactNode;
  /** "Pay with another token": swapped into the campaign's stablecoin inside the gift (issue 45,
   *  composed by app/: swaps are their own feature), drawn only once the donor opens it. */
  anotherToken?: AnotherTokenPart;
}

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
  showBalance = false,
  balances,
  done = null,
  onDismissDone,
  monthly: Monthly,
  matching,
  anotherToken: AnotherToken,
}: DonationPanelProps) {
  const availability = donationAvailability(campaign);
  const [amount, setAmount] = useState('');
  const format = useFormat();
  const t = useT();
  const chain = findChain(networks, chainId);
  const allOrNothing = campaign.allOrNothing ?? null;
  // An all-or-nothing vault takes its listed stablecoins only (no native coin), fixed at creation.
  const tokens = allOrNothing
    ? vaultTokens(allOrNothing.tokens, campaign.currency)
    : donationTokens(chain, campaign.currency);
  const [chosenSymbol, setSymbol] = useState<string>(campaign.currency);
  // A token the newly chosen chain does not list gives way to its first (the campaign's currency).
  const symbol = tokens.includes(chosenSymbol) ? chosenSymbol : (tokens[0] ?? campaign.currency);
  const [message, setMessage] = useState('');
  const [isAnonymous, setAnonymous] = useState(false);
  // Preferred whenever offered; the donor may still choose the normal transfer.
  const [preferGasless, setPreferGasless] = useState(true);
  const gaslessToken = tokenOf(gasless, symbol);
  const gaslessOffered = Boolean(gasless?.available && gaslessToken);
  const decimals =
    symbol === chain?.nativeCurrency.symbol
      ? chain.nativeCurrency.decimals
      : tokenOf(chain, symbol)?.decimals;
  const balance = balances?.[symbol];
  const [amountError, setAmountError] = useState<string | null>(null);
  const [isMonthly, setMonthly] = useState(false);
  // Giving another token: the swap part's quote, which the Donate button sends as it is.
  const [swapping, setSwapping] = useState(false);
  const [swapGift, setSwapGift] = useState<PreparedGift | null>(null);
  const swap = Boolean(AnotherToken && swapping && !isAnonymous);
  const offerMonthly = Monthly && !allOrNothing;
  const amountInput = useRef<HTMLInputElement>(null);
  // Counts the donor's own changes to amount and message, so a late end of `donate` clears only
  // a form the donor has not touched since.
  const edits = useRef(0);
  // The count when the last donation was sent: a confirmation clears only a form left as it was.
  const editsWhenSent = useRef(0);
  // A donation continued after connecting a wallet confirms outside `donate` below. The donor may
  // already be typing the next gift when it does (the list shows a gift before its confirmation
  // ends): that stays.
  useEffect(() => {
    if (step !== 'confirmed' || edits.current !== editsWhenSent.current) return;
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
    balance: useId(),
    amountError: useId(),
  };

  const donate = async () => {
    if (swap) {
      if (swapGift && onDonate)
        await onDonate({ ...swapGift, message: message.trim(), isAnonymous, chainId });
      return;
    }
    const method = gaslessOffered && preferGasless ? (gaslessToken?.method ?? null) : null;
    // Said beside the field, before the wallet is asked anything (SPEC.md §8's 'Invalid Amount').
    const problem = checkDonationAmount({
      amount,
      symbol,
      decimals,
      balance,
      chainName: networks.length > 1 ? (chain?.chainName ?? null) : null,
      gaslessMinimum: method ? (gaslessToken?.minAmount ?? null) : null,
      locale: format.locale,
      t,
    });
    setAmountError(problem);
    if (problem) {
      amountInput.current?.focus();
      return;
    }
    if (!onDonate) return;
    editsWhenSent.current = edits.current;
    const sent = await onDonate({
      amount: normalizeAmount(amount),
      message: message.trim(),
      isAnonymous,
      symbol,
      ...(chainId !== undefined && { chainId }),
      ...(method && { gasless: method }),
    });
    // The promise ends once the donation is recorded and the page's figures are read again: by
    // then the donor may have begun the next gift (the form is open again from 'confirmed'),
    // which must stay.
    if (sent && edits.current === editsWhenSent.current) {
      setAmount('');
      setMessage('');
    }
  };
  const processing = step === 'pending';
  const chooseToken = (token: string) => {
    setSymbol(token);
    rememberPreferredToken(token);
    setAmountError(null);
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <HandHeart className="size-4 text-primary" aria-hidden />
          {t('Support this campaign')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!availability.open ? (
          <Suspense fallback={null}>
            <DonationClosedNotice availability={availability} campaign={campaign} />
          </Suspense>
        ) : (
          <>
            {done && (
              <Suspense fallback={null}>
                <DonationThanks done={done} onDismiss={onDismissDone} />
              </Suspense>
            )}
            {offerMonthly && (
              <fieldset className="grid grid-cols-2 gap-1 rounded-md bg-muted p-1">
                <legend className="sr-only">{t('How often')}</legend>
                {[t('One-time'), t('Monthly')].map((label, index) => (
                  <Button
                    key={label}
                    size="sm"
                    variant={isMonthly === index > 0 ? 'outline' : 'ghost'}
                    aria-pressed={isMonthly === index > 0}
                    onClick={() => setMonthly(index > 0)}
                  >
                    {label}
                  </Button>
                ))}
              </fieldset>
            )}
            {chainId !== undefined && onChainChange && (
              <NetworkChoice
                networks={networks}
                chainId={chainId}
                onChange={onChainChange}
                walletChainId={isAnonymous ? null : walletChainId}
              />
            )}
            {allOrNothing && chain && (
              <p className="text-sm text-muted-foreground" data-testid="all-or-nothing-network">
                {allOrNothingNetworkSentence(t, chain.chainName)}
              </p>
            )}
            {offerMonthly && isMonthly ? (
              <Suspense fallback={null}>
                <Monthly campaign={campaign} chain={chain} />
              </Suspense>
            ) : (
              <>
                {swap && AnotherToken && (
                  <Suspense fallback={null}>
                    <AnotherToken
                      campaign={campaign}
                      chain={chain}
                      step={step}
                      onReady={setSwapGift}
                      onClose={() => setSwapping(false)}
                      checkAmount={(input) => checkDonationAmount({ ...input, locale: format.locale, t })}
                      formatBalance={(value, places, token) =>
                        formatBalance(value, places, token, format.locale)
                      }
                    />
                  </Suspense>
                )}
                {(!isAnonymous || allOrNothing) && !swap && (
                  <FieldRow
                    className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2"
                    error={amountError}
                    errorId={ids.amountError}
                    errorTestId="amount-error"
                    after={
                      showBalance && (
                        // One line, there from the first paint for a signed-in donor: no shift when read.
                        <p id={ids.balance} className="h-4 text-xs text-muted-foreground tabular-nums">
                          {balance !== undefined && decimals !== undefined
                            ? t('Your balance: {balance}', {
                                balance: `${formatBalance(balance, decimals, symbol, format.locale)} ${symbol}`,
                              })
                            : balances
                              ? ''
                              : t('Your balance: {balance}', { balance: '…' })}
                        </p>
                      )
                    }
                  >
                    <LabelledField id={ids.amount} label={t('Amount ({symbol})', { symbol })}>
                      <Input
                        ref={amountInput}
                        id={ids.amount}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step={0.001}
                        placeholder="0.1"
                        value={amount}
                        aria-invalid={amountError ? true : undefined}
                        aria-describedby={
                          [amountError && ids.amountError, showBalance && ids.balance]
                            .filter(Boolean)
                            .join(' ') || undefined
                        }
                        onChange={(event) => {
                          edits.current += 1;
                          setAmount(event.target.value);
                          setAmountError(null);
                        }}
                      />
                    </LabelledField>
                    <TokenSelectField id={ids.token} value={symbol} tokens={tokens} onChange={chooseToken} />
                  </FieldRow>
                )}
                {AnotherToken && !swap && !isAnonymous && onDonate && (
                  <AnotherTokenButton onClick={() => setSwapping(true)} />
                )}
                {(!isAnonymous || allOrNothing) && !swap && matching?.({ amount, symbol, chainId })}
                {!isAnonymous && (
                  <div className="flex flex-col gap-2">
                    <div className="flex items-baseline justify-between gap-2">
                      <Label htmlFor={ids.message}>{t('Message (optional)')}</Label>
                      <span className="text-xs text-muted-foreground" aria-live="polite">
                        {message.length}/{LIMITS.donationMessageMax}
                      </span>
                    </div>
                    <Textarea
                      id={ids.message}
                      rows={3}
                      maxLength={LIMITS.donationMessageMax}
                      placeholder={t('Leave a few words of support')}
                      value={message}
                      onChange={(event) => {
                        edits.current += 1;
                        setMessage(event.target.value);
                      }}
                    />
                  </div>
                )}
                <CheckboxField
                  id={ids.anonymous}
                  label={t('Donate anonymously')}
                  checked={isAnonymous}
                  onChange={setAnonymous}
                />
                {allOrNothing && !swap && (
                  <p className="text-xs text-muted-foreground" data-testid="vault-donation-steps">
                    {t('Your wallet asks twice: first to let the vault take the {symbol}, then to give it.', {
                      symbol,
                    })}{' '}
                    {allOrNothing.state === 'succeeded'
                      ? t('The goal is already reached: your gift goes to the creator with the rest.')
                      : t('If the goal is missed, you can take it all back.')}
                  </p>
                )}
                {!isAnonymous && !swap && gasless && (
                  <GaslessChoice
                    ids={{ checkbox: ids.gasless, hint: ids.gaslessHint }}
                    offered={gaslessOffered}
                    checked={preferGasless}
                    onChange={(checked) => {
                      setPreferGasless(checked);
                      setAmountError(null);
                    }}
                    minimum={gaslessToken ? format.amount(gaslessToken.minAmount, symbol) : undefined}
                    why={
                      gasless.available
                        ? t(
                            '{symbol} cannot be given without gas: this is a normal transfer from your wallet, which pays the network fee.',
                            { symbol },
                          )
                        : (gasless.reason ?? t('Donating without gas is unavailable right now.'))
                    }
                  />
                )}
                {/* All or nothing: a transfer straight to the vault would not count (decision 091), so an
                anonymous gift goes through the wallet too, only without the donor's name. */}
                {isAnonymous && !allOrNothing ? (
                  <Suspense fallback={null}>
                    <AnonymousInstructions
                      address={campaign.walletAddress}
                      currency={campaign.currency}
                      tokens={tokens}
                      network={chain?.chainName ?? null}
                      networkCount={networks.length}
                    />
                  </Suspense>
                ) : (
                  <Button
                    size="lg"
                    className="w-full"
                    onClick={donate}
                    disabled={processing || (swap && !swapGift)}
                  >
                    {processing && <Loader2 className="animate-spin" aria-hidden />}
                    {processing ? t('Processing...') : t('Donate Now')}
                  </Button>
                )}
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** An all-or-nothing vault's tokens, the campaign's currency first. */
function vaultTokens(tokens: { symbol: string }[], currency: string): string[] {
  const symbols = tokens.map((token) => token.symbol);
  return symbols.includes(currency)
    ? [currency, ...symbols.filter((symbol) => symbol !== currency)]
    : symbols;
}

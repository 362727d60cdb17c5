import { DEFAULT_SLIPPAGE_BPS, HIGH_SLIPPAGE_BPS, MAX_SLIPPAGE_BPS } from '@crowdvault/shared/api/swap';
import { formatUnits } from '@crowdvault/shared/format';
import { AlertTriangle, ArrowLeft, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { LabelledField } from '@/components/forms/field-row';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSession } from '@/lib/auth/use-session';
import { isApiError } from '@/lib/http/api-error';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import type { AnotherTokenPartProps } from '@/lib/swap-gift-part';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSwapBalances, useSwapQuote, useSwapTokens } from '../api/swap-api';
import { bpsAsPercent, quoteFigures } from '../lib/quote-lines';

const AMOUNT = /^\d+(\.\d+)?$/;

/**
 * "Pay with another token" (issue 45, decision 135): the tokens the donor holds on the chosen
 * chain that the chain's Uniswap can swap into the campaign's stablecoin, those it cannot listed as
 * such; the quote before signing — what the campaign receives about and at least, the price impact,
 * the network fee, who receives it — with a slippage setting (1 % by default, a warning above 3 %).
 * Loaded only when the donor opens it; the panel's Donate button sends the quote on screen.
 */
export function AnotherTokenGift({
  campaign,
  chain,
  step,
  onReady,
  onClose,
  checkAmount,
  formatBalance,
}: AnotherTokenPartProps) {
  const t = useT();
  const format = useFormat();
  const session = useSession();
  const donor = session.status === 'signed-in' ? session.address : null;
  const tokens = useSwapTokens(chain?.chainId, campaign.currency);
  const listed = tokens.data?.tokens ?? [];
  const balances = useSwapBalances(donor, chain, listed);
  // Signed in: the tokens the donor holds. Not yet: every token, to quote before connecting.
  const shown = listed.filter((token) => !donor || (balances.data?.[token.symbol] ?? 0n) > 0n);
  const offered = shown.filter((token) => token.state === 'available');
  const [chosen, setChosen] = useState<string | null>(null);
  const token = offered.find((candidate) => candidate.symbol === chosen) ?? offered[0];
  const balance = token ? balances.data?.[token.symbol] : undefined;
  const [amount, setAmount] = useState('');
  const [slippage, setSlippage] = useState(bpsAsPercent(DEFAULT_SLIPPAGE_BPS));
  const ids = { amount: useId(), slippage: useId(), amountError: useId(), slippageHint: useId() };

  const typed = amount.trim().startsWith('.') ? `0${amount.trim()}` : amount.trim();
  const amountError =
    token && typed !== '' && AMOUNT.test(typed)
      ? checkAmount({ amount: typed, symbol: token.symbol, decimals: token.decimals, balance })
      : null;
  const slippageBps = Math.round(Number(slippage) * 100);
  const slippageOk = Number.isInteger(slippageBps) && slippageBps >= 1 && slippageBps <= MAX_SLIPPAGE_BPS;
  const settledAmount = useDebouncedValue(typed, 400);
  const settledSlippage = useDebouncedValue(slippageBps, 400);
  const askable =
    token && chain && settledAmount !== '' && AMOUNT.test(settledAmount) && !amountError && slippageOk;
  const quote = useSwapQuote(
    askable
      ? {
          chainId: chain.chainId,
          tokenIn: token.address ?? 'native',
          amountIn: settledAmount,
          currency: campaign.currency,
          slippageBps: settledSlippage,
          campaignId: campaign.id,
          from: donor,
        }
      : null,
  );
  const current =
    askable &&
    quote.data &&
    !quote.isPlaceholderData &&
    !quote.isError &&
    quote.data.tokenIn.symbol === token.symbol
      ? quote.data
      : null;

  // The gift the Donate button sends: exactly the quote on screen, never one being read again.
  const ready = current?.transaction && token ? current : null;
  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  useEffect(() => {
    readyRef.current(
      ready?.transaction && token
        ? {
            amount: ready.amountIn,
            symbol: ready.tokenIn.symbol,
            prepared: {
              transaction: ready.transaction,
              token: { address: token.address, decimals: token.decimals },
              ...(ready.transaction.permit && { permit: ready.transaction.permit }),
            },
          }
        : null,
    );
  }, [ready, token]);
  useEffect(() => () => readyRef.current(null), []);

  // A gift that failed (the price moved past the minimum, the deadline passed): a new quote at once.
  const [retried, setRetried] = useState(false);
  const refetch = quote.refetch;
  useEffect(() => {
    if (step === 'failed') {
      setRetried(true);
      void refetch();
    }
    if (step === 'confirmed') {
      setAmount('');
      setRetried(false);
    }
    if (step === 'pending') setRetried(false);
  }, [step, refetch]);

  const figures = current ? quoteFigures(current, format) : null;
  const refusal = askable && quote.isError ? quoteRefusal(quote.error, t) : null;

  return (
    <div className="flex flex-col gap-3" data-testid="another-token">
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('Pay with')}</legend>
        {tokens.isPending || (donor && balances.isPending && listed.length > 0) ? (
          <p className="text-sm text-muted-foreground">{t('Reading the tokens you hold…')}</p>
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="swap-no-tokens">
            {listed.length === 0
              ? t('Giving with another token is not available on this network.')
              : t('Your wallet holds no other token that can be swapped into {currency} on this network.', {
                  currency: campaign.currency,
                })}
          </p>
        ) : (
          shown.map((candidate) => {
            const held = balances.data?.[candidate.symbol];
            const available = candidate.state === 'available';
            return (
              <label
                key={candidate.symbol}
                data-testid={`swap-token-${candidate.symbol}`}
                className={`flex min-h-10 items-center gap-2 rounded-md border px-3 py-1.5 text-sm ${
                  available ? 'cursor-pointer' : 'cursor-not-allowed opacity-70'
                } ${token?.symbol === candidate.symbol ? 'border-primary bg-primary/5' : ''}`}
              >
                <input
                  type="radio"
                  name={`swap-token-${ids.amount}`}
                  value={candidate.symbol}
                  disabled={!available}
                  checked={token?.symbol === candidate.symbol}
                  onChange={() => {
                    setChosen(candidate.symbol);
                    setAmount('');
                  }}
                />
                <span className="font-medium">{candidate.symbol}</span>
                <span className="ms-auto text-end text-xs text-muted-foreground tabular-nums">
                  {available
                    ? held !== undefined
                      ? formatBalance(held, candidate.decimals, candidate.symbol)
                      : ''
                    : candidate.state === 'no-route'
                      ? t('No route to {currency}', { currency: campaign.currency })
                      : t('Too little liquidity')}
                </span>
              </label>
            );
          })
        )}
      </fieldset>

      {token && (
        <>
          <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-end gap-2">
            <LabelledField id={ids.amount} label={t('Amount ({symbol})', { symbol: token.symbol })}>
              <div className="flex gap-1">
                <Input
                  id={ids.amount}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.01"
                  value={amount}
                  data-testid="swap-amount"
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountError ? ids.amountError : undefined}
                  onChange={(event) => setAmount(event.target.value)}
                />
                {token.address !== null && balance !== undefined && balance > 0n && (
                  <Button
                    type="button"
                    variant="outline"
                    className="px-2"
                    onClick={() => setAmount(formatUnits(balance, token.decimals))}
                  >
                    {t('Max')}
                  </Button>
                )}
              </div>
            </LabelledField>
            <LabelledField id={ids.slippage} label={t('Slippage (%)')}>
              <Input
                id={ids.slippage}
                inputMode="decimal"
                autoComplete="off"
                value={slippage}
                data-testid="swap-slippage"
                aria-describedby={ids.slippageHint}
                aria-invalid={slippageOk ? undefined : true}
                onChange={(event) => setSlippage(event.target.value)}
              />
            </LabelledField>
          </div>
          {amountError && (
            <p id={ids.amountError} className="text-sm text-destructive" data-testid="swap-amount-error">
              {amountError}
            </p>
          )}
          <p id={ids.slippageHint} className="sr-only">
            {t('How far under the quote the gift may land before it is refused.')}
          </p>
          {!slippageOk ? (
            <p className="text-sm text-destructive">{t('Choose a slippage from 0.01 to 50 %.')}</p>
          ) : (
            slippageBps > HIGH_SLIPPAGE_BPS && (
              <p
                className="flex gap-1.5 text-sm text-amber-800 dark:text-amber-300"
                data-testid="swap-slippage-warning"
              >
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
                {t(
                  'Above 3 %, the campaign may receive much less than the quote if the price moves or someone trades ahead of you.',
                )}
              </p>
            )
          )}
          <div
            className="min-h-16 rounded-md bg-muted px-3 py-2 text-sm"
            aria-live="polite"
            data-testid="swap-quote"
          >
            {refusal ? (
              <p className="text-destructive" data-testid="swap-quote-error">
                {refusal}
              </p>
            ) : figures && current ? (
              <div className={`flex flex-col gap-1 ${quote.isFetching ? 'opacity-70' : ''}`}>
                {retried && (
                  <p className="font-medium" data-testid="swap-new-quote">
                    {t('Nothing was taken. Here is a new quote:')}
                  </p>
                )}
                <p className="font-medium tabular-nums" data-testid="swap-quote-line">
                  {t(
                    '{amountIn} {tokenIn} → about {amountOut} {tokenOut}, at least {minOut} with {slippage} % slippage',
                    figures,
                  )}
                </p>
                <p className="text-xs text-muted-foreground tabular-nums">
                  {t('Price impact {impact} % · network fee about {fee} {coin}', {
                    impact: figures.impact,
                    fee: figures.fee,
                    coin: chain?.nativeCurrency.symbol ?? '',
                  })}
                  {current.transaction?.permit
                    ? ` · ${t(
                        'your wallet asks you to sign a permit for exactly {amount} {symbol} (no fee), then sends the gift in one transaction',
                        { amount: figures.amountIn, symbol: figures.tokenIn },
                      )}`
                    : current.transaction?.before?.length
                      ? ` · ${t('your wallet asks first to allow exactly {amount} {symbol}', {
                          amount: figures.amountIn,
                          symbol: figures.tokenIn,
                        })}`
                      : ''}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('“{campaign}” receives the {tokenOut}, swapped on Uniswap in the same transaction.', {
                    campaign: campaign.title,
                    tokenOut: figures.tokenOut,
                  })}
                </p>
              </div>
            ) : askable && quote.isFetching ? (
              <p className="flex items-center gap-2 text-muted-foreground">
                <Loader2 className="size-4 animate-spin" aria-hidden />
                {t('Reading the price…')}
              </p>
            ) : (
              <p className="text-muted-foreground">
                {t('Enter an amount to see what {currency} the campaign would receive.', {
                  currency: campaign.currency,
                })}
              </p>
            )}
          </div>
        </>
      )}
      <Button type="button" variant="ghost" size="sm" className="self-start" onClick={onClose}>
        <ArrowLeft className="rtl:rotate-180" aria-hidden />
        {t('Give {currency} instead', { currency: campaign.currency })}
      </Button>
    </div>
  );
}

/** The server's reason a quote was refused (no route, too little liquidity, a bad amount), already
 *  in the reader's language; a sentence of our own when none came. */
function quoteRefusal(error: unknown, t: (message: string) => string): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return t('The price could not be read just now. Try again in a moment.');
}

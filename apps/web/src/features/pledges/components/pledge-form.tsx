import type { ChainConfig } from '@crowdvault/shared/api/config';
import type { PledgeView } from '@crowdvault/shared/api/pledge';
import { isolateLtr } from '@crowdvault/shared/i18n/bidi';
import { dirOf } from '@crowdvault/shared/i18n/locales';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { FieldRow, LabelledField } from '@/components/forms/field-row';
import { TokenSelectField } from '@/components/forms/token-select-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useSession } from '@/lib/auth/use-session';
import { openWalletModal } from '@/lib/auth/wallet-modal-state';
import { tokenOf } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { msg, useLocale, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import { myPledgesQueryKey, pollWhileDue, useMyPledges } from '../api/pledges';
import {
  authorizedTotal,
  checkPledge,
  type PledgeCadence,
  type PledgeFormValues,
  type PledgeProblems,
  periodCount,
} from '../lib/check-pledge';
import { isWalletNotConnected, pledgeErrorText } from '../lib/pledge-error';
import { formatMoment, money } from '../lib/pledge-status';
import { scheduleText } from '../lib/schedule-text';
import type { PledgeStep } from '../send-pledge';

const STEP_TEXT: Record<PledgeStep, string> = {
  quote: msg('Preparing...'),
  sign: msg('Sign in your wallet...'),
  approve: msg('Approve in your wallet...'),
  save: msg('Starting...'),
};

/**
 * The donation panel's Monthly choice (issue 32), loaded when a donor picks it: amount per period,
 * token, monthly or weekly, how many periods or "until I cancel" with a cap, and what that
 * authorizes in all (amount × periods, never unlimited). Start signs the pledge (and the permit:
 * no gas where the token allows it) and saves it; the server's refusals are shown as it words them.
 */
export function PledgeForm({
  campaign,
  chain,
}: {
  campaign: { id: number; currency: string };
  chain: ChainConfig | undefined;
}) {
  const t = useT();
  // An amount inside a right-to-left sentence reads left to right, as format.amount's do.
  const isolated = dirOf(useLocale()) === 'rtl' ? isolateLtr : (text: string) => text;
  const session = useSession();
  const queryClient = useQueryClient();
  const tokens = chain?.tokens.map((token) => token.symbol) ?? [campaign.currency];
  const [chosen, setSymbol] = useState(campaign.currency);
  const symbol = tokens.includes(chosen) ? chosen : (tokens[0] ?? campaign.currency);
  const decimals = tokenOf(chain, symbol)?.decimals ?? 18;
  const [values, setValues] = useState<PledgeFormValues>({
    amount: '',
    periods: '12',
    untilCancelled: false,
    cadence: 'monthly',
  });
  const [problems, setProblems] = useState<PledgeProblems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [step, setStep] = useState<PledgeStep | null>(null);
  const [started, setStarted] = useState<PledgeView | null>(null);
  // The pledge as the server has it now: its first gift is collected on the worker's next pass.
  const { data: mine } = useMyPledges(started ? session.address : null, pollWhileDue);
  const live = mine?.find((pledge) => pledge.pledgeId === started?.pledgeId);
  const amountInput = useRef<HTMLInputElement>(null);
  const periodsInput = useRef<HTMLInputElement>(null);
  const [resume, setResume] = useState(false);
  const [isAnonymous, setAnonymous] = useState(false);
  const ids = {
    amount: useId(),
    amountError: useId(),
    token: useId(),
    cadence: useId(),
    periods: useId(),
    periodsError: useId(),
    until: useId(),
    untilHint: useId(),
    anonymous: useId(),
    anonymousHint: useId(),
    summary: useId(),
  };
  const weekly = values.cadence === 'weekly';
  const total = authorizedTotal(values, decimals);
  const periods = Number(values.periods);

  const edit = (next: Partial<PledgeFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setProblems({});
    setServerError(null);
  };

  const chooseToken = (token: string) => {
    setSymbol(token);
    setProblems({});
    setServerError(null);
  };

  const start = async () => {
    const found = checkPledge(values, symbol, decimals);
    setProblems(found);
    setServerError(null);
    if (found.amount) return amountInput.current?.focus();
    if (found.periods) return periodsInput.current?.focus();
    if (session.status !== 'signed-in' || !session.address) {
      openWalletModal({ onConnected: () => setResume(true) });
      return;
    }
    setStep('quote');
    try {
      const { sendPledge } = await import('../send-pledge');
      const pledge = await sendPledge(
        {
          campaignId: campaign.id,
          ...(chain && { chainId: chain.chainId }),
          token: symbol,
          amount: values.amount.trim().startsWith('.') ? `0${values.amount.trim()}` : values.amount.trim(),
          cadence: values.cadence,
          periods,
          untilCancelled: values.untilCancelled,
        },
        session.address,
        setStep,
        { isAnonymous },
      );
      setStarted(pledge);
      setValues((current) => ({ ...current, amount: '' }));
      await queryClient.invalidateQueries({ queryKey: myPledgesQueryKey(session.address) });
    } catch (error) {
      if (isWalletNotConnected(error)) openWalletModal({ onConnected: () => setResume(true) });
      else setServerError(pledgeErrorText(error));
    } finally {
      setStep(null);
    }
  };

  // A start that asked the visitor to connect first goes on once they are signed in.
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    if (!resume || session.status !== 'signed-in') return;
    setResume(false);
    void startRef.current();
  }, [resume, session.status]);

  return (
    <div className="flex flex-col gap-4" data-testid="pledge-form">
      {started && <StartedNote pledge={live ?? started} />}
      <FieldRow
        className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2"
        error={problems.amount}
        errorId={ids.amountError}
      >
        <LabelledField
          id={ids.amount}
          label={
            weekly
              ? t('Amount per week ({symbol})', { symbol })
              : t('Amount per month ({symbol})', { symbol })
          }
        >
          <Input
            ref={amountInput}
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            placeholder="10"
            value={values.amount}
            aria-invalid={problems.amount ? true : undefined}
            aria-describedby={problems.amount ? ids.amountError : undefined}
            onChange={(event) => edit({ amount: event.target.value })}
          />
        </LabelledField>
        <TokenSelectField id={ids.token} value={symbol} tokens={tokens} onChange={chooseToken} />
      </FieldRow>
      <FieldRow className="grid grid-cols-2 gap-2" error={problems.periods} errorId={ids.periodsError}>
        <LabelledField id={ids.cadence} label={t('Collected every')}>
          <NativeSelect
            id={ids.cadence}
            value={values.cadence}
            onChange={(event) => edit({ cadence: event.target.value as PledgeCadence })}
          >
            <option value="monthly">{t('month')}</option>
            <option value="weekly">{t('week')}</option>
          </NativeSelect>
        </LabelledField>
        <LabelledField
          id={ids.periods}
          label={
            values.untilCancelled
              ? weekly
                ? t('At most (weeks)')
                : t('At most (months)')
              : weekly
                ? t('For (weeks)')
                : t('For (months)')
          }
        >
          <Input
            ref={periodsInput}
            id={ids.periods}
            inputMode="numeric"
            autoComplete="off"
            value={values.periods}
            aria-invalid={problems.periods ? true : undefined}
            aria-describedby={problems.periods ? ids.periodsError : undefined}
            onChange={(event) => edit({ periods: event.target.value })}
          />
        </LabelledField>
      </FieldRow>
      <CheckboxField
        id={ids.until}
        label={t('Keep giving until I cancel')}
        checked={values.untilCancelled}
        onChange={(untilCancelled) => edit({ untilCancelled })}
        hintId={ids.untilHint}
        hint={
          values.untilCancelled &&
          (weekly
            ? t(
                'What you sign needs an end: it stops by itself after the number of weeks above, unless you cancel sooner.',
              )
            : t(
                'What you sign needs an end: it stops by itself after the number of months above, unless you cancel sooner.',
              ))
        }
      />
      <CheckboxField
        id={ids.anonymous}
        label={t('Donate anonymously')}
        checked={isAnonymous}
        onChange={setAnonymous}
        hintId={ids.anonymousHint}
        hint={
          isAnonymous
            ? t('Each gift is listed as Anonymous; only you see it as yours.')
            : t('Each gift is listed under your name, as a one-time gift is.')
        }
      />
      <div id={ids.summary} className="rounded-md bg-muted/60 p-3 text-sm" aria-live="polite">
        {total ? (
          <>
            <p>
              {sentenceParts(t, msg('You authorize at most {total}: {each} × {periods}.'), {
                total: (
                  <bdi dir="ltr" className="font-semibold tabular-nums" data-testid="pledge-total">
                    {total.total} {symbol}
                  </bdi>
                ),
                each: isolated(`${total.each} ${symbol}`),
                periods: periodCount(periods, values.cadence),
              })}
            </p>
            <p className="mt-1 text-muted-foreground">
              {scheduleText(values, periods, new Date())}{' '}
              {t('Cancel at any time: nothing is collected after.')}
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">
            {weekly
              ? t(
                  'You sign once. Nothing is ever collected beyond the amount per week times the weeks you choose.',
                )
              : t(
                  'You sign once. Nothing is ever collected beyond the amount per month times the months you choose.',
                )}
          </p>
        )}
      </div>
      {serverError && (
        <p className="text-sm text-destructive" role="alert" data-testid="pledge-error">
          {serverError}
        </p>
      )}
      <Button size="lg" className="w-full" onClick={() => void start()} disabled={step !== null}>
        {step && <Loader2 className="animate-spin" aria-hidden />}
        {step ? t(STEP_TEXT[step]) : weekly ? t('Start weekly gift') : t('Start monthly gift')}
      </Button>
      <p className="-mt-2 text-xs text-muted-foreground">
        {t(
          'Your wallet signs the pledge. Tokens with permit need no gas; others ask for one approval of exactly the total.',
        )}
      </p>
    </div>
  );
}

/** The thanks above the form once a pledge is saved: active, and when the next gift is taken (the
 *  first one "now" until the worker has collected it). */
function StartedNote({ pledge }: { pledge: PledgeView }) {
  const t = useT();
  const format = useFormat();
  const weekly = pledge.cadence === 'weekly';
  const amount = money(pledge.amount, pledge.token, format);
  const firstDue =
    pledge.collectedPeriods === 0 &&
    pledge.missedPeriods === 0 &&
    pledge.nextCollectionAt !== null &&
    Date.parse(pledge.nextCollectionAt) < Date.parse(pledge.startsAt) + Number(pledge.terms.period) * 1000;
  return (
    <div className="rounded-md border border-success/40 bg-success/10 p-3 text-sm" role="status">
      <p className="font-medium">
        {weekly ? t('Your weekly gift is active.') : t('Your monthly gift is active.')}
      </p>
      <p>
        {weekly ? t('{amount} every week.', { amount }) : t('{amount} every month.', { amount })}{' '}
        {firstDue
          ? t('The first gift is being collected now.')
          : pledge.nextCollectionAt && pledge.nextAmount
            ? sentenceParts(t, msg('Next collection: {amount} on {date}.'), {
                amount: money(pledge.nextAmount, pledge.token, format),
                date: (
                  <time dateTime={pledge.nextCollectionAt}>
                    {formatMoment(pledge.nextCollectionAt, format)}
                  </time>
                ),
              })
            : null}
      </p>
    </div>
  );
}

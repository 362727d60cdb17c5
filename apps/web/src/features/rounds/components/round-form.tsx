import type { RoundPage } from '@crowdvault/shared/api/rounds';
import { CAMPAIGN_CURRENCIES } from '@crowdvault/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { type FormEvent, Fragment, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { configQueryOptions } from '@/lib/config/app-config';
import { findChain, tokenOf } from '@/lib/config/chains';
import { msg, useT } from '@/lib/i18n/i18n';
import { useCreateRound, useUpdateRound } from '../api/manage-rounds';
import { fieldErrorsOf } from '../lib/error-sentence';
import {
  checkRoundForm,
  emptyRoundForm,
  FIXED_ONCE_OPEN,
  FORM_FIELD_OF,
  type RoundFormErrors,
  type RoundFormField,
  type RoundFormValues,
  roundChanges,
  roundFormOf,
  roundPayload,
} from '../lib/round-form';
import { RoundField, RoundSelect, type SelectOption } from './round-field';

const MOMENTS = [
  ['applicationsOpenAt', msg('Applications open')],
  ['applicationsCloseAt', msg('Applications close')],
  ['donationsOpenAt', msg('Donation window opens')],
  ['donationsCloseAt', msg('Donation window closes')],
] as const;

/**
 * Create a round, or edit one not yet published. Every problem is shown under its field before
 * anything is sent, and the server's refusals under the field they name (or below the form); what
 * was typed stays. Once the donation window has opened, what donors were shown estimates under
 * (network, token, window, minimum, cap, threshold) is fixed, and its inputs say so.
 */
export function RoundForm({ round, onSaved }: { round?: RoundPage; onSaved: (round: RoundPage) => void }) {
  const t = useT();
  const { data: config } = useQuery(configQueryOptions);
  const initial = useRef<RoundFormValues | null>(null);
  initial.current ??= round ? roundFormOf(round) : emptyRoundForm(config?.chains[0]?.chainId);
  const [typed, setValues] = useState<RoundFormValues>(initial.current);
  // A new round's network is the primary one until chosen, also when the config answers late.
  const values = { ...typed, chainId: typed.chainId || String(config?.chains[0]?.chainId ?? '') };
  const [errors, setErrors] = useState<RoundFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateRound();
  const update = useUpdateRound(round?.id ?? 0);
  const pending = create.isPending || update.isPending;
  const fixed = round !== undefined && Date.now() >= Date.parse(round.donationsOpenAt);
  const chains = config?.chains ?? [];
  const chain = findChain(chains, Number(values.chainId));
  const currencies = CAMPAIGN_CURRENCIES.filter((symbol) => !chain || tokenOf(chain, symbol));
  const decimals = tokenOf(chain, values.currency)?.decimals;

  const set = (field: RoundFormField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = checkRoundForm(values, decimals, t);
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) {
      const first = Object.keys(problems)[0];
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    try {
      if (round && initial.current) {
        const changes = roundChanges(initial.current, values);
        if (Object.keys(changes).length === 0) return setFormError(t('Nothing to change'));
        onSaved(await update.mutateAsync(changes));
      } else {
        onSaved(await create.mutateAsync(roundPayload(values)));
      }
    } catch (failure) {
      const { fields, form } = await fieldErrorsOf(failure);
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([field, message]) => [FORM_FIELD_OF[field] ?? field, message]),
        ),
      );
      setFormError(form);
    }
  }

  const locked = (field: RoundFormField) => fixed && FIXED_ONCE_OPEN.includes(field);
  const lockedHint = t('Fixed: the donation window has opened');
  const text = (
    field: RoundFormField,
    label: string,
    hint?: string,
    props: { inputMode?: 'decimal' | 'numeric'; placeholder?: string; type?: 'datetime-local' } = {},
  ) => (
    <RoundField label={label} hint={locked(field) ? lockedHint : hint} error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          {...props}
          data-field={field}
          value={values[field]}
          disabled={locked(field)}
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    </RoundField>
  );
  const select = (
    field: RoundFormField,
    label: string,
    hint: string | undefined,
    options: SelectOption[],
  ) => (
    <RoundSelect
      label={label}
      hint={locked(field) ? lockedHint : hint}
      error={errors[field]}
      data-field={field}
      value={values[field]}
      disabled={locked(field)}
      onChange={set(field)}
      options={options}
    />
  );
  // Until the config answers, the one choice is the round's own network (or 'Loading…').
  const networks =
    chains.length > 0
      ? chains.map((each) => ({ value: each.chainId, label: each.chainName }))
      : [{ value: values.chainId, label: values.chainId || t('Loading…') }];

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-6"
      aria-label={round ? t('Round settings') : t('New round')}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {text('name', t('Name'))}
        {text(
          'sponsorAddress',
          t('Sponsor address'),
          t('Funds the pool (a Safe, typically); what is left returns there.'),
          {
            placeholder: '0x…',
          },
        )}
      </div>
      <RoundField label={t('Description')} error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            data-field="description"
            rows={4}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
          />
        )}
      </RoundField>
      <div className="grid gap-4 md:grid-cols-2">
        {select('chainId', t('Network'), undefined, networks)}
        {select(
          'currency',
          t('Matching token'),
          t('Only gifts in this token count.'),
          currencies.map((symbol) => ({ value: symbol, label: symbol })),
        )}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('Calendar (UTC)')}</legend>
        <p className="text-xs text-muted-foreground">
          {t(
            "Gifts count by their block's time on the round's network; applications and the challenge window go by the server's clock.",
          )}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {MOMENTS.map(([field, label]) => (
            <Fragment key={field}>{text(field, t(label), undefined, { type: 'datetime-local' })}</Fragment>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text(
          'poolAmount',
          t('Matching pool ({token})', { token: values.currency }),
          t('Set by the admin until the pool contract exists.'),
          {
            inputMode: 'decimal',
            placeholder: '1000',
          },
        )}
        {text(
          'minimumGift',
          t('Minimum gift ({token})', { token: values.currency }),
          t("A donor's gifts to one campaign count once they reach it."),
          {
            inputMode: 'decimal',
          },
        )}
        {text('matchingCapPercent', t('Cap per campaign (% of the pool)'), t('Blank for no cap.'), {
          inputMode: 'decimal',
        })}
        {text(
          'pairwiseThreshold',
          t('Pairwise threshold ({token})', { token: values.currency }),
          t('Two donors who also give together elsewhere count for less (Gitcoin uses 25).'),
          { inputMode: 'decimal' },
        )}
        {text('challengeHours', t('Challenge window (hours)'), t('After the result, before it is final.'), {
          inputMode: 'numeric',
        })}
      </div>
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden />}
          {pending ? t('Saving...') : round ? t('Save changes') : t('Create round')}
        </Button>
      </div>
    </form>
  );
}

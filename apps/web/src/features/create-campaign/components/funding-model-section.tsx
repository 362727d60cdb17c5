import { campaignEndInstant, defaultEndDate } from '@crowdvault/shared/api/create-campaign';
import { ALL_OR_NOTHING_LIMITS, type FundingModel } from '@crowdvault/shared/constants';
import { Lock, Scale } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { NativeSelect } from '@/components/ui/native-select';
import { listNames, primaryChain, useChains } from '@/lib/config/chains';
import { useFormat } from '@/lib/i18n/format';
import { msg, useT } from '@/lib/i18n/i18n';
import { sentenceParts } from '@/lib/i18n/sentence-parts';
import type { CampaignForm } from '../lib/campaign-form';
import { FormField } from './form-field';
import { FormSection } from './form-section';

const MODELS: { value: FundingModel; title: string; description: string }[] = [
  {
    value: 'keep',
    title: msg('Keep what you raise'),
    description: msg(
      'You can withdraw whatever donors give, whenever you need it, whether or not the goal is reached. Donors can give on every network we support.',
    ),
  },
  {
    value: 'all_or_nothing',
    title: msg('All or nothing'),
    description: msg(
      'The vault holds every donation until the end date. If the goal is reached by then, you withdraw as usual; if not, every donor can take back exactly what they gave. No one has to approve the refunds, not you and not us.',
    ),
  },
];

/** The funding model (issue 29, decision 090): keep what you raise (the default) or all or
 *  nothing, and for all or nothing the network its vault lives on and what the vault fixes for
 *  good (goal and deadline). */
export function FundingModelSection({ form }: { form: CampaignForm }) {
  const t = useT();
  const { control, setValue, formState } = form;
  const chains = useChains();
  const [model, goal, currency, endDate] = form.watch(['fundingModel', 'goalAmount', 'currency', 'endDate']);
  const name = useId();

  const choose = (next: FundingModel) => {
    setValue('fundingModel', next, { shouldDirty: true });
    // Only an all-or-nothing vault is tied to one network; a 'keep' campaign names none.
    setValue('chainId', next === 'all_or_nothing' ? primaryChain(chains)?.chainId : undefined, {
      shouldValidate: formState.isSubmitted,
    });
  };

  return (
    <FormSection
      icon={Scale}
      title={t('Funding Model')}
      description={t(
        'What happens to the money if the goal is not reached. Chosen once, when the campaign is created.',
      )}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('Funding model')}</legend>
        {MODELS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors hover:bg-muted/40 has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={model === option.value}
              onChange={() => choose(option.value)}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <span className="flex flex-col gap-1">
              <span className="font-medium">
                {t(option.title)}
                {option.value === 'keep' && (
                  <span className="ms-1.5 text-xs font-normal text-muted-foreground">{t('(default)')}</span>
                )}
              </span>
              <span className="text-sm text-muted-foreground">{t(option.description)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {model === 'all_or_nothing' && (
        <>
          <FormField
            label={t('Network')}
            error={formState.errors.chainId?.message}
            hint={t(
              'The vault lives on this one network and accepts the stablecoins listed beside it; donors give there only.',
            )}
            render={(controlProps) => (
              <Controller
                control={control}
                name="chainId"
                render={({ field }) => (
                  <NativeSelect
                    {...controlProps}
                    className="sm:max-w-xs"
                    value={field.value === undefined ? '' : String(field.value)}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  >
                    {chains.chains.map((chain) => (
                      <option key={chain.chainId} value={chain.chainId}>
                        {chain.chainName} ({listNames(chain.tokens.map((token) => token.symbol))})
                      </option>
                    ))}
                  </NativeSelect>
                )}
              />
            )}
          />
          <FixedForever goal={goal} currency={currency} endDate={endDate} />
        </>
      )}
    </FormSection>
  );
}

/** What the vault fixes when it is created, with the values as typed so far. */
function FixedForever({ goal, currency, endDate }: { goal: string; currency: string; endDate: string }) {
  const t = useT();
  const end = (endDate && campaignEndInstant(endDate)) || defaultEndDate();
  const format = useFormat();
  const goalText = /^\d+(\.\d+)?$/.test(goal.trim()) ? format.amount(goal.trim(), currency) : null;
  const deadline = <strong className="text-foreground">{format.utcMinute(end)}</strong>;
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4 text-sm"
      data-testid="all-or-nothing-fixed"
    >
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="flex flex-col gap-1">
        <p className="font-medium">{t('Fixed forever once the campaign is created')}</p>
        <p className="text-muted-foreground">
          {goalText === null
            ? sentenceParts(
                t,
                msg(
                  "The goal, the deadline {deadline} and the network are written into the campaign's vault. Neither you nor an admin can change them later. The goal must be at least {min} {currency}.",
                ),
                { deadline, min: ALL_OR_NOTHING_LIMITS.minGoal, currency },
              )
            : sentenceParts(
                t,
                msg(
                  "The {goal} goal, the deadline {deadline} and the network are written into the campaign's vault. Neither you nor an admin can change them later. The goal must be at least {min} {currency}.",
                ),
                {
                  goal: <strong className="text-foreground">{goalText}</strong>,
                  deadline,
                  min: ALL_OR_NOTHING_LIMITS.minGoal,
                  currency,
                },
              )}
        </p>
      </div>
    </div>
  );
}

import { CAMPAIGN_CURRENCIES, LIMITS } from '@crowdvault/shared/constants';
import { Coins } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/i18n';
import { type CampaignForm, localDateString } from '../lib/campaign-form';
import { FormField } from './form-field';
import { FormSection } from './form-section';
import { ListSelectField } from './list-select-field';

const DAY_MS = 86_400_000;

/** Goal, currency and end date. */
export function FundingSection({ form }: { form: CampaignForm }) {
  const t = useT();
  const { register, formState } = form;
  const { errors } = formState;
  const maxDate = localDateString(new Date(Date.now() + LIMITS.endDateMaxDays * DAY_MS));
  return (
    <FormSection
      icon={Coins}
      title={t('Funding Details')}
      description={t('How much you need, in which stablecoin, and until when.')}
    >
      <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FormField label={t('Goal Amount')} error={errors.goalAmount?.message}>
          <Input
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            placeholder="10000"
            {...register('goalAmount')}
          />
        </FormField>
        <ListSelectField form={form} name="currency" label={t('Currency')} options={CAMPAIGN_CURRENCIES} />
      </div>
      <FormField
        label={t('End Date')}
        optional
        error={errors.endDate?.message}
        hint={t('Leave blank to run for 30 days. At most a year ahead.')}
      >
        <Input
          type="date"
          min={localDateString()}
          max={maxDate}
          className="sm:max-w-xs"
          {...register('endDate')}
        />
      </FormField>
    </FormSection>
  );
}

import { LIMITS } from '@crowdvault/shared/constants';
import { BookOpen } from 'lucide-react';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/i18n';
import type { CampaignForm } from '../lib/campaign-form';
import { FormField } from './form-field';
import { FormSection } from './form-section';

/** The full story, shown as plain text with its line breaks. */
export function StorySection({ form }: { form: CampaignForm }) {
  const t = useT();
  const { errors } = form.formState;
  return (
    <FormSection
      icon={BookOpen}
      title={t('Your Story')}
      description={t('Who you are, what the money is for and how you will report back.')}
    >
      <FormField label={t('Campaign Story')} error={errors.story?.message} hint={t('Line breaks are kept.')}>
        <Textarea
          rows={10}
          maxLength={LIMITS.storyMax}
          placeholder={t('Tell donors your story')}
          {...form.register('story')}
        />
      </FormField>
    </FormSection>
  );
}

import { CATEGORIES, LIMITS } from '@crowdvault/shared/constants';
import { FileText } from 'lucide-react';
import { CATEGORY_LABELS } from '@/components/campaign/category-label';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/i18n';
import type { CampaignForm } from '../lib/campaign-form';
import { FormField } from './form-field';
import { FormSection } from './form-section';
import { ListSelectField } from './list-select-field';

/** Title, short description, category, image and video. */
export function BasicInfoSection({ form }: { form: CampaignForm }) {
  const t = useT();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <FormSection
      icon={FileText}
      title={t('Basic Information')}
      description={t('What you are raising for, in a few words.')}
    >
      <FormField label={t('Campaign Title')} error={errors.title?.message}>
        <Input
          placeholder={t('e.g. Clean water for Kisumu')}
          maxLength={LIMITS.titleMax}
          {...register('title')}
        />
      </FormField>
      <FormField
        label={t('Short Description')}
        error={errors.description?.message}
        hint={t('Shown on campaign cards and link previews; up to {max} characters.', {
          max: LIMITS.descriptionMax,
        })}
      >
        <Textarea
          rows={3}
          maxLength={LIMITS.descriptionMax}
          placeholder={t('One or two sentences')}
          {...register('description')}
        />
      </FormField>
      <ListSelectField
        form={form}
        name="category"
        label={t('Category')}
        options={CATEGORIES}
        optionLabel={(category) => t(CATEGORY_LABELS[category])}
        placeholder={t('Select a category')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('Image URL')}
          optional
          error={errors.imageUrl?.message}
          hint={t('Or paste a link: we copy the picture once, when you create the campaign.')}
        >
          <Input type="url" placeholder="https://…" {...register('imageUrl')} />
        </FormField>
        <FormField label={t('YouTube Video')} optional error={errors.youtubeUrl?.message}>
          <Input type="url" placeholder="https://youtu.be/…" {...register('youtubeUrl')} />
        </FormField>
      </div>
      <FormField label={t('Location')} optional error={errors.location?.message}>
        <Input
          placeholder={t('e.g. Kisumu, Kenya (blank: Global)')}
          maxLength={100}
          {...register('location')}
        />
      </FormField>
    </FormSection>
  );
}

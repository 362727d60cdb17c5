import { CATEGORIES, LIMITS } from '@crowdvault/shared/constants';
import { FileText } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { CampaignForm } from '../lib/campaign-form';
import { FormField } from './form-field';
import { FormSection } from './form-section';
import { ListSelectField } from './list-select-field';

/** Title, short description, category, image and video. */
export function BasicInfoSection({ form }: { form: CampaignForm }) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <FormSection
      icon={FileText}
      title="Basic Information"
      description="What you are raising for, in a few words."
    >
      <FormField label="Campaign Title" error={errors.title?.message}>
        <Input placeholder="e.g. Clean water for Kisumu" maxLength={LIMITS.titleMax} {...register('title')} />
      </FormField>
      <FormField
        label="Short Description"
        error={errors.description?.message}
        hint={`Shown on campaign cards and link previews; up to ${LIMITS.descriptionMax} characters.`}
      >
        <Textarea
          rows={3}
          maxLength={LIMITS.descriptionMax}
          placeholder="One or two sentences"
          {...register('description')}
        />
      </FormField>
      <ListSelectField
        form={form}
        name="category"
        label="Category"
        options={CATEGORIES}
        placeholder="Select a category"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Image URL"
          optional
          error={errors.imageUrl?.message}
          hint="Or paste a link: we copy the picture once, when you create the campaign."
        >
          <Input type="url" placeholder="https://…" {...register('imageUrl')} />
        </FormField>
        <FormField label="YouTube Video" optional error={errors.youtubeUrl?.message}>
          <Input type="url" placeholder="https://youtu.be/…" {...register('youtubeUrl')} />
        </FormField>
      </div>
      <FormField label="Location" optional error={errors.location?.message}>
        <Input placeholder="e.g. Kisumu, Kenya (blank: Global)" maxLength={100} {...register('location')} />
      </FormField>
    </FormSection>
  );
}

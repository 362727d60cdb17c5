import type { CampaignImage } from '@crowdvault/shared/api/media';
import { Images } from 'lucide-react';
import { useRef } from 'react';
import { PhotoField } from '@/components/campaign/photo-field';
import { useT } from '@/lib/i18n/i18n';
import type { CampaignForm } from '../lib/campaign-form';
import { FormSection } from './form-section';

/** The cover and gallery of a new campaign. The form holds the stored photos' ids (what the
 *  payload sends); the photos themselves, for the previews, are remembered here by id. */
export function PhotosSection({ form }: { form: CampaignForm }) {
  const t = useT();
  const known = useRef(new Map<number, CampaignImage>());
  const [coverImageId, galleryImageIds] = form.watch(['coverImageId', 'galleryImageIds']);
  const lookup = (id: number | null) => (id === null ? undefined : known.current.get(id));
  return (
    <FormSection
      icon={Images}
      title={t('Photos')}
      description={t(
        'A cover photo makes people stop; a few more show what the money does. Location data is removed.',
      )}
    >
      <PhotoField
        value={{
          cover: lookup(coverImageId) ?? null,
          gallery: galleryImageIds.flatMap((id) => lookup(id) ?? []),
        }}
        onChange={({ cover, gallery }) => {
          for (const image of [cover, ...gallery]) if (image) known.current.set(image.id, image);
          form.setValue('coverImageId', cover?.id ?? null, { shouldDirty: true });
          form.setValue(
            'galleryImageIds',
            gallery.map((image) => image.id),
            { shouldDirty: true },
          );
        }}
      />
    </FormSection>
  );
}

import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import type { CampaignImage } from '@crowdvault/shared/api/media';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CampaignPicture } from '@/components/campaign/campaign-picture';
import { Button } from '@/components/ui/button';
import { type Format, useFormat } from '@/lib/i18n/format';
import { type Translate, useT } from '@/lib/i18n/i18n';
import { useRemoveCampaignImage } from '../api/remove-campaign-image';
import { DetailSection } from './detail-section';
import { ReasonDialog } from './reason-dialog';

interface Shown {
  image: CampaignImage;
  /** The cover, or the gallery photo's number (from 1). */
  place: 'cover' | number;
}

/** A photo's name, its Remove button's and its dialog's title, in `t`'s language. */
function namesOf(place: Shown['place'], t: Translate, format: Format) {
  if (place === 'cover') {
    return { alt: t('Cover photo'), remove: t('Remove cover photo'), ask: t('Remove cover photo?') };
  }
  const number = format.count(place);
  return {
    alt: t('Gallery photo {number}', { number }),
    remove: t('Remove gallery photo {number}', { number }),
    ask: t('Remove gallery photo {number}?', { number }),
  };
}

/**
 * The Details tab's photos: the cover and the gallery as the campaign page shows them, each with
 * Remove, which asks for a reason (issue 31). The removal is recorded in the audit log and the
 * photo's files stop being served, on this and every other campaign that shows the same photo.
 */
export function CampaignPhotosSection({
  campaign,
}: {
  campaign: Pick<AdminCampaignDetail, 'id' | 'title' | 'cover' | 'gallery'>;
}) {
  const t = useT();
  const format = useFormat();
  const remove = useRemoveCampaignImage();
  const [chosen, setChosen] = useState<Shown | null>(null);
  const shown: Shown[] = [
    ...(campaign.cover ? [{ image: campaign.cover, place: 'cover' as const }] : []),
    ...campaign.gallery.map((image, index) => ({ image, place: index + 1 })),
  ];
  return (
    <DetailSection
      title={t('Photos')}
      description={t('A photo that breaks the guidelines can be removed, with a reason for the audit log.')}
    >
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('This campaign has no photos.')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('Campaign photos')}>
          {shown.map(({ image, place }) => (
            <li key={image.id} className="flex flex-col gap-1.5">
              <div className="aspect-[4/3] overflow-hidden rounded-lg border bg-muted">
                <CampaignPicture
                  image={image}
                  alt={namesOf(place, t, format).alt}
                  sizes="200px"
                  maxWidth={480}
                />
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setChosen({ image, place })}
                aria-label={namesOf(place, t, format).remove}
              >
                <Trash2 aria-hidden />
                {t('Remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog
        open={chosen !== null}
        onOpenChange={(open) => {
          if (!open) setChosen(null);
        }}
        title={chosen ? namesOf(chosen.place, t, format).ask : t('Remove this photo?')}
        description={t(
          'It is taken off “{title}” and no longer served, also where another campaign shows the same picture. The removal is recorded in the audit log.',
          { title: campaign.title },
        )}
        confirmLabel={t('Remove photo')}
        pending={remove.isPending}
        textPlaceholder={t('What did you see? Staff read this in the audit log.')}
        onConfirm={(reason) => {
          if (!chosen) return;
          remove.mutate(
            { campaignId: campaign.id, imageId: chosen.image.id, reason },
            { onSuccess: () => setChosen(null) },
          );
        }}
      />
    </DetailSection>
  );
}

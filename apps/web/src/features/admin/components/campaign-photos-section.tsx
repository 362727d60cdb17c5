import type { AdminCampaignDetail } from '@crowdvault/shared/api/admin';
import type { CampaignImage } from '@crowdvault/shared/api/media';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CampaignPicture } from '@/components/campaign/campaign-picture';
import { Button } from '@/components/ui/button';
import { useRemoveCampaignImage } from '../api/remove-campaign-image';
import { DetailSection } from './detail-section';
import { ReasonDialog } from './reason-dialog';

interface Shown {
  image: CampaignImage;
  label: string;
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
  const remove = useRemoveCampaignImage();
  const [chosen, setChosen] = useState<Shown | null>(null);
  const shown: Shown[] = [
    ...(campaign.cover ? [{ image: campaign.cover, label: 'Cover photo' }] : []),
    ...campaign.gallery.map((image, index) => ({ image, label: `Gallery photo ${index + 1}` })),
  ];
  return (
    <DetailSection
      title="Photos"
      description="A photo that breaks the guidelines can be removed, with a reason for the audit log."
    >
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">This campaign has no photos.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Campaign photos">
          {shown.map(({ image, label }) => (
            <li key={image.id} className="flex flex-col gap-1.5">
              <div className="aspect-[4/3] overflow-hidden rounded-lg border bg-muted">
                <CampaignPicture image={image} alt={label} sizes="200px" maxWidth={480} />
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setChosen({ image, label })}
                aria-label={`Remove ${label.toLowerCase()}`}
              >
                <Trash2 aria-hidden />
                Remove
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
        title={`Remove ${chosen?.label.toLowerCase() ?? 'this photo'}?`}
        description={`It is taken off '${campaign.title}' and no longer served, also where another campaign shows the same picture. The removal is recorded in the audit log.`}
        confirmLabel="Remove photo"
        pending={remove.isPending}
        textPlaceholder="What did you see? Staff read this in the audit log."
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

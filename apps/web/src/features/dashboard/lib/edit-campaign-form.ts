import type { Campaign } from '@crowdvault/shared/api/campaign';
import {
  EDIT_CAMPAIGN_MESSAGES,
  type EditCampaignInput,
  editCampaignSchema,
} from '@crowdvault/shared/api/edit-campaign';

export interface EditCampaignValues {
  description: string;
  story: string;
  imageUrl: string;
  youtubeUrl: string;
  location: string;
  /** yyyy-mm-dd */
  endDate: string;
}
export type EditCampaignErrors = Partial<Record<keyof EditCampaignValues | 'form', string>>;

/** The campaign's end as the date input shows it (UTC day, as the server stores bare dates). */
export function endDateInputValue(endDate: string): string {
  return endDate.slice(0, 10);
}

/** The form's starting values: what the campaign holds now. */
export function initialEditValues(campaign: Campaign): EditCampaignValues {
  return {
    description: campaign.description,
    story: campaign.story,
    // The field takes a new link to copy; the stored cover is shown by the photo field.
    imageUrl: '',
    youtubeUrl: campaign.youtubeUrl ?? '',
    location: campaign.location ?? '',
    endDate: endDateInputValue(campaign.endDate),
  };
}

/** Only what changed, checked by the server's own schema; the end date may only move later. */
export function editCampaignPayload(
  campaign: Campaign,
  values: EditCampaignValues,
  photos: Pick<Campaign, 'cover' | 'gallery'> = campaign,
): { ok: true; payload: EditCampaignInput } | { ok: false; errors: EditCampaignErrors } {
  const initial = initialEditValues(campaign);
  const changed: Record<string, string | number | null | number[]> = {};
  for (const key of Object.keys(values) as (keyof EditCampaignValues)[]) {
    if (values[key] !== initial[key]) changed[key] = values[key];
  }
  const coverId = photos.cover?.id ?? null;
  if (coverId !== (campaign.cover?.id ?? null)) changed.coverImageId = coverId;
  const galleryIds = photos.gallery.map((image) => image.id);
  if (galleryIds.join() !== campaign.gallery.map((image) => image.id).join())
    changed.galleryImageIds = galleryIds;
  if (Object.keys(changed).length === 0) {
    return { ok: false, errors: { form: EDIT_CAMPAIGN_MESSAGES.nothingToChange } };
  }
  const errors: EditCampaignErrors = {};
  if (typeof changed.endDate === 'string' && changed.endDate < initial.endDate) {
    errors.endDate = EDIT_CAMPAIGN_MESSAGES.endDateShortened;
  }
  const result = editCampaignSchema.safeParse(changed);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = (issue.path[0] ?? 'form') as keyof EditCampaignErrors;
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: changed as EditCampaignInput };
}

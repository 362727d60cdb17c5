import type { Campaign } from '@crowdvault/shared/api/campaign';
import { CREATE_CAMPAIGN_MESSAGES } from '@crowdvault/shared/api/create-campaign';
import { EDIT_CAMPAIGN_MESSAGES as M } from '@crowdvault/shared/api/edit-campaign';
import { describe, expect, it } from 'vitest';
import { editCampaignPayload, initialEditValues } from './edit-campaign-form';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const CAMPAIGN = {
  description: 'Books for 300 children',
  story: 'Our school has no library.',
  imageUrl: null,
  cover: null,
  gallery: [],
  youtubeUrl: null,
  location: null,
  endDate: `${day(20)}T11:59:59.999Z`,
} as unknown as Campaign;

describe('editCampaignPayload', () => {
  const initial = initialEditValues(CAMPAIGN);

  it('sends only what changed', () => {
    expect(editCampaignPayload(CAMPAIGN, { ...initial, location: 'Lagos', endDate: day(30) })).toEqual({
      ok: true,
      payload: { location: 'Lagos', endDate: day(30) },
    });
  });

  it('sends a new cover and a new gallery order as ids', () => {
    const image = (id: number) => ({ id, width: 10, height: 10, placeholder: 'data:,', variants: [] });
    const campaign = { ...CAMPAIGN, cover: image(1), gallery: [image(2), image(3)] };
    expect(
      editCampaignPayload(campaign, initial, { cover: image(4), gallery: [image(3), image(2)] }),
    ).toEqual({ ok: true, payload: { coverImageId: 4, galleryImageIds: [3, 2] } });
    expect(editCampaignPayload(campaign, initial, { cover: null, gallery: campaign.gallery })).toEqual({
      ok: true,
      payload: { coverImageId: null },
    });
  });

  it('says when nothing changed', () => {
    expect(editCampaignPayload(CAMPAIGN, initial)).toEqual({
      ok: false,
      errors: { form: M.nothingToChange },
    });
  });

  it('refuses an earlier end date, a blank story and unsafe links, per field', () => {
    expect(
      editCampaignPayload(CAMPAIGN, {
        ...initial,
        endDate: day(10),
        story: '  ',
        imageUrl: 'javascript:alert(1)',
      }),
    ).toEqual({
      ok: false,
      errors: {
        endDate: M.endDateShortened,
        story: CREATE_CAMPAIGN_MESSAGES.storyRequired,
        imageUrl: CREATE_CAMPAIGN_MESSAGES.invalidUrl,
      },
    });
  });
});

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
  youtubeUrl: null,
  location: null,
  endDate: `${day(20)}T11:59:59.999Z`,
} as Campaign;

describe('editCampaignPayload', () => {
  const initial = initialEditValues(CAMPAIGN);

  it('sends only what changed', () => {
    expect(editCampaignPayload(CAMPAIGN, { ...initial, location: 'Lagos', endDate: day(30) })).toEqual({
      ok: true,
      payload: { location: 'Lagos', endDate: day(30) },
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

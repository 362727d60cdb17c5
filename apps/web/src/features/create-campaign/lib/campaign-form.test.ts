import { campaignEndInstant, daysLeftUntil } from '@crowdvault/shared/api/create-campaign';
import { describe, expect, it } from 'vitest';
import { sampleCampaign } from './campaign-form';

describe('sampleCampaign', () => {
  it('ends 30 days ahead so the campaign then shows 30 days left, at any hour of the day', () => {
    for (const now of ['2030-01-01T00:30:00Z', '2030-01-01T12:00:00Z', '2030-01-01T23:30:00Z']) {
      const { endDate } = sampleCampaign(new Date(now));
      expect(endDate, now).toBe('2030-01-31');
      expect(daysLeftUntil(campaignEndInstant(endDate)!, Date.parse(now)), now).toBe(30);
    }
  });
});

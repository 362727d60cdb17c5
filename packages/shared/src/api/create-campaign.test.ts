import { describe, expect, it } from 'vitest';
import { youtubeVideoId } from '../youtube';
import {
  allOrNothingIssues,
  campaignEndInstant,
  createCampaignSchema,
  daysLeftUntil,
  goalToCents,
} from './create-campaign';

const VALID = { title: 'T', description: 'D', story: 'S', goalAmount: '10', category: 'Arts' };

describe('createCampaignSchema', () => {
  it('defaults the currency to USDT and blank optional fields to null', () => {
    expect(createCampaignSchema.parse({ ...VALID, imageUrl: ' ', endDate: '' })).toMatchObject({
      currency: 'USDT',
      imageUrl: null,
      endDate: null,
      fundingModel: 'keep',
    });
  });

  it('refuses a funding model it does not know', () => {
    const result = createCampaignSchema.safeParse({ ...VALID, fundingModel: 'flexible' });
    expect(result.error?.issues[0]?.message).toBe("Funding model must be 'keep' or 'all_or_nothing'");
  });

  it('takes a Safe address as vault owner, blank as none, and refuses anything else in words', () => {
    const safe = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe';
    expect(createCampaignSchema.parse({ ...VALID, vaultOwner: ` ${safe} ` }).vaultOwner).toBe(safe);
    expect(createCampaignSchema.parse({ ...VALID, vaultOwner: '' }).vaultOwner).toBeNull();
    for (const bad of ['0x5afe', `${safe}00`, 'safe.eth', 7]) {
      expect(createCampaignSchema.safeParse({ ...VALID, vaultOwner: bad }).error?.issues[0]?.message).toBe(
        "Enter the Safe's address: 0x followed by 40 hexadecimal characters",
      );
    }
  });

  it('refuses unknown and server-decided fields', () => {
    expect(createCampaignSchema.safeParse({ ...VALID, isApproved: true }).success).toBe(false);
  });
});

describe('allOrNothingIssues', () => {
  it('asks an all-or-nothing goal of at least one whole stablecoin', () => {
    expect(allOrNothingIssues({ fundingModel: 'all_or_nothing', goalAmount: '0.99' })).toEqual([
      { path: 'goalAmount', message: 'An all-or-nothing goal must be at least 1' },
    ]);
    expect(allOrNothingIssues({ fundingModel: 'all_or_nothing', goalAmount: '1', chainId: 31338 })).toEqual(
      [],
    );
    expect(allOrNothingIssues({ fundingModel: 'keep', goalAmount: '0.5' })).toEqual([]);
  });

  it('refuses a network for a campaign that keeps what it raises (it lives on every network)', () => {
    expect(allOrNothingIssues({ fundingModel: 'keep', goalAmount: '10', chainId: 31338 })).toEqual([
      { path: 'chainId', message: 'Only an all-or-nothing campaign is fixed to one network' },
    ]);
  });
});

describe('goalToCents', () => {
  it('reads at most two decimals exactly', () => {
    expect(goalToCents('25000')).toBe(2_500_000n);
    expect(goalToCents('0.5')).toBe(50n);
    expect(goalToCents('1.005')).toBeNull();
    expect(goalToCents('1e3')).toBeNull();
  });
});

describe('youtubeVideoId', () => {
  it('accepts watch and short links only', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtube.com/embed/dQw4w9WgXcQ')).toBeNull();
    expect(youtubeVideoId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeVideoId('javascript:alert(1)')).toBeNull();
  });
});

describe('campaignEndInstant', () => {
  it('ends a bare date at the close of that day in UTC', () => {
    expect(campaignEndInstant('2030-01-01')?.toISOString()).toBe('2030-01-01T23:59:59.999Z');
    expect(campaignEndInstant('not a date')).toBeNull();
  });
});

describe('daysLeftUntil', () => {
  const end = campaignEndInstant('2030-01-31')!;
  it('counts a date picked 30 days ahead as 30 days left, whatever the hour', () => {
    expect(daysLeftUntil(end, Date.parse('2030-01-01T00:00:00Z'))).toBe(30);
    expect(daysLeftUntil(end, Date.parse('2030-01-01T23:59:59Z'))).toBe(30);
    // 30 days from now to the hour (the default end, the seed) is 30 too.
    const now = Date.parse('2030-01-01T15:00:00Z');
    expect(daysLeftUntil(new Date(now + 30 * 86_400_000), now)).toBe(30);
  });

  it('shows 1 through the last day and 0 from the first moment after it (UTC)', () => {
    expect(daysLeftUntil(end, Date.parse('2030-01-30T23:59:59.999Z'))).toBe(1);
    expect(daysLeftUntil(end, Date.parse('2030-01-31T00:00:00Z'))).toBe(1);
    expect(daysLeftUntil(end, Date.parse('2030-01-31T23:59:59.998Z'))).toBe(1);
    expect(daysLeftUntil(end, Date.parse('2030-01-31T23:59:59.999Z'))).toBe(0);
    expect(daysLeftUntil(end, Date.parse('2030-02-01T00:00:00Z'))).toBe(0);
  });
});

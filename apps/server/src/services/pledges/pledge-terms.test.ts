import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registryOf } from '../../chain/registry';
import { campaigns } from '../../db/schema';
import { chainNow, passDeadline } from '../../test/aon-kit';
import { createCampaign } from '../../test/chain-kit';
import { useTestContext } from '../../test/use-test-app';
import { PLEDGE_ERRORS, pledgeClosedReason, resolveChoice } from './pledge-terms';

describe('pledgeClosedReason', () => {
  const now = new Date('2027-01-01T00:00:00Z');
  const open = {
    fundingModel: 'keep' as const,
    status: 'active' as const,
    isApproved: true,
    endDate: new Date('2027-06-01T00:00:00Z'),
  };

  it('keeps an open keep-what-you-raise campaign’s pledges going', () => {
    expect(pledgeClosedReason(open, now)).toBeNull();
  });

  it('stops pledges for good when the campaign is over: ended, expired, cancelled or past its end date', () => {
    for (const status of ['completed', 'expired', 'cancelled'] as const) {
      expect(pledgeClosedReason({ ...open, status }, now), status).toBe('campaign_ended');
    }
    expect(pledgeClosedReason({ ...open, endDate: now }, now)).toBe('campaign_ended');
    expect(pledgeClosedReason({ ...open, fundingModel: 'all_or_nothing' }, now)).toBe('all_or_nothing');
  });

  it('only pauses them while the campaign is paused, flagged, pending or not approved', () => {
    for (const status of ['paused', 'flagged', 'pending'] as const) {
      expect(pledgeClosedReason({ ...open, status }, now), status).toBe('campaign_not_accepting');
    }
    expect(pledgeClosedReason({ ...open, isApproved: false }, now)).toBe('campaign_not_accepting');
  });
});

describe('resolveChoice', () => {
  const fixture = useTestContext();

  it('refuses a pledge once the chain’s clock, which its collections go by, has passed the campaign’s end', async () => {
    const { db } = fixture.context.database;
    const kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
    const chains = registryOf(fixture.context.chain);
    const { id } = await createCampaign(db, fixture.context.chain);
    await kit.testClient.mine({ blocks: 1 });
    const end = Math.max(Math.floor(Date.now() / 1000), await chainNow(kit)) + 600;
    await db
      .update(campaigns)
      .set({ endDate: new Date(end * 1000) })
      .where(eq(campaigns.id, id));
    const choice = { campaignId: id, token: 'USDC', amount: '10', cadence: 'monthly', periods: 3 } as const;
    await expect(resolveChoice(db, chains, choice)).resolves.toMatchObject({ campaign: { id } });

    await passDeadline(kit, end);
    // The server's clock is still before the end: only the chain's has passed it.
    expect(Date.now()).toBeLessThan(end * 1000);
    await expect(resolveChoice(db, chains, choice)).rejects.toThrow(PLEDGE_ERRORS.closed);
  });
});

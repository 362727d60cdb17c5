import type { Donation, MyDonation } from '@crowdvault/shared/api/donation';
import { desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { outcomesOfDonations } from '../all-or-nothing/donation-refunds';
import { fundingStateOf } from '../campaigns/all-or-nothing-facts';
import { toDonationResponse } from './donation-response';

/** Most donations a list answers; a campaign page shows the newest. */
export const DONATION_LIST_LIMIT = 200;

/** A campaign's donations, newest first (by block time, then by position in the chain). */
export async function listCampaignDonations(db: Database, campaignId: number): Promise<Donation[]> {
  const rows = await db
    .select()
    .from(donations)
    .where(eq(donations.campaignId, campaignId))
    .orderBy(desc(donations.createdAt), desc(donations.blockNumber), desc(donations.logIndex))
    .limit(DONATION_LIST_LIMIT);
  return rows.map(toDonationResponse);
}

/** The signed-in user's donations: those claimed with their account and every transfer sent from
 *  their wallet, claimed or not. Their own anonymous gifts still show them as the donor here. A
 *  gift to an all-or-nothing campaign carries the vault's state, whether it counted and its refund
 *  (My Donations offers "Claim your refund" from them). */
export async function listMyDonations(
  db: Database,
  user: { id: number; walletAddress: string },
): Promise<MyDonation[]> {
  const rows = await db
    .select({
      donation: donations,
      campaign: {
        id: campaigns.id,
        title: campaigns.title,
        fundingModel: campaigns.fundingModel,
        aonOutcome: campaigns.aonOutcome,
      },
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(
      or(eq(donations.donorUserId, user.id), eq(donations.donorAddress, user.walletAddress.toLowerCase())),
    )
    .orderBy(desc(donations.createdAt), desc(donations.blockNumber), desc(donations.logIndex))
    .limit(DONATION_LIST_LIMIT);
  const outcomes = await outcomesOfDonations(
    db,
    rows.filter((row) => row.campaign.fundingModel === 'all_or_nothing').map((row) => row.donation.id),
  );
  return rows.map(({ donation, campaign }) => {
    const outcome = outcomes.get(donation.id);
    return {
      ...toDonationResponse({ ...donation, isAnonymous: false }),
      isAnonymous: donation.isAnonymous,
      campaign: { id: campaign.id, title: campaign.title, fundingState: fundingStateOf(campaign) },
      ...(outcome && { counted: outcome.counted, refund: outcome.refund }),
    };
  });
}

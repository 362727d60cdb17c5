import type { Donation, MyDonation } from '@crowdvault/shared/api/donation';
import { desc, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
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
 *  their wallet, claimed or not. Their own anonymous gifts still show them as the donor here. */
export async function listMyDonations(
  db: Database,
  user: { id: number; walletAddress: string },
): Promise<MyDonation[]> {
  const rows = await db
    .select({ donation: donations, campaign: { id: campaigns.id, title: campaigns.title } })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(
      or(eq(donations.donorUserId, user.id), eq(donations.donorAddress, user.walletAddress.toLowerCase())),
    )
    .orderBy(desc(donations.createdAt), desc(donations.blockNumber), desc(donations.logIndex))
    .limit(DONATION_LIST_LIMIT);
  return rows.map(({ donation, campaign }) => ({
    ...toDonationResponse({ ...donation, isAnonymous: false }),
    isAnonymous: donation.isAnonymous,
    campaign,
  }));
}

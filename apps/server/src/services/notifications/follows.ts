import type { FollowState } from '@crowdvault/shared/api/notifications';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { campaignFollows } from '../../db/schema';
import { requireCampaign } from '../campaigns/get-campaign';

async function followState(db: Executor, userId: number | null, campaignId: number): Promise<FollowState> {
  const [counted] = await db
    .select({ n: count() })
    .from(campaignFollows)
    .where(and(eq(campaignFollows.campaignId, campaignId), isNull(campaignFollows.unfollowedAt)));
  const [mine] =
    userId === null
      ? []
      : await db
          .select({ unfollowedAt: campaignFollows.unfollowedAt })
          .from(campaignFollows)
          .where(and(eq(campaignFollows.campaignId, campaignId), eq(campaignFollows.userId, userId)));
  return { following: mine !== undefined && mine.unfollowedAt === null, followerCount: counted?.n ?? 0 };
}

export async function getFollowState(db: Database, userId: number, campaignId: number | null) {
  const campaign = await requireCampaign(db, campaignId);
  return followState(db, userId, campaign.id);
}

/** Follows (again): a row unfollowed earlier comes back, with its first follow time kept. */
export async function follow(db: Database, userId: number, campaignId: number | null): Promise<FollowState> {
  const campaign = await requireCampaign(db, campaignId);
  await db
    .insert(campaignFollows)
    .values({ userId, campaignId: campaign.id })
    .onConflictDoUpdate({
      target: [campaignFollows.userId, campaignFollows.campaignId],
      set: { unfollowedAt: null },
    });
  return followState(db, userId, campaign.id);
}

/** Unfollows; the row stays so a later donation does not follow again by itself. */
export async function unfollow(
  db: Database,
  userId: number,
  campaignId: number | null,
): Promise<FollowState> {
  const campaign = await requireCampaign(db, campaignId);
  await db
    .update(campaignFollows)
    .set({ unfollowedAt: sql`now()` })
    .where(
      and(
        eq(campaignFollows.userId, userId),
        eq(campaignFollows.campaignId, campaign.id),
        isNull(campaignFollows.unfollowedAt),
      ),
    );
  return followState(db, userId, campaign.id);
}

/**
 * Donors follow what they give to: each user whose donation was recorded (claimed by them, or sent
 * from their signed-in wallet) follows its campaign, unless they follow it or unfollowed it already
 * (ON CONFLICT DO NOTHING keeps an unfollow). One statement for a whole indexed range.
 */
export async function followAsDonors(
  tx: Executor,
  rows: { campaignId: number; donorUserId: number | null; donorAddress: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const records = JSON.stringify(
    rows.map((row) => ({
      campaign_id: row.campaignId,
      donor_user_id: row.donorUserId,
      donor_address: row.donorAddress.toLowerCase(),
    })),
  );
  await tx.execute(sql`
    insert into campaign_follows (user_id, campaign_id)
    select distinct u.id, r.campaign_id
    from json_to_recordset(${records}::json) as r(campaign_id int, donor_user_id int, donor_address text)
    join users u on u.id = r.donor_user_id
       or (r.donor_user_id is null and u.wallet_address = r.donor_address)
    on conflict (user_id, campaign_id) do nothing`);
}

import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { type CampaignFixture, insertCampaign } from './campaign-fixtures';
import { bearer, signIn } from './sign-in';
import type { TestAppFixture } from './use-test-app';

/** The owner of a campaign (dev account 4). */
export const CAMPAIGN_OWNER = DEV_ACCOUNTS[4]!;

/**
 * The people a campaign-owner-only route is tried with, signed in on the fixture's app: the owner
 * of a campaign (`campaign` sets it up further), another user (dev account 5), and an owner who is
 * suspended (dev account 6) with a campaign of their own.
 */
export async function signInCampaignRoles(
  fixture: TestAppFixture,
  campaign: Omit<CampaignFixture, 'creatorId'> = {},
): Promise<{
  owner: Record<string, string>;
  other: Record<string, string>;
  suspended: Record<string, string>;
  campaignId: number;
  suspendedCampaignId: number;
}> {
  const { db } = fixture.context.database;
  const ownerSession = await signIn(fixture.app, CAMPAIGN_OWNER.privateKey);
  const suspendedSession = await signIn(fixture.app, DEV_ACCOUNTS[6]!.privateKey);
  const other = bearer(await signIn(fixture.app, DEV_ACCOUNTS[5]!.privateKey));
  const campaignId = await insertCampaign(db, { ...campaign, creatorId: ownerSession.user.id });
  const suspendedCampaignId = await insertCampaign(db, { creatorId: suspendedSession.user.id });
  await db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, suspendedSession.user.id));
  return {
    owner: bearer(ownerSession),
    other,
    suspended: bearer(suspendedSession),
    campaignId,
    suspendedCampaignId,
  };
}

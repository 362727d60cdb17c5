import type { ModerationReason } from '@crowdvault/shared/api/campaign';
import { MODERATION_REASON_LABELS } from '@crowdvault/shared/moderation';
import type { RoundInput } from '@crowdvault/shared/rounds/round-file';
import { and, eq, gte, inArray, lt, not } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  campaigns,
  donations,
  roundApplications,
  roundExclusions,
  users,
  vaultOwnerChanges,
} from '../../db/schema';
import { donorWeights, UNPROVEN_WEIGHT_BPS } from './donor-weights';
import type { RoundRow } from './round-settings';

/** The file's reasons are at most 500 characters (round-file.ts). */
const REASON_MAX = 500;

export interface AcceptedCampaign {
  campaignId: number;
  title: string;
  vaultAddress: string | null;
}

/** The round's accepted campaigns, by id. */
export async function acceptedCampaigns(db: Executor, roundId: number): Promise<AcceptedCampaign[]> {
  return db
    .select({ campaignId: campaigns.id, title: campaigns.title, vaultAddress: campaigns.vaultAddress })
    .from(roundApplications)
    .innerJoin(campaigns, eq(campaigns.id, roundApplications.campaignId))
    .where(and(eq(roundApplications.roundId, roundId), eq(roundApplications.status, 'accepted')))
    .orderBy(campaigns.id);
}

/** A moderator's reason as the published file writes it: "Fraud or scam: bought a ring of wallets". */
export function reasonText(reason: ModerationReason): string {
  const label = MODERATION_REASON_LABELS[reason.code];
  const text = reason.text ? `${label}: ${reason.text}` : label;
  // By code points, so a cut never splits a character in two.
  return [...text].slice(0, REASON_MAX).join('').trimEnd();
}

/**
 * The engine's input for a round from the donations ledger, as it stands: the accepted campaigns
 * with their own addresses (the creator's wallet, the Safe named at creation and every owner the
 * vault has had on the round's chain, whose gifts are self-gifts), the moderators' exclusions, and
 * every gift recorded from the chain in the round's token and on its chain, stamped (by its block)
 * inside the donation window. The admin's sample donors are left out: they are the admin's own
 * transfers on a local chain, and would let the admin move the match. Each donor's weight is the
 * local identity signal's (donor-weights.ts), for the gifts' donors and `alsoWeigh` (an estimate's
 * would-be donor).
 */
export async function loadRoundInput(
  db: Executor,
  round: RoundRow,
  alsoWeigh: readonly string[] = [],
): Promise<RoundInput> {
  const accepted = await acceptedCampaigns(db, round.id);
  const ids = accepted.map((campaign) => campaign.campaignId);
  const [creators, owners, exclusions, gifts] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ campaignId: campaigns.id, wallet: users.walletAddress, safe: campaigns.vaultOwner })
          .from(campaigns)
          .innerJoin(users, eq(users.id, campaigns.creatorId))
          .where(inArray(campaigns.id, ids)),
    ids.length === 0
      ? []
      : db
          .select({
            campaignId: vaultOwnerChanges.campaignId,
            previous: vaultOwnerChanges.previousOwner,
            next: vaultOwnerChanges.newOwner,
          })
          .from(vaultOwnerChanges)
          .where(
            and(inArray(vaultOwnerChanges.campaignId, ids), eq(vaultOwnerChanges.chainId, round.chainId)),
          ),
    db.select().from(roundExclusions).where(eq(roundExclusions.roundId, round.id)),
    ids.length === 0
      ? []
      : db
          .select({
            chainId: donations.chainId,
            txHash: donations.txHash,
            logIndex: donations.logIndex,
            campaignId: donations.campaignId,
            donor: donations.donorAddress,
            amount: donations.amount,
          })
          .from(donations)
          .where(
            and(
              inArray(donations.campaignId, ids),
              eq(donations.chainId, round.chainId),
              eq(donations.tokenAddress, round.tokenAddress),
              gte(donations.createdAt, round.donationsOpenAt),
              lt(donations.createdAt, round.donationsCloseAt),
              not(donations.isSample),
            ),
          ),
  ]);

  const own = new Map<number, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  for (const creator of creators) {
    own.get(creator.campaignId)!.add(creator.wallet);
    if (creator.safe) own.get(creator.campaignId)!.add(creator.safe);
  }
  for (const change of owners) {
    own.get(change.campaignId)!.add(change.previous).add(change.next);
  }
  const weights = await donorWeights(db, round, [...gifts.map((gift) => gift.donor), ...alsoWeigh]);
  const excludedCampaigns = new Map(
    exclusions
      .filter((entry) => entry.campaignId !== null)
      .map((entry) => [entry.campaignId!, reasonText(entry.reason)]),
  );

  return {
    roundId: String(round.id),
    chainId: round.chainId,
    token: round.tokenAddress,
    pool: round.poolAmount,
    minimumGift: round.minimumGift,
    matchingCapBps: round.matchingCapBps,
    pairwiseThreshold: round.pairwiseThreshold,
    defaultWeightBps: UNPROVEN_WEIGHT_BPS,
    campaigns: ids.map((campaignId) => ({
      campaignId,
      ownAddresses: [...own.get(campaignId)!].sort(),
      excluded: excludedCampaigns.get(campaignId) ?? null,
    })),
    excludedDonors: exclusions
      .filter((entry) => entry.donorAddress !== null)
      .map((entry) => ({ donor: entry.donorAddress!, reason: reasonText(entry.reason) })),
    donorWeights: weights,
    gifts: gifts.map((gift) => ({ ...gift, txHash: gift.txHash.toLowerCase() })),
  };
}

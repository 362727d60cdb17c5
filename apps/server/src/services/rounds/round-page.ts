import {
  ROUND_MESSAGES,
  type RoundCampaignPayout,
  type RoundPage,
  type RoundSummary,
} from '@crowdvault/shared/api/rounds';
import type { RoundOutput } from '@crowdvault/shared/rounds/round-file';
import { count, desc, eq, max } from 'drizzle-orm';
import { getAddress } from 'viem';
import { roundApplications, roundPublications, rounds } from '../../db/schema';
import { AppError } from '../../errors';
import { estimateOf } from './round-estimates';
import { listExclusions } from './round-exclusions';
import { type AcceptedCampaign, acceptedCampaigns, loadRoundInput } from './round-input';
import { roundPayoutView } from './round-payout-state';
import {
  latestPublication,
  type PublicationRow,
  parseRoundFile,
  publicationVersion,
  toPublication,
} from './round-publications';
import {
  nowOf,
  type RoundDeps,
  type RoundRow,
  requireRound,
  tokensOf,
  toRoundSummary,
} from './round-settings';

/** `GET /api/rounds`: every round, the latest donation window first. */
export async function listRounds(deps: RoundDeps): Promise<RoundSummary[]> {
  const { db, chains } = deps;
  const [rows, accepted, published] = await Promise.all([
    db.select().from(rounds).orderBy(desc(rounds.donationsOpenAt), desc(rounds.id)),
    db
      .select({ roundId: roundApplications.roundId, value: count() })
      .from(roundApplications)
      .where(eq(roundApplications.status, 'accepted'))
      .groupBy(roundApplications.roundId),
    db
      .select({
        roundId: roundPublications.roundId,
        publishedAt: max(roundPublications.publishedAt),
        challengeEndsAt: max(roundPublications.challengeEndsAt),
      })
      .from(roundPublications)
      .groupBy(roundPublications.roundId),
  ]);
  const acceptedOf = new Map(accepted.map((row) => [row.roundId, row.value]));
  const publishedOf = new Map(published.map((row) => [row.roundId, row]));
  const now = nowOf(deps);
  return rows.map((round) =>
    toRoundSummary(round, chains, {
      acceptedCampaigns: acceptedOf.get(round.id) ?? 0,
      publishedAt: publishedOf.get(round.id)?.publishedAt ?? null,
      challengeEndsAt: publishedOf.get(round.id)?.challengeEndsAt ?? null,
      now,
    }),
  );
}

function campaignsOf(round: RoundRow, accepted: AcceptedCampaign[], output: RoundOutput | null) {
  const results = new Map(output?.campaigns.map((result) => [result.campaignId, result]));
  return accepted.map((campaign) => {
    const result = results.get(campaign.campaignId);
    return {
      campaignId: campaign.campaignId,
      title: campaign.title,
      vaultAddress: campaign.vaultAddress === null ? null : getAddress(campaign.vaultAddress),
      donors: result?.donors ?? 0,
      counted: tokensOf(round, result?.counted ?? 0n),
      match: tokensOf(round, result?.match ?? 0n),
      capped: result?.capped ?? false,
      excluded: null as string | null,
      payout: null as RoundCampaignPayout | null,
    };
  });
}

/**
 * `GET /api/rounds/:id`: the round, its accepted campaigns and, while it runs, each one's estimated
 * match by the engine over the gifts so far; once published, the latest version's result, every
 * gift that did not count with why, and the moderators' exclusions. A published round lists the
 * campaigns its file holds (the frozen set), whatever was decided since.
 */
export async function roundPage(deps: RoundDeps, roundId: number | null): Promise<RoundPage> {
  const { db, chains } = deps;
  const round = await requireRound(db, roundId);
  const [accepted, publication, exclusions] = await Promise.all([
    acceptedCampaigns(db, round.id),
    latestPublication(db, round.id),
    listExclusions(db, round.id),
  ]);
  const summary = toRoundSummary(round, chains, {
    acceptedCampaigns: accepted.length,
    publishedAt: publication?.publishedAt ?? null,
    challengeEndsAt: publication?.challengeEndsAt ?? null,
    now: nowOf(deps),
  });
  if (publication) {
    const file = parseRoundFile(publication.file);
    const titles = new Map(accepted.map((campaign) => [campaign.campaignId, campaign]));
    const frozen = file.input.campaigns.map(
      (campaign) =>
        titles.get(campaign.campaignId) ?? {
          campaignId: campaign.campaignId,
          title: `Campaign ${campaign.campaignId}`,
          vaultAddress: null,
        },
    );
    const excludedOf = new Map(
      file.input.campaigns.map((campaign) => [campaign.campaignId, campaign.excluded]),
    );
    const payout = await roundPayoutView(db, round, file.output);
    return {
      ...summary,
      acceptedCampaigns: frozen.length,
      campaigns: campaignsOf(round, frozen, file.output).map((campaign) => ({
        ...campaign,
        excluded: excludedOf.get(campaign.campaignId) ?? null,
        payout: payout?.campaigns.get(campaign.campaignId) ?? null,
      })),
      estimate: null,
      publication: toPublication(round, publication, file),
      excludedGifts: file.output.excludedGifts.map((gift) => ({
        ...gift,
        donor: getAddress(gift.donor),
        amount: tokensOf(round, gift.amount),
      })),
      exclusions,
      payout: payout?.round ?? null,
    };
  }
  const input = await loadRoundInput(db, round);
  const output = estimateOf(input);
  return {
    ...summary,
    campaigns: campaignsOf(round, accepted, output),
    estimate:
      output === null
        ? null
        : {
            gifts: input.gifts.length,
            matched: tokensOf(round, output.matched),
            unallocated: tokensOf(round, output.unallocated),
          },
    publication: null,
    excludedGifts: [],
    exclusions,
    payout: null,
  };
}

/** `GET /api/rounds/:id/result.json`: the published file, byte for byte (the latest version unless
 *  told), for `npm run round:recompute -- <file>`. */
export async function roundResultFile(
  deps: Pick<RoundDeps, 'db'>,
  roundId: number | null,
  version?: number,
): Promise<{ round: RoundRow; publication: PublicationRow }> {
  const round = await requireRound(deps.db, roundId);
  const publication =
    version === undefined
      ? await latestPublication(deps.db, round.id)
      : await publicationVersion(deps.db, round.id, version);
  if (!publication) throw new AppError('NOT_FOUND', ROUND_MESSAGES.notPublished);
  return { round, publication };
}

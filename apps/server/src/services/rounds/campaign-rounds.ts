import type { CampaignRound } from '@crowdvault/shared/api/rounds';
import { and, desc, eq } from 'drizzle-orm';
import { roundApplications, rounds } from '../../db/schema';
import { roundPage } from './round-page';
import type { RoundDeps } from './round-settings';

/**
 * `GET /api/campaigns/:id/rounds`: the rounds a campaign was accepted into, with its match in each
 * (estimated over the gifts so far while a round runs, published after), for its page's badge and
 * the donation panel's estimate. A campaign in no round costs one query: the campaign page asks on
 * every visit, and most campaigns are in none.
 */
export async function campaignRounds(deps: RoundDeps, campaignId: number | null): Promise<CampaignRound[]> {
  if (campaignId === null) return [];
  const accepted = await deps.db
    .select({ roundId: roundApplications.roundId })
    .from(roundApplications)
    .innerJoin(rounds, eq(rounds.id, roundApplications.roundId))
    .where(and(eq(roundApplications.campaignId, campaignId), eq(roundApplications.status, 'accepted')))
    .orderBy(desc(rounds.donationsOpenAt), desc(rounds.id));
  const pages = await Promise.all(accepted.map(({ roundId }) => roundPage(deps, roundId)));
  return pages.flatMap((page) => {
    // A published round lists the campaigns its file froze; one accepted later is not among them.
    const campaign = page.campaigns.find((entry) => entry.campaignId === campaignId);
    if (!campaign) return [];
    return [
      {
        roundId: page.id,
        name: page.name,
        phase: page.phase,
        chainId: page.chainId,
        chainName: page.chainName,
        token: page.token,
        donationsOpenAt: page.donationsOpenAt,
        donationsCloseAt: page.donationsCloseAt,
        minimumGift: page.minimumGift,
        donors: campaign.donors,
        match: campaign.match,
        capped: campaign.capped,
        excluded: campaign.excluded,
        payout: campaign.payout,
      },
    ];
  });
}

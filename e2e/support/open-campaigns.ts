import type { APIRequestContext } from '@playwright/test';

/** A campaign as the API details it, with what the specs choose one by. */
export interface ListedCampaign {
  id: number;
  title: string;
  status: string;
  fundingModel: 'keep' | 'all_or_nothing';
  currency: string;
  daysLeft: number;
  isApproved: boolean;
  raisedAmount: string;
  walletAddress: string | null;
}

/** Approved and keep-what-you-raise: a plain transfer or a gasless gift to an all-or-nothing
 *  vault does not count (decision 091). */
export const takesPlainGifts = (campaign: ListedCampaign) =>
  campaign.isApproved && campaign.fundingModel === 'keep';

/**
 * The seed's running campaigns (active, days left) that `keep` keeps, in the list's order, each
 * as its detail with a vault address: list items carry only what a card shows (issue 15), the
 * vault address is the detail's.
 */
export async function openCampaigns(
  request: APIRequestContext,
  keep: (campaign: ListedCampaign) => boolean = () => true,
): Promise<ListedCampaign[]> {
  const list = (await (await request.get('/api/campaigns?limit=50')).json()) as ListedCampaign[];
  const running = list.filter(
    (campaign) => campaign.status === 'active' && campaign.daysLeft > 0 && keep(campaign),
  );
  const detailed = await Promise.all(
    running.map(
      async (campaign) =>
        (await (await request.get(`/api/campaigns/${campaign.id}`)).json()) as ListedCampaign,
    ),
  );
  return detailed.filter((campaign) => campaign.walletAddress);
}

/** The open campaigns a plain USDT gift counts for: the specs' usual place to give. */
export const openUsdtCampaigns = (request: APIRequestContext) =>
  openCampaigns(request, (campaign) => takesPlainGifts(campaign) && campaign.currency === 'USDT');

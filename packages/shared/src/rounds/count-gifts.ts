import { compareText, type ExcludedGift, type ExclusionReason, type RoundInput } from './round-file';
import { RoundInputError } from './round-input-error';

/** A donor as the formula sees them in one campaign: every counted gift summed, and their weight. */
export interface CountedDonor {
  donor: string;
  amount: bigint;
  weightBps: number;
}

export interface CountedCampaign {
  campaignId: number;
  excluded: boolean;
  /** Ordered by address. */
  donors: CountedDonor[];
}

export interface CountedGifts {
  /** Ordered by campaign id. */
  campaigns: CountedCampaign[];
  excludedGifts: ExcludedGift[];
}

/** Which gifts count and which do not, and why. Checked per gift, in this order: the campaign
 *  was taken out of the round, a moderator excluded the donor, the donor is the campaign's own
 *  creator or vault owner, the donor is another campaign's (a gift between recipients), the
 *  donor's weight is zero. What is left is summed per donor and campaign, and a donor whose sum
 *  stays below the round's minimum has each of those gifts reported as below the minimum — the
 *  minimum applies to the sum so that splitting a gift can neither make it count nor stop it. */
export function countGifts(input: RoundInput): CountedGifts {
  const ownersOf = new Map<number, Set<string>>();
  const excludedCampaigns = new Set<number>();
  for (const campaign of input.campaigns) {
    if (ownersOf.has(campaign.campaignId)) {
      throw new RoundInputError(`Campaign ${campaign.campaignId} is listed twice`);
    }
    ownersOf.set(campaign.campaignId, new Set(campaign.ownAddresses.map(lower)));
    if (campaign.excluded !== null) excludedCampaigns.add(campaign.campaignId);
  }
  const recipients = new Set([...ownersOf.values()].flatMap((owners) => [...owners]));
  const moderated = new Set(input.excludedDonors.map((entry) => lower(entry.donor)));
  const weights = new Map<string, number>();
  for (const entry of input.donorWeights) {
    const donor = lower(entry.donor);
    if (weights.has(donor)) throw new RoundInputError(`Donor ${donor} has two weights`);
    weights.set(donor, entry.weightBps);
  }
  const weightOf = (donor: string): number => weights.get(donor) ?? input.defaultWeightBps;

  const exclusionOf = (campaignId: number, owners: Set<string>, donor: string): ExclusionReason | null => {
    if (excludedCampaigns.has(campaignId)) return 'campaign_excluded';
    if (moderated.has(donor)) return 'excluded_by_moderator';
    if (owners.has(donor)) return 'self_gift';
    if (recipients.has(donor)) return 'recipient_gift';
    if (weightOf(donor) === 0) return 'weight_zero';
    return null;
  };

  const excludedGifts: ExcludedGift[] = [];
  const seen = new Set<string>();
  // campaign id → donor → the donor's gifts that passed every per-gift rule
  const candidates = new Map<number, Map<string, ExcludedGift[]>>();
  for (const gift of input.gifts) {
    const donor = lower(gift.donor);
    const key = `${gift.chainId}:${gift.txHash.toLowerCase()}:${gift.logIndex}`;
    if (seen.has(key)) throw new RoundInputError(`Gift ${key} is listed twice`);
    seen.add(key);
    if (gift.chainId !== input.chainId) {
      throw new RoundInputError(`Gift ${key} is on chain ${gift.chainId}, not the round's ${input.chainId}`);
    }
    const owners = ownersOf.get(gift.campaignId);
    if (owners === undefined) {
      throw new RoundInputError(`Gift ${key} is to campaign ${gift.campaignId}, which is not in the round`);
    }
    const entry = { ...gift, donor, txHash: gift.txHash.toLowerCase() };
    const reason = exclusionOf(gift.campaignId, owners, donor);
    if (reason !== null) {
      excludedGifts.push({ ...entry, reason });
      continue;
    }
    const byDonor = candidates.get(gift.campaignId) ?? new Map<string, ExcludedGift[]>();
    candidates.set(gift.campaignId, byDonor);
    const gifts = byDonor.get(donor) ?? [];
    byDonor.set(donor, gifts);
    // Reported only if the donor's sum for the campaign stays below the minimum.
    gifts.push({ ...entry, reason: 'below_minimum' });
  }

  // A sum of zero never counts, whatever the minimum: a donor who gave nothing has no say.
  const minimum = input.minimumGift > 0n ? input.minimumGift : 1n;
  const campaigns = [...ownersOf.keys()]
    .sort((a, b) => a - b)
    .map((campaignId): CountedCampaign => {
      const donors: CountedDonor[] = [];
      for (const [donor, gifts] of candidates.get(campaignId) ?? []) {
        const amount = gifts.reduce((sum, gift) => sum + gift.amount, 0n);
        if (amount < minimum) excludedGifts.push(...gifts);
        else donors.push({ donor, amount, weightBps: weightOf(donor) });
      }
      donors.sort((a, b) => compareText(a.donor, b.donor));
      return { campaignId, excluded: excludedCampaigns.has(campaignId), donors };
    });
  return { campaigns, excludedGifts };
}

function lower(address: string): string {
  return address.toLowerCase();
}

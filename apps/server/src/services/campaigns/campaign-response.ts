import type {
  AllOrNothing,
  Campaign,
  CampaignListItem,
  CampaignSummary,
} from '@crowdvault/shared/api/campaign';
import { daysLeftUntil } from '@crowdvault/shared/api/create-campaign';
import type { CampaignImage } from '@crowdvault/shared/api/media';
import { formatUnits } from '@crowdvault/shared/format';
import { getAddress } from 'viem';
import { type ChainDeployment, decimalsOf } from '../../chain/deployment';
import { type campaigns, users } from '../../db/schema';
import { shownAvatar } from '../media/image-link';
import type { ImageViews } from '../media/media-store';
import { fundingStateOf } from './all-or-nothing-facts';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CreatorRow = Pick<typeof users.$inferSelect, 'username' | 'walletAddress' | 'bio' | 'avatarUrl'>;
/** What a `CreatorRow` is selected as, from `users` joined on the campaign's creator. */
export const creatorColumns = {
  username: users.username,
  walletAddress: users.walletAddress,
  bio: users.bio,
  avatarUrl: users.avatarUrl,
};

/** Calendar days (UTC) to the end, 1 on the last day, 0 once ended: > 0 exactly while the
 *  campaign runs (decision 045). */
export function daysLeft(endDate: Date, now = Date.now()): number {
  return daysLeftUntil(endDate, now);
}

/** The columns a public list row is read with (list-campaigns.ts): what its card shows. */
export type CampaignListRow = Pick<
  CampaignRow,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'coverImageId'
  | 'location'
  | 'status'
  | 'currency'
  | 'goalAmount'
  | 'raisedAmount'
  | 'donorCount'
  | 'isApproved'
  | 'isFeatured'
  | 'endDate'
  | 'fundingModel'
  | 'aonOutcome'
>;

/** A public list row as the API answers it (issue 15: the card's fields only): amounts as decimal
 *  strings in the campaign's currency. */
export function toCampaignListItem(
  row: CampaignListRow,
  deployment: ChainDeployment,
  images: ImageViews,
): CampaignListItem {
  const decimals = decimalsOf(deployment, row.currency);
  const cover = (row.coverImageId && images.get(row.coverImageId)) || null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    imageUrl: cover ? coverUrl(cover) : null,
    cover,
    location: row.location,
    status: row.status,
    currency: row.currency,
    goalAmount: formatUnits(row.goalAmount, decimals),
    raisedAmount: formatUnits(row.raisedAmount, decimals),
    donorCount: row.donorCount,
    daysLeft: daysLeft(row.endDate),
    isApproved: row.isApproved,
    isFeatured: row.isFeatured,
    endDate: row.endDate.toISOString(),
    fundingModel: row.fundingModel,
    fundingState: fundingStateOf(row),
  };
}

/** Every field but the story, for the moderators' and a creator's own lists and the detail: the
 *  card's fields and the rest. */
export function toCampaignSummary(
  row: Omit<CampaignRow, 'story' | 'searchText'>,
  creator: CreatorRow,
  deployment: ChainDeployment,
  images: ImageViews,
  /** The all-or-nothing facts (all-or-nothing-facts.ts); null for 'keep'. */
  allOrNothing: AllOrNothing | null = null,
): CampaignSummary {
  const state = fundingStateOf(row);
  return {
    ...toCampaignListItem(row, deployment, images),
    gallery: row.galleryImageIds.flatMap((id) => images.get(id) ?? []),
    youtubeUrl: row.youtubeUrl,
    // All or nothing: nothing can leave the vault before it has succeeded (decision 090).
    isWithdrawable: row.raisedAmount > 0n && (state === null || state === 'succeeded'),
    allOrNothing,
    walletAddress: row.vaultAddress ? getAddress(row.vaultAddress) : null,
    createdAt: row.createdAt.toISOString(),
    lastChecked: row.lastChecked?.toISOString() ?? null,
    creator: {
      username: creator.username,
      walletAddress: getAddress(creator.walletAddress),
      bio: creator.bio,
      avatarUrl: shownAvatar(creator.avatarUrl),
    },
  };
}

export function toCampaign(
  row: CampaignRow,
  creator: CreatorRow,
  deployment: ChainDeployment,
  images: ImageViews,
  allOrNothing: AllOrNothing | null = null,
): Campaign {
  return { ...toCampaignSummary(row, creator, deployment, images, allOrNothing), story: row.story };
}

/** What `imageUrl` answers (SPEC.md's field): the cover's own copy, the WebP closest to 960 px
 *  wide; never the link a creator pasted (decision 097). A receipt names the same (find-receipt.ts). */
export function coverUrl(cover: CampaignImage): string | null {
  const webp = cover.variants.filter((variant) => variant.type === 'image/webp');
  return (webp.findLast((variant) => variant.width <= 960) ?? webp[0])?.url ?? null;
}

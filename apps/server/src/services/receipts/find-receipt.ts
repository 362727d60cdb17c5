import type { Receipt } from '@crowdvault/shared/api/receipt';
import { formatUnits } from '@crowdvault/shared/format';
import { and, eq } from 'drizzle-orm';
import { getAddress, type Hex } from 'viem';
import type { ChainRegistry } from '../../chain/registry';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { AppError } from '../../errors';
import { outcomesOfDonations } from '../all-or-nothing/donation-refunds';
import type { AuthUser } from '../auth/require-user';
import { coverUrl } from '../campaigns/campaign-response';
import { swappedOf } from '../donations/donation-response';
import { loadImageViews } from '../media/media-store';

export const RECEIPT_NOT_FOUND = 'Donation not found';

type DonationRow = typeof donations.$inferSelect;

/** Whether `viewer` gave this donation: it was claimed with their account or sent from their wallet. */
export function isDonor(
  row: Pick<DonationRow, 'donorUserId' | 'donorAddress'>,
  viewer: AuthUser | undefined,
) {
  if (!viewer) return false;
  return row.donorUserId === viewer.id || row.donorAddress === viewer.walletAddress.toLowerCase();
}

/**
 * The receipt of the donation recorded at (chain, transaction, log index), or 404. An anonymous
 * donation names its donor only to the donor, signed in; everyone else reads 'Anonymous'. A gift to
 * an all-or-nothing campaign says whether the vault counted it and its refund.
 */
export async function findReceipt(
  db: Database,
  chains: Pick<ChainRegistry, 'nameOf' | 'explorerOf'>,
  key: { chainId: number; txHash: string; logIndex: number },
  viewer: AuthUser | undefined,
): Promise<Receipt> {
  const [found] = await db
    .select({
      donation: donations,
      campaign: {
        id: campaigns.id,
        title: campaigns.title,
        coverImageId: campaigns.coverImageId,
        vault: campaigns.vaultAddress,
      },
    })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(
      and(
        eq(donations.chainId, key.chainId),
        eq(donations.txHash, key.txHash.toLowerCase()),
        eq(donations.logIndex, key.logIndex),
      ),
    );
  if (!found?.campaign.vault) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND);
  const { donation, campaign } = found;
  const viewerIsDonor = isDonor(donation, viewer);
  const [outcomes, images] = await Promise.all([
    outcomesOfDonations(db, [donation.id]),
    loadImageViews(db, [campaign]),
  ]);
  const outcome = outcomes.get(donation.id);
  // The campaign's cover as its page shows it (its stored copy), for the receipt's preview; never
  // the link its creator pasted, kept for the record only (decisions 097 and 123).
  const cover = campaign.coverImageId ? images.get(campaign.coverImageId) : undefined;
  return {
    chainId: donation.chainId,
    chainName: chains.nameOf(donation.chainId),
    transactionHash: donation.txHash as Hex,
    logIndex: donation.logIndex,
    blockNumber: donation.blockNumber.toString(),
    timestamp: donation.createdAt.toISOString(),
    campaign: { id: campaign.id, title: campaign.title, imageUrl: cover ? coverUrl(cover) : null },
    vaultAddress: getAddress(campaign.vault!),
    amount: formatUnits(donation.amount, donation.tokenDecimals),
    symbol: donation.currency,
    tokenAddress: donation.tokenAddress ? getAddress(donation.tokenAddress) : null,
    donorAddress: donation.isAnonymous && !viewerIsDonor ? null : getAddress(donation.donorAddress),
    isAnonymous: donation.isAnonymous,
    viewerIsDonor,
    explorerUrl: chains.explorerOf(donation.chainId),
    swapped: swappedOf(donation),
    ...(outcome && { counted: outcome.counted, refund: outcome.refund }),
  };
}

import type { Donation, SwappedInput } from '@crowdvault/shared/api/donation';
import { formatUnits } from '@crowdvault/shared/format';
import { getAddress, type Hex } from 'viem';
import type { donations } from '../../db/schema';

type DonationRow = typeof donations.$inferSelect;

/** A donation row as the API answers it. Anonymous donations never reveal who gave. */
export function toDonationResponse(row: DonationRow): Donation {
  return {
    id: row.id,
    campaignId: row.campaignId,
    donorId: row.isAnonymous ? null : row.donorUserId,
    donorAddress: row.isAnonymous ? null : getAddress(row.donorAddress),
    amount: formatUnits(row.amount, row.tokenDecimals),
    currency: row.currency,
    tokenAddress: row.tokenAddress ? getAddress(row.tokenAddress) : null,
    message: row.message,
    isAnonymous: row.isAnonymous,
    isSample: row.isSample,
    transactionHash: row.txHash as Hex,
    chainId: row.chainId,
    logIndex: row.logIndex,
    blockNumber: row.blockNumber.toString(),
    createdAt: row.createdAt.toISOString(),
    swapped: swappedOf(row),
  };
}

/** What the donor spent on a swap-gift, or null for a plain gift. A token the deployment did not
 *  list when the gift was recorded has no known decimals to show its amount by: null too. */
export function swappedOf(
  row: Pick<DonationRow, 'swappedAmount' | 'swappedToken' | 'swappedSymbol' | 'swappedDecimals'>,
): SwappedInput | null {
  if (row.swappedAmount === null || row.swappedSymbol === null || row.swappedDecimals === null) return null;
  return {
    token: {
      symbol: row.swappedSymbol,
      address: row.swappedToken ? getAddress(row.swappedToken) : null,
      decimals: row.swappedDecimals,
    },
    amount: formatUnits(row.swappedAmount, row.swappedDecimals),
  };
}

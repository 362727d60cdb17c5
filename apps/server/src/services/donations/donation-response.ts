import type { Donation } from '@crowdvault/shared/api/donation';
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
  };
}

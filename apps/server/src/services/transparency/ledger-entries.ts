import type { LedgerEntry } from '@crowdvault/shared/api/transparency';
import { formatUnits } from '@crowdvault/shared/format';
import { desc, eq } from 'drizzle-orm';
import { getAddress, type Hex } from 'viem';
import type { ChainDeployment } from '../../chain/deployment';
import { tokenByAddress } from '../../chain/tokens';
import type { Database } from '../../db/client';
import { donations, vaultWithdrawals } from '../../db/schema';

type DonationRow = typeof donations.$inferSelect;
type WithdrawalRow = typeof vaultWithdrawals.$inferSelect;

/** A donation as a ledger row. Anonymous gifts, and transfers nobody claimed, hide the sender:
 *  the chain shows it, but the platform does not repeat it (the receipt shows it to the donor). */
export function donationEntry(row: DonationRow): LedgerEntry {
  return {
    kind: row.donorUserId === null ? 'direct' : 'donation',
    campaignId: row.campaignId,
    chainId: row.chainId,
    transactionHash: row.txHash as Hex,
    logIndex: row.logIndex,
    blockNumber: row.blockNumber.toString(),
    timestamp: row.createdAt.toISOString(),
    symbol: row.currency,
    tokenAddress: row.tokenAddress ? getAddress(row.tokenAddress) : null,
    amount: formatUnits(row.amount, row.tokenDecimals),
    fee: null,
    payout: null,
    recipient: null,
    donorAddress: row.isAnonymous ? null : getAddress(row.donorAddress),
  };
}

/** A vault's `Withdrawn` event as a ledger row; amount = payout + fee. */
export function withdrawalEntry(deployment: ChainDeployment, row: WithdrawalRow): LedgerEntry {
  const token = tokenByAddress(deployment, row.tokenAddress);
  const decimals = token?.decimals ?? 18;
  return {
    kind: 'withdrawal',
    campaignId: row.campaignId,
    chainId: row.chainId,
    transactionHash: row.txHash as Hex,
    logIndex: row.logIndex,
    blockNumber: row.blockNumber.toString(),
    timestamp: row.createdAt.toISOString(),
    symbol: token?.symbol ?? 'UNKNOWN',
    tokenAddress: row.tokenAddress ? getAddress(row.tokenAddress) : null,
    amount: formatUnits(row.amount, decimals),
    fee: formatUnits(row.fee, decimals),
    payout: formatUnits(row.payout, decimals),
    recipient: getAddress(row.recipient),
    donorAddress: null,
  };
}

/** Newest first, in chain order: block, then position in the block. */
export function byChainOrderDesc(a: LedgerEntry, b: LedgerEntry): number {
  const block = BigInt(b.blockNumber) - BigInt(a.blockNumber);
  if (block !== 0n) return block > 0n ? 1 : -1;
  return b.logIndex - a.logIndex || b.transactionHash.localeCompare(a.transactionHash);
}

/** A campaign's donations and withdrawals, newest first; at most `limit` of each kind are read
 *  (so `truncated` tells the page to point at the CSV export). */
export async function listCampaignLedgerEntries(
  db: Database,
  deployment: ChainDeployment,
  campaignId: number,
  limit: number,
): Promise<{ entries: LedgerEntry[]; truncated: boolean }> {
  const [given, withdrawn] = await Promise.all([
    db
      .select()
      .from(donations)
      .where(eq(donations.campaignId, campaignId))
      .orderBy(desc(donations.blockNumber), desc(donations.logIndex))
      .limit(limit + 1),
    db
      .select()
      .from(vaultWithdrawals)
      .where(eq(vaultWithdrawals.campaignId, campaignId))
      .orderBy(desc(vaultWithdrawals.blockNumber), desc(vaultWithdrawals.logIndex))
      .limit(limit + 1),
  ]);
  const truncated = given.length > limit || withdrawn.length > limit;
  const entries = [
    ...given.slice(0, limit).map(donationEntry),
    ...withdrawn.slice(0, limit).map((row) => withdrawalEntry(deployment, row)),
  ].sort(byChainOrderDesc);
  return { entries: entries.slice(0, limit), truncated: truncated || entries.length > limit };
}

import type { LedgerEntry } from '@crowdvault/shared/api/transparency';
import { formatUnits } from '@crowdvault/shared/format';
import { desc, eq } from 'drizzle-orm';
import { getAddress, type Hex } from 'viem';
import type { ChainRegistry } from '../../chain/registry';
import { tokenByAddress } from '../../chain/tokens';
import type { Database } from '../../db/client';
import { aonRefunds, donations, roundPayouts, vaultWithdrawals } from '../../db/schema';
import { swappedOf } from '../donations/donation-response';

type DonationRow = typeof donations.$inferSelect;
type WithdrawalRow = typeof vaultWithdrawals.$inferSelect;
type RefundRow = typeof aonRefunds.$inferSelect;
type MatchRow = typeof roundPayouts.$inferSelect;

/** What every ledger row starts with: its kind, and where its event stands (campaign, chain, log,
 *  block time). */
function entryHead(kind: LedgerEntry['kind'], row: DonationRow | WithdrawalRow | RefundRow | MatchRow) {
  return {
    kind,
    campaignId: row.campaignId,
    chainId: row.chainId,
    transactionHash: row.txHash as Hex,
    logIndex: row.logIndex,
    blockNumber: row.blockNumber.toString(),
    timestamp: row.createdAt.toISOString(),
  };
}

/** The token a vault event moved, as its chain lists it; one the chain does not list reads
 *  UNKNOWN with 18 decimals. */
function vaultToken(
  chains: Pick<ChainRegistry, 'get'>,
  row: { chainId: number; tokenAddress: string | null },
) {
  const chain = chains.get(row.chainId);
  const token = chain && tokenByAddress(chain, row.tokenAddress);
  return { symbol: token?.symbol ?? 'UNKNOWN', decimals: token?.decimals ?? 18 };
}

/** A listed-token amount a vault received or paid outside a donation or withdrawal (a refund, a
 *  round's match): the row's head, token and amount, no fee or payout. */
function vaultTokenEntry(
  chains: Pick<ChainRegistry, 'get'>,
  kind: 'refund' | 'match',
  row: RefundRow | MatchRow,
) {
  const { symbol, decimals } = vaultToken(chains, row);
  return {
    ...entryHead(kind, row),
    symbol,
    tokenAddress: getAddress(row.tokenAddress),
    decimals,
    amount: formatUnits(row.amount, decimals),
    fee: null,
    payout: null,
  };
}

/** An all-or-nothing vault's `Refunded` event as a ledger row (decision 092): the donor, who was
 *  paid (the donor, or the address it signed for), and whether it was claimed or pushed. */
export function refundEntry(chains: Pick<ChainRegistry, 'get'>, row: RefundRow): LedgerEntry {
  return {
    ...vaultTokenEntry(chains, 'refund', row),
    recipient: getAddress(row.recipient),
    donorAddress: getAddress(row.donorAddress),
    refundMethod: row.pushed ? 'pushed' : 'claimed',
  };
}

/** A matching round's match paid into the vault (decision 141): from the round's pool, not a
 *  donor; in the vault beside the donations, so the ledger reconciles. */
export function matchEntry(chains: Pick<ChainRegistry, 'get'>, row: MatchRow): LedgerEntry {
  return {
    ...vaultTokenEntry(chains, 'match', row),
    recipient: null,
    donorAddress: getAddress(row.poolAddress),
    roundId: row.roundId,
  };
}

/** A donation as a ledger row. Anonymous gifts, and transfers nobody claimed, hide the sender:
 *  the chain shows it, but the platform does not repeat it (the receipt shows it to the donor). */
export function donationEntry(row: DonationRow): LedgerEntry {
  return {
    ...entryHead(row.donorUserId === null ? 'direct' : 'donation', row),
    symbol: row.currency,
    tokenAddress: row.tokenAddress ? getAddress(row.tokenAddress) : null,
    decimals: row.tokenDecimals,
    amount: formatUnits(row.amount, row.tokenDecimals),
    fee: null,
    payout: null,
    recipient: null,
    donorAddress: row.isAnonymous ? null : getAddress(row.donorAddress),
    // A swap-gift: the stablecoin above is what the vault received and what the ledger sums.
    swapped: swappedOf(row),
  };
}

/** A vault's `Withdrawn` event as a ledger row; amount = payout + fee, in the decimals of the
 *  token on the chain it happened on. */
export function withdrawalEntry(chains: Pick<ChainRegistry, 'get'>, row: WithdrawalRow): LedgerEntry {
  const { symbol, decimals } = vaultToken(chains, row);
  return {
    ...entryHead('withdrawal', row),
    symbol,
    tokenAddress: row.tokenAddress ? getAddress(row.tokenAddress) : null,
    decimals,
    amount: formatUnits(row.amount, decimals),
    fee: formatUnits(row.fee, decimals),
    payout: formatUnits(row.payout, decimals),
    recipient: getAddress(row.recipient),
    donorAddress: null,
  };
}

/** Newest first: by block time, since block numbers of two chains do not compare; within a chain,
 *  block then position in the block. */
export function byChainOrderDesc(a: LedgerEntry, b: LedgerEntry): number {
  if (a.chainId !== b.chainId || a.timestamp !== b.timestamp) {
    const time = Date.parse(b.timestamp) - Date.parse(a.timestamp);
    if (time !== 0) return time;
    if (a.chainId !== b.chainId) return a.chainId - b.chainId;
  }
  const block = BigInt(b.blockNumber) - BigInt(a.blockNumber);
  if (block !== 0n) return block > 0n ? 1 : -1;
  return b.logIndex - a.logIndex || b.transactionHash.localeCompare(a.transactionHash);
}

/** A campaign's donations and withdrawals on every chain, newest first within each chain's order
 *  (by block time across chains); at most `limit` of each kind are read (so `truncated` tells the
 *  page to point at the CSV export). Read from what the indexer stored: no chain is asked. */
export async function listCampaignLedgerEntries(
  db: Database,
  chains: Pick<ChainRegistry, 'get'>,
  campaignId: number,
  limit: number,
): Promise<{ entries: LedgerEntry[]; truncated: boolean }> {
  const [given, withdrawn, refunded, matched] = await Promise.all([
    db
      .select()
      .from(donations)
      .where(eq(donations.campaignId, campaignId))
      .orderBy(desc(donations.createdAt), desc(donations.blockNumber), desc(donations.logIndex))
      .limit(limit + 1),
    db
      .select()
      .from(vaultWithdrawals)
      .where(eq(vaultWithdrawals.campaignId, campaignId))
      .orderBy(
        desc(vaultWithdrawals.createdAt),
        desc(vaultWithdrawals.blockNumber),
        desc(vaultWithdrawals.logIndex),
      )
      .limit(limit + 1),
    db
      .select()
      .from(aonRefunds)
      .where(eq(aonRefunds.campaignId, campaignId))
      .orderBy(desc(aonRefunds.createdAt), desc(aonRefunds.blockNumber), desc(aonRefunds.logIndex))
      .limit(limit + 1),
    // One per round at most: never more than a few.
    db.select().from(roundPayouts).where(eq(roundPayouts.campaignId, campaignId)),
  ]);
  const truncated = given.length > limit || withdrawn.length > limit || refunded.length > limit;
  const entries = [
    ...given.slice(0, limit).map(donationEntry),
    ...withdrawn.slice(0, limit).map((row) => withdrawalEntry(chains, row)),
    ...refunded.slice(0, limit).map((row) => refundEntry(chains, row)),
    ...matched.map((row) => matchEntry(chains, row)),
  ].sort(byChainOrderDesc);
  return { entries: entries.slice(0, limit), truncated: truncated || entries.length > limit };
}

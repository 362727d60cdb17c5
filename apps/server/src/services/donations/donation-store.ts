import { inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import { campaigns, type donations } from '../../db/schema';
import { queueReceiptMails } from '../mail/kinds/donation-receipt';
import { queueDonationDigests } from '../mail/kinds/donation-received';
import { followAsDonors } from '../notifications/follows';
import { notifyGoalsReached } from '../notifications/notify';

export type DonationRow = typeof donations.$inferSelect;
export type NewDonation = typeof donations.$inferInsert;

// Every function here runs inside the caller's transaction (an Executor), so donations, totals and
// the indexer checkpoint move together.

/** What a signed-in donor attaches to a transfer through POST /api/donations. */
export interface DonationClaim {
  donorUserId: number;
  message: string | null;
  isAnonymous: boolean;
}

/** Takes the campaigns' row locks (in id order, so two writers never deadlock) before their
 *  donations change: a concurrent writer then waits and recomputes totals over both writes. */
export async function lockCampaigns(tx: Executor, campaignIds: number[]): Promise<void> {
  const ids = [...new Set(campaignIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(inArray(campaigns.id, ids))
    .orderBy(campaigns.id)
    .for('update');
}

/**
 * Inserts donations, or, when (chain, tx hash, log index) is already recorded, refreshes where the
 * chain put it (a re-included transaction moves block) and attaches `claim` if given. Returns every
 * row with `inserted` telling new rows from known ones.
 *
 * One statement for any number of rows: they travel as a single JSON parameter expanded by
 * `json_to_recordset`, and only the columns the database may know better come back. A backfill
 * writes thousands of rows per range; per-row parameters and `returning *` made that 4× slower
 * (decision 035).
 */
export async function upsertDonations(
  tx: Executor,
  rows: NewDonation[],
  claim?: DonationClaim,
): Promise<(DonationRow & { inserted: boolean })[]> {
  if (rows.length === 0) return [];
  const now = new Date();
  const records = rows.map((row) => ({
    campaign_id: row.campaignId,
    donor_user_id: claim?.donorUserId ?? row.donorUserId ?? null,
    donor_address: row.donorAddress,
    chain_id: row.chainId,
    token_address: row.tokenAddress ?? null,
    currency: row.currency,
    amount: row.amount.toString(),
    token_decimals: row.tokenDecimals,
    counted_amount: (row.countedAmount ?? 0n).toString(),
    message: claim ? claim.message : (row.message ?? null),
    is_anonymous: claim ? claim.isAnonymous : (row.isAnonymous ?? false),
    tx_hash: row.txHash,
    log_index: row.logIndex,
    block_number: row.blockNumber.toString(),
    block_hash: row.blockHash,
    created_at: (row.createdAt ?? now).toISOString(),
    swapped_amount: row.swappedAmount?.toString() ?? null,
    swapped_token: row.swappedToken ?? null,
    swapped_symbol: row.swappedSymbol ?? null,
    swapped_decimals: row.swappedDecimals ?? null,
  }));
  const result = await tx.execute<StoredPart>(sql`
    insert into donations (campaign_id, donor_user_id, donor_address, chain_id, token_address,
      currency, amount, token_decimals, counted_amount, message, is_anonymous, tx_hash, log_index,
      block_number, block_hash, created_at, swapped_amount, swapped_token, swapped_symbol,
      swapped_decimals)
    select r.campaign_id,
      -- A pledge's collection (issue 32) is its signed-in donor's gift through the app, like a
      -- claimed one: their account is the pledge's, found by the collection's transaction, and it
      -- is anonymous only if they chose so with the pledge (issue 40).
      coalesce(r.donor_user_id, pledge.user_id),
      r.donor_address, r.chain_id, r.token_address, r.currency, r.amount,
      r.token_decimals, r.counted_amount, r.message,
      case when r.donor_user_id is null and pledge.user_id is not null
        then pledge.is_anonymous else r.is_anonymous end,
      r.tx_hash, r.log_index, r.block_number, r.block_hash, r.created_at, r.swapped_amount,
      r.swapped_token, r.swapped_symbol, r.swapped_decimals
    from json_to_recordset(${JSON.stringify(records)}::json) as r(campaign_id int,
      donor_user_id int, donor_address text, chain_id int, token_address text, currency text,
      amount numeric, token_decimals int, counted_amount numeric, message text, is_anonymous boolean,
      tx_hash text, log_index int, block_number bigint, block_hash text, created_at timestamptz,
      swapped_amount numeric, swapped_token text, swapped_symbol text, swapped_decimals int)
    left join lateral (
      select p.user_id, p.is_anonymous from pledge_periods pp join pledges p on p.id = pp.pledge_row_id
      where pp.tx_hash = r.tx_hash and p.chain_id = r.chain_id and p.donor_address = r.donor_address
      limit 1) as pledge on true
    on conflict (chain_id, tx_hash, log_index) do update set
      block_number = excluded.block_number,
      block_hash = excluded.block_hash,
      created_at = excluded.created_at
      ${
        claim
          ? sql`, donor_user_id = excluded.donor_user_id, message = excluded.message,
               is_anonymous = excluded.is_anonymous`
          : sql``
      }
    -- xmax is 0 only on a freshly inserted row version: the usual Postgres way to tell an insert
    -- from an update in one upsert.
    returning id, chain_id, tx_hash, log_index, donor_user_id, message, is_anonymous, is_sample,
      (xmax = 0) as inserted`);
  const stored = new Map(
    rowsOf<StoredPart>(result).map((part) => [`${part.chain_id}:${part.tx_hash}:${part.log_index}`, part]),
  );
  const written = rows.map((row) => {
    const part = stored.get(`${row.chainId}:${row.txHash}:${row.logIndex}`);
    if (!part) throw new Error(`Donation ${row.txHash}:${row.logIndex} was not written`);
    return {
      id: Number(part.id),
      campaignId: row.campaignId,
      donorUserId: part.donor_user_id === null ? null : Number(part.donor_user_id),
      donorAddress: row.donorAddress,
      chainId: row.chainId,
      tokenAddress: row.tokenAddress ?? null,
      currency: row.currency,
      amount: row.amount,
      tokenDecimals: row.tokenDecimals,
      countedAmount: row.countedAmount ?? 0n,
      message: part.message,
      isAnonymous: part.is_anonymous,
      isSample: part.is_sample,
      swappedAmount: row.swappedAmount ?? null,
      swappedToken: row.swappedToken ?? null,
      swappedSymbol: row.swappedSymbol ?? null,
      swappedDecimals: row.swappedDecimals ?? null,
      txHash: row.txHash,
      logIndex: row.logIndex,
      blockNumber: row.blockNumber,
      blockHash: row.blockHash,
      createdAt: row.createdAt ?? now,
      inserted: part.inserted,
    };
  });
  // A recorded donation makes its donor a follower (issue 16), in the same transaction.
  await followAsDonors(tx, written);
  // Mail in the same transaction (decision 093): the creator's hourly digest for new donations,
  // the donor's receipt once the donation names them (each keyed, so a re-read sends nothing).
  await queueDonationDigests(
    tx,
    written.filter((row) => row.inserted && !row.isSample),
  );
  await queueReceiptMails(
    tx,
    written.filter((row) => row.donorUserId !== null && !row.isSample).map((row) => row.id),
  );
  return written;
}

/** What upsertDonations reads back: the id, and the claim columns an earlier POST may have set. */
type StoredPart = {
  id: number;
  chain_id: number;
  tx_hash: string;
  log_index: number;
  donor_user_id: number | null;
  message: string | null;
  is_anonymous: boolean;
  is_sample: boolean;
  inserted: boolean;
};

export interface CampaignTotals {
  id: number;
  currency: string;
  raisedAmount: bigint;
  donorCount: number;
}

/** Recomputes raised amount, donor count and last donation time of these campaigns from their
 *  donations: simple, and right after any insert, claim or reorganisation. */
export async function recomputeCampaignTotals(
  tx: Executor,
  campaignIds: number[],
): Promise<CampaignTotals[]> {
  const ids = [...new Set(campaignIds)];
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await tx.execute<{
    id: number;
    currency: string;
    raised_amount: string;
    donor_count: number;
  }>(sql`
    update campaigns as c set
      raised_amount = s.raised,
      donor_count = s.donors,
      last_donation_at = s.last_at,
      last_checked = now()
    from (
      select c2.id,
        -- All or nothing (decision 090): only what the vault counted through its entry points.
        case when c2.funding_model = 'all_or_nothing'
          then (select coalesce(sum(a.counted_amount), 0) from aon_contributions a where a.campaign_id = c2.id)
          else coalesce(sum(d.counted_amount), 0) end as raised,
        -- Donors of the total: only donations that count toward it (not the native coin).
        case when c2.funding_model = 'all_or_nothing'
          then (select count(distinct a.donor_address)::int from aon_contributions a where a.campaign_id = c2.id)
          else count(distinct d.donor_address) filter (where d.counted_amount > 0)::int end as donors,
        max(d.created_at) as last_at
      from campaigns c2 left join donations d on d.campaign_id = c2.id
      where c2.id in (${idList})
      group by c2.id
    ) as s
    where c.id = s.id
    returning c.id, c.currency, c.raised_amount, c.donor_count`);
  // The one place totals move, so the one place a goal can be reached (followers hear of it once).
  await notifyGoalsReached(tx, ids);
  return rowsOf<{ id: number; currency: string; raised_amount: string; donor_count: number }>(result).map(
    (row) => ({
      id: Number(row.id),
      currency: row.currency,
      raisedAmount: BigInt(row.raised_amount),
      donorCount: Number(row.donor_count),
    }),
  );
}

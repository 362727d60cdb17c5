import type { DonationRefund } from '@crowdvault/shared/api/donation';
import { formatUnits } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import { getAddress, type Hex } from 'viem';
import { type Executor, rowsOf } from '../../db/client';

/** What a gift to an all-or-nothing campaign adds to its receipt, My Donations and the statement. */
export interface DonationOutcome {
  /** False for a plain transfer the vault did not count (decision 091): it is never refunded. */
  counted: boolean;
  /** The refund of this donor's gifts in this token, once the indexer has recorded it. */
  refund: DonationRefund | null;
}

interface Row {
  id: number;
  counted: boolean;
  token_decimals: number;
  refunded: string | null;
  pushed: boolean | null;
  recipient: string | null;
  refund_tx: string | null;
  refunded_at: string | Date | null;
}

/**
 * The all-or-nothing facts of the given donations (recorded transfers into a vault), by donation
 * id; donations to 'keep' campaigns are absent. A transfer counted when the vault emitted its
 * `Contributed` for the same sender and token in the same transaction; a counted gift's refund is
 * the donor's refund in that token (the vault pays a donor's whole contribution per token at
 * once), the latest payment naming how, where and when.
 */
export async function outcomesOfDonations(
  db: Executor,
  donationIds: readonly number[],
): Promise<Map<number, DonationOutcome>> {
  const outcomes = new Map<number, DonationOutcome>();
  if (donationIds.length === 0) return outcomes;
  const result = await db.execute(sql`
    select d.id, d.token_decimals,
      exists(select 1 from aon_contributions a
        where a.campaign_id = d.campaign_id and a.chain_id = d.chain_id and a.tx_hash = d.tx_hash
          and a.token_address = d.token_address and a.donor_address = d.donor_address) as counted,
      r.refunded::text as refunded, r.pushed, r.recipient, r.tx_hash as refund_tx, r.created_at as refunded_at
    from donations d
    join campaigns c on c.id = d.campaign_id and c.funding_model = 'all_or_nothing'
    left join lateral (
      select sum(x.amount) over () as refunded, x.pushed, x.recipient, x.tx_hash, x.created_at
      from aon_refunds x
      where x.campaign_id = d.campaign_id and x.donor_address = d.donor_address
        and x.token_address = d.token_address
      order by x.block_number desc, x.log_index desc
      limit 1
    ) r on true
    where d.id = any(${`{${donationIds.join(',')}}`}::int[])`);
  for (const row of rowsOf<Row>(result)) {
    const counted = row.counted === true;
    outcomes.set(Number(row.id), {
      counted,
      refund:
        counted && row.refunded !== null && row.refund_tx && row.recipient && row.refunded_at
          ? {
              amount: formatUnits(BigInt(row.refunded), Number(row.token_decimals)),
              method: row.pushed ? 'pushed' : 'claimed',
              to: getAddress(row.recipient),
              transactionHash: row.refund_tx as Hex,
              timestamp: new Date(row.refunded_at).toISOString(),
            }
          : null,
    });
  }
  return outcomes;
}

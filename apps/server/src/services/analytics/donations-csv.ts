import { DONATION_CSV_COLUMNS } from '@crowdvault/shared/api/analytics';
import { formatUnits } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { ChainRegistry } from '../../chain/registry';
import { type Database, rowsOf } from '../../db/client';
import { csvLine, type SwappedColumns, swappedCells } from '../exports/csv';

/** Rows read per query while streaming: memory stays flat however many donations there are. */
const PAGE_SIZE = 2_000;
const DAY_MS = 86_400_000;

interface Row extends SwappedColumns {
  id: number;
  chain_id: number;
  created_at: string | Date;
  at_key: string;
  block_number: string;
  tx_hash: string;
  donor_address: string;
  is_anonymous: boolean;
  currency: string;
  token_decimals: number;
  amount: string;
  message: string | null;
}

/**
 * One campaign's donations between two UTC days (inclusive) as CSV, oldest first, read a page at a
 * time by keyset (created_at, id) on the donations_campaign_id_created_at index, so 100,000 rows
 * stream without being held. Anonymous donors stay 'Anonymous' here too; their messages are kept,
 * as the campaign page shows them. Each row names its network; amounts are in the token's decimals
 * on it. A swap-gift ends with what the donor gave (token, exact amount) and the rate (issue 45).
 */
export async function* streamCampaignDonationsCsv(
  db: Database,
  chains: Pick<ChainRegistry, 'get'>,
  campaignId: number,
  range: { from: string; to: string },
): AsyncGenerator<string> {
  const from = new Date(`${range.from}T00:00:00.000Z`).toISOString();
  const to = new Date(new Date(`${range.to}T00:00:00.000Z`).getTime() + DAY_MS).toISOString();
  // The header goes out with the first page (see ledger-csv.ts).
  let chunk = csvLine([...DONATION_CSV_COLUMNS]);
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const keyset = after
      ? sql`and (d.created_at, d.id) > (${after.at}::timestamptz, ${after.id}::int)`
      : sql``;
    const rows: Row[] = rowsOf<Row>(
      await db.execute(sql`
        select d.id, d.chain_id, d.created_at, d.created_at::text as at_key, d.block_number::text as block_number, d.tx_hash, d.donor_address,
          d.is_anonymous, d.currency, d.token_decimals, d.amount::text as amount, d.message,
          d.swapped_symbol, d.swapped_amount::text as swapped_amount, d.swapped_decimals
        from donations d
        where d.campaign_id = ${campaignId} and d.created_at >= ${from} and d.created_at < ${to} ${keyset}
        order by d.created_at, d.id
        limit ${PAGE_SIZE}`),
    );
    for (const row of rows) {
      const amount = formatUnits(BigInt(row.amount), Number(row.token_decimals));
      chunk += csvLine([
        new Date(row.created_at).toISOString(),
        row.block_number,
        row.tx_hash,
        row.is_anonymous ? 'Anonymous' : getAddress(row.donor_address),
        row.currency,
        amount,
        row.message,
        Number(row.chain_id),
        chains.get(Number(row.chain_id))?.name ?? `Chain ${row.chain_id}`,
        ...swappedCells(row, amount),
      ]);
    }
    if (chunk) yield chunk;
    chunk = '';
    if (rows.length < PAGE_SIZE) return;
    const last: Row = rows[rows.length - 1]!;
    // The timestamp as PostgreSQL holds it, microseconds included (a JS Date keeps milliseconds),
    // so the keyset neither repeats nor skips a row.
    after = { at: last.at_key, id: Number(last.id) };
  }
}

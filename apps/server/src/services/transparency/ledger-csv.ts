import { LEDGER_CSV_COLUMNS, type LedgerExportQuery } from '@crowdvault/shared/api/transparency';
import { formatUnits } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { ChainRegistry } from '../../chain/registry';
import { tokenByAddress } from '../../chain/tokens';
import { type Database, rowsOf } from '../../db/client';
import { type CsvValue, csvLine, swappedCells } from '../exports/csv';

/** Rows read per query while streaming: memory stays flat however long the range. */
const PAGE_SIZE = 1_000;

interface CsvRow {
  chain_id: number;
  kind: 'donation' | 'direct' | 'withdrawal' | 'match';
  campaign_id: number;
  title: string;
  token_address: string | null;
  currency: string | null;
  decimals: number | null;
  amount: string;
  fee: string | null;
  payout: string | null;
  recipient: string | null;
  donor: string | null;
  block_number: string;
  tx_hash: string;
  log_index: number;
  created_at: string | Date;
  swapped_symbol: string | null;
  swapped_amount: string | null;
  swapped_decimals: number | null;
}

/**
 * The platform ledger of every chain between two UTC days (inclusive) as CSV lines, one chain
 * after the other, each in its own order (block numbers of two chains do not compare), read a
 * page at a time by keyset (chain, block, log index, transaction, kind), so the response streams.
 * Each row names its chain; amounts are in the decimals of the token on that chain. Anonymous
 * donors' addresses are left out, as on every public page.
 */
export async function* streamLedgerCsv(
  db: Database,
  chains: Pick<ChainRegistry, 'get'>,
  range: LedgerExportQuery,
): AsyncGenerator<string> {
  const from = new Date(`${range.from}T00:00:00.000Z`);
  const to = new Date(new Date(`${range.to}T00:00:00.000Z`).getTime() + 86_400_000);
  // The header goes out with the first page, so a failing first query fails the request before
  // anything is sent (exports/csv.ts, readableAfterFirstChunk).
  let chunk = csvLine([...LEDGER_CSV_COLUMNS]);
  let after: CsvRow | null = null;
  for (;;) {
    const keyset: ReturnType<typeof sql> = after
      ? sql`where (chain_id, block_number, log_index, tx_hash, kind) > (${after.chain_id}::int, ${after.block_number}::bigint, ${after.log_index}::int, ${after.tx_hash}, ${after.kind})`
      : sql``;
    const result = await db.execute(sql`
      select * from (
        select d.chain_id, case when d.donor_user_id is null then 'direct' else 'donation' end as kind,
               d.campaign_id, c.title, d.token_address, d.currency, d.token_decimals as decimals,
               d.amount::text as amount, null::text as fee, null::text as payout, null::text as recipient,
               case when d.is_anonymous then null else d.donor_address end as donor,
               d.block_number, d.tx_hash, d.log_index, d.created_at,
               d.swapped_symbol, d.swapped_amount::text as swapped_amount, d.swapped_decimals
        from donations d join campaigns c on c.id = d.campaign_id
        where d.created_at >= ${from.toISOString()} and d.created_at < ${to.toISOString()}
        union all
        select w.chain_id, 'withdrawal', w.campaign_id, c.title, w.token_address, null, null,
               w.amount::text, w.fee::text, w.payout::text, w.recipient, null,
               w.block_number, w.tx_hash, w.log_index, w.created_at, null, null, null
        from vault_withdrawals w join campaigns c on c.id = w.campaign_id
        where w.created_at >= ${from.toISOString()} and w.created_at < ${to.toISOString()}
        union all
        -- A matching round's match (decision 141): from the round's pool, not a donor's gift.
        select p.chain_id, 'match', p.campaign_id, c.title, p.token_address, null, null,
               p.amount::text, null, null, null, p.pool_address,
               p.block_number, p.tx_hash, p.log_index, p.created_at, null, null, null
        from round_payouts p join campaigns c on c.id = p.campaign_id
        where p.created_at >= ${from.toISOString()} and p.created_at < ${to.toISOString()}
      ) ledger
      ${keyset}
      order by chain_id, block_number, log_index, tx_hash, kind
      limit ${PAGE_SIZE}
    `);
    const rows = rowsOf<CsvRow>(result);
    for (const row of rows) chunk += csvLine(toCsvValues(chains, row));
    yield chunk;
    chunk = '';
    if (rows.length < PAGE_SIZE) return;
    after = rows[rows.length - 1]!;
  }
}

function toCsvValues(chains: Pick<ChainRegistry, 'get'>, row: CsvRow): CsvValue[] {
  const chain = chains.get(Number(row.chain_id));
  const token = chain && tokenByAddress(chain, row.token_address);
  const decimals = row.decimals ?? token?.decimals ?? 18;
  const units = (value: string | null) => (value === null ? null : formatUnits(BigInt(value), decimals));
  return [
    new Date(row.created_at).toISOString(),
    row.kind,
    row.campaign_id,
    row.title,
    row.currency ?? token?.symbol ?? 'UNKNOWN',
    row.token_address ? getAddress(row.token_address) : '',
    units(row.amount),
    units(row.fee),
    units(row.payout),
    row.recipient ? getAddress(row.recipient) : null,
    row.donor ? getAddress(row.donor) : null,
    String(row.block_number),
    row.tx_hash,
    row.log_index,
    Number(row.chain_id),
    chain?.name ?? `Chain ${row.chain_id}`,
    ...swappedCells(row, units(row.amount)),
  ];
}

import type { DonationRefund, SwappedInput } from '@crowdvault/shared/api/donation';
import { receiptPath } from '@crowdvault/shared/api/receipt';
import { PLAIN_TRANSFER_NOTE } from '@crowdvault/shared/constants';
import { formatUnits } from '@crowdvault/shared/format';
import { swapRate } from '@crowdvault/shared/swap-rate';
import { and, asc, eq, gte, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { outcomesOfDonations } from '../all-or-nothing/donation-refunds';
import type { AuthUser } from '../auth/require-user';
import { swappedOf } from '../donations/donation-response';
import { csvLine } from '../exports/csv';
import { renderPdf } from './pdf-document';

export interface StatementRow {
  date: string;
  campaignId: number;
  campaignTitle: string;
  amount: string;
  symbol: string;
  chainId: number;
  transactionHash: string;
  logIndex: number;
  blockNumber: string;
  anonymous: boolean;
  /** All or nothing: false for a plain transfer the vault did not count; null for 'keep'. */
  counted: boolean | null;
  /** All or nothing: the refund of this donor's gifts in this token, when paid. */
  refund: DonationRefund | null;
  /** A swap-gift (decision 135): the token and exact amount the donor gave; null for a plain gift. */
  swapped: SwappedInput | null;
}

/** Every donation of the signed-in donor (claimed with their account or sent from their wallet)
 *  in one UTC calendar year, oldest first; a gift to an all-or-nothing campaign with whether it
 *  counted and its refund. */
export async function listStatementRows(db: Database, user: AuthUser, year: number): Promise<StatementRow[]> {
  const rows = await db
    .select({ donation: donations, campaign: { id: campaigns.id, title: campaigns.title } })
    .from(donations)
    .innerJoin(campaigns, eq(campaigns.id, donations.campaignId))
    .where(
      and(
        or(eq(donations.donorUserId, user.id), eq(donations.donorAddress, user.walletAddress.toLowerCase())),
        gte(donations.createdAt, new Date(Date.UTC(year, 0, 1))),
        lt(donations.createdAt, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    )
    .orderBy(asc(donations.createdAt), asc(donations.blockNumber), asc(donations.logIndex));
  const outcomes = await outcomesOfDonations(
    db,
    rows.map((row) => row.donation.id),
  );
  return rows.map(({ donation, campaign }) => ({
    date: donation.createdAt.toISOString(),
    campaignId: campaign.id,
    campaignTitle: campaign.title,
    amount: formatUnits(donation.amount, donation.tokenDecimals),
    symbol: donation.currency,
    chainId: donation.chainId,
    transactionHash: donation.txHash,
    logIndex: donation.logIndex,
    blockNumber: donation.blockNumber.toString(),
    anonymous: donation.isAnonymous,
    counted: outcomes.get(donation.id)?.counted ?? null,
    refund: outcomes.get(donation.id)?.refund ?? null,
    swapped: swappedOf(donation),
  }));
}

/** Totals per token, exact: amounts are summed as decimal strings of the same token. */
export function totalsBySymbol(rows: StatementRow[]): { symbol: string; total: string }[] {
  const decimals = new Map<string, number>();
  const sums = new Map<string, bigint>();
  for (const row of rows) {
    const places = Math.max(decimals.get(row.symbol) ?? 0, row.amount.split('.')[1]?.length ?? 0);
    decimals.set(row.symbol, places);
  }
  for (const row of rows) {
    const places = decimals.get(row.symbol)!;
    const [whole = '0', fraction = ''] = row.amount.split('.');
    sums.set(row.symbol, (sums.get(row.symbol) ?? 0n) + BigInt(whole + fraction.padEnd(places, '0')));
  }
  return [...sums].map(([symbol, sum]) => ({ symbol, total: formatUnits(sum, decimals.get(symbol)!) }));
}

/** The statement as CSV; `networkOf` names each row's chain (the registry's name). */
export function statementCsv(
  rows: StatementRow[],
  origin: string,
  networkOf: (chainId: number) => string,
): string {
  const header = csvLine([
    'date',
    'campaign_id',
    'campaign',
    'amount',
    'token',
    'anonymous',
    'block',
    'tx_hash',
    'receipt',
    // Added with decision 060, at the end so a sheet that reads columns by position keeps working.
    'chain_id',
    'network',
    // All or nothing (issue 29): 'no' for a plain transfer the vault did not count, empty for 'keep'.
    'counted',
    'refunded',
    'refund_tx',
    // A swap-gift (issue 45): what the donor gave and the rate, empty for a plain gift.
    'swapped_token',
    'swapped_amount',
    'swap_rate',
  ]);
  return (
    header +
    rows
      .map((row) =>
        csvLine([
          row.date,
          row.campaignId,
          row.campaignTitle,
          row.amount,
          row.symbol,
          row.anonymous ? 'yes' : 'no',
          row.blockNumber,
          row.transactionHash,
          origin + receiptPath(row),
          row.chainId,
          networkOf(row.chainId),
          row.counted === null ? '' : row.counted ? 'yes' : 'no',
          row.refund?.amount ?? '',
          row.refund?.transactionHash ?? '',
          row.swapped?.token.symbol ?? '',
          row.swapped?.amount ?? '',
          row.swapped ? (swapRate(row.amount, row.swapped.amount) ?? '') : '',
        ]),
      )
      .join('')
  );
}

/** A swap-gift's input and rate in a sentence ("Given as 0.01 ETH, at 2998.12 USDC per ETH");
 *  null for a plain gift. */
export function swappedNote(row: Pick<StatementRow, 'amount' | 'symbol' | 'swapped'>): string | null {
  if (!row.swapped) return null;
  const { amount, token } = row.swapped;
  const rate = swapRate(row.amount, amount);
  return `Given as ${amount} ${token.symbol}${rate ? `, at ${rate} ${row.symbol} per ${token.symbol}` : ''}`;
}

/** What happened to a gift to an all-or-nothing campaign, in a sentence; null for any other. */
export function outcomeNote(row: Pick<StatementRow, 'counted' | 'refund' | 'symbol'>): string | null {
  if (row.counted === false) {
    return `Not counted. ${PLAIN_TRANSFER_NOTE}`;
  }
  if (!row.refund) return null;
  return `Refunded: ${row.refund.amount} ${row.symbol} (all you gave in ${row.symbol}) ${row.refund.method === 'pushed' ? 'sent back' : 'claimed'} on ${row.refund.timestamp.slice(0, 10)}, tx ${row.refund.transactionHash}`;
}

export function renderStatementPdf(
  rows: StatementRow[],
  user: AuthUser,
  year: number,
  networkOf: (chainId: number) => string,
): Promise<Buffer> {
  return renderPdf({ Title: `CrowdVault donation statement ${year}` }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#111827').text('CrowdVault');
    doc.font('Helvetica').fontSize(13).fillColor('#374151').text(`Donation statement ${year}`);
    doc.fontSize(10).text(`Donor: ${user.walletAddress}`);
    doc.moveDown();
    if (rows.length === 0) doc.fontSize(11).text(`No donations in ${year}.`);
    for (const row of rows) {
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .fillColor('#111827')
        .text(`${row.date.slice(0, 10)}  ${row.amount} ${row.symbol}  ${row.campaignTitle}`);
      doc
        .font('Courier')
        .fontSize(8)
        .fillColor('#6b7280')
        .text(`${networkOf(row.chainId)}  block ${row.blockNumber}  tx ${row.transactionHash}`);
      for (const note of [swappedNote(row), outcomeNote(row)]) {
        if (note) doc.font('Helvetica').fontSize(9).fillColor('#374151').text(note);
      }
      doc.moveDown(0.4);
    }
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#111827').text('Totals');
    for (const { symbol, total } of totalsBySymbol(rows)) {
      doc.font('Helvetica').fontSize(11).text(`${total} ${symbol}`);
    }
  });
}

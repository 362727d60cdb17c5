import type { DonationRefund, SwappedInput } from '@crowdvault/shared/api/donation';
import { receiptPath } from '@crowdvault/shared/api/receipt';
import { formatUnits } from '@crowdvault/shared/format';
import { formatDate, intlTag } from '@crowdvault/shared/i18n/format';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { swapRate } from '@crowdvault/shared/swap-rate';
import { and, asc, eq, gte, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, donations } from '../../db/schema';
import { outcomesOfDonations } from '../all-or-nothing/donation-refunds';
import type { AuthUser } from '../auth/require-user';
import { swappedOf } from '../donations/donation-response';
import { csvLine } from '../exports/csv';
import { renderPdf } from './pdf-document';
import { documentAmount, documentDecimal } from './receipt-pdf';

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
export function swappedNote(
  row: Pick<StatementRow, 'amount' | 'symbol' | 'swapped'>,
  locale: Locale = 'en',
): string | null {
  if (!row.swapped) return null;
  const { amount, token } = row.swapped;
  const rate = swapRate(row.amount, amount);
  const given = documentAmount(amount, token.symbol, locale);
  return rate
    ? mailText(locale, 'Given as {given}, at {rate} {symbol} per {token}', {
        given,
        rate: documentDecimal(rate, locale),
        symbol: row.symbol,
        token: token.symbol,
      })
    : mailText(locale, 'Given as {given}', { given });
}

/** What happened to a gift to an all-or-nothing campaign, in a sentence; null for any other. */
export function outcomeNote(
  row: Pick<StatementRow, 'counted' | 'refund' | 'symbol'>,
  locale: Locale = 'en',
): string | null {
  if (row.counted === false) {
    return mailText(
      locale,
      "Not counted. Money sent straight to the vault's address does not count and is not refunded: it goes to the creator with the rest.",
    );
  }
  if (!row.refund) return null;
  const values = {
    amount: documentAmount(row.refund.amount, row.symbol, locale),
    symbol: row.symbol,
    date: locale === 'en' ? row.refund.timestamp.slice(0, 10) : formatDate(row.refund.timestamp, locale),
    tx: row.refund.transactionHash,
  };
  return row.refund.method === 'pushed'
    ? mailText(locale, 'Refunded: {amount} (all you gave in {symbol}) sent back on {date}, tx {tx}', values)
    : mailText(locale, 'Refunded: {amount} (all you gave in {symbol}) claimed on {date}, tx {tx}', values);
}

export function renderStatementPdf(
  rows: StatementRow[],
  user: AuthUser,
  year: number,
  networkOf: (chainId: number) => string,
  locale: Locale = 'en',
): Promise<Buffer> {
  const yearText = new Intl.NumberFormat(intlTag(locale), { useGrouping: false }).format(year);
  const title = mailText(locale, 'Donation statement {year}', { year: yearText });
  return renderPdf({ Title: `CrowdVault — ${title}` }, locale, (pdf) => {
    pdf.text('CrowdVault', { size: 20, color: '#111827', bold: true });
    pdf.text(title, { size: 13, color: '#374151' });
    pdf.text(mailText(locale, 'Donor: {address}', { address: user.walletAddress }), {
      size: 10,
      color: '#374151',
    });
    pdf.moveDown();
    if (rows.length === 0)
      pdf.text(mailText(locale, 'No donations in {year}.', { year: yearText }), {
        size: 11,
        color: '#374151',
      });
    for (const row of rows) {
      const date = locale === 'en' ? row.date.slice(0, 10) : formatDate(row.date, locale);
      // A message, so that in Arabic each part is isolated and the title's Latin words do not run
      // into the amount's currency.
      const amount = documentAmount(row.amount, row.symbol, locale);
      pdf.text(mailText(locale, '{date}  {amount}  {title}', { date, amount, title: row.campaignTitle }), {
        size: 10,
        color: '#111827',
        bold: true,
      });
      pdf.text(
        mailText(locale, '{network}  block {block}  tx {tx}', {
          network: networkOf(row.chainId),
          block: row.blockNumber,
          tx: row.transactionHash,
        }),
        { size: 8, color: '#6b7280', mono: true },
      );
      for (const note of [swappedNote(row, locale), outcomeNote(row, locale)]) {
        if (note) pdf.text(note, { size: 9, color: '#374151' });
      }
      pdf.moveDown(0.4);
    }
    pdf.moveDown();
    pdf.text(mailText(locale, 'Totals'), { size: 11, color: '#111827', bold: true });
    for (const { symbol, total } of totalsBySymbol(rows)) {
      pdf.text(documentAmount(total, symbol, locale), { size: 11, color: '#111827' });
    }
  });
}

import type { Receipt } from '@crowdvault/shared/api/receipt';
import { formatDate, formatDecimal } from '@crowdvault/shared/i18n/format';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { swapRate } from '@crowdvault/shared/swap-rate';
import { type PdfWriter, renderPdf } from './pdf-document';

/** A donation receipt as a one-page PDF, with the same figures as the receipt page, in the
 *  reader's language (issue 43; the texts are in the mails catalogue, beside the receipt mail's). */
export function renderReceiptPdf(receipt: Receipt, pageUrl: string, locale: Locale = 'en'): Promise<Buffer> {
  const title = mailText(locale, 'Donation receipt');
  return renderPdf({ Title: `CrowdVault — ${title} ${receipt.transactionHash}` }, locale, (pdf) => {
    pdf.text('CrowdVault', { size: 20, color: '#111827', bold: true });
    pdf.text(title, { size: 13, color: '#374151' });
    pdf.moveDown(1.2);
    pdf.field(
      mailText(locale, 'Campaign'),
      mailText(locale, '{title} (#{id})', { title: receipt.campaign.title, id: receipt.campaign.id }),
    );
    pdf.field(mailText(locale, 'Amount'), documentAmount(receipt.amount, receipt.symbol, locale));
    if (receipt.tokenAddress) pdf.field(mailText(locale, 'Token contract'), receipt.tokenAddress, true);
    if (receipt.swapped) swappedFields(pdf, receipt, receipt.swapped);
    if (receipt.donorAddress) pdf.field(mailText(locale, 'Donor'), receipt.donorAddress, true);
    else pdf.field(mailText(locale, 'Donor'), mailText(locale, 'Anonymous'));
    pdf.field(mailText(locale, 'Date (UTC)'), documentMoment(receipt.timestamp, locale));
    pdf.field(
      mailText(locale, 'Network'),
      mailText(locale, '{network} (chain id {chainId})', {
        network: receipt.chainName,
        chainId: String(receipt.chainId),
      }),
    );
    pdf.field(mailText(locale, 'Block'), receipt.blockNumber);
    pdf.field(mailText(locale, 'Transaction'), receipt.transactionHash, true);
    pdf.field(mailText(locale, 'Log index'), String(receipt.logIndex));
    pdf.field(mailText(locale, 'Campaign vault'), receipt.vaultAddress, true);
    if (receipt.explorerUrl)
      pdf.field(mailText(locale, 'On the explorer'), `${receipt.explorerUrl}/tx/${receipt.transactionHash}`);
    if (receipt.counted === false) {
      pdf.field(
        mailText(locale, 'Counted toward the goal'),
        mailText(
          locale,
          "No. Money sent straight to the vault's address does not count and is not refunded: it goes to the creator with the rest.",
        ),
      );
    }
    if (receipt.refund) {
      const { amount, method, to, timestamp, transactionHash } = receipt.refund;
      const values = {
        amount: documentAmount(amount, receipt.symbol, locale),
        symbol: receipt.symbol,
        date: documentMoment(timestamp, locale),
      };
      pdf.field(
        mailText(locale, 'Refunded'),
        method === 'pushed'
          ? mailText(locale, '{amount} (all this donor gave in {symbol}), sent back on {date} UTC', values)
          : mailText(locale, '{amount} (all this donor gave in {symbol}), claimed on {date} UTC', values),
      );
      pdf.field(mailText(locale, 'Refunded to'), to, true);
      pdf.field(mailText(locale, 'Refund transaction'), transactionHash, true);
    }
    pdf.moveDown(1);
    pdf.text(
      mailText(
        locale,
        "This receipt restates a transfer recorded on the blockchain; the transaction above is the proof. The donation went to the campaign's own vault contract. Online: {url}",
        { url: pageUrl },
      ),
      { size: 9, color: '#6b7280' },
    );
  });
}

/** An amount on a receipt or statement: exact, as the record has it. English keeps the figure as
 *  the API writes it ("1234.5 USDC"); other languages the locale's digits and separators, every
 *  place kept ("1.234,50 USDC"). */
export function documentAmount(amount: string, symbol: string, locale: Locale): string {
  return `${documentDecimal(amount, locale)} ${symbol}`;
}

/** A decimal on a receipt, every place kept: as written in English, the locale's way elsewhere. */
export function documentDecimal(value: string, locale: Locale): string {
  const places = Math.max(2, value.split('.')[1]?.length ?? 0);
  return locale === 'en' ? value : formatDecimal(value, locale, places);
}

/** A moment on a receipt, in UTC: English keeps "2026-11-28 14:05:09", other languages their own
 *  date and time. */
export function documentMoment(timestamp: string, locale: Locale): string {
  return locale === 'en'
    ? timestamp.replace('T', ' ').replace(/\.\d+Z$/, '')
    : formatDate(timestamp, locale, { time: true });
}

/** A swap-gift (decision 135): both sides of the swap, what the donor gave beside the amount the
 *  vault received above, and the rate between them. */
function swappedFields(
  pdf: PdfWriter,
  receipt: Receipt,
  { amount, token }: NonNullable<Receipt['swapped']>,
): void {
  const { locale } = pdf;
  pdf.field(mailText(locale, 'Given as'), documentAmount(amount, token.symbol, locale));
  if (token.address) pdf.field(mailText(locale, 'Given token contract'), token.address, true);
  const rate = swapRate(receipt.amount, amount);
  if (rate) {
    pdf.field(
      mailText(locale, 'Rate'),
      mailText(locale, '{rate} {symbol} per {given}, swapped on Uniswap in the same transaction', {
        rate: documentDecimal(rate, locale),
        symbol: receipt.symbol,
        given: token.symbol,
      }),
    );
  }
}

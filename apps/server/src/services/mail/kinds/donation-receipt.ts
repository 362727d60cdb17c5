import { formatUnits, parseUnits } from '@crowdvault/shared/format';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { swapRate } from '@crowdvault/shared/swap-rate';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailBlock } from '../mail-content';
import type { MailType } from '../mail-types';
import { queueMails } from '../outbox';
import { exactAmount, mailMoment, numberField } from './mail-values';

/** A receipt for each donation that names its donor: when the indexer or a claim attaches the
 *  donor, whichever comes first (keyed by the donation, so a second claim sends nothing). */
export async function queueReceiptMails(tx: Executor, donationIds: number[]): Promise<void> {
  if (donationIds.length === 0) return;
  await queueMails(
    tx,
    'donation_receipt',
    sql`select d.donor_user_id, 'receipt:' || d.id, jsonb_build_object('donationId', d.id), null::timestamptz
        from donations d
        where d.id = any(${`{${donationIds.join(',')}}`}::int[]) and d.donor_user_id is not null and not d.is_sample`,
  );
}

export const donationReceiptMail: MailType = {
  kind: 'donation_receipt',
  switchable: true,
  async render({ db, chains, publicUrl, recipient }, payload) {
    const [donation] = rowsOf<{
      campaign_title: string;
      amount: string;
      token_decimals: number;
      currency: string;
      chain_id: number;
      tx_hash: string;
      log_index: number;
      created_at: string | Date;
      donor_user_id: number | null;
      swapped_amount: string | null;
      swapped_symbol: string | null;
      swapped_decimals: number | null;
    }>(
      await db.execute(sql`
        select c.title as campaign_title, d.amount, d.token_decimals, d.currency, d.chain_id, d.tx_hash,
          d.log_index, d.created_at, d.donor_user_id, d.swapped_amount, d.swapped_symbol, d.swapped_decimals
        from donations d join campaigns c on c.id = d.campaign_id
        where d.id = ${numberField(payload, 'donationId')}`),
    );
    // Undone by a reorganisation, or no longer this donor's: no receipt.
    if (!donation || Number(donation.donor_user_id) !== recipient.id) return null;
    const locale = recipient.locale ?? 'en';
    const amount = `${exactAmount(BigInt(donation.amount), Number(donation.token_decimals), locale)} ${donation.currency}`;
    const title = donation.campaign_title;
    const network =
      chains.get(Number(donation.chain_id))?.name ??
      mailText(locale, 'chain {chainId}', { chainId: String(donation.chain_id) });
    return {
      content: {
        subject: mailText(locale, 'Your receipt: {amount} to {title}', { amount, title }),
        heading: mailText(locale, 'Thank you for your donation'),
        blocks: [
          {
            type: 'paragraph',
            text: mailText(locale, 'Your gift to {title} is recorded on the chain.', { title }),
          },
          {
            type: 'figures',
            rows: [
              { label: mailText(locale, 'Amount'), value: amount },
              ...swappedRows(donation, locale),
              { label: mailText(locale, 'Campaign'), value: title },
              { label: mailText(locale, 'Network'), value: network },
              { label: mailText(locale, 'Date'), value: mailMoment(donation.created_at, locale) },
              { label: mailText(locale, 'Transaction'), value: donation.tx_hash },
            ],
          },
          {
            type: 'button',
            label: mailText(locale, 'Open the receipt'),
            url: `${publicUrl}/receipt/${donation.chain_id}/${donation.tx_hash}/${donation.log_index}`,
          },
        ],
        reason: mailText(
          locale,
          'You get this because you gave on CrowdVault while signed in with this address verified.',
        ),
      },
    };
  },
};

type FigureRow = Extract<MailBlock, { type: 'figures' }>['rows'][number];

/** A swap-gift's figures (decision 135): what the donor gave, and the rate at which it became the
 *  amount above, in the campaign's stablecoin per unit given; none for a plain gift or a token the
 *  deployment did not list (no decimals to read its amount by). */
function swappedRows(
  donation: {
    amount: string;
    token_decimals: number;
    currency: string;
    swapped_amount: string | null;
    swapped_symbol: string | null;
    swapped_decimals: number | null;
  },
  locale: Locale,
): FigureRow[] {
  const { swapped_amount, swapped_symbol: symbol, swapped_decimals } = donation;
  if (swapped_amount === null || symbol === null || swapped_decimals === null) return [];
  const given = BigInt(swapped_amount);
  const decimals = Number(swapped_decimals);
  const rows: FigureRow[] = [
    { label: mailText(locale, 'Given as'), value: `${exactAmount(given, decimals, locale)} ${symbol}` },
  ];
  const rate = swapRate(
    formatUnits(BigInt(donation.amount), Number(donation.token_decimals)),
    formatUnits(given, decimals),
  );
  if (rate) {
    const places = rate.split('.')[1]?.length ?? 0;
    const price = `${exactAmount(parseUnits(rate, places), places, locale)} ${donation.currency}`;
    rows.push({
      label: mailText(locale, 'Rate'),
      value: mailText(locale, '{price} per {symbol}', { price, symbol }),
    });
  }
  return rows;
}

import { formatUtcMoment } from '@crowdvault/shared/format';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailType } from '../mail-types';
import { queueMails } from '../outbox';
import { exactAmount, numberField } from './mail-values';

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
    }>(
      await db.execute(sql`
        select c.title as campaign_title, d.amount, d.token_decimals, d.currency, d.chain_id, d.tx_hash,
          d.log_index, d.created_at, d.donor_user_id
        from donations d join campaigns c on c.id = d.campaign_id
        where d.id = ${numberField(payload, 'donationId')}`),
    );
    // Undone by a reorganisation, or no longer this donor's: no receipt.
    if (!donation || Number(donation.donor_user_id) !== recipient.id) return null;
    const amount = `${exactAmount(BigInt(donation.amount), Number(donation.token_decimals))} ${donation.currency}`;
    const network = chains.get(Number(donation.chain_id))?.name ?? `chain ${donation.chain_id}`;
    return {
      content: {
        subject: `Your receipt: ${amount} to ${donation.campaign_title}`,
        heading: 'Thank you for your donation',
        blocks: [
          { type: 'paragraph', text: `Your gift to ${donation.campaign_title} is recorded on the chain.` },
          {
            type: 'figures',
            rows: [
              { label: 'Amount', value: amount },
              { label: 'Campaign', value: donation.campaign_title },
              { label: 'Network', value: network },
              { label: 'Date', value: formatUtcMoment(donation.created_at) },
              { label: 'Transaction', value: donation.tx_hash },
            ],
          },
          {
            type: 'button',
            label: 'Open the receipt',
            url: `${publicUrl}/receipt/${donation.chain_id}/${donation.tx_hash}/${donation.log_index}`,
          },
        ],
        reason: 'You get this because you gave on CrowdVault while signed in with this address verified.',
      },
    };
  },
};

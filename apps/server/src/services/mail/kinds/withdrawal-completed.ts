import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { sql } from 'drizzle-orm';
import { tokenByAddress } from '../../../chain/tokens';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailType } from '../mail-types';
import { queueMails } from '../outbox';
import { exactAmount, mailMoment, numberField } from './mail-values';

/** The creator hears of each withdrawal the indexer records for the first time. */
export async function queueWithdrawalMails(tx: Executor, withdrawalIds: number[]): Promise<void> {
  if (withdrawalIds.length === 0) return;
  await queueMails(
    tx,
    'withdrawal_completed',
    sql`select c.creator_id, 'withdrawal:' || w.id, jsonb_build_object('withdrawalId', w.id), null::timestamptz
        from vault_withdrawals w join campaigns c on c.id = w.campaign_id
        where w.id = any(${`{${withdrawalIds.join(',')}}`}::int[])`,
  );
}

export const withdrawalCompletedMail: MailType = {
  kind: 'withdrawal_completed',
  switchable: true,
  async render({ db, chains, publicUrl, recipient }, payload) {
    const [row] = rowsOf<{
      title: string;
      chain_id: number;
      token_address: string | null;
      amount: string;
      fee: string;
      payout: string;
      recipient: string;
      tx_hash: string;
      created_at: string | Date;
    }>(
      await db.execute(sql`
        select c.title, w.chain_id, w.token_address, w.amount::text, w.fee::text, w.payout::text, w.recipient,
          w.tx_hash, w.created_at
        from vault_withdrawals w join campaigns c on c.id = w.campaign_id
        where w.id = ${numberField(payload, 'withdrawalId')}`),
    );
    if (!row) return null;
    const chain = chains.get(Number(row.chain_id));
    const token = chain ? tokenByAddress(chain, row.token_address) : undefined;
    const decimals = token?.decimals ?? 18;
    const symbol = token?.symbol ?? 'tokens';
    const locale = recipient.locale ?? 'en';
    const money = (value: string) => `${exactAmount(BigInt(value), decimals, locale)} ${symbol}`;
    const title = row.title;
    const date = mailMoment(row.created_at, locale);
    return {
      content: {
        subject: mailText(locale, 'Withdrawal of {amount} from {title} completed', {
          amount: money(row.amount),
          title,
        }),
        heading: mailText(locale, 'Your withdrawal is complete'),
        blocks: [
          {
            type: 'paragraph',
            text: mailText(locale, 'The vault of {title} paid out on {network}.', {
              title,
              network: chains.nameOf(Number(row.chain_id)),
            }),
          },
          {
            type: 'figures',
            rows: [
              { label: mailText(locale, 'Withdrawn'), value: money(row.amount) },
              { label: mailText(locale, 'Platform fee'), value: money(row.fee) },
              { label: mailText(locale, 'Paid to you'), value: money(row.payout) },
              { label: mailText(locale, 'Recipient'), value: row.recipient },
              { label: mailText(locale, 'Date'), value: date },
              { label: mailText(locale, 'Transaction'), value: row.tx_hash },
            ],
          },
          {
            type: 'button',
            label: mailText(locale, 'See your withdrawals'),
            url: `${publicUrl}/dashboard/withdrawals`,
          },
        ],
        reason: mailText(locale, 'You get this because you created {title} on CrowdVault.', { title }),
      },
    };
  },
};

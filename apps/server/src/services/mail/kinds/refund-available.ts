import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { sql } from 'drizzle-orm';
import { tokenByAddress } from '../../../chain/tokens';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailType } from '../mail-types';
import { queueMails } from '../outbox';
import { campaignUrl, exactAmount, mailMoment, numberField } from './mail-values';

/**
 * Every donor of an all-or-nothing campaign that failed (wallets the vault counted that have an
 * account) hears once that their refund is available, in the transaction that records the
 * outcome: keyed by campaign and user, so neither a second watcher nor a restart sends it again.
 */
export async function queueRefundMails(tx: Executor, campaignId: number): Promise<void> {
  await queueMails(
    tx,
    'refund_available',
    sql`select u.id, 'refund:' || ${campaignId}::int || ':' || u.id,
          jsonb_build_object('campaignId', ${campaignId}::int), null::timestamptz
        from users u
        where u.wallet_address in (select a.donor_address from aon_contributions a where a.campaign_id = ${campaignId})`,
  );
}

export const refundAvailableMail: MailType = {
  kind: 'refund_available',
  switchable: true,
  async render({ db, chains, publicUrl, recipient }, payload) {
    const campaignId = numberField(payload, 'campaignId');
    const [campaign] = rowsOf<{
      title: string;
      aon_chain_id: number;
      aon_deadline: string;
      aon_outcome: string | null;
      wallet: string;
    }>(
      await db.execute(sql`
        select c.title, c.aon_chain_id, c.aon_deadline::text, c.aon_outcome, u.wallet_address as wallet
        from campaigns c, users u
        where c.id = ${campaignId} and u.id = ${recipient.id}`),
    );
    if (campaign?.aon_outcome !== 'failed') return null;
    const given = rowsOf<{ token_address: string; amount: string }>(
      await db.execute(sql`
        select token_address, sum(amount)::text as amount from aon_contributions
        where campaign_id = ${campaignId} and donor_address = ${campaign.wallet}
        group by token_address order by token_address`),
    );
    // The address on the account changed since: the vault owes this account's present wallet nothing.
    if (given.length === 0) return null;
    const chainId = Number(campaign.aon_chain_id);
    const chain = chains.get(chainId);
    const network = chains.nameOf(chainId);
    const locale = recipient.locale ?? 'en';
    const title = campaign.title;
    const refunds = given.map((row) => {
      const token = chain ? tokenByAddress(chain, row.token_address) : undefined;
      const symbol = token?.symbol ?? row.token_address;
      return {
        label: mailText(locale, 'Your refund in {symbol}', { symbol }),
        value: `${exactAmount(BigInt(row.amount), token?.decimals ?? 18, locale)} ${symbol}`,
      };
    });
    const deadline = mailMoment(new Date(Number(campaign.aon_deadline) * 1000), locale);
    return {
      content: {
        subject: mailText(locale, 'Your refund from {title} is available', { title }),
        heading: mailText(locale, 'Your refund is available'),
        blocks: [
          {
            type: 'paragraph',
            text: mailText(
              locale,
              '{title} did not reach its goal by {deadline}. Its vault gives every donor back exactly what they gave, with no fee, and nobody has to approve it.',
              { title, deadline },
            ),
          },
          {
            type: 'figures',
            rows: [
              ...refunds,
              { label: mailText(locale, 'Network'), value: network },
              { label: mailText(locale, 'Paid back to'), value: campaign.wallet },
            ],
          },
          {
            type: 'paragraph',
            text: mailText(
              locale,
              'CrowdVault sends refunds back to the wallets donors gave from, without gas. If yours has not arrived, claim it on the campaign page.',
            ),
          },
          {
            type: 'button',
            label: mailText(locale, 'See your refund'),
            url: campaignUrl(publicUrl, campaignId),
          },
        ],
        reason: mailText(
          locale,
          'You get this because you gave to {title} on CrowdVault, an all-or-nothing campaign.',
          { title },
        ),
      },
    };
  },
};

import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailType } from '../mail-types';
import { queueMails } from '../outbox';
import { campaignUrl, countText, exactAmount, numberField } from './mail-values';

// A creator hears of money at most once per campaign an hour (issue 33). A campaign has at most
// one *open* digest row (`donations:<campaign>:<creator>:open`): the first new donation opens it,
// due a minute later (so a burst lands in one mail) or an hour after the last digest sent, and
// later donations find it open and add nothing. The sum is taken when the mail is rendered, over
// every donation after the one the previous digest ended with.

/** Opens a digest for each campaign among these newly recorded donations (none when one is open). */
export async function queueDonationDigests(
  tx: Executor,
  donations: { id: number; campaignId: number }[],
): Promise<void> {
  const firstByCampaign = new Map<number, number>();
  for (const { id, campaignId } of donations) {
    firstByCampaign.set(campaignId, Math.min(id, firstByCampaign.get(campaignId) ?? id));
  }
  for (const [campaignId, firstId] of firstByCampaign) {
    await openDigest(tx, campaignId, firstId - 1, sql`now() + interval '1 minute'`);
  }
}

async function openDigest(
  tx: Executor,
  campaignId: number,
  afterDonationId: number,
  earliest: ReturnType<typeof sql>,
): Promise<void> {
  await queueMails(
    tx,
    'donation_received',
    sql`select c.creator_id, 'donations:' || c.id || ':' || c.creator_id || ':open',
          jsonb_build_object('campaignId', c.id, 'afterId', ${afterDonationId}::int),
          greatest(${earliest}, (
            select max(o.sent_at) + interval '1 hour' from email_outbox o
            where o.kind = 'donation_received' and o.user_id = c.creator_id
              and o.payload ->> 'campaignId' = c.id::text))
        from campaigns c where c.id = ${campaignId}`,
  );
}

type Sum = { currency: string; token_decimals: number; total: string; gifts: number; last_id: number };

export const donationReceivedMail: MailType = {
  kind: 'donation_received',
  switchable: true,
  async render({ db, publicUrl, recipient }, payload) {
    const campaignId = numberField(payload, 'campaignId');
    const afterId = numberField(payload, 'afterId');
    const [campaign] = rowsOf<{ title: string; creator_id: number }>(
      await db.execute(sql`select title, creator_id from campaigns where id = ${campaignId}`),
    );
    if (!campaign || Number(campaign.creator_id) !== recipient.id) return null;
    const sums = rowsOf<Sum>(
      await db.execute(sql`
        select currency, token_decimals, sum(amount)::text as total, count(*)::int as gifts, max(id) as last_id
        from donations where campaign_id = ${campaignId} and id > ${afterId}
        group by currency, token_decimals order by currency, token_decimals`),
    );
    // A reorganisation took them back before the mail left.
    if (sums.length === 0) return null;
    const gifts = sums.reduce((total, sum) => total + Number(sum.gifts), 0);
    const throughId = Math.max(...sums.map((sum) => Number(sum.last_id)));
    const locale = recipient.locale ?? 'en';
    const title = campaign.title;
    const totals = sums.map((sum) => ({
      label: mailText(locale, 'Total in {currency}', { currency: sum.currency }),
      value: `${exactAmount(BigInt(sum.total), Number(sum.token_decimals), locale)} ${sum.currency}`,
    }));
    // Written by us rather than ICU's `#`, which would group an English 1000 as "1,000".
    const count = countText(gifts, locale);
    const headline = totals.map((total) => total.value).join(' + ');
    return {
      content: {
        subject: mailText(locale, '{amounts} received for {title}', { amounts: headline, title }),
        heading: mailText(
          locale,
          '{gifts, plural, one {A donation arrived} other {{count} donations arrived}}',
          { gifts, count },
        ),
        blocks: [
          {
            type: 'paragraph',
            text: mailText(
              locale,
              "{title} received {gifts, plural, one {a donation} other {{count} donations}}. The money is in the campaign's vault.",
              { title, gifts, count },
            ),
          },
          {
            type: 'figures',
            rows: [...totals, { label: mailText(locale, 'Donations'), value: count }],
          },
          {
            type: 'button',
            label: mailText(locale, 'See your campaign'),
            url: campaignUrl(publicUrl, campaignId),
          },
        ],
        reason: mailText(
          locale,
          'You get this because you created {title} on CrowdVault. At most one such mail per campaign an hour.',
          { title },
        ),
      },
      saved: { throughId },
    };
  },
  /** Closes the open digest and, if donations arrived while it was being sent (past the last one
   *  it summed), opens the next one an hour on. The campaign's row lock is the one every donation
   *  writer takes first, so none can slip between this check and the close. */
  async onSettled(tx, row) {
    const campaignId = numberField(row.payload, 'campaignId');
    await tx.execute(sql`select id from campaigns where id = ${campaignId} for update`);
    await tx.execute(sql`update email_outbox set dedupe_key = ${`donations:${campaignId}:${row.userId}:${row.id}`}
      where id = ${row.id}`);
    const throughId = Number(row.payload.throughId ?? row.payload.afterId);
    const [later] = rowsOf<{ first_id: number | null }>(
      await tx.execute(
        sql`select min(id) as first_id from donations where campaign_id = ${campaignId} and id > ${throughId}`,
      ),
    );
    if (later?.first_id != null) await openDigest(tx, campaignId, throughId, sql`now()`);
  },
};

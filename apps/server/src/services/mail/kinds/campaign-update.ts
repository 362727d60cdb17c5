import { mailText } from '@crowdvault/shared/i18n/mail-text';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailType } from '../mail-types';
import { queueMails } from '../outbox';
import { campaignUrl, numberField } from './mail-values';

/** Followers (the author's own campaign's creator left out) hear of a new update by mail, in the
 *  transaction that posts it: one row per follower and update. */
export async function queueUpdateMails(
  tx: Executor,
  update: { id: number; campaignId: number },
): Promise<void> {
  await queueMails(
    tx,
    'campaign_update',
    sql`select f.user_id, 'update:' || ${update.id}::int || ':' || f.user_id,
          jsonb_build_object('updateId', ${update.id}::int), null::timestamptz
        from campaign_follows f join campaigns c on c.id = f.campaign_id
        where f.campaign_id = ${update.campaignId} and f.unfollowed_at is null and f.user_id <> c.creator_id`,
  );
}

const BODY_MAX = 2_000;

export const campaignUpdateMail: MailType = {
  kind: 'campaign_update',
  switchable: true,
  async render({ db, publicUrl, recipient }, payload) {
    const [update] = rowsOf<{ title: string; body: string; campaign_id: number; campaign_title: string }>(
      await db.execute(sql`
        select u.title, u.body, u.campaign_id, c.title as campaign_title
        from campaign_updates u join campaigns c on c.id = u.campaign_id
        where u.id = ${numberField(payload, 'updateId')}`),
    );
    // Deleted before the mail left: there is nothing to read any more.
    if (!update) return null;
    const body = update.body.length > BODY_MAX ? `${update.body.slice(0, BODY_MAX)}…` : update.body;
    const locale = recipient.locale ?? 'en';
    const campaign = update.campaign_title;
    return {
      content: {
        subject: mailText(locale, '{campaign}: {title}', { campaign, title: update.title }),
        // The update's own title, as its author wrote it.
        heading: update.title,
        blocks: [
          { type: 'paragraph', text: mailText(locale, '{campaign} posted an update.', { campaign }) },
          { type: 'quote', text: body },
          {
            type: 'button',
            label: mailText(locale, 'Read it on CrowdVault'),
            url: campaignUrl(publicUrl, Number(update.campaign_id)),
          },
        ],
        reason: mailText(
          locale,
          'You get this because you follow {campaign} on CrowdVault (you follow the campaigns you give to).',
          { campaign },
        ),
      },
    };
  },
};

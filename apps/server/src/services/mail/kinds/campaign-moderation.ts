import type { ModerationNotice } from '@crowdvault/shared/api/notifications';
import type { Locale } from '@crowdvault/shared/i18n/locales';
import { mailText } from '@crowdvault/shared/i18n/mail-text';
import type { ModerationReasonCode } from '@crowdvault/shared/moderation';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailBlock } from '../mail-content';
import type { MailType } from '../mail-types';
import { queueMails } from '../outbox';
import { campaignUrl, numberField } from './mail-values';

type Wording = { subject: string; heading: string; text: string };

/** What a creator is told by mail, in their language; the rest (featured, paused…) stays in the bell. */
const MAILED: Partial<Record<ModerationNotice, (locale: Locale, title: string) => Wording>> = {
  approved: (locale, title) => ({
    subject: mailText(locale, '{title} is approved', { title }),
    heading: mailText(locale, 'Your campaign is approved'),
    text: mailText(locale, '{title}: It is now listed and can receive donations.', { title }),
  }),
  rejected: (locale, title) => ({
    subject: mailText(locale, '{title} was not approved', { title }),
    heading: mailText(locale, 'Your campaign was not approved'),
    text: mailText(locale, '{title}: It is not listed. You can edit it and ask for another review.', {
      title,
    }),
  }),
  flagged: (locale, title) => ({
    subject: mailText(locale, '{title} was flagged', { title }),
    heading: mailText(locale, 'Your campaign was flagged'),
    text: mailText(
      locale,
      '{title}: A moderator flagged it; it stays visible with a notice while it is reviewed.',
      { title },
    ),
  }),
};

/** A moderator's reason as MODERATION_REASON_LABELS names it in English, in the creator's language
 *  (each a literal here, so the extractor finds it); a code unknown to this server as it is. */
function reasonLabel(code: string, locale: Locale): string {
  switch (code as ModerationReasonCode) {
    case 'fraud_or_scam':
      return mailText(locale, 'Fraud or scam');
    case 'misleading_information':
      return mailText(locale, 'Misleading information');
    case 'prohibited_content':
      return mailText(locale, 'Prohibited content');
    case 'spam':
      return mailText(locale, 'Spam');
    case 'duplicate':
      return mailText(locale, 'Duplicate campaign');
    case 'incomplete_information':
      return mailText(locale, 'Incomplete information');
    case 'other':
      return mailText(locale, 'Other');
    default:
      return code;
  }
}

/** A moderator's reason in a mail: its label as a figure, then the moderator's own words, as they
 *  wrote them. */
export function reasonBlocks(reason: { code: string; text?: string | null }, locale: Locale): MailBlock[] {
  const blocks: MailBlock[] = [
    {
      type: 'figures',
      rows: [{ label: mailText(locale, 'Reason'), value: reasonLabel(reason.code, locale) }],
    },
  ];
  if (reason.text) blocks.push({ type: 'quote', text: reason.text });
  return blocks;
}

/** In the moderator's transaction, keyed by the audit entry: each decision is mailed once. */
export async function queueModerationMail(
  tx: Executor,
  event: { campaignId: number; notice: ModerationNotice; auditId: number },
): Promise<void> {
  if (!MAILED[event.notice]) return;
  await queueMails(
    tx,
    'campaign_moderation',
    sql`select c.creator_id, ${`moderation:${event.auditId}`}::text,
          jsonb_build_object('campaignId', c.id, 'notice', ${event.notice}::text, 'auditId', ${event.auditId}::int),
          null::timestamptz
        from campaigns c where c.id = ${event.campaignId}`,
  );
}

export const campaignModerationMail: MailType = {
  kind: 'campaign_moderation',
  switchable: true,
  async render({ db, publicUrl, recipient }, payload) {
    const words = MAILED[payload.notice as ModerationNotice];
    const campaignId = numberField(payload, 'campaignId');
    const [row] = rowsOf<{
      title: string;
      reason: { code: ModerationReasonCode; text: string } | string | null;
    }>(
      await db.execute(sql`
        select c.title, a.reason from campaigns c left join audit_log a on a.id = ${numberField(payload, 'auditId')}
        where c.id = ${campaignId}`),
    );
    if (!words || !row) return null;
    const locale = recipient.locale ?? 'en';
    const title = row.title;
    const wording = words(locale, title);
    const reason = typeof row.reason === 'string' ? JSON.parse(row.reason) : row.reason;
    const blocks: MailBlock[] = [{ type: 'paragraph', text: wording.text }];
    if (reason && payload.notice !== 'approved') blocks.push(...reasonBlocks(reason, locale));
    blocks.push({
      type: 'button',
      label: mailText(locale, 'Open your campaign'),
      url: campaignUrl(publicUrl, campaignId),
    });
    return {
      content: {
        subject: wording.subject,
        heading: wording.heading,
        blocks,
        reason: mailText(locale, 'You get this because you created {title} on CrowdVault.', { title }),
      },
    };
  },
};

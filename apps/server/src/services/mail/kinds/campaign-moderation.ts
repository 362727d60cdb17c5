import type { ModerationNotice } from '@crowdvault/shared/api/notifications';
import { MODERATION_REASON_LABELS, type ModerationReasonCode } from '@crowdvault/shared/moderation';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client';
import type { MailBlock } from '../mail-content';
import type { MailType } from '../mail-types';
import { queueMails } from '../outbox';
import { campaignUrl, numberField } from './mail-values';

/** What a creator is told by mail; the rest (featured, paused…) stays in the bell. */
const MAILED: Partial<Record<ModerationNotice, { subject: string; heading: string; text: string }>> = {
  approved: {
    subject: 'is approved',
    heading: 'Your campaign is approved',
    text: 'It is now listed and can receive donations.',
  },
  rejected: {
    subject: 'was not approved',
    heading: 'Your campaign was not approved',
    text: 'It is not listed. You can edit it and ask for another review.',
  },
  flagged: {
    subject: 'was flagged',
    heading: 'Your campaign was flagged',
    text: 'A moderator flagged it; it stays visible with a notice while it is reviewed.',
  },
};

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
  async render({ db, publicUrl }, payload) {
    const wording = MAILED[payload.notice as ModerationNotice];
    const campaignId = numberField(payload, 'campaignId');
    const [row] = rowsOf<{
      title: string;
      reason: { code: ModerationReasonCode; text: string } | string | null;
    }>(
      await db.execute(sql`
        select c.title, a.reason from campaigns c left join audit_log a on a.id = ${numberField(payload, 'auditId')}
        where c.id = ${campaignId}`),
    );
    if (!wording || !row) return null;
    const reason = typeof row.reason === 'string' ? JSON.parse(row.reason) : row.reason;
    const blocks: MailBlock[] = [{ type: 'paragraph', text: `${row.title}: ${wording.text}` }];
    if (reason && payload.notice !== 'approved') {
      blocks.push({
        type: 'figures',
        rows: [
          {
            label: 'Reason',
            value: MODERATION_REASON_LABELS[reason.code as ModerationReasonCode] ?? reason.code,
          },
        ],
      });
      if (reason.text) blocks.push({ type: 'quote', text: reason.text });
    }
    blocks.push({ type: 'button', label: 'Open your campaign', url: campaignUrl(publicUrl, campaignId) });
    return {
      content: {
        subject: `${row.title} ${wording.subject}`,
        heading: wording.heading,
        blocks,
        reason: `You get this because you created ${row.title} on CrowdVault.`,
      },
    };
  },
};

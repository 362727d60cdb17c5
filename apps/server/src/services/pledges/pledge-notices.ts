import type { PledgeNotice } from '@crowdvault/shared/api/notifications';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Tells a pledge's donor one thing about it in the bell (issue 32). `key` names the event (a
 * period's collection, its failure, the reminder before it): the unique (user, source key) makes
 * a repeated pass of the worker say it once.
 */
export async function notifyPledge(
  tx: Executor,
  pledge: { id: number; userId: number; campaignId: number },
  notice: PledgeNotice,
  key: string,
): Promise<void> {
  await tx.execute(sql`
    insert into notifications (user_id, campaign_id, kind, source_key, detail)
    values (${pledge.userId}, ${pledge.campaignId}, 'pledge', ${`pledge:${pledge.id}:${key}`}, ${notice})
    on conflict (user_id, source_key) do nothing`);
}

import type { PledgeNotice } from '@crowdvault/shared/api/notifications';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queuePledgeMail } from '../mail/kinds/pledge';

/**
 * Tells a pledge's donor one thing about it in the bell (issue 32) and, for a reminder, a failed
 * collection or the lapse, by mail (issue 33), in one transaction. `key` names the event (a
 * period's collection, its failure, the reminder before it; `period` is that period): the unique
 * (user, source key) of the bell and the outbox's dedupe key make a repeated pass of the worker
 * say it once.
 */
export async function notifyPledge(
  db: Database,
  pledge: { id: number; userId: number; campaignId: number },
  notice: PledgeNotice,
  key: string,
  period: number | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into notifications (user_id, campaign_id, kind, source_key, detail)
      values (${pledge.userId}, ${pledge.campaignId}, 'pledge', ${`pledge:${pledge.id}:${key}`}, ${notice})
      on conflict (user_id, source_key) do nothing`);
    await queuePledgeMail(tx, pledge, notice, key, period);
  });
}

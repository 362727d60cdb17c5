import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queueRoundMails, type RoundMailEvent } from '../mail/kinds/matching-round';

/**
 * Tells each named campaign's creator of a moment of a matching round (issue 44, decision 143):
 * a bell notice and, if they take it, a mail, written in the transaction that records the moment.
 * The bell's source key and the mail's dedupe key are `round:<round>:<key>:<campaign>`, so a
 * repeated write (the closing job's next turn, a retried transaction) says nothing twice; the bell
 * reads the round from the key to link to its page.
 */
export async function notifyRoundCampaigns(tx: Executor, event: RoundMailEvent): Promise<void> {
  if (event.campaignIds.length === 0) return;
  await tx.execute(sql`
    insert into notifications (user_id, campaign_id, kind, source_key, detail)
    select c.creator_id, c.id, 'round', ${`round:${event.roundId}:${event.key}:`} || c.id, ${event.notice}
    from campaigns c where c.id = any(${`{${event.campaignIds.join(',')}}`}::int[])
    on conflict (user_id, source_key) do nothing`);
  await queueRoundMails(tx, event);
}

import type { ModerationNotice, NotificationKind, SafeNotice } from '@crowdvault/shared/api/notifications';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import { queueModerationMail } from '../mail/kinds/campaign-moderation';

// Every notice is one row per follower, written in the transaction that records the fact it tells
// of (an update's insert, the indexer's range, a totals recompute). The unique (user, source key)
// makes a repeated write — a re-read range, a retried transaction — a no-op: exactly once.

/**
 * Tells the campaign's current followers of one event. `skipCreator` leaves out the campaign's
 * creator for what they did themselves (their update, their withdrawal).
 */
export async function notifyFollowers(
  tx: Executor,
  event: {
    campaignId: number;
    kind: NotificationKind;
    sourceKey: string;
    detail?: string | null;
    skipCreator: boolean;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into notifications (user_id, campaign_id, kind, source_key, detail)
    select f.user_id, f.campaign_id, ${event.kind}, ${event.sourceKey}, ${event.detail ?? null}
    from campaign_follows f join campaigns c on c.id = f.campaign_id
    where f.campaign_id = ${event.campaignId} and f.unfollowed_at is null
      ${event.skipCreator ? sql`and f.user_id <> c.creator_id` : sql``}
    on conflict (user_id, source_key) do nothing`);
}

/**
 * Tells a campaign's creator what a moderator did to it (approved, rejected, flagged…), in the
 * transaction that does it. Keyed by the audit entry that records the action, so each action is
 * said exactly once; the reason, if any, is on the campaign (My Campaigns), not in the notice.
 */
export async function notifyCreator(
  tx: Executor,
  event: { campaignId: number; notice: ModerationNotice; auditId: number },
): Promise<void> {
  await tx.execute(sql`
    insert into notifications (user_id, campaign_id, kind, source_key, detail)
    select c.creator_id, c.id, 'moderation', ${`moderation:${event.auditId}`}, ${event.notice}
    from campaigns c where c.id = ${event.campaignId}
    on conflict (user_id, source_key) do nothing`);
  // Approved, rejected and flagged also go by mail, with the reason (issue 33).
  await queueModerationMail(tx, event);
}

/**
 * Tells the owners of a Safe that owns a campaign's vault (those with a CrowdVault account) that a
 * withdrawal was proposed or executed (issue 30), leaving out the owner who did it. Keyed by the
 * Safe transaction and what happened, so each is said once.
 */
export async function notifySafeOwners(
  tx: Executor,
  event: { campaignId: number; owners: string[]; safeTxHash: string; notice: SafeNotice; actor?: string },
): Promise<void> {
  const owners = event.owners
    .map((owner) => owner.toLowerCase())
    .filter((owner) => owner !== event.actor?.toLowerCase());
  if (owners.length === 0) return;
  await tx.execute(sql`
    insert into notifications (user_id, campaign_id, kind, source_key, detail)
    select u.id, ${event.campaignId}, 'safe', ${`safe:${event.safeTxHash}:${event.notice}`}, ${event.notice}
    from users u where u.wallet_address in ${owners}
    on conflict (user_id, source_key) do nothing`);
}

/** Withdrawals the indexer just recorded (only the rows it inserted, so a re-read says nothing). */
export async function notifyWithdrawals(tx: Executor, withdrawals: { id: number; campaignId: number }[]) {
  for (const withdrawal of withdrawals) {
    await notifyFollowers(tx, {
      campaignId: withdrawal.campaignId,
      kind: 'withdrawal',
      sourceKey: `withdrawal:${withdrawal.id}`,
      skipCreator: true,
    });
  }
}

/**
 * Marks the campaigns among `campaignIds` whose total has just reached their goal for the first
 * time and tells their followers. `goal_reached_at` is set once, so a total that dips (a
 * reorganisation) and rises again does not announce it twice.
 */
export async function notifyGoalsReached(tx: Executor, campaignIds: number[]): Promise<void> {
  if (campaignIds.length === 0) return;
  const ids = sql.join(
    campaignIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const reached = rowsOf<{ id: number }>(
    await tx.execute(sql`
      update campaigns set goal_reached_at = now()
      where id in (${ids}) and goal_reached_at is null and goal_amount > 0 and raised_amount >= goal_amount
      returning id`),
  );
  for (const { id } of reached) {
    await notifyFollowers(tx, {
      campaignId: Number(id),
      kind: 'goal',
      sourceKey: `goal:${id}`,
      skipCreator: false,
    });
  }
}

/**
 * 'Ending in 3 days' has no event to hang from: it is written when the user's bell is read
 * (decision 053), for each followed, running, approved campaign whose end is less than 3 days
 * away. Dated when the 3 days began (or when the user followed, if later), so it sorts among the
 * rest as if a job had written it then.
 */
export async function materializeEndingSoon(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`
    insert into notifications (user_id, campaign_id, kind, source_key, created_at)
    select f.user_id, c.id, 'ending', 'ending:' || c.id,
      least(now(), greatest(c.end_date - interval '3 days', f.created_at))
    from campaign_follows f join campaigns c on c.id = f.campaign_id
    where f.user_id = ${userId} and f.unfollowed_at is null
      and c.is_approved and c.status = 'active'
      and c.end_date > now() and c.end_date <= now() + interval '3 days'
    on conflict (user_id, source_key) do nothing`);
}

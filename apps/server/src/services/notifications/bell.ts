import type { Notification, NotificationList } from '@crowdvault/shared/api/notifications';
import { cadenceOfPeriod, periodDueDate } from '@crowdvault/shared/api/pledge';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { cancelLinkPath } from '../mail/pledge-cancel-link';
import { materializeEndingSoon } from './notify';

type Row = {
  id: number;
  kind: NotificationList['items'][number]['kind'];
  campaign_id: number;
  title: string;
  detail: string | null;
  update_id: number | null;
  chain_id: number | null;
  running_pledge_id: string | null;
  pledge_start_at: string | null;
  pledge_period_seconds: number | null;
  reminder_period: number | null;
  round_id: number | null;
  created_at: string | Date;
  read_at: string | Date | null;
  unread: number;
};

/** The bell: the newest notifications of the kinds the user keeps, and the unread count of those.
 *  A pledge's notice carries the pledge's period and, for a reminder, the date of the collection
 *  (so it reads right whatever PLEDGE_REMINDER_HOURS is); one of a pledge still running, its
 *  one-click cancel page, signed with `secret` (decision 107). */
export async function listNotifications(
  db: Database,
  userId: number,
  limit: number,
  secret: string,
): Promise<NotificationList> {
  await materializeEndingSoon(db, userId);
  // Muted kinds are hidden, not deleted: turning a kind back on shows its notices again.
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with me as (select muted_notification_kinds as muted from users where id = ${userId}),
      kept as (
        select n.* from notifications n, me
        where n.user_id = ${userId} and not (n.kind = any(me.muted))
      )
      select k.id, k.kind, k.campaign_id, c.title, k.detail, k.created_at, k.read_at,
        -- An update's notice leads to the update itself ('update:12'), unless it was deleted since.
        (select u.id from campaign_updates u
          where k.kind = 'update' and u.id = substring(k.source_key from '^update:([0-9]{1,9})$')::int
        ) as update_id,
        -- A withdrawal's notice ('withdrawal:<vault_withdrawals.id>', notify.ts) names its chain.
        (select w.chain_id from vault_withdrawals w
          where k.kind = 'withdrawal' and w.id = substring(k.source_key from '^withdrawal:([0-9]{1,9})$')::int
        ) as chain_id,
        -- A pledge's notice ('pledge:<pledges.id>:…', pledge-notices.ts): the pledge, joined below;
        -- its id only while it runs (a cancel link to nothing would only confuse).
        case when p.status in ('active', 'past_due') then p.pledge_id end as running_pledge_id,
        p.start_at::text as pledge_start_at, p.period_seconds as pledge_period_seconds,
        -- A reminder's key names the period it announces ('pledge:<id>:reminder:<period>').
        substring(k.source_key from '^pledge:[0-9]{1,9}:reminder:([0-9]{1,9})$')::int as reminder_period,
        -- A round's notice ('round:<rounds.id>:…', round-notices.ts) leads to the round.
        case when k.kind = 'round' then substring(k.source_key from '^round:([0-9]{1,9}):')::int end as round_id,
        (select count(*)::int from kept where read_at is null) as unread
      from kept k join campaigns c on c.id = k.campaign_id
        left join pledges p on k.kind = 'pledge' and p.user_id = ${userId}
          and p.id = substring(k.source_key from '^pledge:([0-9]{1,9}):')::int
      order by k.created_at desc, k.id desc
      limit ${limit}`),
  );
  return {
    // Every row carries the count; no rows means nothing is unread either.
    unreadCount: rows[0] ? Number(rows[0].unread) : 0,
    items: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      campaignId: Number(row.campaign_id),
      campaignTitle: row.title,
      detail: row.detail,
      updateId: row.update_id === null ? null : Number(row.update_id),
      chainId: row.chain_id === null ? null : Number(row.chain_id),
      cancelPath: row.running_pledge_id ? cancelLinkPath(secret, row.running_pledge_id) : null,
      roundId: row.round_id === null ? null : Number(row.round_id),
      ...pledgeFacts(row),
      createdAt: new Date(row.created_at).toISOString(),
      read: row.read_at !== null,
    })),
  };
}

/** A pledge's notice: the pledge's period, and for a reminder when the collection it announces is
 *  due (the same instant the reminder mail names). */
function pledgeFacts(row: Row): Pick<Notification, 'pledgeCadence' | 'collectsAt'> {
  if (row.pledge_start_at === null || row.pledge_period_seconds === null)
    return { pledgeCadence: null, collectsAt: null };
  return {
    pledgeCadence: cadenceOfPeriod(row.pledge_period_seconds),
    collectsAt:
      row.reminder_period === null
        ? null
        : periodDueDate(
            BigInt(row.pledge_start_at),
            row.pledge_period_seconds,
            Number(row.reminder_period),
          ).toISOString(),
  };
}

/** Marks one of the user's notifications read (another user's id changes nothing: 404). */
export async function markRead(db: Database, userId: number, id: number): Promise<boolean> {
  const result = rowsOf<{ id: number }>(
    await db.execute(sql`
      update notifications set read_at = coalesce(read_at, now())
      where id = ${id} and user_id = ${userId} returning id`),
  );
  return result.length > 0;
}

export async function markAllRead(db: Database, userId: number): Promise<void> {
  await db.execute(
    sql`update notifications set read_at = now() where user_id = ${userId} and read_at is null`,
  );
}

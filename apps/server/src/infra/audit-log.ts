import type {
  AuditAction,
  AuditEntry,
  auditQuerySchema,
  ModerationReason,
} from '@crowdvault/shared/api/admin';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../db/client';
import { auditLog, users } from '../db/schema';

export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  targetType: AuditEntry['targetType'];
  targetId: number | null;
  targetLabel: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: ModerationReason | null;
}

/** Records one moderation or admin action, inside the caller's transaction so the change and its
 *  record land together or not at all. */
export async function recordAudit(tx: Executor, record: AuditRecord): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({ ...record, reason: record.reason ?? null })
    .returning({ id: auditLog.id });
  return row?.id ?? 0;
}

/** The audit log, newest first, with the total for paging; `targetId` narrows it to one target
 *  (a campaign's edit history). */
export async function listAudit(
  db: Database,
  query: z.infer<typeof auditQuerySchema> & { targetId?: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const filters: SQL[] = [];
  if (query.targetId !== undefined) filters.push(eq(auditLog.targetId, query.targetId));
  if (query.action !== 'all') filters.push(eq(auditLog.action, query.action));
  if (query.targetType !== 'all') filters.push(eq(auditLog.targetType, query.targetType));
  if (query.actorId !== undefined) filters.push(eq(auditLog.actorId, query.actorId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { id: users.id, username: users.username } })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map(({ entry, actor }) => ({
      id: entry.id,
      actor,
      action: entry.action as AuditAction,
      targetType: entry.targetType as AuditEntry['targetType'],
      targetId: entry.targetId,
      targetLabel: entry.targetLabel,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}

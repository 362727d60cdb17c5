import type { AdminUser, AdminUserListQuery, ModerationReason } from '@crowdvault/shared/api/admin';
import type { UserRole } from '@crowdvault/shared/constants';
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../infra/audit-log';

export const USER_ERRORS = {
  notFound: 'User not found',
  ownRole: 'You cannot change your own role',
  ownStatus: 'You cannot change your own status',
  configuredAdmin:
    'This is the configured admin wallet (ADMIN_WALLET_ADDRESS): its role and status cannot change',
  lastAdmin: 'This is the last admin: make another user admin first',
} as const;

type UserRow = typeof users.$inferSelect;

function toAdminUser(row: UserRow, adminAddress: Address | undefined): AdminUser {
  const walletAddress = getAddress(row.walletAddress);
  const isConfiguredAdmin = adminAddress !== undefined && walletAddress === adminAddress;
  return {
    id: row.id,
    walletAddress,
    username: row.username,
    email: row.email,
    emailVerified: row.emailVerified,
    role: isConfiguredAdmin ? 'ADMIN' : row.role,
    status: row.status,
    suspensionReason: row.suspensionReason ?? null,
    isConfiguredAdmin,
    createdAt: row.createdAt.toISOString(),
  };
}

/** User Management's table: searchable by username, e-mail or address, paged, newest first. */
export async function listUsers(
  db: Database,
  adminAddress: Address | undefined,
  query: AdminUserListQuery,
): Promise<{ users: AdminUser[]; total: number }> {
  const filters: SQL[] = [];
  const search = query.search?.trim().toLowerCase();
  if (search) {
    filters.push(
      sql`(position(${search} in lower(${users.username})) > 0
        or position(${search} in lower(coalesce(${users.email}, ''))) > 0
        or position(${search} in ${users.walletAddress}) > 0)`,
    );
  }
  if (query.role !== 'all') filters.push(eq(users.role, query.role));
  if (query.status !== 'all') filters.push(eq(users.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { users: rows.map((row) => toAdminUser(row, adminAddress)), total: total?.value ?? 0 };
}

/** Locks and returns the target, refusing changes nobody may make: to oneself and to the
 *  configured admin wallet. */
async function lockTarget(
  tx: Executor,
  actorId: number,
  userId: number,
  adminAddress: Address | undefined,
  ownError: string,
): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', USER_ERRORS.notFound);
  if (row.id === actorId) throw new AppError('BAD_REQUEST', ownError);
  if (adminAddress !== undefined && getAddress(row.walletAddress) === adminAddress) {
    throw new AppError('BAD_REQUEST', USER_ERRORS.configuredAdmin);
  }
  return row;
}

/** Admins who stay able to act once `exceptId` is demoted or suspended. The configured admin
 *  always counts; admin rows are locked so two demotions cannot race past the check. */
async function otherActiveAdmins(
  tx: Executor,
  exceptId: number,
  adminAddress: Address | undefined,
): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.status, 'ACTIVE'), ne(users.id, exceptId)))
    .for('update');
  return rows.length + (adminAddress ? 1 : 0);
}

export async function changeUserRole(
  db: Database,
  adminAddress: Address | undefined,
  actorId: number,
  userId: number,
  role: UserRole,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const row = await lockTarget(tx, actorId, userId, adminAddress, USER_ERRORS.ownRole);
    if (row.role === role) return toAdminUser(row, adminAddress);
    if (row.role === 'ADMIN' && (await otherActiveAdmins(tx, row.id, adminAddress)) === 0) {
      throw new AppError('BAD_REQUEST', USER_ERRORS.lastAdmin);
    }
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, row.id)).returning();
    await recordAudit(tx, {
      actorId,
      action: 'user.role',
      targetType: 'user',
      targetId: row.id,
      targetLabel: row.username,
      before: { role: row.role },
      after: { role },
    });
    return toAdminUser(updated!, adminAddress);
  });
}

export async function changeUserStatus(
  db: Database,
  adminAddress: Address | undefined,
  actorId: number,
  userId: number,
  status: 'ACTIVE' | 'SUSPENDED',
  reason: ModerationReason | undefined,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const row = await lockTarget(tx, actorId, userId, adminAddress, USER_ERRORS.ownStatus);
    if (row.status === status) return toAdminUser(row, adminAddress);
    if (
      status === 'SUSPENDED' &&
      row.role === 'ADMIN' &&
      (await otherActiveAdmins(tx, row.id, adminAddress)) === 0
    ) {
      throw new AppError('BAD_REQUEST', USER_ERRORS.lastAdmin);
    }
    const [updated] = await tx
      .update(users)
      .set({ status, suspensionReason: status === 'SUSPENDED' ? (reason ?? null) : row.suspensionReason })
      .where(eq(users.id, row.id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'user.status',
      targetType: 'user',
      targetId: row.id,
      targetLabel: row.username,
      before: { status: row.status },
      after: { status },
      reason: status === 'SUSPENDED' ? reason : null,
    });
    return toAdminUser(updated!, adminAddress);
  });
}

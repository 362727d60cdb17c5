import { NOTIFICATION_KINDS, type NotificationKind } from '@crowdvault/shared/api/notifications';
import {
  isReservedUsername,
  type NotificationPreferences,
  PROFILE_MESSAGES,
  type ProfileSettings,
  type ProfileUpdate,
} from '@crowdvault/shared/api/profile';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { onEmailChanged, type VerificationMailGate } from '../mail/email-verification';
import { type ImageLinkResolver, shownAvatar } from '../media/image-link';

type UserRow = typeof users.$inferSelect;

/** Every kind on, but those the user muted. */
export function preferencesOf(muted: readonly string[]): NotificationPreferences {
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, !muted.includes(kind)]),
  ) as NotificationPreferences;
}

function toSettings(row: UserRow): ProfileSettings {
  return {
    username: row.username,
    bio: row.bio,
    avatarUrl: shownAvatar(row.avatarUrl),
    email: row.email,
    emailVerified: row.emailVerified,
    notifications: preferencesOf(row.mutedNotificationKinds),
    locale: row.locale,
  };
}

async function requireRow(db: Database, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  return row;
}

export async function getProfileSettings(db: Database, userId: number): Promise<ProfileSettings> {
  return toSettings(await requireRow(db, userId));
}

/** Applies the fields sent. A username is unique whatever its letter case ("Alice" and "alice" would
 *  read as the same person on a creator card); the unique index still settles a race (409). A new
 *  address is counted by `admitMail` (429 over its limits, nothing changed) before anything is
 *  written. */
export async function updateProfileSettings(
  db: Database,
  userId: number,
  input: ProfileUpdate,
  resolveAvatar: ImageLinkResolver,
  admitMail: VerificationMailGate,
): Promise<ProfileSettings> {
  const current = await requireRow(db, userId);
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.username !== undefined && input.username !== current.username) {
    // Checked here, not in the schema: whether a user_0x… name is the caller's own needs their wallet.
    if (isReservedUsername(input.username, current.walletAddress)) {
      throw new AppError('BAD_REQUEST', PROFILE_MESSAGES.usernameReserved);
    }
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${input.username})`, ne(users.id, userId)))
      .limit(1);
    if (taken) throw new AppError('CONFLICT', PROFILE_MESSAGES.usernameTaken);
    set.username = input.username;
  }
  if (input.bio !== undefined) set.bio = input.bio;
  if (input.locale !== undefined) set.locale = input.locale;
  // A link to another host is fetched once and stored as CrowdVault's copy (decision 098).
  if (input.avatarUrl !== undefined) set.avatarUrl = await resolveAvatar(input.avatarUrl, current.avatarUrl);
  const emailChanged = input.email !== undefined && input.email !== current.email;
  if (emailChanged) {
    // Unverified until its link is followed (issue 33). One verified by another account is taken
    // the same way, so the answer never says whose it is; its owner is mailed instead (decision 114).
    if (input.email) await admitMail(input.email);
    set.email = input.email;
    set.emailVerified = false;
  }
  if (input.notifications !== undefined) {
    const wanted = { ...preferencesOf(current.mutedNotificationKinds), ...input.notifications };
    set.mutedNotificationKinds = NOTIFICATION_KINDS.filter((kind: NotificationKind) => !wanted[kind]);
  }
  if (Object.keys(set).length === 0) return toSettings(current);
  try {
    const row = await db.transaction(async (tx) => {
      const [updated] = await tx.update(users).set(set).where(eq(users.id, userId)).returning();
      if (emailChanged) await onEmailChanged(tx, userId, input.email ?? null);
      return updated!;
    });
    return toSettings(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', PROFILE_MESSAGES.usernameTaken);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error || (cause && typeof cause === 'object'); ) {
    if ((cause as { code?: string }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

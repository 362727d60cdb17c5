import type { SessionUser } from '@crowdvault/shared/api/user';
import type { UserRole, UserStatus } from '@crowdvault/shared/constants';
import { generatedUsername } from '@crowdvault/shared/format';
import { eq } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The signed-in user as guards hand it to routes (`request.user`). */
export interface AuthUser {
  id: number;
  /** EIP-55 checksummed. */
  walletAddress: Address;
  username: string;
  role: UserRole;
  status: UserStatus;
  isAdmin: boolean;
}

type UserRow = typeof users.$inferSelect;

/** Role as it counts: the configured admin address is ADMIN whatever its row says, so the admin
 *  can never be locked out by a role change or a seeded row. */
export function toAuthUser(row: UserRow, adminAddress: Address | undefined): AuthUser {
  const walletAddress = getAddress(row.walletAddress);
  const isConfiguredAdmin = adminAddress !== undefined && walletAddress === adminAddress;
  const role: UserRole = isConfiguredAdmin ? 'ADMIN' : row.role;
  return {
    id: row.id,
    walletAddress,
    username: row.username,
    role,
    status: row.status,
    isAdmin: role === 'ADMIN',
  };
}

export function toSessionUser(row: UserRow, adminAddress: Address | undefined): SessionUser {
  return {
    ...toAuthUser(row, adminAddress),
    bio: row.bio,
    suspensionReason: row.status === 'SUSPENDED' ? (row.suspensionReason ?? null) : null,
  };
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByWallet(db: Database, address: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.walletAddress, address.toLowerCase())).limit(1);
  return row;
}

/** The user of this wallet, created on first sign-in with SPEC.md §7's generated username (a
 *  suffix is added in the rare case another address shares its first and last characters). */
export async function findOrCreateUser(
  db: Database,
  address: Address,
  adminAddress: Address | undefined,
): Promise<UserRow> {
  const existing = await findUserByWallet(db, address);
  if (existing) return existing;
  const role: UserRole = adminAddress !== undefined && address === adminAddress ? 'ADMIN' : 'USER';
  const base = generatedUsername(address);
  for (const username of [base, `${base}_${address.slice(2, 8).toLowerCase()}`, `${base}_${Date.now()}`]) {
    const [created] = await db
      .insert(users)
      .values({ walletAddress: address.toLowerCase(), username, role })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // Either the same wallet signed in concurrently (use that row) or the username is taken.
    const raced = await findUserByWallet(db, address);
    if (raced) return raced;
  }
  throw new Error(`Could not find a free username for ${address}`);
}

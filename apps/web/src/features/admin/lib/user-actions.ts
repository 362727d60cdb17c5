import type { AdminUser } from '@crowdvault/shared/api/admin';
import { USER_ROLES, type UserRole } from '@crowdvault/shared/constants';
import { msg } from '@/lib/i18n/i18n';

export interface RoleMenuItem {
  role: UserRole;
  disabled: boolean;
  current: boolean;
}

/** Why a user's role and status cannot be changed by this viewer, or null when they can: nobody
 *  changes their own, and the configured admin is always an active ADMIN. English, marked for the
 *  catalogue: shown through `t`. */
export function lockedReason(user: AdminUser, viewerId: number | null): string | null {
  if (user.isConfiguredAdmin) return msg('The configured admin cannot be changed');
  if (viewerId !== null && user.id === viewerId) return msg('You cannot change your own account');
  return null;
}

/** The role menu of SPEC.md §4: every role, the current one disabled (all of them when locked). */
export function roleMenuItems(user: AdminUser, viewerId: number | null): RoleMenuItem[] {
  const locked = lockedReason(user, viewerId) !== null;
  return [...USER_ROLES].reverse().map((role) => ({
    role,
    current: role === user.role,
    disabled: locked || role === user.role,
  }));
}

/** The status toggle: a suspended user is activated, anyone else suspended (with a reason). The
 *  label is English, marked for the catalogue: shown through `t`. */
export function statusToggle(user: AdminUser): { next: 'ACTIVE' | 'SUSPENDED'; label: string } {
  return user.status === 'SUSPENDED'
    ? { next: 'ACTIVE', label: msg('Activate user') }
    : { next: 'SUSPENDED', label: msg('Suspend user') };
}

/** A role's name as the table's badge writes it (upper case), marked for the catalogue. */
export const ROLE_BADGES: Record<UserRole, string> = {
  ADMIN: msg('ADMIN'),
  MODERATOR: msg('MODERATOR'),
  USER: msg('USER'),
};

import type { AdminUser, AdminUserListQuery } from '@crowdvault/shared/api/admin';
import { adminKeys } from './admin-keys';
import { usePageQuery } from './fetch-page';

export type AdminUserFilters = Pick<AdminUserListQuery, 'role' | 'status' | 'limit' | 'offset'> & {
  search?: string;
};

/** `GET /api/admin/users`: one page of users (staff may read). */
export function useAdminUsers(filters: AdminUserFilters) {
  return usePageQuery<AdminUser>(adminKeys.users(filters), '/admin/users', filters);
}

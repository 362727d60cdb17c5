import type { AdminUser, AdminUserListQuery } from '@crowdvault/shared/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { fetchPage } from './fetch-page';

export type AdminUserFilters = Pick<AdminUserListQuery, 'role' | 'status' | 'limit' | 'offset'> & {
  search?: string;
};

/** `GET /api/admin/users`: one page of users (staff may read). */
export function useAdminUsers(filters: AdminUserFilters) {
  return useQuery({
    queryKey: adminKeys.users(filters),
    queryFn: ({ signal }) =>
      fetchPage<AdminUser>('/admin/users', { ...filters, search: filters.search || undefined }, signal),
    placeholderData: keepPreviousData,
  });
}

import type { AdminWallet, AdminWalletQuery } from '@crowdvault/shared/api/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { fetchPage } from './fetch-page';

export type AdminWalletFilters = AdminWalletQuery;

/** `GET /api/admin/wallets`: one page of vaults with balances the server reads from the chain. */
export function useAdminWallets(filters: AdminWalletFilters) {
  return useQuery({
    queryKey: adminKeys.wallets(filters),
    queryFn: ({ signal }) =>
      fetchPage<AdminWallet>('/admin/wallets', { ...filters, search: filters.search || undefined }, signal),
    placeholderData: keepPreviousData,
  });
}

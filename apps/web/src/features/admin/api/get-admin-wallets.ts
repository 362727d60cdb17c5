import type { AdminWallet, AdminWalletQuery } from '@crowdvault/shared/api/admin';
import { adminKeys } from './admin-keys';
import { usePageQuery } from './fetch-page';

export type AdminWalletFilters = AdminWalletQuery;

/** `GET /api/admin/wallets`: one page of vaults with balances the server reads from the chain. */
export function useAdminWallets(filters: AdminWalletFilters) {
  return usePageQuery<AdminWallet>(adminKeys.wallets(filters), '/admin/wallets', filters);
}

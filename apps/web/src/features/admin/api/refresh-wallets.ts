import type { AdminWallet } from '@crowdvault/shared/api/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/lib/http/api-client';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { toastActionError } from '../lib/mutation-error';
import type { Page } from './fetch-page';

/** Puts a freshly read vault into every cached wallets page that holds it. */
function replaceWallet(pages: Page<AdminWallet> | undefined, wallet: AdminWallet) {
  if (!pages) return pages;
  return { ...pages, items: pages.items.map((row) => (row.campaignId === wallet.campaignId ? wallet : row)) };
}

/** `POST /api/admin/wallets/:campaignId/refresh`: reads one vault again. */
export function useRefreshWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: number) =>
      apiPost<AdminWallet>(`/admin/wallets/${campaignId}/refresh`, undefined, { silent: true }),
    onSuccess: (wallet) => {
      queryClient.setQueriesData<Page<AdminWallet>>({ queryKey: ['admin', 'wallets'] }, (pages) =>
        replaceWallet(pages, wallet),
      );
    },
    onError: (error) => toastActionError(t('Failed to refresh wallet balance.'), error),
  });
}

/** `POST /api/admin/wallets/refresh-all`: every vault, read in batches on the server. */
export function useRefreshAllWallets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<AdminWallet[]>('/admin/wallets/refresh-all', undefined, { silent: true }),
    onSuccess: (wallets) => {
      toast({
        title: t('Wallets Refreshed'),
        description: t(
          '{count, plural, one {# wallet read from the chain.} other {# wallets read from the chain.}}',
          {
            count: wallets.length,
          },
        ),
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: ['admin', 'wallets'] });
    },
    onError: (error) => toastActionError(t('Failed to refresh all wallets.'), error),
  });
}

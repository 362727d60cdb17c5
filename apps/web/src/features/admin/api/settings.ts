import type { PlatformSettings, UpdateSettings } from '@crowdvault/shared/api/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/http/api-client';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { toastActionError } from '../lib/mutation-error';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/settings`: the on-chain facts and the campaign limits. */
export function usePlatformSettings() {
  return useQuery({
    queryKey: adminKeys.settings(),
    queryFn: ({ signal }) => apiGet<PlatformSettings>('/admin/settings', { signal, silent: true }),
  });
}

/** `PUT /api/admin/settings` (ADMIN only). The public `/settings` limits follow. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettings) =>
      apiRequest<PlatformSettings>('/admin/settings', { method: 'PUT', body, silent: true }),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminKeys.settings(), settings);
      toast({
        title: t('Settings Saved'),
        description: t('Campaign creation now uses these limits.'),
        variant: 'success',
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['/settings'] }),
      ]);
    },
    onError: (error) => toastActionError(t('Failed to save settings'), error),
  });
}

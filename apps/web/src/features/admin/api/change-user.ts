import type { AdminUser, ChangeStatus } from '@crowdvault/shared/api/admin';
import type { UserRole } from '@crowdvault/shared/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { toastActionError } from '../lib/mutation-error';
import { adminKeys } from './admin-keys';

/** `PATCH /api/admin/users/:userId/role` (ADMIN only). */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: UserRole }) =>
      apiRequest<AdminUser>(`/admin/users/${userId}/role`, { method: 'PATCH', body: { role }, silent: true }),
    onSuccess: () => {
      toast({ title: t('User role updated successfully'), variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toastActionError(t('Failed to update user role'), error),
  });
}

/** `PATCH /api/admin/users/:userId/status` (ADMIN only): suspending needs a reason. */
export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: ChangeStatus }) =>
      apiRequest<AdminUser>(`/admin/users/${userId}/status`, { method: 'PATCH', body, silent: true }),
    onSuccess: () => {
      toast({ title: t('User status updated successfully'), variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => toastActionError(t('Failed to update user status'), error),
  });
}

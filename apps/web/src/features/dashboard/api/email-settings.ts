import type { EmailPreferencesUpdate, EmailSettings } from '@crowdvault/shared/api/email';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { apiGet, apiRequest } from '@/lib/http/api-client';
import { toast } from '@/lib/toast/use-toast';
import { myQueryKey } from './my-query-key';
import { emailSettingsQuery } from './queries';
import { useMyQuery } from './use-my-query';

/** `GET /api/users/me/email`: the address, whether it is verified, and which mails it gets. */
export function useEmailSettings() {
  return useMyQuery(emailSettingsQuery);
}

/** `PATCH /api/users/me/email/preferences`: one switch at a time, saved as it is flipped. */
export function useUpdateEmailPreferences() {
  const { address } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailPreferencesUpdate) =>
      apiRequest<EmailSettings>('/users/me/email/preferences', { method: 'PATCH', body }),
    onSuccess: (settings) => queryClient.setQueryData(myQueryKey(address, 'email'), settings),
  });
}

/** `POST /api/users/me/email/resend`: a new verification link (once a minute). */
export function useResendVerification() {
  const { address } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<EmailSettings>('/users/me/email/resend', { method: 'POST', silent: true }),
    onSuccess: (settings) => {
      queryClient.setQueryData(myQueryKey(address, 'email'), settings);
      toast({ title: 'Link sent', description: `Check the inbox of ${settings.email}.`, variant: 'success' });
    },
  });
}

/** Whether this server runs the development mailbox (`npm start`): the settings then point to it. */
export function useDevMailboxAvailable() {
  return useQuery({
    queryKey: ['dev-mailbox', 'available'],
    queryFn: ({ signal }) =>
      apiGet<unknown>('/dev/mailbox', { signal, silent: true }).then(
        () => true,
        () => false,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

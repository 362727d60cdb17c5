import type { ProfileSettings, ProfileUpdateInput } from '@crowdvault/shared/api/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/use-session';
import { apiRequest } from '@/lib/http/api-client';
import { toast } from '@/lib/toast/use-toast';
import { myQueryKey } from './my-query-key';
import { profileSettingsQuery } from './queries';
import { useMyQuery } from './use-my-query';

/** `GET /api/users/me`: the signed-in user's own settings. */
export function useProfileSettings() {
  return useMyQuery(profileSettingsQuery);
}

/** `PATCH /api/users/me`. Campaign pages read the creator card afresh, and the bell its kinds. */
export function useUpdateProfile() {
  const { address } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateInput) =>
      apiRequest<ProfileSettings>('/users/me', { method: 'PATCH', body, silent: true }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(myQueryKey(address, 'settings'), settings);
      // A new address is waiting for its link: the e-mail card says so.
      await queryClient.invalidateQueries({ queryKey: myQueryKey(address, 'email') });
      await queryClient.invalidateQueries({ queryKey: ['/campaigns'] });
      await queryClient.invalidateQueries({ queryKey: ['notifications'] });
      toast({ title: 'Settings Saved', description: 'Your profile is up to date.', variant: 'success' });
    },
  });
}

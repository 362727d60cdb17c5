import type { VerifyEmailResponse } from '@crowdvault/shared/api/email';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

/** `POST /api/email/verify`: follows the link from the mail (no session needed). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<VerifyEmailResponse>('/email/verify', {
        method: 'POST',
        body: { token },
        silent: true,
      }),
    // A signed-in user's settings now say verified.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}

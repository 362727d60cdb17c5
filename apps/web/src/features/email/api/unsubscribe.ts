import type { UnsubscribeQuery, UnsubscribeResponse } from '@crowdvault/shared/api/email';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

/** `POST /api/email/unsubscribe?u&k&s`: the signed link of a mail's footer, no session needed. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (query: UnsubscribeQuery) =>
      apiRequest<UnsubscribeResponse>('/email/unsubscribe', {
        method: 'POST',
        query,
        silent: true,
      }),
  });
}

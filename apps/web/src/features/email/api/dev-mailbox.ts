import type { DevMailbox } from '@crowdvault/shared/api/email';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

/** `GET /api/dev/mailbox`: what the embedded SMTP server caught; 404 outside development. */
export function useDevMailbox() {
  return useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: ({ signal }) => apiGet<DevMailbox>('/dev/mailbox', { signal, silent: true }),
    refetchInterval: 3_000,
    retry: false,
  });
}

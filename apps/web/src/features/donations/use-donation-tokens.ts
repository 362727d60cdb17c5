import type { ConfigResponse } from '@crowdvault/shared/api/config';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';

/** What a donor may give with: the campaign's currency first, then the chain's configured tokens
 *  and its native coin (from /api/config, the same query the page already makes). */
export function useDonationTokens(currency: string): string[] {
  const { data } = useQuery({
    queryKey: ['/config'],
    queryFn: ({ signal }) => apiGet<ConfigResponse>('/config', { signal, silent: true }),
  });
  const symbols = [currency, ...(data?.tokens.map((token) => token.symbol) ?? [])];
  if (data) symbols.push(data.nativeCurrency.symbol);
  return [...new Set(symbols)];
}

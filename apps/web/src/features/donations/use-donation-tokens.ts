import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from '@/lib/config/app-config';

/** What a donor may give with: the campaign's currency first, then the chain's configured tokens
 *  and its native coin (from /api/config, the same query the page already makes). */
export function useDonationTokens(currency: string): string[] {
  const { data } = useQuery(configQueryOptions);
  const symbols = [currency, ...(data?.tokens.map((token) => token.symbol) ?? [])];
  if (data) symbols.push(data.nativeCurrency.symbol);
  return [...new Set(symbols)];
}

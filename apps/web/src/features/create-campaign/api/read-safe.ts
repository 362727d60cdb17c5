import { type SafeInfo, safeInfoSchema } from '@crowdvault/shared/api/safe';
import { useQueries } from '@tanstack/react-query';
import { apiGet } from '@/lib/http/api-client';
import { isApiError } from '@/lib/http/api-error';
import { t } from '@/lib/i18n/i18n';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** `GET /api/safes/{chainId}/{address}`: the Safe as its chain shows it now (owners, threshold);
 *  a 400 with the server's sentence when the address is not a Safe there. */
export function readSafe(chainId: number, address: string): Promise<SafeInfo> {
  return apiGet<unknown>(`/safes/${chainId}/${address}`, { silent: true }).then((body) =>
    safeInfoSchema.parse(body),
  );
}

export type SafeRead =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'refused'; message: string }
  | { status: 'read'; safes: SafeInfo[] };

/**
 * The Safe at `address` read on each of `chainIds` (the networks the vault will take gifts on):
 * nothing until the address is well formed; the first refusal's sentence when one chain says it
 * is not a Safe there.
 */
export function useSafeReads(address: string, chainIds: readonly number[]): SafeRead {
  const wellFormed = ADDRESS.test(address.trim());
  const results = useQueries({
    queries: chainIds.map((chainId) => ({
      queryKey: ['/safes', chainId, address.trim().toLowerCase()],
      queryFn: () => readSafe(chainId, address.trim()),
      enabled: wellFormed,
      retry: false,
      staleTime: 10_000,
    })),
  });
  if (!wellFormed || chainIds.length === 0) return { status: 'idle' };
  const failed = results.find((result) => result.isError);
  if (failed) {
    const error = failed.error;
    return {
      status: 'refused',
      message:
        (isApiError(error) && error.serverMessage) ||
        t('The Safe could not be read just now; try again shortly.'),
    };
  }
  if (results.some((result) => !result.data)) return { status: 'reading' };
  return { status: 'read', safes: results.map((result) => result.data!) };
}

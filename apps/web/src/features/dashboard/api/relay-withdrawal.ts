import type { RelayedWithdrawal, SignedWithdrawal } from '@crowdvault/shared/api/withdrawal';
import { apiPost } from '@/lib/http/api-client';

/** `POST /api/wallet/withdraw`: a gasless withdrawal, the signed request the platform's relayer
 *  submits. */
export function relayWithdrawal(body: SignedWithdrawal): Promise<RelayedWithdrawal> {
  return apiPost<RelayedWithdrawal>('/wallet/withdraw', body, { silent: true });
}

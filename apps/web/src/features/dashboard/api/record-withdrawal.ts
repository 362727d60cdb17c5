import type { RecordWithdrawal, Withdrawal } from '@crowdvault/shared/api/withdrawal';
import { apiPost } from '@/lib/http/api-client';

/** `POST /api/withdrawals`: a direct withdrawal the wallet just sent, so history shows it pending
 *  at once (the server reads the transaction itself). */
export function recordWithdrawal(body: RecordWithdrawal): Promise<Withdrawal> {
  return apiPost<Withdrawal>('/withdrawals', body, { silent: true });
}

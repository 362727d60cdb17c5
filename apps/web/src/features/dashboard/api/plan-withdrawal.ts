import type { WithdrawalPlan, WithdrawalRequest } from '@crowdvault/shared/api/withdrawal';
import { apiPost } from '@/lib/http/api-client';

/** `POST /api/campaigns/:id/wallet/withdraw`: the exact split and what to send or sign. Nothing
 *  moves yet. Silent: the caller words a refusal ('Amount exceeds available balance', …). */
export function planWithdrawal(campaignId: number, request: WithdrawalRequest): Promise<WithdrawalPlan> {
  return apiPost<WithdrawalPlan>(`/campaigns/${campaignId}/wallet/withdraw`, request, { silent: true });
}

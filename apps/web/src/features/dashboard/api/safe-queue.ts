import type { ExecuteSafeTx, ProposeSafeTx, SafeMultisigTx } from '@crowdvault/shared/api/safe';
import { apiPost, apiRequest } from '@/lib/http/api-client';

// The Safe queue's writes (decision 100), shaped like the Safe Transaction Service's. Errors are
// shown by the caller in the form or the proposal's row, so every call is silent.

/** `POST /api/safes/{chainId}/{safe}/multisig-transactions`: an owner's signed proposal. */
export function proposeSafeTx(chainId: number, safe: string, body: ProposeSafeTx): Promise<SafeMultisigTx> {
  return apiPost<SafeMultisigTx>(`/safes/${chainId}/${safe}/multisig-transactions`, body, { silent: true });
}

/** `POST /api/multisig-transactions/{safeTxHash}/confirmations`: another owner's signature. */
export function confirmSafeTx(safeTxHash: string, signature: string): Promise<SafeMultisigTx> {
  return apiPost<SafeMultisigTx>(
    `/multisig-transactions/${safeTxHash}/confirmations`,
    { signature },
    {
      silent: true,
    },
  );
}

/** `DELETE /api/multisig-transactions/{safeTxHash}`: an owner rejects a proposal not yet sent. */
export function rejectSafeTx(safeTxHash: string): Promise<SafeMultisigTx> {
  return apiRequest<SafeMultisigTx>(`/multisig-transactions/${safeTxHash}`, {
    method: 'DELETE',
    silent: true,
  });
}

/** `POST /api/multisig-transactions/{safeTxHash}/executions`: through the relayer, or the
 *  execTransaction the owner's wallet sent. */
export function executeSafeTx(safeTxHash: string, body: ExecuteSafeTx): Promise<SafeMultisigTx> {
  return apiPost<SafeMultisigTx>(`/multisig-transactions/${safeTxHash}/executions`, body, { silent: true });
}

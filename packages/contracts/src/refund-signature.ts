import { REFUND_TYPES } from '@crowdvault/shared/api/refund';
import type { Address } from 'viem';
import { vaultDomain } from './withdraw-signature';

/**
 * The typed data a donor signs (viem `signTypedData`) so anyone can relay its refund from an
 * AllOrNothingVault (`claimRefundWithSig`): paid to `to`, which is the donor itself or another
 * address it names when its own cannot receive. The domain is the withdrawals' one.
 */
export function refundTypedData(params: {
  chainId: number;
  vault: Address;
  donor: Address;
  to: Address;
  deadline: bigint;
}) {
  return {
    domain: vaultDomain(params.chainId, params.vault),
    types: REFUND_TYPES,
    primaryType: 'Refund',
    message: { donor: params.donor, to: params.to, deadline: params.deadline },
  } as const;
}

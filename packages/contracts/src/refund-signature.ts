import { REFUND_TYPES } from '@crowdvault/shared/api/refund';
import type { Address } from 'viem';
import { VAULT_EIP712_NAME, VAULT_EIP712_VERSION } from './withdraw-signature';

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
    domain: {
      name: VAULT_EIP712_NAME,
      version: VAULT_EIP712_VERSION,
      chainId: params.chainId,
      verifyingContract: params.vault,
    },
    types: REFUND_TYPES,
    primaryType: 'Refund',
    message: { donor: params.donor, to: params.to, deadline: params.deadline },
  } as const;
}

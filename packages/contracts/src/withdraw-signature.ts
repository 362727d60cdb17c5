import { WITHDRAW_TYPES } from '@crowdvault/shared/api/withdrawal';
import type { Address } from 'viem';

/** Must match the EIP712("CrowdVault", "1") constructor arguments of CampaignVault. */
export const VAULT_EIP712_NAME = 'CrowdVault';
export const VAULT_EIP712_VERSION = '1';

/** The EIP-712 domain of a vault's signatures: its withdrawals and, on an all-or-nothing vault,
 *  its refunds. */
export const vaultDomain = (chainId: number, vault: Address) => ({
  name: VAULT_EIP712_NAME,
  version: VAULT_EIP712_VERSION,
  chainId,
  verifyingContract: vault,
});

/**
 * The typed data an owner signs (viem `signTypedData`) to authorise one relayed withdrawal.
 * `nonce` is the vault's `nonce()`, which is 0 for a vault that is not deployed yet;
 * `token` is address(0) for the native coin.
 */
export function withdrawTypedData(params: {
  chainId: number;
  vault: Address;
  token: Address;
  amount: bigint;
  recipient: Address;
  nonce: bigint;
  deadline: bigint;
}) {
  return {
    domain: vaultDomain(params.chainId, params.vault),
    types: WITHDRAW_TYPES,
    primaryType: 'Withdraw',
    message: {
      token: params.token,
      amount: params.amount,
      recipient: params.recipient,
      nonce: params.nonce,
      deadline: params.deadline,
    },
  } as const;
}

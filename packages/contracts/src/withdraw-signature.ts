import type { Address } from 'viem';

/** EIP-712 types of CampaignVault.withdrawWithSig; the domain is bound to the vault and the chain. */
export const WITHDRAW_TYPES = {
  Withdraw: [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'recipient', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** Must match the EIP712("CrowdVault", "1") constructor arguments of CampaignVault. */
export const VAULT_EIP712_NAME = 'CrowdVault';
export const VAULT_EIP712_VERSION = '1';

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
    domain: {
      name: VAULT_EIP712_NAME,
      version: VAULT_EIP712_VERSION,
      chainId: params.chainId,
      verifyingContract: params.vault,
    },
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

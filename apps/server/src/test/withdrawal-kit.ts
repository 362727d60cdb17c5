import { withdrawTypedData } from '@crowdvault/contracts/withdraw-signature';
import type { WithdrawalPlan } from '@crowdvault/shared/api/withdrawal';
import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** The body of a gasless withdrawal (`POST /api/wallet/withdraw`): a plan's typed data signed with
 *  `key`, its values `change`d first where a test wants a signature the server must refuse. */
export async function signWithdrawalPlan(
  planned: WithdrawalPlan,
  key: Hex,
  change: Partial<Record<string, bigint | number>> = {},
) {
  const message = planned.typedData.message;
  const values = {
    chainId: planned.chainId,
    vault: planned.vaultAddress as Address,
    token: message.token as Address,
    amount: BigInt(message.amount),
    recipient: message.recipient as Address,
    nonce: BigInt(message.nonce),
    deadline: BigInt(message.deadline),
    ...change,
  };
  const signature = await privateKeyToAccount(key).signTypedData(
    withdrawTypedData({ ...values, chainId: Number(values.chainId) }),
  );
  return {
    campaignId: planned.campaignId,
    token: values.token,
    amount: values.amount.toString(),
    recipientAddress: values.recipient,
    nonce: values.nonce.toString(),
    deadline: values.deadline.toString(),
    signature,
  };
}

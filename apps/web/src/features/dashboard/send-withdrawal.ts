// The wallet half of a withdrawal, loaded only when a creator confirms one: wagmi stays out of
// the dashboard's first bundle.
import {
  type SignedWithdrawal,
  WITHDRAW_TYPES,
  type WithdrawalPlan,
} from '@crowdvault/shared/api/withdrawal';
import type { Address, Hash, Hex } from 'viem';
import { sendTransaction, signTypedData, waitForTransactionReceipt } from 'wagmi/actions';
import { requireConnectedWallet } from '@/lib/wallet/connected-wallet';

/** Direct: sends the plan's transactions in order from the creator's wallet (the vault's deploy
 *  when it is not deployed yet, then `withdraw`), each after the previous one's receipt. Reports
 *  the withdraw transaction's hash as soon as the wallet sent it; resolves once it succeeded. */
export async function sendWithdrawal(
  plan: WithdrawalPlan,
  from: string,
  onWithdrawSent: (hash: Hash) => void,
): Promise<Hash> {
  // The wallet is moved to the plan's chain first (the vault's balance there is what was planned).
  const { wagmi, account } = await requireConnectedWallet(from, plan.chainId);
  let withdrawHash: Hash | null = null;
  for (const [index, transaction] of plan.transactions.entries()) {
    const hash = await sendTransaction(wagmi, {
      to: transaction.to as Address,
      data: transaction.data as Hex,
      value: BigInt(transaction.value),
      chainId: plan.chainId,
      account,
    });
    if (index === plan.transactions.length - 1) {
      withdrawHash = hash;
      onWithdrawSent(hash);
    }
    const receipt = await waitForTransactionReceipt(wagmi, { hash, chainId: plan.chainId });
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
  }
  if (!withdrawHash) throw new Error('The withdrawal plan holds no transaction');
  return withdrawHash;
}

/** Gasless: signs the plan's EIP-712 `Withdraw` (no gas, nothing sent) and returns the body of
 *  `POST /api/wallet/withdraw`, with the message exactly as signed. */
export async function signWithdrawal(plan: WithdrawalPlan, from: string): Promise<SignedWithdrawal> {
  // Signing needs no particular chain, but wallets refuse typed data whose domain's chain is not
  // the one they are on, so the wallet is moved to the plan's chain first.
  const { wagmi, account } = await requireConnectedWallet(from, plan.chainId);
  const { domain, message } = plan.typedData;
  const signature = await signTypedData(wagmi, {
    account,
    domain: { ...domain, verifyingContract: domain.verifyingContract as Address },
    types: WITHDRAW_TYPES,
    primaryType: 'Withdraw',
    message: {
      token: message.token as Address,
      amount: BigInt(message.amount),
      recipient: message.recipient as Address,
      nonce: BigInt(message.nonce),
      deadline: BigInt(message.deadline),
    },
  });
  return {
    campaignId: plan.campaignId,
    token: message.token,
    amount: message.amount,
    recipientAddress: message.recipient,
    nonce: message.nonce,
    deadline: message.deadline,
    signature,
    chainId: plan.chainId,
  };
}

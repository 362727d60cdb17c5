// The wallet half of a refund, loaded only when a donor claims one: wagmi stays out of the
// campaign page's bundle.
import { type DonorRefund, REFUND_TYPES, type SignedRefund } from '@crowdvault/shared/api/refund';
import type { Address, Hash, Hex } from 'viem';
import { sendTransaction, signTypedData, waitForTransactionReceipt } from 'wagmi/actions';
import { requireConnectedWallet } from '@/lib/wallet/connected-wallet';

/** Direct: the donor's wallet sends the vault's claimRefund() (and pays its gas); reports the hash
 *  once sent, resolves once it succeeded. The vault pays the sender, all tokens at once. */
export async function sendRefundClaim(refund: DonorRefund, from: string, onHash: (hash: Hash) => void) {
  if (!refund.transaction) throw new Error('Nothing to refund');
  const { wagmi, account } = await requireConnectedWallet(from, refund.chainId);
  const hash = await sendTransaction(wagmi, {
    to: refund.transaction.to as Address,
    data: refund.transaction.data as Hex,
    value: BigInt(refund.transaction.value),
    chainId: refund.chainId,
    account,
  });
  onHash(hash);
  const receipt = await waitForTransactionReceipt(wagmi, { hash, chainId: refund.chainId });
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
  return hash;
}

/** Gasless: the donor signs the EIP-712 Refund (nothing sent, no gas) naming where the refund
 *  goes (`to`: their own address unless they chose another), and gets the body the platform
 *  relays. The wallet is moved to the vault's chain first: wallets refuse typed data whose
 *  domain names another chain. */
export async function signRefundClaim(refund: DonorRefund, from: string, to: string): Promise<SignedRefund> {
  if (!refund.typedData) throw new Error('Nothing to refund');
  const { wagmi, account } = await requireConnectedWallet(from, refund.chainId);
  const { domain, message } = refund.typedData;
  const signature = await signTypedData(wagmi, {
    account,
    domain: { ...domain, verifyingContract: domain.verifyingContract as Address },
    types: REFUND_TYPES,
    primaryType: 'Refund',
    message: { donor: message.donor as Address, to: to as Address, deadline: BigInt(message.deadline) },
  });
  return { to, deadline: message.deadline, signature };
}

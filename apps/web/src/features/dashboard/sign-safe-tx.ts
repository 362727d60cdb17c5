// The wallet half of a Safe withdrawal (issue 30, decision 100), loaded only when an owner proposes,
// signs or executes one: wagmi stays out of the dashboard's first bundle. The owner's wallet signs
// the EIP-712 SafeTx every Safe wallet shows; nothing here is sent to the chain but an owner's own
// execTransaction.
import { campaignVaultAbi } from '@crowdvault/contracts/generated/artifacts';
import { safeAbi } from '@crowdvault/contracts/generated/safe-abis';
import {
  joinSafeSignatures,
  plainSafeCall,
  safeTxProposal,
  safeTxTypedData,
} from '@crowdvault/contracts/safe-signatures';
import type { ProposeSafeTx, SafeMultisigTx } from '@crowdvault/shared/api/safe';
import { type Address, encodeFunctionData, getAddress, type Hash, type Hex, zeroAddress } from 'viem';
import { signTypedData, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { requireConnectedWallet } from '@/lib/wallet/connected-wallet';

export interface SafeWithdrawalDraft {
  chainId: number;
  safe: string;
  vault: string;
  /** The token's address on that chain. */
  token: string;
  /** In the token's smallest unit. */
  amount: bigint;
  recipient: string;
  /** The Safe's nonce as last read: a proposal at it replaces an open one there. */
  nonce: bigint;
}

/** Builds the Safe transaction calling the vault's `withdraw(token, amount, recipient)`, has the
 *  owner's wallet sign it, and returns the proposal body exactly as signed. */
export async function signSafeProposal(draft: SafeWithdrawalDraft, from: string): Promise<ProposeSafeTx> {
  const { wagmi, account } = await requireConnectedWallet(from, draft.chainId);
  const data = encodeFunctionData({
    abi: campaignVaultAbi,
    functionName: 'withdraw',
    args: [getAddress(draft.token), draft.amount, getAddress(draft.recipient)],
  });
  return safeTxProposal({
    chainId: draft.chainId,
    safe: getAddress(draft.safe),
    to: getAddress(draft.vault),
    data,
    nonce: draft.nonce,
    sender: account,
    sign: (typedData) => signTypedData(wagmi, { account, ...typedData }),
  });
}

/** The typed data of a stored proposal, rebuilt from its own fields (never trusted as a hash). */
function typedDataOf(tx: SafeMultisigTx) {
  return safeTxTypedData({
    chainId: tx.chainId,
    safe: getAddress(tx.safe),
    transaction: plainSafeCall({ to: getAddress(tx.to), data: tx.data as Hex, nonce: BigInt(tx.nonce) }),
  });
}

/** Another owner's signature of a proposal. */
export async function signSafeConfirmation(tx: SafeMultisigTx, from: string): Promise<Hex> {
  const { wagmi, account } = await requireConnectedWallet(from, tx.chainId);
  return signTypedData(wagmi, { account, ...typedDataOf(tx) });
}

/** Sends the Safe's execTransaction from the owner's wallet with the collected signatures (the
 *  owner pays gas); reports the hash once sent and resolves once it succeeded. */
export async function executeSafeDirectly(
  tx: SafeMultisigTx,
  from: string,
  onSent: (hash: Hash) => void,
): Promise<Hash> {
  const { wagmi, account } = await requireConnectedWallet(from, tx.chainId);
  const signatures = joinSafeSignatures(
    tx.confirmations.map((confirmation) => ({
      signer: getAddress(confirmation.owner),
      signature: confirmation.signature as Hex,
    })),
  );
  const hash = await writeContract(wagmi, {
    account,
    chainId: tx.chainId,
    address: getAddress(tx.safe),
    abi: safeAbi,
    functionName: 'execTransaction',
    args: [
      getAddress(tx.to),
      0n,
      tx.data as Hex,
      0,
      0n,
      0n,
      0n,
      zeroAddress,
      zeroAddress as Address,
      signatures,
    ],
  });
  onSent(hash);
  const receipt = await waitForTransactionReceipt(wagmi, { hash, chainId: tx.chainId });
  if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
  return hash;
}

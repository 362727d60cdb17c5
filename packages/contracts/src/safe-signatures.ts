import { eip712Types } from '@crowdvault/shared/api/typed-data';
import { type Address, concat, getAddress, type Hex, hashTypedData, zeroAddress } from 'viem';

/** A Safe transaction as its owners sign it (EIP-712 `SafeTx`, Safe 1.3 and later). CrowdVault only
 *  proposes plain calls (operation 0) with no gas refund, so the gas fields stay zero. */
export interface SafeTransaction {
  to: Address;
  value: bigint;
  data: Hex;
  operation: 0 | 1;
  safeTxGas: bigint;
  baseGas: bigint;
  gasPrice: bigint;
  gasToken: Address;
  refundReceiver: Address;
  nonce: bigint;
}

/** A plain call from the Safe at `nonce`, with no refund: what the withdrawal queue proposes. */
export function plainSafeCall(call: {
  to: Address;
  data: Hex;
  nonce: bigint;
  value?: bigint;
}): SafeTransaction {
  return {
    to: call.to,
    value: call.value ?? 0n,
    data: call.data,
    operation: 0,
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    nonce: call.nonce,
  };
}

/** Safe.sol's SAFE_TX_TYPEHASH and CompatibilityFallbackHandler's SAFE_MSG_TYPEHASH preimages. */
const SAFE_TX_TYPES = eip712Types(
  'SafeTx(address to,uint256 value,bytes data,uint8 operation,uint256 safeTxGas,uint256 baseGas,uint256 gasPrice,address gasToken,address refundReceiver,uint256 nonce)',
);

const SAFE_MESSAGE_TYPES = eip712Types('SafeMessage(bytes message)');

/** What an owner's wallet signs (eth_signTypedData_v4) to approve `transaction` from `safe`. */
export function safeTxTypedData(params: { chainId: number; safe: Address; transaction: SafeTransaction }) {
  return {
    domain: { chainId: params.chainId, verifyingContract: params.safe },
    types: SAFE_TX_TYPES,
    primaryType: 'SafeTx' as const,
    message: params.transaction,
  };
}

/** What an owner signs so that the Safe's ERC-1271 isValidSignature (its compatibility fallback
 *  handler) accepts `message` as signed by the Safe: a `SafeMessage` over it. For a 32-byte hash
 *  (a vault's withdrawal digest) the message is the hash itself. */
export function safeMessageTypedData(params: { chainId: number; safe: Address; message: Hex }) {
  return {
    domain: { chainId: params.chainId, verifyingContract: params.safe },
    types: SAFE_MESSAGE_TYPES,
    primaryType: 'SafeMessage' as const,
    message: { message: params.message },
  };
}

/** The Safe's signature bytes: each owner's 65-byte signature, in ascending order of owner address
 *  (the Safe refuses any other order, which is how it counts each owner once). */
export function joinSafeSignatures(signatures: readonly { signer: Address; signature: Hex }[]): Hex {
  const sorted = [...signatures].sort((a, b) =>
    BigInt(getAddress(a.signer)) < BigInt(getAddress(b.signer)) ? -1 : 1,
  );
  return concat(sorted.map((entry) => entry.signature));
}

/**
 * A proposal as the Safe Transaction Service (and CrowdVault's queue) takes it: a plain call from
 * `safe` at `nonce`, its SafeTx hash, and the proposer's signature made by `sign` (a local account's
 * or a wallet's signTypedData).
 */
export async function safeTxProposal(params: {
  chainId: number;
  safe: Address;
  to: Address;
  data: Hex;
  nonce: bigint;
  sender: Address;
  sign: (typedData: ReturnType<typeof safeTxTypedData>) => Promise<Hex>;
}) {
  const typedData = safeTxTypedData({
    chainId: params.chainId,
    safe: params.safe,
    transaction: plainSafeCall({ to: params.to, data: params.data, nonce: params.nonce }),
  });
  return {
    to: params.to,
    value: '0',
    data: params.data,
    operation: 0 as const,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    nonce: params.nonce.toString(),
    contractTransactionHash: hashTypedData(typedData),
    sender: params.sender,
    signature: await params.sign(typedData),
  };
}

import {
  type Account,
  type Address,
  type Chain,
  encodeFunctionData,
  getAddress,
  type Hex,
  type PublicClient,
  parseEventLogs,
  type Transport,
  type WalletClient,
  zeroAddress,
} from 'viem';
import { safeAbi, safeProxyFactoryAbi } from './generated/safe-abis';
import type { SafeContracts } from './safe-contracts';
import { joinSafeSignatures, plainSafeCall, safeTxTypedData } from './safe-signatures';

type Wallet = WalletClient<Transport, Chain, Account>;

/**
 * Creates a Safe (a SafeL2 proxy with the compatibility fallback handler, which answers ERC-1271)
 * of `owners` at `threshold`, as the Safe app and protocol-kit set one up. Used by the demo data and
 * tests; people create theirs from the web app with protocol-kit.
 */
export async function createSafe(opts: {
  publicClient: PublicClient;
  wallet: Wallet;
  contracts: SafeContracts;
  owners: readonly Address[];
  threshold: number;
  saltNonce?: bigint;
}): Promise<Address> {
  const initializer = encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [
      opts.owners.map((owner) => getAddress(owner)),
      BigInt(opts.threshold),
      zeroAddress,
      '0x',
      opts.contracts.fallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  });
  const hash = await opts.wallet.writeContract({
    address: opts.contracts.proxyFactory,
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [opts.contracts.safeL2, initializer, opts.saltNonce ?? BigInt(Date.now())],
  });
  const receipt = await opts.publicClient.waitForTransactionReceipt({ hash });
  const created = parseEventLogs({
    abi: safeProxyFactoryAbi,
    logs: receipt.logs,
    eventName: 'ProxyCreation',
  })[0];
  if (receipt.status !== 'success' || !created) throw new Error(`Safe creation ${hash} failed`);
  return getAddress(created.args.proxy);
}

/**
 * Has `safe` call `to` with `data` (a plain call at the Safe's current nonce), signed by each of
 * `signers` (EIP-712 SafeTx) and sent by `sender`, who pays the gas and need not be an owner.
 */
export async function execSafeCall(opts: {
  publicClient: PublicClient;
  sender: Wallet;
  safe: Address;
  to: Address;
  data: Hex;
  signers: readonly Account[];
}): Promise<Hex> {
  const nonce = await opts.publicClient.readContract({
    address: opts.safe,
    abi: safeAbi,
    functionName: 'nonce',
  });
  const chainId = await opts.publicClient.getChainId();
  const transaction = plainSafeCall({ to: opts.to, data: opts.data, nonce });
  const signatures = await Promise.all(
    opts.signers.map(async (signer) => {
      if (!signer.signTypedData) throw new Error(`${signer.address} cannot sign typed data here`);
      return {
        signer: signer.address,
        signature: await signer.signTypedData(safeTxTypedData({ chainId, safe: opts.safe, transaction })),
      };
    }),
  );
  return opts.sender.writeContract({
    address: opts.safe,
    abi: safeAbi,
    functionName: 'execTransaction',
    args: [
      transaction.to,
      transaction.value,
      transaction.data,
      transaction.operation,
      transaction.safeTxGas,
      transaction.baseGas,
      transaction.gasPrice,
      transaction.gasToken,
      transaction.refundReceiver,
      joinSafeSignatures(signatures),
    ],
  });
}

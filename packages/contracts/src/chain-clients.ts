import {
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_ACCOUNTS, DEV_CHAIN_ID } from './dev-chain';

/** A chain as viem needs it to sign for it: every chain CrowdVault runs its scripts against counts
 *  its native coin in 18-decimal ether. */
export function chainAt(rpcUrl: string, id: number = DEV_CHAIN_ID): Chain {
  return defineChain({
    id,
    name: id === DEV_CHAIN_ID ? 'anvil' : `chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/**
 * The one way scripts and tests talk to a local anvil: a public client, anvil's test client, a
 * wallet per private key or dev-account index, and `mined` to await a sent transaction's
 * receipt. Polling is fast because anvil mines at once. `chainId` is what wallets sign for
 * (default 31337): a second local chain needs its own.
 */
export function devChainClients(rpcUrl: string, opts: { pollingInterval?: number; chainId?: number } = {}) {
  const pollingInterval = opts.pollingInterval ?? 50;
  const chain = chainAt(rpcUrl, opts.chainId);
  const transport = http(rpcUrl);
  // No response cache: one account often sends twice within a polling interval, and a cached
  // nonce would be reused.
  const options = { chain, transport, pollingInterval, cacheTime: 0 };
  const publicClient = createPublicClient(options);
  const testClient = createTestClient({ ...options, mode: 'anvil' });
  const walletFor = (privateKey: Hex) =>
    createWalletClient({ ...options, account: privateKeyToAccount(privateKey) });
  const wallet = (account: number) => walletFor(DEV_ACCOUNTS[account]!.privateKey);
  const mined = async (hash: Promise<Hex> | Hex): Promise<TransactionReceipt> =>
    publicClient.waitForTransactionReceipt({ hash: await hash });
  return { chain, transport, publicClient, testClient, walletFor, wallet, mined };
}

export type DevChainClients = ReturnType<typeof devChainClients>;

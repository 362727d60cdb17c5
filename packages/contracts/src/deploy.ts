import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { chainAt } from './chain-clients';
import { DEV_ACCOUNTS } from './dev-chain';
import {
  campaignFactoryAbi,
  campaignFactoryBytecode,
  testDaiAbi,
  testDaiBytecode,
  testUsdcAbi,
  testUsdcBytecode,
  testUsdtAbi,
  testUsdtBytecode,
} from './generated/artifacts';

export type DevTokenSymbol = 'USDT' | 'USDC' | 'DAI';

export type Deployment = {
  chainId: number;
  factoryAddress: Address;
  implementationAddress: Address;
  treasuryAddress: Address;
  deployBlock: number;
  tokens: { symbol: DevTokenSymbol; address: Address; decimals: number }[];
};

/** Who does what on the local chain (anvil's public keys): the rest of the project uses these defaults. */
export const DEV_ROLES = {
  deployer: DEV_ACCOUNTS[0]!,
  admin: DEV_ACCOUNTS[0]!,
  treasury: DEV_ACCOUNTS[1]!,
  relayer: DEV_ACCOUNTS[2]!,
} as const;

/** Whole units minted per dev token to each funded account. */
export const DEFAULT_FUND_AMOUNT = 1_000_000n;

const DEV_TOKENS: { symbol: DevTokenSymbol; decimals: number; abi: Abi; bytecode: Hex }[] = [
  { symbol: 'USDT', decimals: 6, abi: testUsdtAbi, bytecode: testUsdtBytecode },
  { symbol: 'USDC', decimals: 6, abi: testUsdcAbi, bytecode: testUsdcBytecode },
  { symbol: 'DAI', decimals: 18, abi: testDaiAbi, bytecode: testDaiBytecode },
];

// Receipts on a local automining chain are ready at once; viem's 4 s default would dominate deploy time.
const POLLING_INTERVAL_MS = 100;

async function connect(rpcUrl: string, deployerKey: Hex) {
  const transport = http(rpcUrl);
  const probe = createPublicClient({ transport });
  const chainId = await probe.getChainId();
  const chain = chainAt(rpcUrl, chainId);
  const account = privateKeyToAccount(deployerKey);
  const publicClient = createPublicClient({ chain, transport, pollingInterval: POLLING_INTERVAL_MS });
  const walletClient = createWalletClient({
    chain,
    transport,
    account,
    pollingInterval: POLLING_INTERVAL_MS,
  });
  return { chainId, account, publicClient, walletClient };
}

async function deployedAddress(
  publicClient: PublicClient,
  hash: Hex,
): Promise<{ address: Address; block: number }> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`deployment transaction ${hash} failed`);
  }
  return { address: getAddress(receipt.contractAddress), block: Number(receipt.blockNumber) };
}

/** Deploys the factory (which deploys the vault implementation) and, by default, the dev tokens. */
export async function deployPlatform(opts: {
  rpcUrl: string;
  deployerKey: Hex;
  treasuryAddress: Address;
  withDevTokens?: boolean;
}): Promise<Deployment> {
  const { chainId, publicClient, walletClient } = await connect(opts.rpcUrl, opts.deployerKey);
  const factoryHash = await walletClient.deployContract({
    abi: campaignFactoryAbi,
    bytecode: campaignFactoryBytecode,
    args: [opts.treasuryAddress],
  });
  const factory = await deployedAddress(publicClient, factoryHash);
  const implementationAddress = await publicClient.readContract({
    address: factory.address,
    abi: campaignFactoryAbi,
    functionName: 'implementation',
  });

  const tokens: Deployment['tokens'] = [];
  if (opts.withDevTokens ?? true) {
    for (const token of DEV_TOKENS) {
      const hash = await walletClient.deployContract({ abi: token.abi, bytecode: token.bytecode });
      const { address } = await deployedAddress(publicClient, hash);
      tokens.push({ symbol: token.symbol, address, decimals: token.decimals });
    }
  }
  return {
    chainId,
    factoryAddress: factory.address,
    implementationAddress,
    treasuryAddress: opts.treasuryAddress,
    deployBlock: factory.block,
    tokens,
  };
}

/** Mints `amount` whole units (default 1,000,000) of every dev token to each account. */
export async function fundDevAccounts(opts: {
  rpcUrl: string;
  deployerKey: Hex;
  deployment: Deployment;
  accounts: Address[];
  amount?: bigint;
}): Promise<void> {
  const { account, publicClient, walletClient } = await connect(opts.rpcUrl, opts.deployerKey);
  const wholeUnits = opts.amount ?? DEFAULT_FUND_AMOUNT;
  // Explicit nonces let all mints go out at once instead of one round trip each.
  let nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
  const hashes: Hex[] = [];
  for (const token of opts.deployment.tokens) {
    for (const to of opts.accounts) {
      hashes.push(
        await walletClient.writeContract({
          address: token.address,
          abi: testUsdcAbi, // every dev token has the same mint(address,uint256)
          functionName: 'mint',
          args: [to, wholeUnits * 10n ** BigInt(token.decimals)],
          nonce: nonce++,
        }),
      );
    }
  }
  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`mint transaction ${hash} failed`);
  }
}

/**
 * Returns the deployment recorded in `file` when its factory still has code on the chain (a restart
 * with the same anvil state); otherwise deploys, funds the accounts and records the new deployment.
 */
export async function ensureDevDeployment(opts: {
  rpcUrl: string;
  file: string;
  deployerKey?: Hex;
  treasuryAddress?: Address;
  /** Accounts that receive dev tokens on a fresh deployment. Default: all of DEV_ACCOUNTS. */
  fundAccounts?: Address[];
}): Promise<Deployment> {
  const deployerKey = opts.deployerKey ?? DEV_ROLES.deployer.privateKey;
  const existing = await readDeployment(opts.file);
  if (existing && (await isLive(opts.rpcUrl, existing))) return existing;

  const deployment = await deployPlatform({
    rpcUrl: opts.rpcUrl,
    deployerKey,
    treasuryAddress: opts.treasuryAddress ?? DEV_ROLES.treasury.address,
  });
  await fundDevAccounts({
    rpcUrl: opts.rpcUrl,
    deployerKey,
    deployment,
    accounts: opts.fundAccounts ?? DEV_ACCOUNTS.map((a) => a.address),
  });
  await mkdir(dirname(opts.file), { recursive: true });
  await writeFile(opts.file, `${JSON.stringify(deployment, null, 2)}\n`);
  return deployment;
}

/** Reads a deployment file; a missing or unreadable one means "deploy again", not an error. */
export async function readDeployment(file: string): Promise<Deployment | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Deployment>;
    const valid =
      typeof parsed.chainId === 'number' &&
      typeof parsed.factoryAddress === 'string' &&
      typeof parsed.implementationAddress === 'string' &&
      typeof parsed.treasuryAddress === 'string' &&
      typeof parsed.deployBlock === 'number' &&
      Array.isArray(parsed.tokens);
    return valid ? (parsed as Deployment) : undefined;
  } catch {
    return undefined;
  }
}

async function isLive(rpcUrl: string, deployment: Deployment): Promise<boolean> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  if ((await client.getChainId()) !== deployment.chainId) return false;
  const code = await client.getCode({ address: deployment.factoryAddress });
  return code !== undefined && code !== '0x';
}

import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  type Abi,
  type Address,
  createPublicClient,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  type PublicClient,
} from 'viem';
import type { Deployment, DevTokenSymbol } from './deployment-record';
import {
  allOrNothingFactoryInitCode,
  connectDeployer,
  ensureAllOrNothingFactory,
  ensureMatchingPoolFactory,
  ensurePlatform,
  ensurePledgeCollector,
  ensureSwapAndGive,
  FACTORY_ABI,
  factoryInitCode,
  platformRecord,
  pledgeCollectorInitCode,
} from './deterministic-deploy';
import { DEV_ACCOUNTS } from './dev-chain';
import {
  matchingPoolFactoryBytecode,
  swapAndGiveBytecode,
  testDaiAbi,
  testDaiBytecode,
  testUsdcAbi,
  testUsdcBytecode,
  testUsdtAbi,
  testUsdtBytecode,
} from './generated/artifacts';
import { ensureLocalUniswap, localUniswapRecord, planLocalUniswap, sendLocalUniswap } from './local-uniswap';
import { ensureSafeContracts } from './safe-contracts';

export type { Deployment, DevTokenSymbol } from './deployment-record';

/** Who does what on the local chain (anvil's public keys): the rest of the project uses these defaults. */
export const DEV_ROLES = {
  deployer: DEV_ACCOUNTS[0]!,
  admin: DEV_ACCOUNTS[0]!,
  treasury: DEV_ACCOUNTS[1]!,
  relayer: DEV_ACCOUNTS[2]!,
} as const;

/**
 * Creates the dev tokens on a local chain and alone mints them. It sends nothing else, so its first
 * three transactions (nonces 0, 1, 2) create USDT, USDC and DAI at the same three addresses on every
 * chain, whatever their constructor arguments (a CREATE address is the sender's and its nonce, not
 * the code's): TestUSDT can have 6 decimals on one chain and 18 on the other at one address.
 * Account 10 of anvil's public mnemonic, which anvil does not fund: the deployer gives it gas.
 */
export const DEV_TOKEN_DEPLOYER = {
  address: '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  privateKey: '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
} as const satisfies { address: Address; privateKey: Hex };

/** Decimals of each dev token where the caller does not choose: those of the real tokens on Ethereum. */
export const DEFAULT_DEV_TOKEN_DECIMALS: Readonly<Record<DevTokenSymbol, number>> = {
  USDT: 6,
  USDC: 6,
  DAI: 18,
};

/** Whole units minted per dev token to each funded account. */
export const DEFAULT_FUND_AMOUNT = 1_000_000n;

// In creation order: DEV_TOKEN_DEPLOYER's nonce i creates DEV_TOKENS[i].
const DEV_TOKENS: { symbol: DevTokenSymbol; abi: Abi; bytecode: Hex }[] = [
  { symbol: 'USDT', abi: testUsdtAbi, bytecode: testUsdtBytecode },
  { symbol: 'USDC', abi: testUsdcAbi, bytecode: testUsdcBytecode },
  { symbol: 'DAI', abi: testDaiAbi, bytecode: testDaiBytecode },
];

/** Where DEV_TOKEN_DEPLOYER creates each dev token: the same on every chain. */
export const DEV_TOKEN_ADDRESSES: Readonly<Record<DevTokenSymbol, Address>> = Object.fromEntries(
  DEV_TOKENS.map((token, nonce) => [
    token.symbol,
    getContractAddress({ from: DEV_TOKEN_DEPLOYER.address, nonce: BigInt(nonce) }),
  ]),
) as Record<DevTokenSymbol, Address>;

// Gas for the token deployer's creations and mints; anvil's accounts hold 10,000 ether.
const TOKEN_DEPLOYER_GAS_MONEY = 10n ** 18n;
// A mint sent before its token's creation is mined cannot be estimated (the estimate would run
// against no code); a fixed limit well above a first mint's ~70,000 gas.
const MINT_GAS = 150_000n;

// Receipts on a local automining chain are ready at once; viem's 4 s default would dominate deploy time.
const POLLING_INTERVAL_MS = 100;

function connect(rpcUrl: string, deployerKey: Hex) {
  return connectDeployer(rpcUrl, deployerKey, POLLING_INTERVAL_MS);
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

/**
 * Deploys the factory (which deploys the vault implementation) and, by default, the dev tokens,
 * all from the deployer's next nonces: a fresh platform wherever the deployer is, for tests that
 * want one of their own. The local chains' shared deployment is `ensureDevDeployment`.
 */
export async function deployPlatform(opts: {
  rpcUrl: string;
  deployerKey: Hex;
  treasuryAddress: Address;
  withDevTokens?: boolean;
  tokenDecimals?: Partial<Record<DevTokenSymbol, number>>;
}): Promise<Deployment> {
  const { chainId, publicClient, walletClient } = await connect(opts.rpcUrl, opts.deployerKey);
  const create = async (initCode: Hex) =>
    deployedAddress(publicClient, await walletClient.sendTransaction({ data: initCode }));
  // Each factory pays the treasury and deploys its vault implementation in its constructor.
  const deployFactory = async (initCode: Hex) => {
    const factory = await create(initCode);
    const implementation = await publicClient.readContract({
      address: factory.address,
      abi: FACTORY_ABI,
      functionName: 'implementation',
    });
    return { factory, implementation };
  };
  const { factory, implementation: implementationAddress } = await deployFactory(
    factoryInitCode(opts.treasuryAddress),
  );
  const { factory: allOrNothingFactory, implementation: allOrNothingImplementationAddress } =
    await deployFactory(allOrNothingFactoryInitCode(opts.treasuryAddress));
  const pledgeCollector = await create(pledgeCollectorInitCode(implementationAddress));
  const swapAndGive = await create(swapAndGiveBytecode);
  const matchingPoolFactory = await create(matchingPoolFactoryBytecode);

  const tokens: Deployment['tokens'] = [];
  if (opts.withDevTokens ?? true) {
    const decimals = { ...DEFAULT_DEV_TOKEN_DECIMALS, ...opts.tokenDecimals };
    for (const token of DEV_TOKENS) {
      const hash = await walletClient.deployContract({
        abi: token.abi,
        bytecode: token.bytecode,
        args: [decimals[token.symbol]],
      });
      const { address } = await deployedAddress(publicClient, hash);
      tokens.push({ symbol: token.symbol, address, decimals: decimals[token.symbol] });
    }
  }
  return {
    chainId,
    factoryAddress: factory.address,
    implementationAddress,
    allOrNothingFactoryAddress: allOrNothingFactory.address,
    allOrNothingImplementationAddress,
    pledgeCollectorAddress: pledgeCollector.address,
    swapAndGiveAddress: swapAndGive.address,
    matchingPoolFactoryAddress: matchingPoolFactory.address,
    treasuryAddress: opts.treasuryAddress,
    deployBlock: factory.block,
    tokens,
  };
}

/** Mints `amount` whole units (default 1,000,000) of every dev token to each account; `deployerKey`
 *  is the tokens' minter (their creator). */
export async function fundDevAccounts(opts: {
  rpcUrl: string;
  deployerKey: Hex;
  deployment: Deployment;
  accounts: Address[];
  amount?: bigint;
}): Promise<void> {
  const { account, publicClient, walletClient } = await connect(opts.rpcUrl, opts.deployerKey);
  const nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' });
  const hashes = await sendMints(walletClient, opts.deployment.tokens, opts.accounts, opts.amount, nonce);
  await allSucceeded(publicClient, hashes, 'mint');
}

// Explicit nonces and gas let all mints go out at once instead of one round trip each.
async function sendMints(
  walletClient: Awaited<ReturnType<typeof connect>>['walletClient'],
  tokens: Deployment['tokens'],
  accounts: Address[],
  amount: bigint | undefined,
  firstNonce: number,
): Promise<Hex[]> {
  const wholeUnits = amount ?? DEFAULT_FUND_AMOUNT;
  let nonce = firstNonce;
  const hashes: Hex[] = [];
  for (const token of tokens) {
    for (const to of accounts) {
      hashes.push(
        await walletClient.writeContract({
          address: token.address,
          abi: testUsdcAbi, // every dev token has the same mint(address,uint256)
          functionName: 'mint',
          args: [to, wholeUnits * 10n ** BigInt(token.decimals)],
          nonce: nonce++,
          gas: MINT_GAS,
        }),
      );
    }
  }
  return hashes;
}

async function allSucceeded(publicClient: PublicClient, hashes: Hex[], what: string): Promise<void> {
  const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })));
  const failed = receipts.find((receipt) => receipt.status !== 'success');
  if (failed) throw new Error(`${what} transaction ${failed.transactionHash} failed`);
}

/**
 * The shared deployment of a local chain. Returns the one recorded in `file` when its factory still
 * has code on the chain (a restart with the same anvil state); otherwise deploys and records it.
 * Every local chain gets the same addresses: the factory and the vault implementation at their
 * CREATE2 addresses for the treasury (as `npm run deploy:contracts` puts them, decision 052), Safe
 * 1.4.1's contracts at theirs (decision 100), and the dev tokens at DEV_TOKEN_ADDRESSES, with the
 * decimals asked for on this chain.
 */
export async function ensureDevDeployment(opts: {
  rpcUrl: string;
  file: string;
  deployerKey?: Hex;
  treasuryAddress?: Address;
  /** Accounts that receive dev tokens on a fresh deployment. Default: all of DEV_ACCOUNTS. */
  fundAccounts?: Address[];
  /** Decimals of the dev tokens on this chain. Default: DEFAULT_DEV_TOKEN_DECIMALS. */
  tokenDecimals?: Partial<Record<DevTokenSymbol, number>>;
}): Promise<Deployment> {
  const decimals = { ...DEFAULT_DEV_TOKEN_DECIMALS, ...opts.tokenDecimals };
  const existing = await readDeployment(opts.file);
  if (existing && (await isLive(opts.rpcUrl, existing))) {
    for (const token of existing.tokens) {
      if (token.decimals !== decimals[token.symbol]) {
        throw new Error(
          `${opts.file} records ${token.symbol} with ${token.decimals} decimals, not ${decimals[token.symbol]}: ` +
            'delete the chain state and that file to deploy again',
        );
      }
    }
    if (
      existing.allOrNothingFactoryAddress &&
      existing.safeContracts &&
      existing.pledgeCollectorAddress &&
      existing.swapAndGiveAddress &&
      existing.matchingPoolFactoryAddress &&
      existing.uniswap
    ) {
      return existing;
    }
    const completed = await completeDeployment(opts, existing);
    await writeFile(opts.file, `${JSON.stringify(completed, null, 2)}\n`);
    return completed;
  }

  const deployerKey = opts.deployerKey ?? DEV_ROLES.deployer.privateKey;
  const { chainId, publicClient, walletClient } = await connect(opts.rpcUrl, deployerKey);
  const tokenDeployer = (await connect(opts.rpcUrl, DEV_TOKEN_DEPLOYER.privateKey)).walletClient;
  const treasuryAddress = opts.treasuryAddress ?? DEV_ROLES.treasury.address;

  // The token deployer's next nonce says which tokens this chain already has (a chain whose
  // deployment file was lost): those are kept, the rest created at their nonces.
  const firstNonce = await publicClient.getTransactionCount({
    address: DEV_TOKEN_DEPLOYER.address,
    blockTag: 'pending',
  });
  // The token deployer also puts up the local Uniswap after its tokens, in the same run of nonces
  // (decision 135): what the chain lacks of it is read now, before anything is sent.
  const fundAccounts = opts.fundAccounts ?? DEV_ACCOUNTS.map((a) => a.address);
  const uniswapPlan = await planLocalUniswap(
    publicClient,
    stablecoinsOf(DEV_TOKEN_ADDRESSES, decimals),
    DEV_TOKEN_DEPLOYER.address,
  );
  if (firstNonce < DEV_TOKENS.length || uniswapPlan.nativeNeeded > 0n) {
    await fundTokenDeployer(publicClient, walletClient, uniswapPlan.nativeNeeded);
  }

  // The tokens (from the token deployer) and the factory (from the deployer) go out together: on a
  // chain that mines a block a second this is one block, not one per transaction.
  const tokensReady = (async () => {
    const tokens: Deployment['tokens'] = [];
    const creations: Hex[] = [];
    let nonce = firstNonce;
    for (const [index, token] of DEV_TOKENS.entries()) {
      const address = DEV_TOKEN_ADDRESSES[token.symbol];
      const wanted = decimals[token.symbol];
      if (index < firstNonce) {
        const onChain = await publicClient
          .readContract({ address, abi: testUsdcAbi, functionName: 'decimals' })
          .catch(() => undefined);
        if (onChain !== wanted) {
          throw new Error(
            `${token.symbol} at ${address} on chain ${chainId} has ${onChain ?? 'no'} decimals, not ${wanted}: ` +
              'start from an empty chain to deploy it again',
          );
        }
      } else {
        creations.push(
          await tokenDeployer.deployContract({
            abi: token.abi,
            bytecode: token.bytecode,
            args: [wanted],
            nonce: nonce++,
          }),
        );
      }
      tokens.push({ symbol: token.symbol, address, decimals: wanted });
    }
    // Only tokens created now are minted; the token deployer's later nonces keep the mints after
    // the creations they need.
    const created = tokens.slice(firstNonce);
    const mints = await sendMints(tokenDeployer, created, fundAccounts, undefined, nonce);
    const uniswapSends = await sendLocalUniswap({
      publicClient,
      wallet: tokenDeployer,
      plan: uniswapPlan,
      nonce: nonce + mints.length,
      fundAccounts,
    });
    await allSucceeded(publicClient, creations, 'token creation');
    for (const token of created) {
      const code = await publicClient.getCode({ address: token.address });
      if (!code || code === '0x') throw new Error(`${token.symbol} did not land at ${token.address}`);
    }
    await allSucceeded(publicClient, mints, 'mint');
    await allSucceeded(publicClient, uniswapSends, 'local Uniswap');
    return tokens;
  })();
  // The Safe contracts follow the platform: they need the CREATE2 proxy it puts there, and both
  // send from the deployer.
  const platformReady = (async () => {
    const platform = await ensurePlatform({ publicClient, wallet: walletClient, treasuryAddress });
    return { ...platform, safeContracts: await ensureSafeContracts({ publicClient, wallet: walletClient }) };
  })();
  const [tokens, platform] = await Promise.all([tokensReady, platformReady]);

  const deployment: Deployment = {
    ...platformRecord(chainId, platform, treasuryAddress),
    safeContracts: platform.safeContracts,
    ...localUniswapRecord(uniswapPlan.uniswap),
    tokens,
  };
  await mkdir(dirname(opts.file), { recursive: true });
  await writeFile(opts.file, `${JSON.stringify(deployment, null, 2)}\n`);
  return deployment;
}

/**
 * A local chain's record from before the all-or-nothing factory (decision 090), the Safe contracts
 * (decision 100), the pledge collector (decision 102), swap-and-give (decision 135) or the matching
 * pool factory (decision 139): what is
 * missing is added, the rest kept. A recorded all-or-nothing factory stays even where its code has
 * since changed, so the vaults of campaigns on that chain stay where they are.
 */
async function completeDeployment(
  opts: Parameters<typeof ensureDevDeployment>[0],
  existing: Deployment,
): Promise<Deployment> {
  const { publicClient, walletClient } = await connect(
    opts.rpcUrl,
    opts.deployerKey ?? DEV_ROLES.deployer.privateKey,
  );
  const wanted = { publicClient, wallet: walletClient, treasuryAddress: existing.treasuryAddress };
  const allOrNothing = existing.allOrNothingFactoryAddress
    ? {
        allOrNothingFactory: existing.allOrNothingFactoryAddress,
        allOrNothingImplementation: existing.allOrNothingImplementationAddress,
      }
    : await ensureAllOrNothingFactory(wanted);
  const completed: Deployment = {
    ...existing,
    allOrNothingFactoryAddress: allOrNothing.allOrNothingFactory,
    allOrNothingImplementationAddress: allOrNothing.allOrNothingImplementation,
    safeContracts: await ensureSafeContracts({ publicClient, wallet: walletClient }),
    pledgeCollectorAddress: await ensurePledgeCollector(wanted),
    swapAndGiveAddress: await ensureSwapAndGive(wanted),
    matchingPoolFactoryAddress: await ensureMatchingPoolFactory(wanted),
  };
  if (existing.uniswap) return completed;
  const stablecoins = stablecoinsOf(
    Object.fromEntries(existing.tokens.map((t) => [t.symbol, t.address])) as Record<DevTokenSymbol, Address>,
    Object.fromEntries(existing.tokens.map((t) => [t.symbol, t.decimals])) as Record<DevTokenSymbol, number>,
  );
  const plan = await planLocalUniswap(publicClient, stablecoins, DEV_TOKEN_DEPLOYER.address);
  await fundTokenDeployer(publicClient, walletClient, plan.nativeNeeded);
  const uniswap = await ensureLocalUniswap({
    publicClient,
    wallet: (await connect(opts.rpcUrl, DEV_TOKEN_DEPLOYER.privateKey)).walletClient,
    stablecoins,
    fundAccounts: opts.fundAccounts ?? DEV_ACCOUNTS.map((a) => a.address),
  });
  return { ...completed, ...localUniswapRecord(uniswap) };
}

function stablecoinsOf(
  addresses: Readonly<Record<DevTokenSymbol, Address>>,
  decimals: Readonly<Record<DevTokenSymbol, number>>,
) {
  return Object.fromEntries(
    DEV_TOKENS.map(({ symbol }) => [symbol, { address: addresses[symbol], decimals: decimals[symbol] }]),
  ) as Record<DevTokenSymbol, { address: Address; decimals: number }>;
}

/** Tops the token deployer up to its gas money plus the native coin the local pools still need. */
async function fundTokenDeployer(
  publicClient: PublicClient,
  walletClient: Awaited<ReturnType<typeof connect>>['walletClient'],
  nativeNeeded: bigint,
): Promise<void> {
  const balance = await publicClient.getBalance({ address: DEV_TOKEN_DEPLOYER.address });
  if (balance >= TOKEN_DEPLOYER_GAS_MONEY / 2n + nativeNeeded) return;
  const hash = await walletClient.sendTransaction({
    to: DEV_TOKEN_DEPLOYER.address,
    value: TOKEN_DEPLOYER_GAS_MONEY + nativeNeeded,
  });
  await allSucceeded(publicClient, [hash], 'funding');
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

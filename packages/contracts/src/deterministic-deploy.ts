import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  type Account,
  type Address,
  type Chain,
  concat,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  erc20Abi,
  getAddress,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  parseAbi,
  type Transport,
  toHex,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { chainAt } from './chain-clients';
import type { Deployment, DevTokenSymbol } from './deployment-record';
import {
  allOrNothingFactoryAbi,
  allOrNothingFactoryBytecode,
  campaignFactoryAbi,
  campaignFactoryBytecode,
  matchingPoolFactoryBytecode,
  pledgeCollectorAbi,
  pledgeCollectorBytecode,
  swapAndGiveBytecode,
} from './generated/artifacts';
import { UNISWAP_V3_DEPLOYMENTS } from './uniswap-deployments';

/** The deterministic deployment proxy (github.com/Arachnid/deterministic-deployment-proxy): the
 *  same address on every EVM chain, so whatever it CREATE2s is the same address everywhere too.
 *  Anvil, Hardhat and most public chains have it already. */
export const CREATE2_PROXY: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c';
/** Its presigned deployment (no chain id in the signature, so valid on every chain), from the
 *  one-time signer below, which needs 0.01 of the native coin for gas (100 000 gas at 100 gwei). */
const PROXY_DEPLOYMENT_TX: Hex =
  '0xf8a58085174876e800830186a08080b853604580600e600039806000f350fe7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf31ba02222222222222222222222222222222222222222222222222222222222222222a02222222222222222222222222222222222222222222222222222222222222222';
const PROXY_SIGNER: Address = '0x3fab184622dc19b6109349b94811493bf2a45362';
const PROXY_DEPLOYMENT_COST = 100_000n * 100_000_000_000n;

/** Where the proxy puts `initCode` sent with `salt`: the same address on every chain that has it. */
export function create2Address(salt: Hex, initCode: Hex): Address {
  return getContractAddress({ opcode: 'CREATE2', from: CREATE2_PROXY, salt, bytecode: initCode });
}

/** Sends `initCode` to the proxy with `salt` and the sender's `nonce`, without waiting, so several
 *  creations go out one after another and a chain can mine them in one block. */
export async function sendCreate2(
  publicClient: PublicClient,
  wallet: DeployerWallet,
  create: { salt: Hex; initCode: Hex; nonce: number },
): Promise<Hex> {
  const data = concat([create.salt, create.initCode]);
  const gas = await publicClient.estimateGas({ account: wallet.account, to: CREATE2_PROXY, data });
  return wallet.sendTransaction({ to: CREATE2_PROXY, data, gas, nonce: create.nonce });
}

/** One salt for the platform: a new salt (or new contract code) gives new addresses. */
export const PLATFORM_SALT: Hex = keccak256(toHex('CrowdVault platform v1'));

const POLLING_INTERVAL_MS = 250;

export interface DeterministicDeployOptions {
  rpcUrl: string;
  deployerKey: Hex;
  treasuryAddress: Address;
  /** The stablecoins campaigns are raised in, as the operator names them (decimals are read). */
  tokens: Record<DevTokenSymbol, Address>;
  /** Refused when it exists: a deployment record is never overwritten. */
  file: string;
  log?: (line: string) => void;
}

/** Where the factories land for this treasury on any chain, and the vault implementations they make. */
export function predictPlatformAddresses(treasuryAddress: Address): {
  factory: Address;
  implementation: Address;
  allOrNothingFactory: Address;
  allOrNothingImplementation: Address;
  pledgeCollector: Address;
  swapAndGive: Address;
  matchingPoolFactory: Address;
} {
  const at = (initCode: Hex) => create2Address(PLATFORM_SALT, initCode);
  const factory = at(factoryInitCode(treasuryAddress));
  const allOrNothingFactory = at(allOrNothingFactoryInitCode(treasuryAddress));
  // Each factory's constructor CREATEs its implementation: its first creation (nonce 1).
  const implementation = getContractAddress({ from: factory, nonce: 1n });
  return {
    factory,
    implementation,
    allOrNothingFactory,
    allOrNothingImplementation: getContractAddress({ from: allOrNothingFactory, nonce: 1n }),
    pledgeCollector: at(pledgeCollectorInitCode(implementation)),
    // No constructor arguments: one address on every chain, whatever the treasury.
    swapAndGive: at(swapAndGiveBytecode),
    // Neither: each round's pool names its own token, sponsor and operator (decision 139).
    matchingPoolFactory: at(matchingPoolFactoryBytecode),
  };
}

/** The collector pays clones of this platform's CampaignVault implementation only (decision 102). */
export function pledgeCollectorInitCode(vaultImplementation: Address): Hex {
  return encodeDeployData({
    abi: pledgeCollectorAbi,
    bytecode: pledgeCollectorBytecode,
    args: [vaultImplementation],
  });
}

/** Each factory's creation code: it pays `treasuryAddress` (deploy.ts deploys the same code directly). */
export function factoryInitCode(treasuryAddress: Address): Hex {
  return encodeDeployData({
    abi: campaignFactoryAbi,
    bytecode: campaignFactoryBytecode,
    args: [treasuryAddress],
  });
}

export function allOrNothingFactoryInitCode(treasuryAddress: Address): Hex {
  return encodeDeployData({
    abi: allOrNothingFactoryAbi,
    bytecode: allOrNothingFactoryBytecode,
    args: [treasuryAddress],
  });
}

/**
 * `npm run deploy:contracts`: deploys the vault implementation and the factory through the CREATE2
 * proxy (deploying the proxy from its presigned transaction first where the chain lacks it), checks
 * the code, and writes the deployment record the server reads (decision 052).
 */
export async function deployDeterministic(options: DeterministicDeployOptions): Promise<Deployment> {
  const log = options.log ?? (() => undefined);
  if (existsSync(options.file)) {
    throw new Error(`${options.file} exists: refusing to overwrite a deployment record (move it away first)`);
  }
  const {
    chainId,
    account,
    publicClient,
    walletClient: wallet,
  } = await connectDeployer(options.rpcUrl, options.deployerKey, POLLING_INTERVAL_MS);
  const hasCode = async (address: Address) => ((await publicClient.getCode({ address })) ?? '0x') !== '0x';
  log(`chain ${chainId} at ${options.rpcUrl}; deployer ${account.address}`);

  const tokens: Deployment['tokens'] = [];
  for (const [symbol, address] of Object.entries(options.tokens) as [DevTokenSymbol, Address][]) {
    if (!(await hasCode(address))) throw new Error(`${symbol} at ${address} has no code on chain ${chainId}`);
    const decimals = await publicClient.readContract({ address, abi: erc20Abi, functionName: 'decimals' });
    tokens.push({ symbol, address: getAddress(address), decimals });
  }

  const platform = await ensurePlatform({
    publicClient,
    wallet,
    treasuryAddress: options.treasuryAddress,
    log,
  });

  // Uniswap's own deployment where it has one on this chain (decision 135): swap-and-give uses it.
  const uniswap = UNISWAP_V3_DEPLOYMENTS[chainId];
  if (uniswap && !(await hasCode(uniswap.factory))) {
    throw new Error(`Uniswap's factory ${uniswap.factory} has no code on chain ${chainId}`);
  }
  const deployment: Deployment = {
    ...platformRecord(chainId, platform, options.treasuryAddress),
    ...(uniswap ? { uniswap } : {}),
    tokens,
  };
  if (!uniswap) log(`no Uniswap v3 deployment known for chain ${chainId}: swap-and-give stays off there`);
  await mkdir(dirname(options.file), { recursive: true });
  // 'wx': fails if the file appeared meanwhile, rather than overwrite it.
  await writeFile(options.file, `${JSON.stringify(deployment, null, 2)}\n`, { flag: 'wx' });
  log(`wrote ${options.file}`);
  return deployment;
}

/** Clients for `deployerKey` on the chain at `rpcUrl`, whose id is asked first (chainAt names it). */
export async function connectDeployer(rpcUrl: string, deployerKey: Hex, pollingInterval: number) {
  const transport = http(rpcUrl);
  const chainId = await createPublicClient({ transport }).getChainId();
  const chain = chainAt(rpcUrl, chainId);
  const account = privateKeyToAccount(deployerKey);
  const publicClient = createPublicClient({ chain, transport, pollingInterval });
  const walletClient = createWalletClient({ chain, transport, account, pollingInterval });
  return { chainId, account, publicClient, walletClient };
}

type Platform = Awaited<ReturnType<typeof ensurePlatform>>;

/** What a deployment record says of the platform `ensurePlatform` put (or found) on a chain. */
export function platformRecord(
  chainId: number,
  platform: Platform,
  treasuryAddress: Address,
): Omit<Deployment, 'tokens' | 'safeContracts'> {
  return {
    chainId,
    factoryAddress: platform.factory,
    implementationAddress: platform.implementation,
    allOrNothingFactoryAddress: platform.allOrNothingFactory,
    allOrNothingImplementationAddress: platform.allOrNothingImplementation,
    pledgeCollectorAddress: platform.pledgeCollector,
    swapAndGiveAddress: platform.swapAndGive,
    matchingPoolFactoryAddress: platform.matchingPoolFactory,
    treasuryAddress: getAddress(treasuryAddress),
    deployBlock: platform.deployBlock,
  };
}

/** A wallet that signs for one account on one chain, as the deployment scripts use. */
export type DeployerWallet = WalletClient<Transport, Chain, Account>;

type DeployOpts = {
  publicClient: PublicClient;
  wallet: DeployerWallet;
  treasuryAddress: Address;
  log?: (line: string) => void;
};

/** Sends `initCode` through the CREATE2 proxy with the platform's salt; throws when it reverts. */
async function create2(opts: DeployOpts, initCode: Hex, what: string) {
  const hash = await opts.wallet.sendTransaction({
    to: CREATE2_PROXY,
    data: concat([PLATFORM_SALT, initCode]),
  });
  const receipt = await opts.publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`The ${what} deployment ${hash} failed`);
  return receipt;
}

/** `treasury()` and `implementation()`, which both factories have. */
export const FACTORY_ABI = parseAbi([
  'function treasury() view returns (address)',
  'function implementation() view returns (address)',
]);

/** Whom a factory pays and which vault implementation it clones. */
async function factoryWiring(publicClient: PublicClient, factory: Address) {
  const read = (functionName: 'treasury' | 'implementation') =>
    publicClient.readContract({ address: factory, abi: FACTORY_ABI, functionName });
  const [treasury, implementation] = await Promise.all([read('treasury'), read('implementation')]);
  return { treasury, implementation };
}

/**
 * Puts the factory and the vault implementation at their CREATE2 addresses on the chain behind
 * `publicClient` (deploying the proxy first where it is missing), or finds them there, and checks
 * that what is there is ours. Shared by `npm run deploy:contracts` and the local chains' deployment.
 */
export async function ensurePlatform(
  opts: DeployOpts,
): Promise<ReturnType<typeof predictPlatformAddresses> & { deployBlock: number }> {
  const { publicClient, wallet } = opts;
  const log = opts.log ?? (() => undefined);
  const hasCode = async (address: Address) => ((await publicClient.getCode({ address })) ?? '0x') !== '0x';

  if (!(await hasCode(CREATE2_PROXY))) {
    log(`deploying the CREATE2 proxy ${CREATE2_PROXY} from its presigned transaction`);
    const balance = await publicClient.getBalance({ address: PROXY_SIGNER });
    if (balance < PROXY_DEPLOYMENT_COST) {
      await publicClient.waitForTransactionReceipt({
        hash: await wallet.sendTransaction({ to: PROXY_SIGNER, value: PROXY_DEPLOYMENT_COST - balance }),
      });
    }
    const hash = await publicClient.sendRawTransaction({ serializedTransaction: PROXY_DEPLOYMENT_TX });
    await publicClient.waitForTransactionReceipt({ hash });
    if (!(await hasCode(CREATE2_PROXY))) throw new Error('The CREATE2 proxy did not deploy');
  }

  const predicted = predictPlatformAddresses(opts.treasuryAddress);
  // The factory and the contracts beside it go out together, with consecutive nonces: on a chain
  // that mines a block a second that is one block, not one each. None needs another's code to deploy.
  const creations = [
    { address: predicted.factory, initCode: factoryInitCode(opts.treasuryAddress), what: 'factory' },
    {
      address: predicted.allOrNothingFactory,
      initCode: allOrNothingFactoryInitCode(opts.treasuryAddress),
      what: 'all-or-nothing factory',
    },
    {
      address: predicted.pledgeCollector,
      initCode: pledgeCollectorInitCode(predicted.implementation),
      what: 'pledge collector',
    },
    { address: predicted.swapAndGive, initCode: swapAndGiveBytecode, what: 'SwapAndGive' },
    {
      address: predicted.matchingPoolFactory,
      initCode: matchingPoolFactoryBytecode,
      what: 'matching pool factory',
    },
  ];
  const missing = (
    await Promise.all(creations.map(async (c) => ((await hasCode(c.address)) ? [] : [c])))
  ).flat();
  let nonce = await publicClient.getTransactionCount({
    address: wallet.account.address,
    blockTag: 'pending',
  });
  const sent = [];
  for (const creation of missing) {
    log(`deploying the ${creation.what} to ${creation.address}`);
    const create = { salt: PLATFORM_SALT, initCode: creation.initCode, nonce: nonce++ };
    sent.push({ creation, hash: await sendCreate2(publicClient, wallet, create) });
  }
  let deployBlock = Number(await publicClient.getBlockNumber());
  for (const { creation, hash } of sent) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`The ${creation.what} deployment ${hash} failed`);
    if (creation.address === predicted.factory) deployBlock = Number(receipt.blockNumber);
  }
  // A factory deployed before (the same code, treasury and salt can only give this address) is
  // reused and recorded from the current block.
  if (!missing.some((c) => c.address === predicted.factory)) {
    log(`factory already at ${predicted.factory}; recording it from block ${deployBlock}`);
  }

  // What is at the address must be ours: code there, our treasury, our implementation with code.
  const { treasury, implementation } = await factoryWiring(publicClient, predicted.factory);
  if (getAddress(treasury) !== getAddress(opts.treasuryAddress)) {
    throw new Error(`The factory at ${predicted.factory} pays ${treasury}, not ${opts.treasuryAddress}`);
  }
  if (getAddress(implementation) !== predicted.implementation || !(await hasCode(implementation))) {
    throw new Error(`The factory's vault implementation ${implementation} is not the expected one`);
  }
  await ensureAllOrNothingFactory({ ...opts, log });
  await ensurePledgeCollector({ ...opts, log });
  await ensureSwapAndGive({ ...opts, log });
  await ensureMatchingPoolFactory({ ...opts, log });
  return { ...predicted, deployBlock };
}

/** The all-or-nothing factory beside the first (decision 090): the same proxy and salt, its own
 *  code, so its own address on every chain. Deployed when missing; a chain deployed before it
 *  existed gets it on the next start. */
export async function ensureAllOrNothingFactory(
  opts: DeployOpts,
): Promise<{ allOrNothingFactory: Address; allOrNothingImplementation: Address }> {
  const { publicClient } = opts;
  const predicted = predictPlatformAddresses(opts.treasuryAddress);
  const code = await publicClient.getCode({ address: predicted.allOrNothingFactory });
  if (!code || code === '0x') {
    opts.log?.(`deploying the all-or-nothing factory to ${predicted.allOrNothingFactory}`);
    await create2(opts, allOrNothingFactoryInitCode(opts.treasuryAddress), 'all-or-nothing factory');
  }
  const { treasury, implementation } = await factoryWiring(publicClient, predicted.allOrNothingFactory);
  if (getAddress(treasury) !== getAddress(opts.treasuryAddress)) {
    throw new Error(`The all-or-nothing factory at ${predicted.allOrNothingFactory} pays ${treasury}`);
  }
  if (getAddress(implementation) !== predicted.allOrNothingImplementation) {
    throw new Error(`The all-or-nothing vault implementation ${implementation} is not the expected one`);
  }
  return predicted;
}

/** The pledge collector (decision 102): the same proxy and salt, so one address on every chain for
 *  a treasury. Deployed when missing; a chain deployed before it existed gets it on the next start. */
export async function ensurePledgeCollector(opts: DeployOpts): Promise<Address> {
  const { publicClient } = opts;
  const predicted = predictPlatformAddresses(opts.treasuryAddress);
  const code = await publicClient.getCode({ address: predicted.pledgeCollector });
  if (!code || code === '0x') {
    opts.log?.(`deploying the pledge collector to ${predicted.pledgeCollector}`);
    await create2(opts, pledgeCollectorInitCode(predicted.implementation), 'pledge collector');
  }
  const implementation = await publicClient.readContract({
    address: predicted.pledgeCollector,
    abi: pledgeCollectorAbi,
    functionName: 'vaultImplementation',
  });
  if (getAddress(implementation) !== predicted.implementation) {
    throw new Error(`The pledge collector at ${predicted.pledgeCollector} pays another vault implementation`);
  }
  return predicted.pledgeCollector;
}

/** SwapAndGive (decision 135): the same proxy and salt and no constructor arguments, so one address
 *  on every chain. Deployed when missing; a chain deployed before it existed gets it on the next start. */
export async function ensureSwapAndGive(opts: DeployOpts): Promise<Address> {
  return ensureCreated(
    opts,
    predictPlatformAddresses(opts.treasuryAddress).swapAndGive,
    swapAndGiveBytecode,
    'SwapAndGive',
  );
}

/** MatchingPoolFactory (decision 139): the same proxy and salt and no constructor arguments, so one
 *  address on every chain. Deployed when missing; a chain deployed before it existed gets it on the
 *  next start. */
export async function ensureMatchingPoolFactory(opts: DeployOpts): Promise<Address> {
  const { matchingPoolFactory } = predictPlatformAddresses(opts.treasuryAddress);
  return ensureCreated(opts, matchingPoolFactory, matchingPoolFactoryBytecode, 'matching pool factory');
}

/** Creates `initCode` through the proxy unless `address` has code already. */
async function ensureCreated(
  opts: DeployOpts,
  address: Address,
  initCode: Hex,
  what: string,
): Promise<Address> {
  const code = await opts.publicClient.getCode({ address });
  if (!code || code === '0x') {
    opts.log?.(`deploying the ${what} to ${address}`);
    await create2(opts, initCode, what);
  }
  return address;
}

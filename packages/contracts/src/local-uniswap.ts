import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Abi,
  type Address,
  concat,
  encodeAbiParameters,
  encodeDeployData,
  getContractAddress,
  type Hex,
  keccak256,
  type PublicClient,
  parseAbi,
  toHex,
} from 'viem';
import type { DevTokenSymbol, UniswapDeployment } from './deployment-record';
import { create2Address, type DeployerWallet, sendCreate2 } from './deterministic-deploy';
import {
  devPoolSeederAbi,
  devPoolSeederBytecode,
  testDevAbi,
  testDevBytecode,
  weth9Bytecode,
} from './generated/artifacts';

// Uniswap v3 on the local chains (decision 135): the factory, SwapRouter and QuoterV2 are the npm
// packages' build artefacts, deployed unchanged through the CREATE2 proxy, so they (and every pool)
// sit at the same addresses on every local chain; WETH9, the DEV token and the pool seeder are ours.

/** keccak256 of UniswapV3Pool's creation code, which v3-periphery's PoolAddress hard-codes: the
 *  factory deployed here must create exactly that code, or the router would look for pools elsewhere. */
export const POOL_INIT_CODE_HASH: Hex = '0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54';

const LOCAL_UNISWAP_SALT: Hex = keccak256(toHex('CrowdVault local Uniswap v3'));

const ARTIFACT_FILES = {
  factory: '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
  pool: '@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json',
  swapRouter: '@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json',
  quoterV2: '@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json',
} as const;

const require = createRequire(import.meta.url);
const artifacts = new Map<keyof typeof ARTIFACT_FILES, { abi: Abi; bytecode: Hex }>();

/** A Uniswap contract's ABI and creation code, read once from its npm package's build artefact. */
export function uniswapArtifact(name: keyof typeof ARTIFACT_FILES): { abi: Abi; bytecode: Hex } {
  let artifact = artifacts.get(name);
  if (!artifact) {
    const parsed = JSON.parse(readFileSync(require.resolve(ARTIFACT_FILES[name]), 'utf8')) as {
      abi: Abi;
      bytecode: Hex;
    };
    artifact = { abi: parsed.abi, bytecode: parsed.bytecode };
    artifacts.set(name, artifact);
  }
  return artifact;
}

/** The functions of Uniswap's contracts that this project calls. */
export const UNISWAP_ABI = parseAbi([
  'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address)',
  'function liquidity() view returns (uint128)',
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function WETH9() view returns (address)',
  'struct QuoteExactInputSingleParams { address tokenIn; address tokenOut; uint256 amountIn; uint24 fee; uint160 sqrtPriceLimitX96; }',
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
  'function quoteExactInputSingle(QuoteExactInputSingleParams params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
]);

const LOCAL_CONTRACTS = ['wrappedNative', 'factory', 'swapRouter', 'quoterV2', 'seeder', 'dev'] as const;
type LocalContract = (typeof LOCAL_CONTRACTS)[number];

/** The creation code of each local contract. DEV names its minter, so its address depends on it. */
function localInitCodes(devMinter: Address): Record<LocalContract, Hex> {
  const pool = uniswapArtifact('pool').bytecode;
  if (keccak256(pool) !== POOL_INIT_CODE_HASH) {
    throw new Error('@uniswap/v3-core ships another UniswapV3Pool than the one SwapRouter expects');
  }
  const at = (initCode: Hex) => create2Address(LOCAL_UNISWAP_SALT, initCode);
  const factoryCode = uniswapArtifact('factory').bytecode;
  const factoryAndWeth = encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }],
    [at(factoryCode), at(weth9Bytecode)],
  );
  return {
    wrappedNative: weth9Bytecode,
    factory: factoryCode,
    swapRouter: concat([uniswapArtifact('swapRouter').bytecode, factoryAndWeth]),
    quoterV2: concat([uniswapArtifact('quoterV2').bytecode, factoryAndWeth]),
    seeder: concat([devPoolSeederBytecode, factoryAndWeth]),
    dev: encodeDeployData({ abi: testDevAbi, bytecode: testDevBytecode, args: [devMinter] }),
  };
}

export type LocalUniswap = Record<LocalContract, Address>;

/** Where the local Uniswap lands on any chain with the CREATE2 proxy: computed, not looked up. */
export function predictLocalUniswap(devMinter: Address): LocalUniswap {
  const codes = localInitCodes(devMinter);
  return Object.fromEntries(
    LOCAL_CONTRACTS.map((name) => [name, create2Address(LOCAL_UNISWAP_SALT, codes[name])]),
  ) as LocalUniswap;
}

/** Where the factory puts the pool of two tokens and a fee (v3-periphery's PoolAddress). */
export function poolAddress(factory: Address, tokenA: Address, tokenB: Address, fee: number): Address {
  const [token0, token1] = sortTokens(tokenA, tokenB);
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(
      encodeAbiParameters(
        [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }],
        [token0, token1, fee],
      ),
    ),
    bytecodeHash: POOL_INIT_CODE_HASH,
  });
}

function sortTokens(a: Address, b: Address): [Address, Address] {
  return BigInt(a) < BigInt(b) ? [a, b] : [b, a];
}

/** Uniswap's packed path: token, fee, token, fee, …, token. */
export function encodePath(tokens: readonly Address[], fees: readonly number[]): Hex {
  if (tokens.length !== fees.length + 1) throw new Error('a path has one fee fewer than tokens');
  const parts: Hex[] = [tokens[0]!];
  fees.forEach((fee, i) => {
    parts.push(toHex(fee, { size: 3 }), tokens[i + 1]!);
  });
  return concat(parts);
}

/** A pool to create and fill: raw amounts of each token, whose ratio is the pool's first price. */
export type PoolSeed = { tokenA: Address; tokenB: Address; fee: number; amountA: bigint; amountB: bigint };

export type LocalStablecoins = Record<DevTokenSymbol, { address: Address; decimals: number }>;

const whole = (units: bigint, decimals: number) => units * 10n ** BigInt(decimals);

/** Fee tiers the factory enables at creation (v3-core 1.0.1: 0.05 %, 0.3 %, 1 %). */
export const FEE = { low: 500, medium: 3000, high: 10_000 } as const;

/**
 * The local chains' pools, at prices a newcomer recognises: 1 ETH = 3,000 dollars, stablecoins at
 * par, 1 DEV = 0.25 dollar; deep enough that a gift of a few ETH moves the price by about 1 %.
 */
export function localPoolSeeds(stablecoins: LocalStablecoins, uniswap: LocalUniswap): PoolSeed[] {
  const weth = uniswap.wrappedNative;
  const { USDT, USDC, DAI } = stablecoins;
  const ether = (units: bigint) => whole(units, 18);
  const againstEth = (coin: { address: Address; decimals: number }): PoolSeed => ({
    tokenA: weth,
    tokenB: coin.address,
    fee: FEE.low,
    amountA: ether(200n),
    amountB: whole(600_000n, coin.decimals),
  });
  return [
    againstEth(USDC),
    againstEth(USDT),
    againstEth(DAI),
    {
      tokenA: DAI.address,
      tokenB: USDC.address,
      fee: FEE.low,
      amountA: whole(500_000n, DAI.decimals),
      amountB: whole(500_000n, USDC.decimals),
    },
    { tokenA: uniswap.dev, tokenB: weth, fee: FEE.medium, amountA: ether(1_200_000n), amountB: ether(100n) },
  ];
}

/** What `seed` needs for a pool: its first price and the full-range liquidity the amounts buy. */
export function seedArguments(seed: PoolSeed) {
  const flipped = BigInt(seed.tokenA) > BigInt(seed.tokenB);
  const [amount0, amount1] = flipped ? [seed.amountB, seed.amountA] : [seed.amountA, seed.amountB];
  // sqrt(amount1 / amount0) in Q64.96; a full-range position of liquidity L holds about L / sqrtP of
  // token0 and L · sqrtP of token1, so L = sqrt(amount0 · amount1) costs at most the two amounts.
  return {
    sqrtPriceX96: squareRoot((amount1 << 192n) / amount0),
    liquidity: squareRoot(amount0 * amount1),
  };
}

function squareRoot(value: bigint): bigint {
  if (value < 2n) return value;
  let x = value;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + value / x) / 2n;
  }
  return x;
}

// The pool rounds what it asks up; a thousandth more than the amounts covers it (the rest stays with
// the seeder).
const withMargin = (amount: bigint) => amount + amount / 1000n + 1n;

/** Whole DEV minted to each funded account when DEV is created. */
const DEV_FUND_AMOUNT = 1_000_000n;
// Fixed limits for transactions sent before what they call exists (no estimate possible): a first
// mint is ~70,000 gas; creating, pricing and filling a pool ~5,000,000.
const MINT_GAS = 150_000n;
const SEED_GAS = 6_000_000n;

export type LocalUniswapPlan = {
  uniswap: LocalUniswap;
  missing: LocalContract[];
  unseeded: PoolSeed[];
  /** Tokens to mint to the seeder before it can fill the unseeded pools. */
  shortfalls: { token: Address; amount: bigint }[];
  /** Native coin the sender wraps into liquidity. */
  nativeNeeded: bigint;
};

/** What a chain lacks of the local Uniswap, read from its state; `minter` mints the stablecoins and DEV. */
export async function planLocalUniswap(
  publicClient: PublicClient,
  stablecoins: LocalStablecoins,
  minter: Address,
): Promise<LocalUniswapPlan> {
  const uniswap = predictLocalUniswap(minter);
  const codes = await Promise.all(
    LOCAL_CONTRACTS.map((name) => publicClient.getCode({ address: uniswap[name] })),
  );
  const missing = LOCAL_CONTRACTS.filter((_, i) => !codes[i] || codes[i] === '0x');
  const seeds = localPoolSeeds(stablecoins, uniswap);
  const liquidity = await Promise.all(
    seeds.map((seed) =>
      publicClient
        .readContract({
          address: poolAddress(uniswap.factory, seed.tokenA, seed.tokenB, seed.fee),
          abi: UNISWAP_ABI,
          functionName: 'liquidity',
        })
        .catch(() => 0n),
    ),
  );
  const unseeded = seeds.filter((_, i) => liquidity[i] === 0n);
  const needed = new Map<Address, bigint>();
  let nativeNeeded = 0n;
  for (const seed of unseeded) {
    for (const [token, amount] of [
      [seed.tokenA, seed.amountA],
      [seed.tokenB, seed.amountB],
    ] as const) {
      if (token === uniswap.wrappedNative) nativeNeeded += withMargin(amount);
      else needed.set(token, (needed.get(token) ?? 0n) + withMargin(amount));
    }
  }
  const shortfalls = await Promise.all(
    [...needed].map(async ([token, amount]) => {
      const held = await publicClient
        .readContract({ address: token, abi: testDevAbi, functionName: 'balanceOf', args: [uniswap.seeder] })
        .catch(() => 0n);
      return { token, amount: amount > held ? amount - held : 0n };
    }),
  );
  return { uniswap, missing, unseeded, shortfalls: shortfalls.filter((s) => s.amount > 0n), nativeNeeded };
}

/**
 * Sends what the plan lacks from `wallet` (the minter the plan was made for), from `nonce` on and
 * without waiting: the contracts through the CREATE2 proxy, DEV to `fundAccounts` when DEV is new,
 * the seeder's tokens, then one `seed` per pool. One sender and consecutive nonces keep the order,
 * so a chain that mines a block a second spends as few blocks as the gas allows. The sender needs
 * `plan.nativeNeeded` of the native coin beside its gas.
 */
export async function sendLocalUniswap(opts: {
  publicClient: PublicClient;
  wallet: DeployerWallet;
  plan: LocalUniswapPlan;
  nonce: number;
  fundAccounts: readonly Address[];
}): Promise<Hex[]> {
  const { publicClient, wallet, plan } = opts;
  const codes = localInitCodes(wallet.account.address);
  let nonce = opts.nonce;
  const hashes: Hex[] = [];
  for (const name of plan.missing) {
    const create = { salt: LOCAL_UNISWAP_SALT, initCode: codes[name], nonce: nonce++ };
    hashes.push(await sendCreate2(publicClient, wallet, create));
  }
  const mint = async (token: Address, to: Address, amount: bigint) =>
    hashes.push(
      await wallet.writeContract({
        address: token,
        abi: testDevAbi, // every dev token has the same mint(address,uint256)
        functionName: 'mint',
        args: [to, amount],
        gas: MINT_GAS,
        nonce: nonce++,
      }),
    );
  if (plan.missing.includes('dev')) {
    for (const account of opts.fundAccounts)
      await mint(plan.uniswap.dev, account, whole(DEV_FUND_AMOUNT, 18));
  }
  for (const { token, amount } of plan.shortfalls) await mint(token, plan.uniswap.seeder, amount);
  for (const seed of plan.unseeded) {
    const { sqrtPriceX96, liquidity } = seedArguments(seed);
    const native =
      seed.tokenA === plan.uniswap.wrappedNative
        ? seed.amountA
        : seed.tokenB === plan.uniswap.wrappedNative
          ? seed.amountB
          : 0n;
    hashes.push(
      await wallet.writeContract({
        address: plan.uniswap.seeder,
        abi: devPoolSeederAbi,
        functionName: 'seed',
        args: [seed.tokenA, seed.tokenB, seed.fee, sqrtPriceX96, liquidity],
        value: native > 0n ? withMargin(native) : 0n,
        gas: SEED_GAS,
        nonce: nonce++,
      }),
    );
  }
  return hashes;
}

/** What a deployment record says of the local Uniswap, and the swap-only token it trades. */
export function localUniswapRecord(uniswap: LocalUniswap): {
  uniswap: UniswapDeployment;
  swapTokens: { symbol: string; address: Address; decimals: number }[];
} {
  return {
    uniswap: {
      factory: uniswap.factory,
      swapRouter: uniswap.swapRouter,
      quoterV2: uniswap.quoterV2,
      wrappedNative: uniswap.wrappedNative,
    },
    swapTokens: [{ symbol: 'DEV', address: uniswap.dev, decimals: 18 }],
  };
}

/** Plans, sends and waits: the local Uniswap on the chain behind `publicClient`, with `wallet` (the
 *  stablecoins' minter, holding the native coin the pools need) sending everything. */
export async function ensureLocalUniswap(opts: {
  publicClient: PublicClient;
  wallet: DeployerWallet;
  stablecoins: LocalStablecoins;
  fundAccounts: readonly Address[];
}): Promise<LocalUniswap> {
  const plan = await planLocalUniswap(opts.publicClient, opts.stablecoins, opts.wallet.account.address);
  const nonce = await opts.publicClient.getTransactionCount({
    address: opts.wallet.account.address,
    blockTag: 'pending',
  });
  const hashes = await sendLocalUniswap({ ...opts, plan, nonce });
  const receipts = await Promise.all(
    hashes.map((hash) => opts.publicClient.waitForTransactionReceipt({ hash })),
  );
  const failed = receipts.find((receipt) => receipt.status !== 'success');
  if (failed) throw new Error(`The local Uniswap's transaction ${failed.transactionHash} failed`);
  return plan.uniswap;
}

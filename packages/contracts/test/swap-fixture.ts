import {
  type Address,
  encodeDeployData,
  erc20Abi,
  type Hex,
  parseAbi,
  parseEventLogs,
  parseSignature,
  type TransactionReceipt,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_ACCOUNTS } from '../src/dev-chain';
import {
  allOrNothingVaultAbi,
  swapAndGiveAbi,
  testDaiAbi,
  testDaiBytecode,
} from '../src/generated/artifacts';
import {
  encodePath,
  ensureLocalUniswap,
  type LocalStablecoins,
  localPoolSeeds,
  type PoolSeed,
  sendLocalUniswap,
  UNISWAP_ABI,
} from '../src/local-uniswap';
import { predictVaultAddress } from '../src/vault-address';
import { type AllOrNothingChain, startAllOrNothingChain } from './all-or-nothing-fixture';
import { randomAddress } from './chain';

/** The tokens a donor may start from: the chain's coin, the three stablecoins, WETH itself and DEV. */
export type Holding = 'ETH' | 'WETH' | 'DEV' | 'USDT' | 'USDC' | 'DAI';
export type Stablecoin = 'USDT' | 'USDC' | 'DAI';

export type GiftArgs = {
  router: Address;
  path: Hex;
  amountIn: bigint;
  minOut: bigint;
  deadline: bigint;
  vault: Address;
  counted: boolean;
};

const ROUTER_ABI = parseAbi([
  'struct ExactInputParams { bytes path; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; }',
  'function exactInput(ExactInputParams params) payable returns (uint256 amountOut)',
]);
const WETH_ABI = parseAbi(['function deposit() payable']);
const PERMIT_ABI = parseAbi([
  'function eip712Domain() view returns (bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)',
  'function nonces(address owner) view returns (uint256)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
]);

/** An EIP-2612 permit's signed parts, as `swapAndGiveWithPermit` and the token's `permit` take them. */
export type PermitSignature = { deadline: bigint; v: number; r: Hex; s: Hex };
/** SwapAndGive's ABI with the vault's errors, which a counted gift's revert may carry. */
const GIFT_ABI = [...swapAndGiveAbi, ...allOrNothingVaultAbi.filter((item) => item.type === 'error')];

/**
 * An anvil of the file's own with a fresh platform (all-or-nothing-fixture's), the local Uniswap put
 * up exactly as `npm start` puts it (the deployer mints these stablecoins and DEV) and helpers to
 * route, quote, give and move prices.
 */
export async function startSwapChain() {
  const chain = await startAllOrNothingChain();
  const { publicClient, deployer, tokenAddress, decimalsOf, mined } = chain;
  const stablecoins: LocalStablecoins = {
    USDT: { address: tokenAddress.USDT, decimals: decimalsOf.USDT },
    USDC: { address: tokenAddress.USDC, decimals: decimalsOf.USDC },
    DAI: { address: tokenAddress.DAI, decimals: decimalsOf.DAI },
  };
  const uniswap = await ensureLocalUniswap({ publicClient, wallet: deployer, stablecoins, fundAccounts: [] });
  const swapAndGive = chain.deployment.swapAndGiveAddress!;
  const router = uniswap.swapRouter;
  const address: Record<Exclude<Holding, 'ETH'>, Address> = {
    ...tokenAddress,
    WETH: uniswap.wrappedNative,
    DEV: uniswap.dev,
  };
  const decimals: Record<Holding, number> = { ...decimalsOf, ETH: 18, WETH: 18, DEV: 18 };
  const fees = new Map(
    localPoolSeeds(stablecoins, uniswap).map((seed) => [pairKey(seed.tokenA, seed.tokenB), seed.fee]),
  );

  /** The shortest route from `from` to `to` through the pools seeded so far (breadth first). */
  function route(from: Holding | Address, to: Holding | Address): Hex {
    const start = tokenOf(from);
    const goal = tokenOf(to).toLowerCase();
    const paths: Address[][] = [[start]];
    for (let i = 0; i < paths.length; i++) {
      const path = paths[i]!;
      const last = path.at(-1)!.toLowerCase();
      if (last === goal) {
        return encodePath(
          path,
          path.slice(1).map((token, hop) => fees.get(pairKey(path[hop]!, token))!),
        );
      }
      for (const key of fees.keys()) {
        const [a, b] = key.split('/') as [Address, Address];
        const next = a === last ? b : b === last ? a : undefined;
        if (next && !path.some((t) => t.toLowerCase() === next)) paths.push([...path, next]);
      }
    }
    throw new Error(`no route from ${from} to ${to}`);
  }

  /** The ERC-20 a holding swaps as: the native coin as its wrapped form. */
  function tokenOf(holding: Holding | Address): Address {
    if (holding === 'ETH') return address.WETH;
    return holding.startsWith('0x') ? (holding as Address) : address[holding as Exclude<Holding, 'ETH'>];
  }

  async function quote(path: Hex, amountIn: bigint): Promise<bigint> {
    const { result } = await publicClient.simulateContract({
      address: uniswap.quoterV2,
      abi: UNISWAP_ABI,
      functionName: 'quoteExactInput',
      args: [path, amountIn],
    });
    return result[0];
  }

  /** Gives `holder` `amount` of a holding (or of a dev token by address): minted, wrapped or set. */
  async function fund(holder: Address, from: Holding | Address, amount: bigint): Promise<void> {
    if (from === 'ETH') {
      const balance = await publicClient.getBalance({ address: holder });
      await chain.testClient.setBalance({ address: holder, value: balance + amount });
    } else if (from === 'WETH') {
      await chain.testClient.setBalance({ address: deployer.account.address, value: 10n ** 30n });
      const weth = { address: address.WETH, abi: [...WETH_ABI, ...erc20Abi] } as const;
      await mined(deployer.writeContract({ ...weth, functionName: 'deposit', value: amount }));
      await mined(deployer.writeContract({ ...weth, functionName: 'transfer', args: [holder, amount] }));
    } else {
      const token = tokenOf(from);
      await mined(
        deployer.writeContract({
          address: token,
          abi: testDaiAbi,
          functionName: 'mint',
          args: [holder, amount],
        }),
      );
    }
  }

  /** The donor's two steps: an exact approval (none for the native coin), then the gift. */
  async function give(donorKey: Hex, gift: GiftArgs, native = false) {
    const wallet = chain.walletFor(donorKey);
    if (!native) {
      const tokenIn = `0x${gift.path.slice(2, 42)}` as Address;
      // USDT refuses to move an allowance from one non-zero value to another.
      const left = await publicClient.readContract({
        address: tokenIn,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [wallet.account.address, swapAndGive],
      });
      if (left !== 0n) await approve(donorKey, tokenIn, swapAndGive, 0n);
      await approve(donorKey, tokenIn, swapAndGive, gift.amountIn);
    }
    const call = {
      address: swapAndGive,
      abi: GIFT_ABI,
      functionName: 'swapAndGive',
      args: [gift],
      value: native ? gift.amountIn : 0n,
    } as const;
    // A quarter more than the estimate, as wallets add: a pool writes a price observation in the
    // first swap of each block time, so an estimate made in the second of the last swap comes short.
    const gas = await publicClient.estimateContractGas({ ...call, account: wallet.account });
    return mined(wallet.writeContract({ ...call, gas: (gas * 5n) / 4n }));
  }

  /** The donor's EIP-2612 signature allowing `spender` (SwapAndGive unless named) `value` of
   *  `token` until `deadline`, under the token's own domain and the owner's next nonce. */
  async function signPermit(
    ownerKey: Hex,
    token: Address,
    opts: { value: bigint; deadline: bigint; spender?: Address; nonce?: bigint },
  ): Promise<PermitSignature> {
    const owner = privateKeyToAccount(ownerKey);
    const [, name, version, chainId, verifyingContract] = await publicClient.readContract({
      address: token,
      abi: PERMIT_ABI,
      functionName: 'eip712Domain',
    });
    const nonce =
      opts.nonce ??
      (await publicClient.readContract({
        address: token,
        abi: PERMIT_ABI,
        functionName: 'nonces',
        args: [owner.address],
      }));
    const signature = await owner.signTypedData({
      domain: { name, version, chainId, verifyingContract },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: {
        owner: owner.address,
        spender: opts.spender ?? swapAndGive,
        value: opts.value,
        nonce,
        deadline: opts.deadline,
      },
    });
    const { r, s, v, yParity } = parseSignature(signature);
    return { deadline: opts.deadline, v: Number(v ?? BigInt(yParity + 27)), r, s };
  }

  /** The donor's one transaction with a permit: no approval before it. */
  async function giveWithPermit(donorKey: Hex, gift: GiftArgs, permit: PermitSignature) {
    const wallet = chain.walletFor(donorKey);
    const call = {
      address: swapAndGive,
      abi: GIFT_ABI,
      functionName: 'swapAndGiveWithPermit',
      args: [gift, permit.deadline, permit.v, permit.r, permit.s],
    } as const;
    const gas = await publicClient.estimateContractGas({ ...call, account: wallet.account });
    return mined(wallet.writeContract({ ...call, gas: (gas * 5n) / 4n }));
  }

  /** Someone other than the owner submits the owner's permit straight to the token first. */
  async function submitPermit(
    submitterKey: Hex,
    token: Address,
    owner: Address,
    permit: PermitSignature,
    value: bigint,
  ) {
    return mined(
      chain.walletFor(submitterKey).writeContract({
        address: token,
        abi: PERMIT_ABI,
        functionName: 'permit',
        args: [owner, swapAndGive, value, permit.deadline, permit.v, permit.r, permit.s],
      }),
    );
  }

  function allowance(token: Address, owner: Address, spender: Address = swapAndGive) {
    return publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [owner, spender],
    });
  }

  function approve(ownerKey: Hex, token: Address, spender: Address, amount: bigint) {
    return mined(
      chain.walletFor(ownerKey).writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, amount],
      }),
    );
  }

  /** A trader other than the donor swaps `amountIn` along `path` straight through the router. */
  async function trade(path: Hex, from: Holding | Address, amountIn: bigint): Promise<void> {
    const trader = DEV_ACCOUNTS[7]!;
    const token = tokenOf(from);
    await fund(trader.address, from === 'ETH' ? 'WETH' : from, amountIn);
    await approve(trader.privateKey, token, router, amountIn);
    const wallet = chain.walletFor(trader.privateKey);
    const call = {
      address: router,
      abi: ROUTER_ABI,
      functionName: 'exactInput',
      args: [{ path, recipient: trader.address, deadline: 2n ** 40n, amountIn, amountOutMinimum: 0n }],
    } as const;
    // Padded as the gifts are (above): viem's own estimate came short once in CI and the trade ran out of gas.
    const gas = await publicClient.estimateContractGas({ ...call, account: wallet.account });
    await mined(wallet.writeContract({ ...call, gas: (gas * 5n) / 4n }));
  }

  let nextCampaignId = 1_000n;
  /** A keep-what-you-raise campaign's vault address, not deployed yet (gifts may come first). */
  function plainVault(): Address {
    return predictVaultAddress({
      factoryAddress: chain.deployment.factoryAddress,
      implementationAddress: chain.deployment.implementationAddress,
      campaignId: nextCampaignId++,
      owner: randomAddress(),
    });
  }

  /** A new 18-decimal dev token that the deployer mints. */
  async function newToken(): Promise<Address> {
    const receipt = await mined(
      deployer.sendTransaction({
        data: encodeDeployData({ abi: testDaiAbi, bytecode: testDaiBytecode, args: [18] }),
      }),
    );
    return receipt.contractAddress!;
  }

  /** Creates and fills a pool at the price its amounts make, as the local deployment seeds its own;
   *  `routed` pools join the routes `route` finds. */
  async function seedPool(seed: PoolSeed, opts: { routed: boolean }): Promise<void> {
    const margin = (amount: bigint) => amount + amount / 100n + 1n;
    const shortfalls = [
      { token: seed.tokenA, amount: margin(seed.amountA) },
      { token: seed.tokenB, amount: margin(seed.amountB) },
    ].filter(({ token }) => token !== address.WETH);
    const nonce = await publicClient.getTransactionCount({
      address: deployer.account.address,
      blockTag: 'pending',
    });
    const hashes = await sendLocalUniswap({
      publicClient,
      wallet: deployer,
      nonce,
      fundAccounts: [],
      plan: { uniswap, missing: [], unseeded: [seed], shortfalls, nativeNeeded: 0n },
    });
    for (const hash of hashes) await mined(hash);
    if (opts.routed) fees.set(pairKey(seed.tokenA, seed.tokenB), seed.fee);
  }

  /** What SwapAndGive holds of every token a gift could leave behind, and of the native coin. */
  async function leftInContract(extra: Address[] = []): Promise<bigint[]> {
    const tokens = [...Object.values(address), ...extra];
    return Promise.all([
      publicClient.getBalance({ address: swapAndGive }),
      ...tokens.map((token) => chain.balanceOf(token, swapAndGive)),
      ...tokens.map((token) =>
        publicClient.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [swapAndGive, router],
        }),
      ),
    ]);
  }

  async function balance(holding: Holding | Address, account: Address): Promise<bigint> {
    if (holding === 'ETH') return publicClient.getBalance({ address: account });
    return chain.balanceOf(tokenOf(holding), account);
  }

  function swapGifts(receipt: TransactionReceipt) {
    return parseEventLogs({ abi: swapAndGiveAbi, eventName: 'SwapGift', logs: receipt.logs });
  }

  return {
    ...chain,
    uniswap,
    swapAndGive,
    router,
    address,
    decimals,
    route,
    tokenOf,
    quote,
    fund,
    give,
    signPermit,
    giveWithPermit,
    submitPermit,
    allowance,
    trade,
    plainVault,
    newToken,
    seedPool,
    leftInContract,
    balance,
    swapGifts,
    NATIVE: zeroAddress,
  };
}

export type SwapChain = Awaited<ReturnType<typeof startSwapChain>>;
export type { AllOrNothingChain };

function pairKey(a: Address, b: Address): string {
  return [a.toLowerCase(), b.toLowerCase()].sort().join('/');
}

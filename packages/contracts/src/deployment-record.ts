import type { Address } from 'viem';

// The deployment file's shape, apart from the code that writes it: both the local chains'
// deployment (deploy.ts) and `npm run deploy:contracts` (deterministic-deploy.ts) produce one.

export type DevTokenSymbol = 'USDT' | 'USDC' | 'DAI';

/** The Safe contracts the Safe SDK (protocol-kit) asks a chain for (safe-contracts.ts deploys them). */
export type SafeContractName =
  | 'safe'
  | 'safeL2'
  | 'proxyFactory'
  | 'fallbackHandler'
  | 'multiSend'
  | 'multiSendCallOnly'
  | 'signMessageLib'
  | 'createCall'
  | 'simulateTxAccessor';
/** Where each Safe contract sits: the same on every chain deployed through the CREATE2 proxy. */
export type SafeContracts = Record<SafeContractName, Address>;

export type Deployment = {
  chainId: number;
  factoryAddress: Address;
  implementationAddress: Address;
  treasuryAddress: Address;
  deployBlock: number;
  /** AllOrNothingFactory and its vault implementation (decision 090); absent in records written
   *  before it existed, which the local chains' deployment then completes. */
  allOrNothingFactoryAddress?: Address;
  allOrNothingImplementationAddress?: Address;
  /** Safe 1.4.1's contracts (decision 100), at the same CREATE2 addresses on every chain; absent in
   *  records written before, which the local chains' deployment then completes. */
  safeContracts?: SafeContracts;
  /** PledgeCollector (decision 102); absent in records written before it existed, which the local
   *  chains' deployment then completes. */
  pledgeCollectorAddress?: Address;
  /** SwapAndGive (decision 135), at one CREATE2 address on every chain; absent in records written
   *  before it existed, which the local chains' deployment then completes. */
  swapAndGiveAddress?: Address;
  /** MatchingPoolFactory (decision 139), at one CREATE2 address on every chain; absent in records
   *  written before it existed, which the local chains' deployment then completes. */
  matchingPoolFactoryAddress?: Address;
  /** Uniswap v3 on this chain (decision 135): the local chains' own, deployed from the npm build
   *  artefacts; on a public chain, Uniswap's official deployment (uniswap-deployments.ts). */
  uniswap?: UniswapDeployment;
  /** Tokens a donor may hold and swap that no campaign takes, with a pool on this chain's Uniswap:
   *  the local chains' DEV. */
  swapTokens?: { symbol: string; address: Address; decimals: number }[];
  tokens: { symbol: DevTokenSymbol; address: Address; decimals: number }[];
};

/** A chain's Uniswap v3 contracts that swap-and-give and its quotes use. */
export type UniswapDeployment = {
  factory: Address;
  /** SwapRouter (v3-periphery), whose `exactInput` SwapAndGive calls. Absent where Uniswap deployed
   *  only SwapRouter02 (Base, BNB Chain): swap-and-give is then off on that chain. */
  swapRouter?: Address;
  /** QuoterV2: quotes by `eth_call`, with the price after the swap and the ticks crossed. */
  quoterV2: Address;
  /** The wrapped native coin the pools trade (WETH9, WPOL, WBNB). */
  wrappedNative: Address;
};

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
  tokens: { symbol: DevTokenSymbol; address: Address; decimals: number }[];
};

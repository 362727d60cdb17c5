import type { Address } from 'viem';

// The deployment file's shape, apart from the code that writes it: both the local chains'
// deployment (deploy.ts) and `npm run deploy:contracts` (deterministic-deploy.ts) produce one.

export type DevTokenSymbol = 'USDT' | 'USDC' | 'DAI';

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
  tokens: { symbol: DevTokenSymbol; address: Address; decimals: number }[];
};

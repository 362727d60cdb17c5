import type { ChainDeployment } from '../chain/deployment';

const ZERO = '0x0000000000000000000000000000000000000000' as const;

/** A deployment on no chain at all, for code that only needs its tokens' symbols and decimals
 *  (analytics, response shaping) in tests and benchmarks that never reach a node. */
export const OFFLINE_DEPLOYMENT = {
  chainId: 31337,
  factoryAddress: ZERO,
  implementationAddress: ZERO,
  treasuryAddress: ZERO,
  deployBlock: 0n,
  tokens: [
    { symbol: 'USDT', address: '0x0000000000000000000000000000000000000001', decimals: 6 },
    { symbol: 'USDC', address: '0x0000000000000000000000000000000000000002', decimals: 6 },
    { symbol: 'DAI', address: '0x0000000000000000000000000000000000000003', decimals: 18 },
  ],
} as ChainDeployment;

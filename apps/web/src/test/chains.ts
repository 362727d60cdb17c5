import type { ChainConfig, ConfigResponse } from '@crowdvault/shared/api/config';

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };
const USDT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDC = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const DAI = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';

/** The embedded stack's two chains as /api/config lists them (decision 060): the same token
 *  addresses on both, USDT with 6 decimals on the first and 18 on the second. */
export const LOCAL_CHAIN: ChainConfig = {
  chainId: 31337,
  chainName: 'Local Chain',
  rpcUrl: 'http://127.0.0.1:8545',
  explorerUrl: null,
  explorerName: null,
  nativeCurrency: ETHER,
  tokens: [
    { symbol: 'USDT', address: USDT, decimals: 6 },
    { symbol: 'USDC', address: USDC, decimals: 6 },
    { symbol: 'DAI', address: DAI, decimals: 18 },
  ],
  confirmations: 0,
  safeContracts: null,
};

export const LOCAL_L2: ChainConfig = {
  ...LOCAL_CHAIN,
  chainId: 31338,
  chainName: 'Local L2',
  rpcUrl: 'http://127.0.0.1:8546',
  tokens: [
    { symbol: 'USDT', address: USDT, decimals: 18 },
    { symbol: 'USDC', address: USDC, decimals: 6 },
    { symbol: 'DAI', address: DAI, decimals: 18 },
  ],
};

/** A public chain with an explorer and its own native coin. */
export const POLYGON: ChainConfig = {
  chainId: 137,
  chainName: 'Polygon',
  rpcUrl: 'https://polygon.example/rpc',
  explorerUrl: 'https://polygonscan.com',
  explorerName: 'PolygonScan',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  tokens: [{ symbol: 'USDC', address: USDC, decimals: 6 }],
  confirmations: 3,
  safeContracts: null,
};

/** /api/config of a deployment serving `chains`, the first being the primary. */
export function configWithChains(chains: ChainConfig[] = [LOCAL_CHAIN, LOCAL_L2]): ConfigResponse {
  const [primary = LOCAL_CHAIN] = chains;
  return {
    chainId: primary.chainId,
    chainName: primary.chainName,
    rpcUrl: primary.rpcUrl,
    explorerUrl: primary.explorerUrl,
    explorerName: primary.explorerName,
    factoryAddress: '0x0000000000000000000000000000000000000F00',
    treasuryAddress: '0x0000000000000000000000000000000000000001',
    platformFeeBps: 250,
    nativeCurrency: primary.nativeCurrency,
    tokens: primary.tokens,
    chains,
  };
}

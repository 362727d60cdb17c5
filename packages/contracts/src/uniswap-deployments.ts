import type { UniswapDeployment } from './deployment-record';

// Uniswap v3's official deployments on the networks SPEC.md names (decision 135), as Uniswap's own
// deployment pages list them (docs.uniswap.org, "Deployment Addresses"): `npm run deploy:contracts`
// writes the chain's entry into its deployment record. Base and BNB Chain have no SwapRouter (only
// SwapRouter02, whose `exactInput` has no deadline field), so swap-and-give stays off there until
// SwapAndGive learns SwapRouter02 or an operator deploys SwapRouter from @uniswap/v3-periphery.

const FACTORY = '0x1F98431c8aD98523631AE4a59f267346ea31F984';
const SWAP_ROUTER = '0xE592427A0AEce92De3Edee1F18E0157C05861564';
const QUOTER_V2 = '0x61fFE014bA17989E743c5F6cB21bF9697530B21e';

export const UNISWAP_V3_DEPLOYMENTS: Readonly<Record<number, UniswapDeployment>> = {
  1: {
    factory: FACTORY,
    swapRouter: SWAP_ROUTER,
    quoterV2: QUOTER_V2,
    wrappedNative: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  },
  137: {
    factory: FACTORY,
    swapRouter: SWAP_ROUTER,
    quoterV2: QUOTER_V2,
    wrappedNative: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
  },
  42161: {
    factory: FACTORY,
    swapRouter: SWAP_ROUTER,
    quoterV2: QUOTER_V2,
    wrappedNative: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1',
  },
  10: {
    factory: FACTORY,
    swapRouter: SWAP_ROUTER,
    quoterV2: QUOTER_V2,
    wrappedNative: '0x4200000000000000000000000000000000000006',
  },
  8453: {
    factory: '0x33128a8fC17869897dcE68Ed026d694621f6FDfD',
    quoterV2: '0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a',
    wrappedNative: '0x4200000000000000000000000000000000000006',
  },
  56: {
    factory: '0xdB1d10011AD0Ff90774D0C6Bb92e5C5c8b4461F7',
    quoterV2: '0x78D78E420Da98ad378D7799bE8f4AF69033EB077',
    wrappedNative: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
  },
};

import { BadgePercent, Coins, Gift, type LucideIcon, PiggyBank, Sparkles, Users, Vote } from 'lucide-react';

/**
 * The token as SPEC.md §3 and §9 plan it. No CVT has been issued: these are the plan's figures,
 * never market data, and no contract uses the token (decision 119).
 */
export const TOKEN = {
  name: 'CrowdVault Token',
  symbol: 'CVT',
  network: 'Ethereum (ERC-20)',
  launchDate: 'July 30, 2025',
  totalSupply: 1_000_000_000,
} as const;

/** SPEC's market cap ($8,000,000) and holders (1,250) are outcomes of a market, not design: left out. */
export const TOKEN_METRICS = [
  { label: 'Planned launch price', value: '$0.1', note: 'Proposed; no CVT is on sale' },
  { label: 'Planned circulating supply', value: '80,000,000', note: '8% of total supply at launch' },
  { label: 'Planned total supply', value: '1,000,000,000', note: 'Fixed, no minting' },
] as const;

export interface UtilityCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Uses the plan proposes; none exists in the contracts, so each says what is true today. */
export const UTILITIES: readonly UtilityCard[] = [
  {
    icon: BadgePercent,
    title: 'Lower fees for holders',
    text: 'The plan proposes up to half off the platform fee for creators who hold CVT. This is not in the contracts: every vault charges the same 2.5%, whoever holds what.',
  },
  {
    icon: PiggyBank,
    title: 'Staking',
    text: 'The plan proposes rewards for tokens locked for a while, more for longer locks. There is no staking contract and no reward is paid.',
  },
  {
    icon: Vote,
    title: 'Governance',
    text: 'The plan proposes votes on platform settings and treasury spending, one token one vote. No vote exists: CrowdVault is run by its team.',
  },
  {
    icon: Sparkles,
    title: 'Featured placement',
    text: 'The plan proposes spending tokens to show an approved campaign higher in Discover. Discover does not use tokens.',
  },
  {
    icon: Gift,
    title: 'Community rewards',
    text: 'The plan sets aside ecosystem tokens for active donors and contributors. None has been given, as none has been issued.',
  },
  {
    icon: Users,
    title: 'Long vesting',
    text: 'The plan fixes the supply and releases most allocations over years, so that no one can sell a large share early.',
  },
];

export interface Allocation {
  label: string;
  percent: number;
  tokens: number;
  vesting: string;
  /** Tailwind classes for the bar, semantic tokens only. */
  barClass: string;
}

/** Allocation and vesting, SPEC.md §9. Marketing is 5% (50M): see docs/decisions/005-token-figures.md. */
export const ALLOCATIONS: readonly Allocation[] = [
  {
    label: 'Liquidity',
    percent: 60,
    tokens: 600_000_000,
    vesting: '8% unlocked at launch, 92% locked for 24 months',
    barClass: 'bg-primary',
  },
  {
    label: 'Ecosystem',
    percent: 20,
    tokens: 200_000_000,
    vesting: 'Linear release over 36 months',
    barClass: 'bg-accent',
  },
  {
    label: 'Treasury',
    percent: 14,
    tokens: 140_000_000,
    vesting: '12-month cliff, then 48-month linear release',
    barClass: 'bg-secondary-foreground',
  },
  {
    label: 'Marketing',
    percent: 5,
    tokens: 50_000_000,
    vesting: '3-month cliff, then 24-month vesting',
    barClass: 'bg-warning',
  },
  {
    label: 'Private sale',
    percent: 1,
    tokens: 10_000_000,
    vesting: '6-month cliff, then 12-month vesting',
    barClass: 'bg-primary/40',
  },
];

export const PARTNERSHIPS = [
  { title: 'Networks', names: ['Ethereum', 'Polygon', 'Arbitrum', 'Optimism', 'Base', 'BNB Chain'] },
  { title: 'Stablecoins', names: ['USDT', 'USDC', 'DAI'] },
  { title: 'Wallets', names: ['MetaMask', 'WalletConnect', 'Coinbase Wallet'] },
  { title: 'Open-source building blocks', names: ['OpenZeppelin Contracts', 'viem', 'wagmi'] },
] as const;

export const EXCHANGES = [
  { name: 'Uniswap', type: 'Decentralized exchange', pair: 'CVT / USDT' },
  { name: 'PancakeSwap', type: 'Decentralized exchange', pair: 'CVT / USDT' },
  { name: 'Tier-1 centralized exchanges', type: 'Centralized exchange', pair: 'CVT / USDT' },
  { name: 'Regional exchanges', type: 'Centralized exchange', pair: 'CVT / USDT, CVT / USDC' },
] as const;

export const TOKEN_ICON = Coins;

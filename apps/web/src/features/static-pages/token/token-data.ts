import { BadgePercent, Coins, Gift, type LucideIcon, PiggyBank, Sparkles, Users, Vote } from 'lucide-react';

/** Static token facts of SPEC.md §3 and §9; not live market data. */
export const TOKEN = {
  name: 'CrowdVault Token',
  symbol: 'CVT',
  network: 'Ethereum (ERC-20)',
  launchDate: 'July 30, 2025',
  totalSupply: 1_000_000_000,
} as const;

export const TOKEN_METRICS = [
  { label: 'Price', value: '$0.1' },
  { label: 'Market cap', value: '$8,000,000' },
  { label: 'Holders', value: '1,250' },
  { label: 'Circulating supply', value: '80,000,000', note: '8% of total supply' },
  { label: 'Total supply', value: '1,000,000,000', note: 'Fixed, no minting' },
] as const;

export interface UtilityCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const UTILITIES: readonly UtilityCard[] = [
  {
    icon: BadgePercent,
    title: 'Up to 50% fee reduction',
    text: 'Holders pay less than the standard 2.5% platform fee on their campaign withdrawals, up to half off depending on their holding.',
  },
  {
    icon: PiggyBank,
    title: 'Staking rewards',
    text: 'Stake tokens to earn rewards; the APY varies with the lock-up period you choose — longer locks earn more.',
  },
  {
    icon: Vote,
    title: 'Governance',
    text: 'Vote on platform parameters and treasury spending: one token, one vote, with delegation and extra weight for staked tokens.',
  },
  {
    icon: Sparkles,
    title: 'Featured placement',
    text: 'Use tokens to give your campaign extra visibility in Discover once it has passed moderation.',
  },
  {
    icon: Gift,
    title: 'Community rewards',
    text: 'Ecosystem tokens reward active donors, early supporters and contributors to the protocol.',
  },
  {
    icon: Users,
    title: 'Aligned incentives',
    text: 'A fixed supply and long vesting keep the team, investors and community focused on the platform’s long-term growth.',
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

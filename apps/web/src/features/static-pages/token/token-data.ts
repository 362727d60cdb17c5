import { BadgePercent, Coins, Gift, type LucideIcon, PiggyBank, Sparkles, Users, Vote } from 'lucide-react';
import type { Format } from '@/lib/i18n/format';
import { msg } from '@/lib/i18n/i18n';

/**
 * The token as SPEC.md §3 and §9 plan it. No CVT has been issued: these are the plan's figures,
 * never market data, and no contract uses the token (decision 119). Texts are English, marked for
 * the catalogue and shown through `t`; figures are written in the reader's locale (`Format`).
 */
export const TOKEN = {
  name: 'CrowdVault Token',
  symbol: 'CVT',
  network: 'Ethereum (ERC-20)',
  /** ISO day, written in UTC: the same day everywhere. */
  launchDate: '2025-07-30',
  totalSupply: 1_000_000_000,
} as const;

/** SPEC's market cap ($8,000,000) and holders (1,250) are outcomes of a market, not design: left out. */
export const TOKEN_METRICS = [
  {
    label: msg('Planned launch price'),
    value: (format: Format) => format.usd('0.1', 1),
    note: msg('Proposed; no CVT is on sale'),
  },
  {
    label: msg('Planned circulating supply'),
    value: (format: Format) => format.count(80_000_000),
    note: msg('8% of total supply at launch'),
  },
  {
    label: msg('Planned total supply'),
    value: (format: Format) => format.count(1_000_000_000),
    note: msg('Fixed, no minting'),
  },
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
    title: msg('Lower fees for holders'),
    text: msg(
      'The plan proposes up to half off the platform fee for creators who hold CVT. This is not in the contracts: every vault charges the same 2.5%, whoever holds what.',
    ),
  },
  {
    icon: PiggyBank,
    title: msg('Staking'),
    text: msg(
      'The plan proposes rewards for tokens locked for a while, more for longer locks. There is no staking contract and no reward is paid.',
    ),
  },
  {
    icon: Vote,
    title: msg('Governance'),
    text: msg(
      'The plan proposes votes on platform settings and treasury spending, one token one vote. No vote exists: CrowdVault is run by its team.',
    ),
  },
  {
    icon: Sparkles,
    title: msg('Featured placement'),
    text: msg(
      'The plan proposes spending tokens to show an approved campaign higher in Discover. Discover does not use tokens.',
    ),
  },
  {
    icon: Gift,
    title: msg('Community rewards'),
    text: msg(
      'The plan sets aside ecosystem tokens for active donors and contributors. None has been given, as none has been issued.',
    ),
  },
  {
    icon: Users,
    title: msg('Long vesting'),
    text: msg(
      'The plan fixes the supply and releases most allocations over years, so that no one can sell a large share early.',
    ),
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
    label: msg('Liquidity'),
    percent: 60,
    tokens: 600_000_000,
    vesting: msg('8% unlocked at launch, 92% locked for 24 months'),
    barClass: 'bg-primary',
  },
  {
    label: msg('Ecosystem'),
    percent: 20,
    tokens: 200_000_000,
    vesting: msg('Linear release over 36 months'),
    barClass: 'bg-accent',
  },
  {
    label: msg('Treasury'),
    percent: 14,
    tokens: 140_000_000,
    vesting: msg('12-month cliff, then 48-month linear release'),
    barClass: 'bg-secondary-foreground',
  },
  {
    label: msg('Marketing'),
    percent: 5,
    tokens: 50_000_000,
    vesting: msg('3-month cliff, then 24-month vesting'),
    barClass: 'bg-warning',
  },
  {
    label: msg('Private sale'),
    percent: 1,
    tokens: 10_000_000,
    vesting: msg('6-month cliff, then 12-month vesting'),
    barClass: 'bg-primary/40',
  },
];

export const PARTNERSHIPS = [
  { title: msg('Networks'), names: ['Ethereum', 'Polygon', 'Arbitrum', 'Optimism', 'Base', 'BNB Chain'] },
  { title: msg('Stablecoins'), names: ['USDT', 'USDC', 'DAI'] },
  { title: msg('Wallets'), names: ['MetaMask', 'WalletConnect', 'Coinbase Wallet'] },
  { title: msg('Open-source building blocks'), names: ['OpenZeppelin Contracts', 'viem', 'wagmi'] },
] as const;

export const EXCHANGES = [
  { name: 'Uniswap', type: msg('Decentralized exchange'), pair: 'CVT / USDT' },
  { name: 'PancakeSwap', type: msg('Decentralized exchange'), pair: 'CVT / USDT' },
  { name: msg('Tier-1 centralized exchanges'), type: msg('Centralized exchange'), pair: 'CVT / USDT' },
  { name: msg('Regional exchanges'), type: msg('Centralized exchange'), pair: 'CVT / USDT, CVT / USDC' },
] as const;

export const TOKEN_ICON = Coins;

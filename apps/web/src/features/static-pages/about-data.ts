import {
  Building2,
  Coins,
  Eye,
  Globe,
  HandCoins,
  Palette,
  Rocket,
  ShieldCheck,
  Timer,
  Users,
  Vote,
  Wallet,
} from 'lucide-react';

export const DIFFERENCES = [
  {
    icon: Coins,
    title: 'A 2.5% fee',
    crowdvault: '2.5%, taken by the vault at withdrawal',
    traditional: '8–12% in platform and payment fees',
    text: 'Donors pay no platform fee at all. When a creator withdraws, the campaign vault sends 97.5% to the creator and 2.5% to the platform treasury in the same transaction.',
  },
  {
    icon: Timer,
    title: 'Instant payouts',
    crowdvault: 'As fast as the network confirms',
    traditional: '3–7 business days',
    text: 'There is no payout queue and no bank in the middle. A withdrawal settles when the blockchain confirms it, usually within a minute.',
  },
  {
    icon: ShieldCheck,
    title: 'No custody',
    crowdvault: 'Funds sit in the campaign’s own contract',
    traditional: 'Funds held in the platform’s accounts',
    text: 'Every campaign has its own smart-contract vault that only its creator can withdraw from. CrowdVault never holds donors’ money and cannot move it.',
  },
] as const;

export const VALUES = [
  {
    icon: Eye,
    title: 'Transparent by default',
    text: 'Every donation and every withdrawal is a public transaction anyone can check on a block explorer.',
  },
  {
    icon: Globe,
    title: 'Open to everyone',
    text: 'Anyone with a wallet can give or raise money, from any country, without a bank account.',
  },
  {
    icon: Wallet,
    title: 'Your wallet is your account',
    text: 'You sign in by signing a message. No password, no e-mail, no card details — only your wallet address.',
  },
  {
    icon: HandCoins,
    title: 'Fair and simple pricing',
    text: 'One fee, 2.5% on withdrawals, enforced by the contract itself. Nothing hidden, nothing extra.',
  },
] as const;

export const AUDIENCES = [
  { icon: Rocket, label: 'Startup founders' },
  { icon: Palette, label: 'NFT artists' },
  { icon: Building2, label: 'DeFi projects' },
  { icon: Vote, label: 'DAOs' },
  { icon: Coins, label: 'Crypto investors' },
  { icon: Users, label: 'Global web3 communities' },
] as const;

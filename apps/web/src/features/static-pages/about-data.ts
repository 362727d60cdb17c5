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
import { msg } from '@/lib/i18n/i18n';

// Texts in English, marked for the catalogue and shown through `t` (decision 140).

export const DIFFERENCES = [
  {
    icon: Coins,
    title: msg('A 2.5% fee'),
    crowdvault: msg('2.5%, taken by the vault at withdrawal'),
    traditional: msg('8–12% in platform and payment fees'),
    text: msg(
      'Donors pay no platform fee at all. When a creator withdraws, the campaign vault sends 97.5% to the creator and 2.5% to the platform treasury in the same transaction.',
    ),
  },
  {
    icon: Timer,
    title: msg('Instant payouts'),
    crowdvault: msg('As fast as the network confirms'),
    traditional: msg('3–7 business days'),
    text: msg(
      'There is no payout queue and no bank in the middle. A withdrawal settles when the blockchain confirms it, usually within a minute.',
    ),
  },
  {
    icon: ShieldCheck,
    title: msg('No custody'),
    crowdvault: msg('Funds sit in the campaign’s own contract'),
    traditional: msg('Funds held in the platform’s accounts'),
    text: msg(
      'Every campaign has its own smart-contract vault that only its creator can withdraw from. CrowdVault never holds donors’ money and cannot move it.',
    ),
  },
] as const;

export const VALUES = [
  {
    icon: Eye,
    title: msg('Transparent by default'),
    text: msg(
      'Every donation and every withdrawal is a public transaction anyone can check on a block explorer.',
    ),
  },
  {
    icon: Globe,
    title: msg('Open to everyone'),
    text: msg('Anyone with a wallet can give or raise money, from any country, without a bank account.'),
  },
  {
    icon: Wallet,
    title: msg('Your wallet is your account'),
    text: msg(
      'You sign in by signing a message. No password, no e-mail, no card details — only your wallet address.',
    ),
  },
  {
    icon: HandCoins,
    title: msg('Fair and simple pricing'),
    text: msg(
      'One fee, 2.5% on withdrawals, enforced by the contract itself. Nothing hidden, nothing extra.',
    ),
  },
] as const;

export const AUDIENCES = [
  { icon: Rocket, label: msg('Startup founders') },
  { icon: Palette, label: msg('NFT artists') },
  { icon: Building2, label: msg('DeFi projects') },
  { icon: Vote, label: msg('DAOs') },
  { icon: Coins, label: msg('Crypto investors') },
  { icon: Users, label: msg('Global web3 communities') },
] as const;

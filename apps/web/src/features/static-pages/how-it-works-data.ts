import {
  BadgeCheck,
  Banknote,
  FilePlus2,
  Hand,
  type LucideIcon,
  PenLine,
  QrCode,
  Radio,
  Search,
  Share2,
  Wallet,
} from 'lucide-react';
import { msg } from '@/lib/i18n/i18n';

/** Each text is English, marked for the catalogue; the page shows it through `t` (decision 140). */
export interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
  points?: readonly string[];
}

export const CREATOR_STEPS: readonly Step[] = [
  {
    icon: Wallet,
    title: msg('Connect your wallet'),
    text: msg(
      'Click Connect Wallet and choose a browser-extension wallet such as MetaMask, a WalletConnect mobile wallet, or Coinbase Wallet. Your wallet address is your account.',
    ),
  },
  {
    icon: PenLine,
    title: msg('Sign in with a signature'),
    text: msg(
      'Your wallet asks you to sign a short Sign-In with Ethereum message. Signing is free: it is not a transaction, costs no gas and moves no funds. It simply proves the address is yours.',
    ),
  },
  {
    icon: FilePlus2,
    title: msg('Create your campaign'),
    text: msg(
      'Give it a title, a short description, your story, a goal, a category and an optional end date, image and video. Choose the stablecoin you raise in: USDT, USDC or DAI.',
    ),
    points: [
      msg(
        'Your campaign’s vault address is calculated the moment you create it, so it can receive donations straight away.',
      ),
      msg('The vault is a small smart contract owned by your wallet. Only you can withdraw from it.'),
    ],
  },
  {
    icon: BadgeCheck,
    title: msg('Review within 24 hours'),
    text: msg(
      'Our moderators check every new campaign against the community guidelines, usually much faster than 24 hours. Once approved, it appears in Discover for everyone to find.',
    ),
  },
  {
    icon: Share2,
    title: msg('Share it'),
    text: msg(
      'Share the campaign link to social networks, messaging apps or e-mail from the campaign page, or show its QR code. Every donation appears on the page as soon as the chain confirms it.',
    ),
  },
  {
    icon: Banknote,
    title: msg('Withdraw whenever you like'),
    text: msg(
      'From your dashboard, pick the campaign, the amount and the receiving address. The vault pays you and the platform fee in one transaction.',
    ),
    points: [
      msg('97.5% of the amount goes to your receiving address; 2.5% goes to the CrowdVault treasury.'),
      msg(
        'Send the withdrawal from your own wallet, or sign a request and let our relayer submit it and pay the gas.',
      ),
      msg('Withdraw part or all of the balance, as often as you need — there is no payout queue.'),
    ],
  },
];

export const DONOR_STEPS: readonly Step[] = [
  {
    icon: Search,
    title: msg('Find a campaign'),
    text: msg(
      'Browse Discover by category, status or popularity. No wallet is needed to read campaigns, stories, updates or the donation history.',
    ),
  },
  {
    icon: Wallet,
    title: msg('Connect and sign in'),
    text: msg(
      'To give with your name attached, connect your wallet and sign the free sign-in message. If you prefer to stay anonymous, skip this step.',
    ),
  },
  {
    icon: Hand,
    title: msg('Donate from your wallet'),
    text: msg(
      'Enter an amount and an optional message, then confirm the token transfer in your wallet. The money goes straight from your wallet into the campaign’s vault.',
    ),
    points: [
      msg('You only pay the network’s gas fee — donors pay no platform fee.'),
      msg(
        'The donation is recorded once the transaction is confirmed on-chain, so it can never be counted twice.',
      ),
    ],
  },
  {
    icon: QrCode,
    title: msg('Or send to the campaign address'),
    text: msg(
      'Tick the anonymous option, then copy the campaign’s vault address or scan its QR code and send the campaign’s stablecoin from any wallet — no sign-in needed.',
    ),
    points: [
      msg('Send only on the network shown on the campaign page.'),
      msg('Anonymous donations are listed as “Anonymous”; no name or message is attached.'),
    ],
  },
  {
    icon: Radio,
    title: msg('See it land'),
    text: msg(
      'CrowdVault watches the chain and picks up your donation within seconds of confirmation. The campaign’s progress bar and donation list update live, and your dashboard keeps a record with the transaction hash.',
    ),
  },
];

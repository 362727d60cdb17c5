import {
  Boxes,
  Database,
  Eye,
  FileCode2,
  Globe,
  type LucideIcon,
  Server,
  ShieldCheck,
  TestTube2,
  Vault,
  Vote,
} from 'lucide-react';
import { msg } from '@/lib/i18n/i18n';

// Every text is English, marked for the catalogue and shown through `t` (decision 140); product,
// contract and library names are written as they are.

export const WHITEPAPER_VERSION = '1.0';

/** In-page navigation; `risks` is deliberately not listed (SPEC.md §2). */
export const WHITEPAPER_NAV = [
  { id: 'executive-summary', label: msg('Executive Summary') },
  { id: 'introduction', label: msg('Introduction') },
  { id: 'market-analysis', label: msg('Market Analysis') },
  { id: 'technology', label: msg('Technology') },
  { id: 'tokenomics', label: msg('Tokenomics') },
  { id: 'roadmap', label: msg('Roadmap') },
] as const;

export const SUMMARY_CARDS = [
  {
    icon: ShieldCheck,
    title: msg('Trustless operations'),
    text: msg(
      'Each campaign’s funds sit in its own smart-contract vault. The contract, not a company, pays the creator and takes the 2.5% fee.',
    ),
  },
  {
    icon: Globe,
    title: msg('Global accessibility'),
    text: msg(
      'Anyone with a wallet can raise or give stablecoins on six EVM networks, without a bank account or a payment processor.',
    ),
  },
  {
    icon: Eye,
    title: msg('Privacy focused'),
    text: msg(
      'No e-mail, no card, no identity documents: a wallet address is the only personal data CrowdVault needs.',
    ),
  },
] as const;

/** Market figures of SPEC.md §9. */
export const MARKET_STATS = [
  { value: msg('$28.8B'), label: msg('Global crowdfunding market size (2022)') },
  { value: msg('16.7%'), label: msg('Projected CAGR, 2023–2028') },
  { value: msg('3.2M'), label: msg('Average daily campaigns') },
  { value: msg('$2.5B'), label: msg('DeFi crowdfunding volume') },
] as const;

export const COMPETITOR_COLUMNS = [
  'CrowdVault',
  msg('Traditional platforms'),
  msg('Other crypto crowdfunding'),
] as const;

export const COMPETITOR_ROWS: readonly { feature: string; values: readonly [string, string, string] }[] = [
  {
    feature: msg('Platform fee'),
    values: [msg('2.5%, at withdrawal'), msg('8–12% incl. payment processing'), msg('Varies')],
  },
  {
    feature: msg('Access to funds'),
    values: [msg('Instant, on confirmation'), msg('3–7 business days'), msg('Minutes to days')],
  },
  {
    feature: msg('Custody'),
    values: [msg('None — one vault per campaign'), msg('Platform holds funds'), msg('Often a pooled wallet')],
  },
  {
    feature: msg('Who can take part'),
    values: [msg('Anyone with a wallet'), msg('Limited by country and bank'), msg('Anyone with a wallet')],
  },
  {
    feature: msg('Transparency'),
    values: [msg('Every transfer on-chain'), msg('Internal ledger'), msg('On-chain, often pooled')],
  },
  {
    feature: msg('Personal data'),
    values: [msg('Wallet address only'), msg('Name, e-mail, bank or card'), msg('Varies')],
  },
  { feature: msg('Campaign review'), values: [msg('Within 24 hours'), msg('Varies'), msg('Often none')] },
];

export const TARGET_MARKET = [
  msg('Startup founders'),
  msg('NFT artists'),
  msg('DeFi projects'),
  msg('DAOs'),
  msg('Crypto investors'),
  msg('Global web3 communities'),
] as const;

export type TechStatus = 'Live' | 'Proposed' | 'Planned';

/** A status's words, for `t`. */
export const TECH_STATUS_LABEL: Record<TechStatus, string> = {
  Live: msg('Live'),
  Proposed: msg('Proposed'),
  Planned: msg('Planned'),
};

export interface TechBlock {
  icon: LucideIcon;
  title: string;
  status?: TechStatus;
  text: string;
  points: readonly string[];
}

export const TECH_BLOCKS: readonly TechBlock[] = [
  {
    icon: Boxes,
    title: 'CampaignFactory',
    status: 'Live',
    text: msg('Creates one vault per campaign as an EIP-1167 minimal-proxy clone at a CREATE2 address.'),
    points: [
      msg(
        'The address is known before deployment, so a campaign can receive donations from the moment it is created.',
      ),
      msg(
        'The CREATE2 salt commits to the campaign id and the creator’s address: nobody can deploy a campaign’s vault with another owner.',
      ),
      msg('The first withdrawal deploys the vault; clones keep deployment cheap.'),
    ],
  },
  {
    icon: Vault,
    title: 'CampaignVault',
    status: 'Live',
    text: msg(
      'Holds the campaign’s ERC-20 tokens and native coin, and pays out only to its owner’s instructions.',
    ),
    points: [
      msg(
        'withdraw(token, amount, recipient), called by the owner, or withdrawWithSig(…) relayed by anyone with the owner’s EIP-712 signature over vault, token, amount, recipient, nonce, deadline and chain id.',
      ),
      msg(
        'Every withdrawal sends amount × 250 / 10,000 (2.5%) to the treasury and the rest to the recipient, rounded so nothing is lost or created, and emits Withdrawn.',
      ),
    ],
  },
  {
    icon: FileCode2,
    title: msg('Token contracts'),
    status: 'Live',
    text: msg('Campaigns raise USDT, USDC or DAI through the standard ERC-20 interface.'),
    points: [
      msg('SafeERC20 handles tokens like USDT whose transfer returns no boolean.'),
      msg(
        'Amounts use each token’s own decimals (USDT and USDC 6 on Ethereum, DAI 18); balances are measured, not assumed, so fee-on-transfer tokens cannot over-report.',
      ),
      msg('The CVT utility token is a fixed-supply ERC-20 of 1,000,000,000 on Ethereum.'),
    ],
  },
  {
    icon: Vote,
    title: msg('Governance'),
    status: 'Proposed',
    text: msg('Token-holder governance of platform parameters and the treasury, as proposed:'),
    points: [
      msg('1 token = 1 vote, with a minimum holding required to submit a proposal.'),
      msg('Quadratic voting for community grants, so many small holders outweigh a few large ones.'),
      msg('Delegation of voting power, and extra voting power for staked tokens.'),
    ],
  },
  {
    icon: Database,
    title: msg('Storage layer'),
    status: 'Planned',
    text: msg(
      'Money lives on-chain; campaign content (stories, images, updates) is stored by the CrowdVault API in PostgreSQL today.',
    ),
    points: [
      msg(
        'Planned: an IPFS storage layer that pins campaign content and records its content hash, so a campaign’s text can be verified independently of our servers.',
      ),
    ],
  },
];

export const SECURITY_FEATURES = [
  msg('Non-custodial by design: no platform key can move campaign funds.'),
  msg('Owner-bound vault addresses (CREATE2 salt includes the creator).'),
  msg(
    'EIP-712 typed signatures with nonce, deadline and chain id — no replay across vaults, chains or time.',
  ),
  msg('SafeERC20 transfers and balance measurement for non-standard tokens.'),
  msg('Solidity 0.8.x checked arithmetic on OpenZeppelin Contracts; EVM compatible.'),
  msg(
    'Sign-In with Ethereum (EIP-4361): single-use nonces, short-lived access tokens, rotating refresh tokens.',
  ),
  msg('A chain indexer that records each transfer once and undoes reorganised blocks.'),
  msg('Human review of every campaign within 24 hours, with flagging and pausing.'),
] as const;

export const TECH_STACKS: readonly { icon: LucideIcon; title: string; items: readonly string[] }[] = [
  {
    icon: Globe,
    title: msg('Frontend'),
    items: ['React 19', 'Vite', 'Tailwind CSS', 'Radix UI', 'TanStack Query'],
  },
  { icon: Server, title: msg('Backend'), items: ['Node.js', 'Fastify', 'zod', 'Drizzle ORM', 'PostgreSQL'] },
  {
    icon: FileCode2,
    title: msg('Blockchain'),
    items: ['Solidity 0.8', 'OpenZeppelin', 'viem', 'wagmi', msg('EVM networks')],
  },
  {
    icon: TestTube2,
    title: msg('Quality'),
    items: ['TypeScript', 'Vitest', 'Playwright', msg('Local anvil chain')],
  },
];

export const RISKS = [
  {
    title: msg('Smart-contract risk'),
    text: msg(
      'Contracts can contain bugs despite testing and the use of audited libraries. A flaw in a vault could put funds at risk.',
    ),
  },
  {
    title: msg('Regulatory risk'),
    text: msg(
      'Rules for crypto-assets, crowdfunding and tokens differ by country and are changing. They may limit where CrowdVault or its token can be offered.',
    ),
  },
  {
    title: msg('Stablecoin risk'),
    text: msg(
      'Campaigns raise stablecoins issued by third parties. An issuer can freeze addresses, and a stablecoin can lose its peg.',
    ),
  },
  {
    title: msg('Market risk'),
    text: msg(
      'The token’s price can be volatile and may fall to zero. Listings, liquidity and staking rewards are not guaranteed.',
    ),
  },
  {
    title: msg('User and key risk'),
    text: msg(
      'Blockchain transactions are irreversible. Lost keys, phishing or a transfer on the wrong network cannot be undone by CrowdVault.',
    ),
  },
  {
    title: msg('Adoption risk'),
    text: msg(
      'The protocol’s value depends on creators and donors using it; competition and network fees may slow that.',
    ),
  },
] as const;

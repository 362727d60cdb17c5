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

export const WHITEPAPER_VERSION = '1.0';

/** In-page navigation; `risks` is deliberately not listed (SPEC.md §2). */
export const WHITEPAPER_NAV = [
  { id: 'executive-summary', label: 'Executive Summary' },
  { id: 'introduction', label: 'Introduction' },
  { id: 'market-analysis', label: 'Market Analysis' },
  { id: 'technology', label: 'Technology' },
  { id: 'tokenomics', label: 'Tokenomics' },
  { id: 'roadmap', label: 'Roadmap' },
] as const;

export const SUMMARY_CARDS = [
  {
    icon: ShieldCheck,
    title: 'Trustless operations',
    text: 'Each campaign’s funds sit in its own smart-contract vault. The contract, not a company, pays the creator and takes the 2.5% fee.',
  },
  {
    icon: Globe,
    title: 'Global accessibility',
    text: 'Anyone with a wallet can raise or give stablecoins on six EVM networks, without a bank account or a payment processor.',
  },
  {
    icon: Eye,
    title: 'Privacy focused',
    text: 'No e-mail, no card, no identity documents: a wallet address is the only personal data CrowdVault needs.',
  },
] as const;

/** Market figures of SPEC.md §9. */
export const MARKET_STATS = [
  { value: '$28.8B', label: 'Global crowdfunding market size (2022)' },
  { value: '16.7%', label: 'Projected CAGR, 2023–2028' },
  { value: '3.2M', label: 'Average daily campaigns' },
  { value: '$2.5B', label: 'DeFi crowdfunding volume' },
] as const;

export const COMPETITOR_COLUMNS = [
  'CrowdVault',
  'Traditional platforms',
  'Other crypto crowdfunding',
] as const;

export const COMPETITOR_ROWS: readonly { feature: string; values: readonly [string, string, string] }[] = [
  { feature: 'Platform fee', values: ['2.5%, at withdrawal', '8–12% incl. payment processing', 'Varies'] },
  {
    feature: 'Access to funds',
    values: ['Instant, on confirmation', '3–7 business days', 'Minutes to days'],
  },
  {
    feature: 'Custody',
    values: ['None — one vault per campaign', 'Platform holds funds', 'Often a pooled wallet'],
  },
  {
    feature: 'Who can take part',
    values: ['Anyone with a wallet', 'Limited by country and bank', 'Anyone with a wallet'],
  },
  {
    feature: 'Transparency',
    values: ['Every transfer on-chain', 'Internal ledger', 'On-chain, often pooled'],
  },
  { feature: 'Personal data', values: ['Wallet address only', 'Name, e-mail, bank or card', 'Varies'] },
  { feature: 'Campaign review', values: ['Within 24 hours', 'Varies', 'Often none'] },
];

export const TARGET_MARKET = [
  'Startup founders',
  'NFT artists',
  'DeFi projects',
  'DAOs',
  'Crypto investors',
  'Global web3 communities',
] as const;

export interface TechBlock {
  icon: LucideIcon;
  title: string;
  status?: 'Live' | 'Proposed' | 'Planned';
  text: string;
  points: readonly string[];
}

export const TECH_BLOCKS: readonly TechBlock[] = [
  {
    icon: Boxes,
    title: 'CampaignFactory',
    status: 'Live',
    text: 'Creates one vault per campaign as an EIP-1167 minimal-proxy clone at a CREATE2 address.',
    points: [
      'The address is known before deployment, so a campaign can receive donations from the moment it is created.',
      'The CREATE2 salt commits to the campaign id and the creator’s address: nobody can deploy a campaign’s vault with another owner.',
      'The first withdrawal deploys the vault; clones keep deployment cheap.',
    ],
  },
  {
    icon: Vault,
    title: 'CampaignVault',
    status: 'Live',
    text: 'Holds the campaign’s ERC-20 tokens and native coin, and pays out only to its owner’s instructions.',
    points: [
      'withdraw(token, amount, recipient), called by the owner, or withdrawWithSig(…) relayed by anyone with the owner’s EIP-712 signature over vault, token, amount, recipient, nonce, deadline and chain id.',
      'Every withdrawal sends amount × 250 / 10,000 (2.5%) to the treasury and the rest to the recipient, rounded so nothing is lost or created, and emits Withdrawn.',
    ],
  },
  {
    icon: FileCode2,
    title: 'Token contracts',
    status: 'Live',
    text: 'Campaigns raise USDT, USDC or DAI through the standard ERC-20 interface.',
    points: [
      'SafeERC20 handles tokens like USDT whose transfer returns no boolean.',
      'Amounts use each token’s own decimals (USDT and USDC 6 on Ethereum, DAI 18); balances are measured, not assumed, so fee-on-transfer tokens cannot over-report.',
      'The CVT utility token is a fixed-supply ERC-20 of 1,000,000,000 on Ethereum.',
    ],
  },
  {
    icon: Vote,
    title: 'Governance',
    status: 'Proposed',
    text: 'Token-holder governance of platform parameters and the treasury, as proposed:',
    points: [
      '1 token = 1 vote, with a minimum holding required to submit a proposal.',
      'Quadratic voting for community grants, so many small holders outweigh a few large ones.',
      'Delegation of voting power, and extra voting power for staked tokens.',
    ],
  },
  {
    icon: Database,
    title: 'Storage layer',
    status: 'Planned',
    text: 'Money lives on-chain; campaign content (stories, images, updates) is stored by the CrowdVault API in PostgreSQL today.',
    points: [
      'Planned: an IPFS storage layer that pins campaign content and records its content hash, so a campaign’s text can be verified independently of our servers.',
    ],
  },
];

export const SECURITY_FEATURES = [
  'Non-custodial by design: no platform key can move campaign funds.',
  'Owner-bound vault addresses (CREATE2 salt includes the creator).',
  'EIP-712 typed signatures with nonce, deadline and chain id — no replay across vaults, chains or time.',
  'SafeERC20 transfers and balance measurement for non-standard tokens.',
  'Solidity 0.8.x checked arithmetic on OpenZeppelin Contracts; EVM compatible.',
  'Sign-In with Ethereum (EIP-4361): single-use nonces, short-lived access tokens, rotating refresh tokens.',
  'A chain indexer that records each transfer once and undoes reorganised blocks.',
  'Human review of every campaign within 24 hours, with flagging and pausing.',
] as const;

export const TECH_STACKS: readonly { icon: LucideIcon; title: string; items: readonly string[] }[] = [
  {
    icon: Globe,
    title: 'Frontend',
    items: ['React 19', 'Vite', 'Tailwind CSS', 'Radix UI', 'TanStack Query'],
  },
  { icon: Server, title: 'Backend', items: ['Node.js', 'Fastify', 'zod', 'Drizzle ORM', 'PostgreSQL'] },
  {
    icon: FileCode2,
    title: 'Blockchain',
    items: ['Solidity 0.8', 'OpenZeppelin', 'viem', 'wagmi', 'EVM networks'],
  },
  { icon: TestTube2, title: 'Quality', items: ['TypeScript', 'Vitest', 'Playwright', 'Local anvil chain'] },
];

export const RISKS = [
  {
    title: 'Smart-contract risk',
    text: 'Contracts can contain bugs despite testing and the use of audited libraries. A flaw in a vault could put funds at risk.',
  },
  {
    title: 'Regulatory risk',
    text: 'Rules for crypto-assets, crowdfunding and tokens differ by country and are changing. They may limit where CrowdVault or its token can be offered.',
  },
  {
    title: 'Stablecoin risk',
    text: 'Campaigns raise stablecoins issued by third parties. An issuer can freeze addresses, and a stablecoin can lose its peg.',
  },
  {
    title: 'Market risk',
    text: 'The token’s price can be volatile and may fall to zero. Listings, liquidity and staking rewards are not guaranteed.',
  },
  {
    title: 'User and key risk',
    text: 'Blockchain transactions are irreversible. Lost keys, phishing or a transfer on the wrong network cannot be undone by CrowdVault.',
  },
  {
    title: 'Adoption risk',
    text: 'The protocol’s value depends on creators and donors using it; competition and network fees may slow that.',
  },
] as const;

import type { LegalSection } from './legal-page';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement',
    body: [
      'These Terms govern your use of the CrowdVault website, API and smart contracts (“CrowdVault”, “we”). By connecting a wallet, signing in, creating a campaign or donating, you agree to them. If you do not agree, do not use CrowdVault.',
      'You must be old enough to enter a binding agreement where you live, and you are responsible for making sure that using crypto-assets and crowdfunding is lawful for you.',
    ],
  },
  {
    id: 'what-we-do',
    title: 'What CrowdVault is — and is not',
    body: [
      'CrowdVault is software that lets creators publish campaigns and lets donors send stablecoins to them. Each campaign has its own smart-contract vault, owned by the creator’s wallet.',
      {
        list: [
          'Funds never pass through CrowdVault. Donations go from the donor’s wallet directly to the campaign’s vault, and withdrawals go from the vault to the address the creator chooses.',
          'We do not hold, control or have keys to anyone’s funds, and we cannot freeze, move or return them.',
          'We are not a bank, a payment service, an escrow agent, a broker or a charity, and we do not guarantee that any campaign will reach its goal or use funds as described.',
        ],
      },
    ],
  },
  {
    id: 'wallets',
    title: 'Your wallet and account',
    body: [
      'Your account is your wallet address. You sign in by signing a message with your wallet; this is not a transaction and costs nothing. You are solely responsible for your wallet, its private key and its recovery phrase. CrowdVault will never ask for them.',
      'You may add a username and a bio. Do not impersonate anyone or use a name you have no right to.',
    ],
  },
  {
    id: 'fees',
    title: 'Fees',
    body: [
      'CrowdVault charges a platform fee of 2.5% of each amount withdrawn from a campaign vault. The vault deducts it automatically in the same transaction: 97.5% goes to the creator’s chosen address and 2.5% to the CrowdVault treasury.',
      'Donors pay no platform fee. Every blockchain transaction also costs a network (gas) fee, which goes to the network, not to us. When a creator uses our relayer for a withdrawal, we pay that withdrawal’s gas.',
      'We will announce any change to the fee before it takes effect; a change never applies to withdrawals already made.',
    ],
  },
  {
    id: 'creators',
    title: 'Rules for campaign creators',
    body: [
      'When you create a campaign you confirm that its content is true, that you have the right to publish it, and that you will use the funds as described. You are responsible for any taxes, reporting and legal obligations arising from the funds you raise.',
      {
        list: [
          'No fraud, scams, pyramid schemes or misleading claims.',
          'No illegal goods or services, hate, harassment, violence or sexual content involving minors.',
          'No campaigns that infringe others’ intellectual property or privacy.',
          'No campaigns for sanctioned persons or to launder money.',
        ],
      },
      'Post honest updates and answer donors’ reasonable questions about how funds are used.',
    ],
  },
  {
    id: 'moderation',
    title: 'Review and moderation',
    body: [
      'Admins and moderators review every new campaign, normally within 24 hours, before it is listed in Discover. We may approve, reject, flag, pause, mark as completed or unlist any campaign, and suspend any user, when we believe these Terms or the law are broken.',
      'Moderation affects what CrowdVault shows. It cannot affect funds already in a vault: those always remain under the control of the vault’s owner.',
    ],
  },
  {
    id: 'donations',
    title: 'Donations',
    body: [
      'Donations are voluntary gifts to the creator. Blockchain transactions are public and irreversible: check the campaign, the amount and the network before you confirm. We cannot issue refunds because we never hold the money; any refund is a matter between you and the creator.',
      'An anonymous donation is shown on CrowdVault without your name or message, but the transaction, including the sending address, is public on the blockchain.',
    ],
  },
  {
    id: 'risks',
    title: 'Risks',
    body: [
      'Smart contracts, blockchains, wallets and stablecoins carry technical, market and regulatory risks, including bugs, network congestion, a stablecoin losing its peg or an issuer freezing an address. You use CrowdVault at your own risk.',
      'Information about the CVT token, its roadmap and proposed features is not investment advice and not an offer to sell tokens.',
    ],
  },
  {
    id: 'liability',
    title: 'Disclaimers and liability',
    body: [
      'CrowdVault is provided “as is” and “as available”. To the extent the law allows, we disclaim all warranties and are not liable for indirect or consequential losses, for losses caused by your wallet, your keys or third-party networks and tokens, or for what creators do with funds they raise.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    body: [
      'We may update these Terms. We will change the “Last updated” date above and, for significant changes, announce them on the site. Continuing to use CrowdVault after a change means you accept the new Terms.',
    ],
  },
];

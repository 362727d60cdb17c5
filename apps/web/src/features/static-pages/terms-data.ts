import { msg } from '@/lib/i18n/i18n';
import type { LegalSection } from './legal-page';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: msg('Agreement'),
    body: [
      msg(
        'These Terms govern your use of the CrowdVault website, API and smart contracts (“CrowdVault”, “we”). By connecting a wallet, signing in, creating a campaign or donating, you agree to them. If you do not agree, do not use CrowdVault.',
      ),
      msg(
        'You must be old enough to enter a binding agreement where you live, and you are responsible for making sure that using crypto-assets and crowdfunding is lawful for you.',
      ),
    ],
  },
  {
    id: 'what-we-do',
    title: msg('What CrowdVault is — and is not'),
    body: [
      msg(
        'CrowdVault is software that lets creators publish campaigns and lets donors send stablecoins to them. Each campaign has its own smart-contract vault, owned by the creator’s wallet.',
      ),
      {
        list: [
          msg(
            'Funds never pass through CrowdVault. Donations go from the donor’s wallet directly to the campaign’s vault, and withdrawals go from the vault to the address the creator chooses.',
          ),
          msg(
            'We do not hold, control or have keys to anyone’s funds, and we cannot freeze, move or return them.',
          ),
          msg(
            'We are not a bank, a payment service, an escrow agent, a broker or a charity, and we do not guarantee that any campaign will reach its goal or use funds as described.',
          ),
        ],
      },
    ],
  },
  {
    id: 'wallets',
    title: msg('Your wallet and account'),
    body: [
      msg(
        'Your account is your wallet address. You sign in by signing a message with your wallet; this is not a transaction and costs nothing. You are solely responsible for your wallet, its private key and its recovery phrase. CrowdVault will never ask for them.',
      ),
      msg('You may add a username and a bio. Do not impersonate anyone or use a name you have no right to.'),
    ],
  },
  {
    id: 'fees',
    title: msg('Fees'),
    body: [
      msg(
        'CrowdVault charges a platform fee of 2.5% of each amount withdrawn from a campaign vault. The vault deducts it automatically in the same transaction: 97.5% goes to the creator’s chosen address and 2.5% to the CrowdVault treasury.',
      ),
      msg(
        'Donors pay no platform fee. Every blockchain transaction also costs a network (gas) fee, which goes to the network, not to us. When a creator uses our relayer for a withdrawal, we pay that withdrawal’s gas.',
      ),
      msg(
        'We will announce any change to the fee before it takes effect; a change never applies to withdrawals already made.',
      ),
    ],
  },
  {
    id: 'creators',
    title: msg('Rules for campaign creators'),
    body: [
      msg(
        'When you create a campaign you confirm that its content is true, that you have the right to publish it, and that you will use the funds as described. You are responsible for any taxes, reporting and legal obligations arising from the funds you raise.',
      ),
      {
        list: [
          msg('No fraud, scams, pyramid schemes or misleading claims.'),
          msg('No illegal goods or services, hate, harassment, violence or sexual content involving minors.'),
          msg('No campaigns that infringe others’ intellectual property or privacy.'),
          msg('No campaigns for sanctioned persons or to launder money.'),
        ],
      },
      msg('Post honest updates and answer donors’ reasonable questions about how funds are used.'),
    ],
  },
  {
    id: 'moderation',
    title: msg('Review and moderation'),
    body: [
      msg(
        'Admins and moderators review every new campaign, normally within 24 hours, before it is listed in Discover. We may approve, reject, flag, pause, mark as completed or unlist any campaign, and suspend any user, when we believe these Terms or the law are broken.',
      ),
      msg(
        'Moderation affects what CrowdVault shows. It cannot affect funds already in a vault: those always remain under the control of the vault’s owner.',
      ),
    ],
  },
  {
    id: 'donations',
    title: msg('Donations'),
    body: [
      msg(
        'Donations are voluntary gifts to the creator. Blockchain transactions are public and irreversible: check the campaign, the amount and the network before you confirm. We cannot issue refunds because we never hold the money; any refund is a matter between you and the creator.',
      ),
      msg(
        'An anonymous donation is shown on CrowdVault without your name or message, but the transaction, including the sending address, is public on the blockchain.',
      ),
    ],
  },
  {
    id: 'risks',
    title: msg('Risks'),
    body: [
      msg(
        'Smart contracts, blockchains, wallets and stablecoins carry technical, market and regulatory risks, including bugs, network congestion, a stablecoin losing its peg or an issuer freezing an address. You use CrowdVault at your own risk.',
      ),
      msg(
        'Information about the CVT token, its roadmap and proposed features is not investment advice and not an offer to sell tokens.',
      ),
    ],
  },
  {
    id: 'liability',
    title: msg('Disclaimers and liability'),
    body: [
      msg(
        'CrowdVault is provided “as is” and “as available”. To the extent the law allows, we disclaim all warranties and are not liable for indirect or consequential losses, for losses caused by your wallet, your keys or third-party networks and tokens, or for what creators do with funds they raise.',
      ),
    ],
  },
  {
    id: 'changes',
    title: msg('Changes to these Terms'),
    body: [
      msg(
        'We may update these Terms. We will change the “Last updated” date above and, for significant changes, announce them on the site. Continuing to use CrowdVault after a change means you accept the new Terms.',
      ),
    ],
  },
];

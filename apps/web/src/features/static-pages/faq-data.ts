import { msg } from '@/lib/i18n/i18n';

/** The texts are English, marked for the catalogue; the page shows them, and the search reads them,
 *  through `t` (decision 140). */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'getting-started',
    title: msg('Getting started'),
    items: [
      {
        id: 'what-is-crowdvault',
        question: msg('What is CrowdVault?'),
        answer: msg(
          'CrowdVault is a crowdfunding platform where creators raise stablecoins and donors give directly from their own wallets. Every campaign has its own smart-contract vault, so the money goes from the donor to the campaign without passing through CrowdVault.',
        ),
      },
      {
        id: 'need-account',
        question: msg('Do I need an account or an e-mail address?'),
        answer: msg(
          'No. Your wallet is your account. You sign in by signing a short Sign-In with Ethereum message in your wallet; we never ask for an e-mail address, a password or a card. You can browse campaigns without connecting anything.',
        ),
      },
      {
        id: 'sign-in-cost',
        question: msg('Does signing in cost gas?'),
        answer: msg(
          'No. The sign-in message is a signature, not a transaction: it costs nothing and cannot move funds. It only proves that you control the address. Always check that the message names CrowdVault’s domain before signing.',
        ),
      },
      {
        id: 'who-for',
        question: msg('Who can start a campaign?'),
        answer: msg(
          'Anyone with a wallet, from any country: startup founders, NFT artists, DeFi projects, DAOs and community organisers. Campaigns must follow the community guidelines and are reviewed before they appear in Discover.',
        ),
      },
    ],
  },
  {
    id: 'fees',
    title: msg('Fees & payments'),
    items: [
      {
        id: 'platform-fee',
        question: msg('How much does CrowdVault charge?'),
        answer: msg(
          'A single 2.5% platform fee, taken when the creator withdraws. The campaign vault sends 97.5% of the withdrawn amount to the creator and 2.5% to the CrowdVault treasury in the same transaction. Traditional platforms typically take 8–12% once payment processing is included.',
        ),
      },
      {
        id: 'donor-fee',
        question: msg('Do donors pay a fee?'),
        answer: msg(
          'Donors pay no platform fee. Like any blockchain transaction, a donation costs the network’s gas fee, which goes to the network, not to CrowdVault.',
        ),
      },
      {
        id: 'currencies',
        question: msg('Which currencies can I raise and donate?'),
        answer: msg(
          'Campaigns raise stablecoins: USDT first, as well as USDC and DAI. Each campaign names its currency, and donations in that stablecoin count towards its goal one-to-one in US dollars.',
        ),
      },
      {
        id: 'token-discount',
        question: msg('Does the CrowdVault token reduce fees?'),
        answer: msg(
          'No. The token is only planned: no CVT has been issued. Its plan proposes fee reductions of up to 50% for holders, as the Token page describes, but the contracts have no such rule: every vault charges the standard 2.5%.',
        ),
      },
    ],
  },
  {
    id: 'wallets',
    title: msg('Wallets & networks'),
    items: [
      {
        id: 'which-wallets',
        question: msg('Which wallets can I use?'),
        answer: msg(
          'Any browser-extension wallet such as MetaMask, any mobile wallet that supports WalletConnect (by scanning a QR code), and Coinbase Wallet. For anonymous donations any wallet or exchange account that can send the stablecoin will do.',
        ),
      },
      {
        id: 'which-networks',
        question: msg('Which networks are supported?'),
        answer: msg(
          'CrowdVault runs on EVM networks: Ethereum, Polygon, Arbitrum, Optimism, Base and BNB Chain. The campaign page shows which network its vault lives on; your wallet will offer to switch if you are on another one.',
        ),
      },
      {
        id: 'wrong-network',
        question: msg('What happens if I send on the wrong network?'),
        answer: msg(
          'A transfer on a different network than the campaign’s is not counted, and CrowdVault cannot move it for you because we never hold keys to anyone’s funds. Always check the network on the campaign page before sending.',
        ),
      },
      {
        id: 'private-key',
        question: msg('Will CrowdVault ever ask for my seed phrase or private key?'),
        answer: msg(
          'Never. CrowdVault only asks your wallet for signatures and for transactions you confirm yourself. Anyone asking for your seed phrase is trying to steal your funds.',
        ),
      },
    ],
  },
  {
    id: 'donating',
    title: msg('Donating'),
    items: [
      {
        id: 'how-donate',
        question: msg('How do I donate?'),
        answer: msg(
          'Open a campaign, connect your wallet, enter an amount and an optional message, and confirm the transfer in your wallet. The stablecoins go straight into the campaign’s vault, and the donation appears on the page once the chain confirms it.',
        ),
      },
      {
        id: 'anonymous',
        question: msg('Can I give anonymously?'),
        answer: msg(
          'Yes. Tick the anonymous option, then copy the campaign’s vault address or scan its QR code and send the campaign’s stablecoin from any wallet — no sign-in needed. The donation is listed as Anonymous. Note that the transaction itself is still public on the blockchain.',
        ),
      },
      {
        id: 'detection-time',
        question: msg('How quickly does an anonymous donation show up?'),
        answer: msg(
          'Within seconds of the transaction being confirmed. CrowdVault watches the chain for transfers into campaign vaults and pushes new donations to open campaign pages live — on public networks that means one block plus a few confirmations.',
        ),
      },
      {
        id: 'refunds',
        question: msg('Can I get a refund?'),
        answer: msg(
          'Blockchain transfers are final, and CrowdVault never holds your donation, so we cannot reverse it. If you made a mistake, contact the campaign creator: they can send funds back from their vault. Double-check the amount and the campaign before confirming.',
        ),
      },
      {
        id: 'verify-donation',
        question: msg('How can I check where my money went?'),
        answer: msg(
          'Every donation has a transaction hash. Open it on the network’s block explorer to see the transfer into the campaign vault, and later the creator’s withdrawals with the fee split.',
        ),
      },
    ],
  },
  {
    id: 'creators',
    title: msg('Campaigns & withdrawals'),
    items: [
      {
        id: 'review-time',
        question: msg('How long does campaign review take?'),
        answer: msg(
          'Our moderators review every new campaign within 24 hours, usually sooner. Approved campaigns appear in Discover. A campaign that breaks the guidelines can be rejected, flagged or paused.',
        ),
      },
      {
        id: 'how-withdraw',
        question: msg('How do I withdraw funds?'),
        answer: msg(
          'In your dashboard, choose the campaign, the amount and the receiving address. Send the withdrawal from your own wallet, or sign a withdrawal request and let CrowdVault’s relayer submit it and pay the gas. The vault pays 97.5% to you and 2.5% to the treasury.',
        ),
      },
      {
        id: 'withdraw-when',
        question: msg('When can I withdraw — do I have to reach my goal?'),
        answer: msg(
          'You can withdraw at any time, any amount up to the vault’s balance, whether or not the goal is reached. Withdrawals settle as soon as the network confirms them, with no payout queue.',
        ),
      },
      {
        id: 'vault-address',
        question: msg('What is my campaign’s vault address?'),
        answer: msg(
          'A smart-contract address calculated in advance from your campaign and your wallet. It can receive donations before the contract is even deployed; your first withdrawal deploys it. Because the address is bound to your wallet, nobody else can claim it.',
        ),
      },
      {
        id: 'edit-campaign',
        question: msg('Can I post updates to my campaign?'),
        answer: msg(
          'Yes. Creators can post updates that donors see on the campaign’s Updates tab — a good way to show progress and how funds are used.',
        ),
      },
    ],
  },
  {
    id: 'safety',
    title: msg('Security & privacy'),
    items: [
      {
        id: 'custody',
        question: msg('Does CrowdVault hold my funds?'),
        answer: msg(
          'No. Donations sit in each campaign’s own vault contract, and only the campaign creator’s wallet can withdraw from it. CrowdVault has no key that can move donors’ or creators’ money.',
        ),
      },
      {
        id: 'contracts-safe',
        question: msg('How are the smart contracts secured?'),
        answer: msg(
          'Vaults are minimal EIP-1167 clones of one contract built on OpenZeppelin libraries and written in Solidity 0.8. They use SafeERC20 (so tokens like USDT work correctly), bind each vault to its creator, and accept relayed withdrawals only with the owner’s EIP-712 signature, a nonce and a deadline.',
        ),
      },
      {
        id: 'personal-data',
        question: msg('What personal data do you store?'),
        answer: msg(
          'Only your wallet address, plus whatever you choose to add: a username, a bio, your campaigns and donation messages. No e-mail is required, and we never see card details or private keys. See the Privacy Policy for details.',
        ),
      },
      {
        id: 'scam-campaign',
        question: msg('How do you protect donors from scams?'),
        answer: msg(
          'Every campaign is reviewed by a moderator before it is listed, and campaigns can be flagged or paused if something looks wrong. Donors can also see a campaign’s full on-chain history. Still, give only to creators you trust — donations cannot be reversed.',
        ),
      },
      {
        id: 'public-transactions',
        question: msg('Are my donations public?'),
        answer: msg(
          'The transaction is public on the blockchain, like every on-chain transfer: anyone can see the sending address and the amount. On CrowdVault, an anonymous donation is shown without a name or message.',
        ),
      },
    ],
  },
];

export const FAQ_COUNT = FAQ_CATEGORIES.reduce((total, category) => total + category.items.length, 0);

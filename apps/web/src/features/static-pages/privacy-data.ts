import { msg } from '@/lib/i18n/i18n';
import type { LegalSection } from './legal-page';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'summary',
    title: msg('The short version'),
    body: [
      msg(
        'CrowdVault needs only your wallet address. Everything else — a username, a bio, your campaigns, your donation messages — is optional and provided by you. We do not require an e-mail address, we never see card or bank details, and we never have your private keys.',
      ),
    ],
  },
  {
    id: 'what-we-store',
    title: msg('What we store'),
    body: [
      {
        list: [
          msg('Wallet address: your identifier on CrowdVault, recorded when you first sign in.'),
          msg(
            'Username and bio: a generated username (from your address) that you can change, and an optional bio.',
          ),
          msg(
            'Campaign content: titles, descriptions, stories, images and video links, goals, dates and updates you publish.',
          ),
          msg(
            'Donation records: the campaign, amount, currency, transaction hash and time of each donation, plus the optional message you add; anonymous donations are stored without a link to your account.',
          ),
          msg(
            'Sign-in sessions: hashed refresh tokens and their expiry, so we can keep you signed in and revoke sessions.',
          ),
          msg('Moderation records: approvals, rejections, flags and status changes of campaigns and users.'),
        ],
      },
    ],
  },
  {
    id: 'what-we-dont',
    title: msg('What we do not collect'),
    body: [
      {
        list: [
          msg('No e-mail address, phone number, postal address or identity documents are required.'),
          msg('No card or bank details — donations are token transfers from your own wallet.'),
          msg('No private keys or recovery phrases, ever.'),
          msg('No advertising trackers and no sale of data.'),
        ],
      },
    ],
  },
  {
    id: 'blockchain',
    title: msg('Public blockchain data'),
    body: [
      msg(
        'Donations and withdrawals are blockchain transactions. They are public, permanent and irreversible: anyone can see the sending and receiving addresses, the amounts and the times on a block explorer. CrowdVault reads this public data to show donations and balances, but neither we nor anyone else can delete it.',
      ),
      msg(
        'Funds never pass through CrowdVault: they move between your wallet and a campaign’s vault contract.',
      ),
    ],
  },
  {
    id: 'how-we-use',
    title: msg('How we use your data'),
    body: [
      {
        list: [
          msg('To show campaigns, creators’ profiles and donation lists.'),
          msg('To sign you in and protect your account.'),
          msg('To review campaigns and enforce the Terms of Service.'),
          msg(
            'To keep the service secure, for example by rate-limiting requests and keeping short technical logs.',
          ),
        ],
      },
    ],
  },
  {
    id: 'local-storage',
    title: msg('Your browser'),
    body: [
      msg(
        'The web app keeps your sign-in tokens and wallet connection state in your browser’s local storage. Disconnecting your wallet in the dashboard clears it. We do not use third-party cookies.',
      ),
    ],
  },
  {
    id: 'sharing',
    title: msg('Who we share data with'),
    body: [
      msg(
        'Public content (campaigns, usernames, bios, non-anonymous donation messages) is visible to everyone. We use blockchain node providers to read the chain and hosting providers to run the service; they process data only on our behalf. We disclose data to authorities only when the law requires it.',
      ),
    ],
  },
  {
    id: 'your-rights',
    title: msg('Your choices and rights'),
    body: [
      msg(
        'You can edit your username and bio and your campaigns’ content at any time. You can ask us to access, correct or delete the off-chain data linked to your wallet address; we will remove it unless we must keep it for legal or safety reasons. Data on the blockchain cannot be deleted by anyone.',
      ),
    ],
  },
  {
    id: 'retention',
    title: msg('How long we keep data'),
    body: [
      msg(
        'We keep account and campaign data while your account exists, session records until they expire, and moderation records as long as needed to keep the platform safe.',
      ),
    ],
  },
  {
    id: 'changes',
    title: msg('Changes to this policy'),
    body: [
      msg(
        'If we change how we handle data, we will update this page and its “Last updated” date, and announce significant changes on the site.',
      ),
    ],
  },
];

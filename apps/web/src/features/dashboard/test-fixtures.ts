import type { ProfileSettings } from '@crowdvault/shared/api/profile';
import type { SafeInfo } from '@crowdvault/shared/api/safe';
import type { CampaignVault, VaultChainBalances, Withdrawal } from '@crowdvault/shared/api/withdrawal';

// Fixtures the dashboard's tests share: each test names only what it is about.

/** A signed-in user's settings, every kind of notification switched on. */
export function profileSettings(fields: Partial<ProfileSettings> = {}): ProfileSettings {
  const notifications = { update: true, withdrawal: true, goal: true, ending: true };
  return {
    username: 'maker',
    bio: null,
    avatarUrl: null,
    email: null,
    emailVerified: false,
    notifications: {
      ...notifications,
      moderation: true,
      outcome: true,
      safe: true,
      pledge: true,
      round: true,
    },
    ...fields,
  };
}

/** A 2-of-n Safe (version 1.4.1) on the local chain. */
export function safeInfo(owners: string[], nonce: string): SafeInfo {
  return {
    address: '0x1111111111111111111111111111111111111111',
    chainId: 31337,
    owners,
    threshold: 2,
    nonce,
    version: '1.4.1',
  };
}

/** A zero balance of the native coin, as a vault's reading lists it. */
export const NO_ETH = { symbol: 'ETH', tokenAddress: null, decimals: 18, balance: '0' };

/** A campaign's vault on one network (31337): `chain` is that network's reading, also given as
 *  the vault's own top-level one. */
export function campaignVault(
  campaign: Pick<CampaignVault, 'campaignId' | 'title' | 'currency'>,
  chain: Pick<VaultChainBalances, 'deployed' | 'balances' | 'safe'>,
): CampaignVault {
  const reading = {
    chainId: 31337,
    blockNumber: '42',
    lastChecked: '2026-03-05T12:00:00.000Z',
    readError: null,
    ...chain,
  };
  return {
    ...campaign,
    status: 'active',
    walletAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    ...reading,
    chains: [reading],
  };
}

/** A completed direct withdrawal of 100 USDT from 'Clean water'. */
export function withdrawal(fields: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 'w1',
    chainId: 31337,
    campaign: { id: 7, title: 'Clean water', currency: 'USDT' },
    currency: 'USDT',
    amount: '100',
    fee: '2.5',
    payout: '97.5',
    recipientAddress: `0x${'1'.repeat(40)}`,
    status: 'completed',
    method: 'direct',
    transactionHash: `0x${'ab'.repeat(32)}`,
    failureReason: null,
    createdAt: '2026-03-05T12:00:00.000Z',
    safe: null,
    ...fields,
  };
}

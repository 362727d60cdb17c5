/** EIP-712 types of PledgeCollector (decision 102), domain ("CrowdVault Pledges", "1", chain id,
 *  the collector's address). The digest of a `Pledge` is also its id. */
export const PLEDGE_TYPES = {
  Pledge: [
    { name: 'donor', type: 'address' },
    { name: 'vault', type: 'address' },
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'period', type: 'uint256' },
    { name: 'periods', type: 'uint256' },
    { name: 'start', type: 'uint256' },
    { name: 'salt', type: 'bytes32' },
  ],
} as const;

export const CANCEL_PLEDGE_TYPES = {
  CancelPledge: [{ name: 'pledgeId', type: 'bytes32' }],
} as const;

export const PLEDGE_EIP712_NAME = 'CrowdVault Pledges';
export const PLEDGE_EIP712_VERSION = '1';

/** Period lengths a donor may choose, in seconds: a month is 30 days on chain (the contract counts
 *  seconds, not calendar months). */
export const PLEDGE_PERIODS = { monthly: 30 * 86_400, weekly: 7 * 86_400 } as const;
export type PledgeCadence = keyof typeof PLEDGE_PERIODS;
/** The most periods one pledge may run ("until cancelled" is this cap unless the donor picks less). */
export const MAX_PLEDGE_PERIODS = 120;

/** Platform fee in basis points, taken by the vault from each withdrawal (250 = 2.5%). */
export const PLATFORM_FEE_BPS = 250;
export const BPS_DENOMINATOR = 10_000;

export const CATEGORIES = [
  'Medical',
  'Education',
  'Emergency',
  'Community',
  'Animals',
  'Technology',
  'Environment',
  'Sports',
  'Arts',
  'Business',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Stablecoins a campaign can raise in; all count 1:1 toward a USD goal. */
export const CAMPAIGN_CURRENCIES = ['USDT', 'USDC', 'DAI'] as const;
export type CampaignCurrency = (typeof CAMPAIGN_CURRENCIES)[number];

export const CAMPAIGN_STATUSES = [
  'active',
  'paused',
  'completed',
  'flagged',
  'expired',
  'pending',
  'cancelled',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** How a campaign's vault releases money (issue 29): 'keep' pays out whatever is raised (today's
 *  vaults); 'all_or_nothing' holds it until the goal is reached by the deadline and otherwise
 *  gives every donor their money back (decision 090). */
export const FUNDING_MODELS = ['keep', 'all_or_nothing'] as const;
export type FundingModel = (typeof FUNDING_MODELS)[number];

/** An all-or-nothing vault's state, computed by the vault from its clock and counted total, never
 *  set: funding until the goal is reached or the deadline passes, succeeded once the counted total
 *  reaches the goal by the deadline, failed when the deadline passed short of it. */
export const FUNDING_STATES = ['funding', 'succeeded', 'failed'] as const;

/** Decision 091's sentence, wherever a plain transfer to an all-or-nothing vault is shown as not
 *  counted (receipts, My Donations, the statement). */
export const PLAIN_TRANSFER_NOTE =
  "Money sent straight to the vault's address does not count and is not refunded: it goes to the creator with the rest.";
export type FundingState = (typeof FUNDING_STATES)[number];

/** The all-or-nothing vault's own bounds (AllOrNothingVault.sol): a goal below `minGoal` whole
 *  stablecoins or a deadline more than `maxDurationDays` ahead is refused on chain, so the API
 *  refuses it first. At most `maxTokens` stablecoins per vault. */
export const ALL_OR_NOTHING_LIMITS = { minGoal: 1, maxDurationDays: 365, maxTokens: 8 } as const;

export const USER_ROLES = ['USER', 'MODERATOR', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ['ACTIVE', 'SUSPENDED', 'PENDING_VERIFICATION'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const LIMITS = {
  titleMax: 120,
  descriptionMax: 300,
  storyMax: 20_000,
  goalMax: 1_000_000_000,
  goalMin: 0.01,
  endDateMaxDays: 365,
  donationMessageMax: 500,
  discoverPageSize: 12,
  listMax: 50,
  homeFeaturedCount: 3,
} as const;

export const TIMINGS = {
  requestTimeoutMs: 10_000,
  modalRedirectMs: 500,
  copyConfirmationMs: 2_000,
  toastLimit: 5,
  toastRemoveDelayMs: 1_000,
  toastDurationMs: 5_000,
} as const;

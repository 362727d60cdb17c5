import type { ModerationReason } from '@crowdvault/shared/api/admin';
import type { NotificationKind } from '@crowdvault/shared/api/notifications';
import type { PledgePeriodStatus, PledgeStatus } from '@crowdvault/shared/api/pledge';
import type { RoundPayoutFailure } from '@crowdvault/shared/api/rounds';
import type { CampaignCurrency, CampaignStatus, Category, FundingModel } from '@crowdvault/shared/constants';
import { LOCALES, type Locale } from '@crowdvault/shared/i18n/locales';
import { FOLD_FROM, FOLD_TO } from '@crowdvault/shared/search-fold';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytesColumn } from './bytes-column';
import { onChainEventColumns, oneRowPerLog } from './on-chain-event';
import { tokenAmount } from './token-amount';

// Addresses are stored lowercase (checked), so equality and unique indexes are case-insensitive
// without lower() in every query; the API answers them checksummed.
const lowercase = (column: string) => sql.raw(`${column} = lower(${column})`);

export const userRole = pgEnum('user_role', ['USER', 'MODERATOR', 'ADMIN']);
export const userStatus = pgEnum('user_status', ['ACTIVE', 'SUSPENDED', 'PENDING_VERIFICATION']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    walletAddress: text('wallet_address').notNull(),
    username: text('username').notNull(),
    bio: text('bio'),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** https only (checked by the API); the client shows a fallback when it is null or fails. */
    avatarUrl: text('avatar_url'),
    /** Notification kinds the user turned off in settings: their bell hides them (decision 053). */
    mutedNotificationKinds: text('muted_notification_kinds').array().notNull().default(sql`'{}'::text[]`),
    /** E-mail kinds turned on or off by the user ({ kind: boolean }); a kind absent here takes its
     *  default (EMAIL_KIND_INFO). */
    emailPreferences: jsonb('email_preferences')
      .$type<Record<string, boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** When the mail server refused the address for good; cleared when the address changes. */
    emailUndeliverableAt: timestamp('email_undeliverable_at', { withTimezone: true }),
    /** Why the user was last suspended ({ code, text }); null when never. */
    suspensionReason: jsonb('suspension_reason').$type<ModerationReason>(),
    /** The language the user chose in settings, which their e-mails use; null until they choose
     *  (decision 137). */
    locale: text('locale').$type<Locale>(),
    role: userRole('role').notNull().default('USER'),
    status: userStatus('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_wallet_address_unique').on(table.walletAddress),
    uniqueIndex('users_username_unique').on(table.username),
    // One account per verified address, whatever its letter case; unverified claims may collide.
    uniqueIndex('users_verified_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.emailVerified}`),
    check('users_wallet_address_lowercase', lowercase('wallet_address')),
    check('users_locale_known', sql.raw(`locale IN (${LOCALES.map((locale) => `'${locale}'`).join(', ')})`)),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    story: text('story').notNull(),
    category: text('category').$type<Category>().notNull(),
    /** The link the creator pasted, kept for the record; what the campaign shows is its stored copy,
     *  the cover below (decision 096). */
    imageUrl: text('image_url'),
    /** The campaign's photo (images.id), and its gallery in the creator's order (at most 8). */
    coverImageId: integer('cover_image_id').references((): AnyPgColumn => images.id),
    galleryImageIds: integer('gallery_image_ids').array().notNull().default(sql`'{}'::integer[]`),
    youtubeUrl: text('youtube_url'),
    location: text('location'),
    currency: text('currency').$type<CampaignCurrency>().notNull().default('USDT'),
    goalAmount: tokenAmount('goal_amount').notNull(),
    raisedAmount: tokenAmount('raised_amount').notNull().default(sql`0`),
    donorCount: integer('donor_count').notNull().default(0),
    status: text('status').$type<CampaignStatus>().notNull().default('active'),
    isApproved: boolean('is_approved').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Why it was last rejected or flagged ({ code, text }), shown to its creator; cleared on approval. */
    moderationReason: jsonb('moderation_reason').$type<ModerationReason>(),
    vaultAddress: text('vault_address'),
    /** The vault's first owner, bound into its CREATE2 salt, when it is not the creator's wallet: a
     *  Safe the creator named at creation (decision 104). Null: the creator's wallet. */
    vaultOwner: text('vault_owner'),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastChecked: timestamp('last_checked', { withTimezone: true }),
    lastDonationAt: timestamp('last_donation_at', { withTimezone: true }),
    /** When the raised amount first reached the goal: set once, so followers hear of it once. */
    goalReachedAt: timestamp('goal_reached_at', { withTimezone: true }),
    /** 'keep' (today's vaults) or 'all_or_nothing' (decision 090): fixed at creation. */
    fundingModel: text('funding_model').$type<FundingModel>().notNull().default('keep'),
    /** All or nothing: the one chain its vault lives on; null for 'keep'. */
    aonChainId: integer('aon_chain_id'),
    /** All or nothing: the vault's goal in 18-decimal stablecoin units, as deployed. */
    aonGoal: tokenAmount('aon_goal'),
    /** All or nothing: the vault's deadline in unix seconds, as deployed (= end_date). */
    aonDeadline: bigint('aon_deadline', { mode: 'bigint' }),
    /** All or nothing: the token addresses (lowercase, in order) the vault was deployed with. */
    aonTokens: text('aon_tokens').array(),
    /** All or nothing: the outcome the vault's state() showed once decided ('succeeded' or
     *  'failed'); null while funding. Read from the chain, never decided here. */
    aonOutcome: text('aon_outcome').$type<'succeeded' | 'failed'>(),
    aonOutcomeAt: timestamp('aon_outcome_at', { withTimezone: true }),
    /** Title and description in lower case, kept by the database, for searches: lower() of every
     *  row on every search cost more than the rest of the admin list together (10,000 campaigns). A
     *  line feed between the two, which single-line search text cannot hold, keeps a match from
     *  spanning them. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql.raw(`translate(lower(title || chr(10) || description), '${FOLD_FROM}', '${FOLD_TO}')`),
      ),
  },
  (table) => [
    uniqueIndex('campaigns_vault_address_unique').on(table.vaultAddress),
    check('campaigns_vault_owner_lowercase', lowercase('vault_owner')),
    index('campaigns_creator_id_idx').on(table.creatorId),
    index('campaigns_status_idx').on(table.status),
    // Public lists (only approved campaigns) read a page straight from these instead of sorting
    // every match: one per sort for a single status, and the same without the status for 'all'
    // (every approved state but flagged), where a leading status column could not give the order.
    // 'funded' and 'ending' read each currency / running-or-ended part in order (list-campaigns.ts).
    index('campaigns_list_recent_idx')
      .on(table.status, table.lastDonationAt.desc().nullsLast(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isApproved}`),
    index('campaigns_list_newest_idx')
      .on(table.status, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isApproved}`),
    index('campaigns_list_funded_idx')
      .on(table.status, table.currency, table.raisedAmount.desc(), table.id.desc())
      .where(sql`${table.isApproved}`),
    index('campaigns_list_ending_idx')
      .on(table.status, table.endDate, table.id)
      .where(sql`${table.isApproved}`),
    index('campaigns_list_all_recent_idx')
      .on(table.lastDonationAt.desc().nullsLast(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isApproved} and ${table.status} <> 'flagged'`),
    index('campaigns_list_all_newest_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.isApproved} and ${table.status} <> 'flagged'`),
    index('campaigns_list_all_funded_idx')
      .on(table.currency, table.raisedAmount.desc(), table.id.desc())
      .where(sql`${table.isApproved} and ${table.status} <> 'flagged'`),
    index('campaigns_list_all_ending_idx')
      .on(table.endDate, table.id)
      .where(sql`${table.isApproved} and ${table.status} <> 'flagged'`),
    check('campaigns_vault_address_lowercase', lowercase('vault_address')),
    check('campaigns_currency_check', sql`${table.currency} in ('USDT', 'USDC', 'DAI')`),
    check(
      'campaigns_status_check',
      sql`${table.status} in ('active', 'paused', 'completed', 'flagged', 'expired', 'pending', 'cancelled')`,
    ),
    check('campaigns_amounts_non_negative', sql`${table.goalAmount} >= 0 and ${table.raisedAmount} >= 0`),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    donorUserId: integer('donor_user_id').references(() => users.id),
    donorAddress: text('donor_address').notNull(),
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address'),
    currency: text('currency').notNull(),
    /** In the token's smallest unit (18 decimals for the native coin). */
    amount: tokenAmount('amount').notNull(),
    tokenDecimals: integer('token_decimals').notNull(),
    /** The amount in the campaign currency's smallest unit, truncated (decision 031); 0 for the
     *  native coin, which is recorded but does not count toward the goal. */
    countedAmount: tokenAmount('counted_amount').notNull().default(sql`0`),
    message: text('message'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    /** Sent by the admin sample-donor tool (local chain only): labelled Sample wherever listed. */
    isSample: boolean('is_sample').notNull().default(false),
    /** A swap-gift (decision 135): what the donor gave SwapAndGive, in that token's smallest unit;
     *  null for a plain gift. `amount` stays what the vault received. */
    swappedAmount: tokenAmount('swapped_amount'),
    /** The token given, lowercase; null for the native coin or a plain gift. */
    swappedToken: text('swapped_token'),
    /** Its symbol and decimals as the deployment listed them when recorded; null for a token the
     *  deployment does not list (a donor who called the contract directly). */
    swappedSymbol: text('swapped_symbol'),
    swappedDecimals: integer('swapped_decimals'),
    ...onChainEventColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The indexer and POST /api/donations may both see a transfer: it is recorded once.
    oneRowPerLog('donations', table),
    index('donations_campaign_id_created_at_idx').on(table.campaignId, table.createdAt),
    index('donations_donor_user_id_idx').on(table.donorUserId),
    index('donations_donor_address_idx').on(table.donorAddress),
    index('donations_chain_block_idx').on(table.chainId, table.blockNumber),
    check('donations_donor_address_lowercase', lowercase('donor_address')),
    check('donations_amount_positive', sql`${table.amount} > 0`),
    check('donations_swapped_amount_positive', sql`${table.swappedAmount} > 0`),
  ],
);

// Creator analytics' roll-ups of `donations` (decision 058). Triggers on donations keep them in
// the same statement as every insert, update and delete (claims, reorganisations, the demo's
// re-dating), so they are exact by construction; migration 0015 defines the triggers and fills
// them. Amounts stay in the campaign currency's smallest unit, like counted_amount.

/** Per campaign, UTC day of `created_at`, and token: every gift, and those that count. */
export const donationDays = pgTable(
  'donation_days',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    tokenDecimals: integer('token_decimals').notNull(),
    gifts: integer('gifts').notNull(),
    /** In the token's smallest unit. */
    amount: tokenAmount('amount').notNull(),
    /** Gifts with counted_amount > 0, and those of them claimed by a signed-in donor. */
    countedGifts: integer('counted_gifts').notNull(),
    walletGifts: integer('wallet_gifts').notNull(),
    countedAmount: tokenAmount('counted_amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.day, table.currency, table.tokenDecimals] })],
);

/** Per campaign and donor address: their counted gifts, and the named (not anonymous) ones. */
export const donationDonors = pgTable(
  'donation_donors',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    donorAddress: text('donor_address').notNull(),
    countedGifts: integer('counted_gifts').notNull(),
    namedGifts: integer('named_gifts').notNull(),
    namedAmount: tokenAmount('named_amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.donorAddress] })],
);

/** Per campaign and counted amount: how many counted gifts were of that size (for the median). */
export const donationAmounts = pgTable(
  'donation_amounts',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    countedAmount: tokenAmount('counted_amount').notNull(),
    gifts: integer('gifts').notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.countedAmount] })],
);

/** Where the chain indexer has read up to, per chain: every block up to `checkpointBlock` is
 *  recorded. Moved in the same transaction as the donations it read. */
export const indexerState = pgTable('indexer_state', {
  chainId: integer('chain_id').primaryKey(),
  checkpointBlock: bigint('checkpoint_block', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Hashes of the most recent indexed blocks, to notice a reorganisation (a parent hash that no
 *  longer matches) and find the last block both chains share. Older rows are pruned. */
export const indexerBlocks = pgTable(
  'indexer_blocks',
  {
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.blockNumber] })],
);

/** `OwnershipTransferred` events of campaign vaults (decision 016). A vault's owner is the
 *  `new_owner` of its latest row, else the creator's wallet (the salt's owner). Rows are deleted
 *  with their blocks on a reorganisation, so the owner follows the canonical chain. */
export const vaultOwnerChanges = pgTable(
  'vault_owner_changes',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    chainId: integer('chain_id').notNull(),
    previousOwner: text('previous_owner').notNull(),
    newOwner: text('new_owner').notNull(),
    ...onChainEventColumns(),
  },
  (table) => [
    oneRowPerLog('vault_owner_changes', table),
    index('vault_owner_changes_campaign_idx').on(table.campaignId, table.blockNumber, table.logIndex),
    check('vault_owner_changes_new_owner_lowercase', lowercase('new_owner')),
    check('vault_owner_changes_previous_owner_lowercase', lowercase('previous_owner')),
  ],
);

/** A vault's history before the live indexer first watched it (decision 016): blocks
 *  `nextBlock..toBlock` are still to be read for it. `toBlock` is the indexer's checkpoint when the
 *  vault first entered its list (every later block is read live); a row whose `nextBlock` is past
 *  `toBlock` is done and stays, so the vault is not queued again. */
export const vaultBackfills = pgTable(
  'vault_backfills',
  {
    chainId: integer('chain_id').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
    toBlock: bigint('to_block', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.campaignId] }),
    index('vault_backfills_pending_idx')
      .on(table.chainId, table.nextBlock)
      .where(sql`${table.nextBlock} <= ${table.toBlock}`),
  ],
);

/** `Withdrawn` events of campaign vaults as the indexer saw them on the chain. */
export const vaultWithdrawals = pgTable(
  'vault_withdrawals',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    chainId: integer('chain_id').notNull(),
    /** Null for the native coin (the vault emits the zero address). */
    tokenAddress: text('token_address'),
    recipient: text('recipient').notNull(),
    amount: tokenAmount('amount').notNull(),
    fee: tokenAmount('fee').notNull(),
    payout: tokenAmount('payout').notNull(),
    ...onChainEventColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    oneRowPerLog('vault_withdrawals', table),
    index('vault_withdrawals_campaign_id_idx').on(table.campaignId),
    check('vault_withdrawals_recipient_lowercase', lowercase('recipient')),
  ],
);

/** An all-or-nothing vault's `Contributed` events (decision 090): what it counted, per donor and
 *  token. `counted_amount` is the amount in the campaign's accounting decimals (decision 060). */
export const aonContributions = pgTable(
  'aon_contributions',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    chainId: integer('chain_id').notNull(),
    donorAddress: text('donor_address').notNull(),
    tokenAddress: text('token_address').notNull(),
    amount: tokenAmount('amount').notNull(),
    countedAmount: tokenAmount('counted_amount').notNull(),
    /** The vault's counted total after this contribution (18-decimal units). */
    countedTotal: tokenAmount('counted_total').notNull(),
    ...onChainEventColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    oneRowPerLog('aon_contributions', table),
    index('aon_contributions_campaign_donor_idx').on(table.campaignId, table.donorAddress),
    check('aon_contributions_donor_lowercase', lowercase('donor_address')),
    check('aon_contributions_token_lowercase', lowercase('token_address')),
  ],
);

/** An all-or-nothing vault's `Refunded` events: a donor paid back in one token, by its own claim
 *  or pushed on its behalf, to `recipient` (the donor, or the address it signed for). */
export const aonRefunds = pgTable(
  'aon_refunds',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    chainId: integer('chain_id').notNull(),
    donorAddress: text('donor_address').notNull(),
    tokenAddress: text('token_address').notNull(),
    recipient: text('recipient').notNull(),
    amount: tokenAmount('amount').notNull(),
    countedAmount: tokenAmount('counted_amount').notNull(),
    pushed: boolean('pushed').notNull(),
    ...onChainEventColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    oneRowPerLog('aon_refunds', table),
    index('aon_refunds_campaign_donor_idx').on(table.campaignId, table.donorAddress),
    check('aon_refunds_donor_lowercase', lowercase('donor_address')),
    check('aon_refunds_recipient_lowercase', lowercase('recipient')),
  ],
);

/** Refunds the outcome watcher pushed and the token refused (`RefundPushFailed`: a frozen
 *  address), per donor and token (decision 112): tried again at `next_attempt_at`, and never once
 *  `given_up_at` is set; the donor then claims to another address. `gas_used` is this donor's
 *  share of the pushes that failed. A push that later pays removes the row. */
export const aonRefundPushFailures = pgTable(
  'aon_refund_push_failures',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    chainId: integer('chain_id').notNull(),
    donorAddress: text('donor_address').notNull(),
    tokenAddress: text('token_address').notNull(),
    /** What the token refused to move, in its own units, at the latest try. */
    amount: tokenAmount('amount').notNull(),
    attempts: integer('attempts').notNull(),
    gasUsed: bigint('gas_used', { mode: 'bigint' }).notNull(),
    lastTxHash: text('last_tx_hash').notNull(),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.donorAddress, table.tokenAddress] }),
    check('aon_refund_push_failures_donor_lowercase', lowercase('donor_address')),
    check('aon_refund_push_failures_token_lowercase', lowercase('token_address')),
  ],
);

/** Sign-in nonces (EIP-4361): single-use, short-lived; `used_at` is set once, atomically. */
export const authNonces = pgTable(
  'auth_nonces',
  {
    nonce: text('nonce').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('auth_nonces_expires_at_idx').on(table.expiresAt)],
);

/** Rate-limit counters shared by every instance on one PostgreSQL (no REDIS_URL; decision 052):
 *  one row per limiter and key, counting hits in a fixed window that ends at `expires_at`. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_expires_at_idx').on(table.expiresAt)],
);

/** Refresh tokens, stored as sha256 hashes. Each use rotates the token within its family; a token
 *  used twice revokes the whole family (it was stolen, or the thief used it first). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The token this one was traded for, sealed under a key derived from this token (only its
     *  holder can open it): answered again within the grace window (decision 045). */
    successorSealed: text('successor_sealed'),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_unique').on(table.tokenHash),
    index('refresh_tokens_family_id_idx').on(table.familyId),
    index('refresh_tokens_user_id_idx').on(table.userId),
  ],
);

export const withdrawalMethod = pgEnum('withdrawal_method', ['direct', 'gasless']);
export const withdrawalRequestStatus = pgEnum('withdrawal_request_status', ['pending', 'failed']);

/** Withdrawals sent through the product, from the moment their transaction exists. Completion is
 *  not stored here: a request is completed while the indexer holds a `vault_withdrawals` row with
 *  its hash, so a reorganisation that drops the event turns it back to pending by itself. */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    chainId: integer('chain_id').notNull(),
    method: withdrawalMethod('method').notNull(),
    /** Null for the native coin. */
    tokenAddress: text('token_address'),
    amount: tokenAmount('amount').notNull(),
    recipient: text('recipient').notNull(),
    txHash: text('tx_hash').notNull(),
    status: withdrawalRequestStatus('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawal_requests_chain_tx_unique').on(table.chainId, table.txHash),
    index('withdrawal_requests_campaign_id_idx').on(table.campaignId),
    check('withdrawal_requests_recipient_lowercase', lowercase('recipient')),
    check('withdrawal_requests_tx_hash_lowercase', lowercase('tx_hash')),
  ],
);

/** Every moderation and admin action: who did what to which target, before → after, and why. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: jsonb('reason').$type<ModerationReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);

export const reportStatus = pgEnum('report_status', ['open', 'dismissed', 'actioned']);

/** A signed-in user's report of a campaign, triaged by moderators. One open report per user and
 *  campaign (partial unique index). */
export const campaignReports = pgTable(
  'campaign_reports',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: reportStatus('status').notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolutionNote: text('resolution_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('campaign_reports_one_open')
      .on(table.campaignId, table.reporterId)
      .where(sql`status = 'open'`),
    index('campaign_reports_status_idx').on(table.status, table.createdAt),
  ],
);

/** Platform settings that campaign creation enforces; one row (id 1). */
export const platformSettings = pgTable('platform_settings', {
  id: integer('id').primaryKey().default(1),
  /** In micro-units of a stablecoin (6 decimals): 10_000 is 0.01. */
  minGoalMicros: bigint('min_goal_micros', { mode: 'bigint' }).notNull().default(sql`10000`),
  maxDurationDays: integer('max_duration_days').notNull().default(365),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Posts by a campaign's owner to its backers, newest first on the campaign page. The body is plain
 *  text (rendered as text, links made safe by the client); `edited_at` is set by an edit. */
export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    imageUrl: text('image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('campaign_updates_campaign_created_idx').on(
      table.campaignId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/** Who follows which campaign. Unfollowing keeps the row with `unfollowed_at` set, so a donor who
 *  unfollowed is not followed again by their next donation (decision 053). */
export const campaignFollows = pgTable(
  'campaign_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unfollowedAt: timestamp('unfollowed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.campaignId] }),
    index('campaign_follows_campaign_idx').on(table.campaignId, table.createdAt),
  ],
);

/** One follower's notice of one campaign event. `source_key` names the event ('update:12',
 *  'withdrawal:3', 'goal:7', 'ending:7'): unique per user, so each arrives exactly once. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    sourceKey: text('source_key').notNull(),
    /** What the bell shows beside the campaign title: an update's title, a withdrawal's amount. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('notifications_user_source_unique').on(table.userId, table.sourceKey),
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    check(
      'notifications_kind_check',
      sql`${table.kind} in ('update', 'withdrawal', 'goal', 'ending', 'moderation', 'outcome', 'safe', 'pledge', 'round')`,
    ),
  ],
);

/** One stored file, named by its CID (CIDv1, raw codec, sha256 of these bytes), so identical files
 *  are stored once and an operator can pin the same bytes to IPFS (decision 096). Only processed
 *  variants are stored here, never an upload as it came (it may carry GPS tags). */
export const mediaFiles = pgTable('media_files', {
  cid: text('cid').primaryKey(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  bytes: bytesColumn('bytes').notNull(),
  /** Set when a moderator removed an image holding this file: /media answers 410 from then on. */
  removedAt: timestamp('removed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface StoredVariant {
  cid: string;
  contentType: 'image/avif' | 'image/webp';
  width: number;
  height: number;
}

/** An uploaded (or imported) picture: its size upright, its blurred placeholder and the variants
 *  in media_files. Owned by whoever uploaded it; only they may attach it to their campaigns. */
export const images = pgTable(
  'images',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** CID of the bytes as uploaded (not stored): the same file from the same owner is one image. */
    sourceCid: text('source_cid').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    placeholder: text('placeholder').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: jsonb('removed_reason').$type<ModerationReason>(),
    /** When a campaign, an avatar or an update first showed it; an upload never attached is
     *  deleted a day later (decision 098). */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('images_owner_source_unique').on(table.ownerId, table.sourceCid),
    index('images_unattached_idx').on(table.createdAt).where(sql`attached_at is null`),
  ],
);

/** A verification link sent to an address: single use, expiring, bound to the user and address. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    /** SHA-256 of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_verifications_token_hash_unique').on(table.tokenHash),
    index('email_verifications_user_idx').on(table.userId),
  ],
);

/**
 * One row per message to send (decision 093). Written in the transaction of the fact it tells of;
 * a worker claims due rows under a lease, renders and sends them, and retries with backoff.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** Exactly once per fact: `receipt:<donation id>`, `update:<update id>:<user id>`… */
    dedupeKey: text('dedupe_key').notNull(),
    /** What the renderer needs (ids, never rendered text: the mail says what is true when sent). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** queued → sent | skipped (nothing to say, or the recipient no longer wants it) | failed. */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; a crashed worker's rows come back when it passes. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: text('lease_token'),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('email_outbox_dedupe_key_unique').on(table.dedupeKey),
    index('email_outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.state} = 'queued'`),
    index('email_outbox_user_idx').on(table.userId, table.kind),
    check('email_outbox_state_check', sql`${table.state} in ('queued', 'sent', 'skipped', 'failed')`),
  ],
);

/** A Safe's proposed withdrawals (issue 30, decision 100), kept as the Safe Transaction Service
 *  keeps multisig transactions: the SafeTx (a plain call of the vault's withdraw), its EIP-712
 *  hash, and each owner's signature below. `status` is what happened to it; whether it waits for
 *  signatures, can run, or went stale (the Safe's nonce moved) is read from the Safe at use. */
export const safeTransactions = pgTable(
  'safe_transactions',
  {
    id: serial('id').primaryKey(),
    safeTxHash: text('safe_tx_hash').notNull(),
    chainId: integer('chain_id').notNull(),
    safeAddress: text('safe_address').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    vaultAddress: text('vault_address').notNull(),
    data: text('data').notNull(),
    nonce: tokenAmount('nonce').notNull(),
    tokenAddress: text('token_address').notNull(),
    amount: tokenAmount('amount').notNull(),
    recipient: text('recipient').notNull(),
    proposer: text('proposer').notNull(),
    /** open, executing, executed, failed, rejected, replaced. */
    status: text('status').notNull().default('open'),
    executionTxHash: text('execution_tx_hash'),
    executedBy: text('executed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('safe_transactions_hash_unique').on(table.safeTxHash),
    index('safe_transactions_safe_idx').on(table.chainId, table.safeAddress, table.nonce),
    check('safe_transactions_safe_lowercase', lowercase('safe_address')),
    check('safe_transactions_vault_lowercase', lowercase('vault_address')),
    check('safe_transactions_recipient_lowercase', lowercase('recipient')),
    check('safe_transactions_proposer_lowercase', lowercase('proposer')),
    check(
      'safe_transactions_status',
      sql`status in ('open', 'executing', 'executed', 'failed', 'rejected', 'replaced')`,
    ),
  ],
);

/** One owner's EIP-712 SafeTx signature on a proposal; an owner signs a proposal once. */
export const safeConfirmations = pgTable(
  'safe_confirmations',
  {
    safeTransactionId: integer('safe_transaction_id')
      .notNull()
      .references(() => safeTransactions.id, { onDelete: 'cascade' }),
    owner: text('owner').notNull(),
    signature: text('signature').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.safeTransactionId, table.owner] }),
    check('safe_confirmations_owner_lowercase', lowercase('owner')),
  ],
);

/** A donor's signed pledge (issue 32, decision 102): the exact terms PledgeCollector checks, the
 *  donor's signature, and what the platform knows of its state. `pledge_id` is the EIP-712 digest. */
export const pledges = pgTable(
  'pledges',
  {
    id: serial('id').primaryKey(),
    pledgeId: text('pledge_id').notNull(),
    chainId: integer('chain_id').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    donorAddress: text('donor_address').notNull(),
    vaultAddress: text('vault_address').notNull(),
    tokenAddress: text('token_address').notNull(),
    amount: tokenAmount('amount').notNull(),
    periodSeconds: integer('period_seconds').notNull(),
    periods: integer('periods').notNull(),
    untilCancelled: boolean('until_cancelled').notNull(),
    /** Unix seconds of chain time. */
    startAt: bigint('start_at', { mode: 'bigint' }).notNull(),
    salt: text('salt').notNull(),
    signature: text('signature').notNull(),
    status: text('status').$type<PledgeStatus>().notNull().default('active'),
    /** Why past due, lapsed or stopped: 'balance', 'allowance', 'campaign_ended', … */
    statusReason: text('status_reason'),
    cancelTxHash: text('cancel_tx_hash'),
    /** The donor's CancelPledge signature until it is relayed on chain: given with the pledge and
     *  kept unused while it runs, for a one-click cancel link (decision 107), or given with a
     *  wallet's cancel; the worker retries a relay refused while the relayer was down or fees were
     *  high (decision 106). Cleared once the collector has it cancelled. */
    cancelSignature: text('cancel_signature'),
    /** The donor's "Donate anonymously": each collected period's donation is recorded so. */
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pledges_pledge_id_unique').on(table.pledgeId),
    index('pledges_user_idx').on(table.userId, table.createdAt.desc()),
    index('pledges_chain_status_idx').on(table.chainId, table.status),
    check('pledges_donor_lowercase', lowercase('donor_address')),
    check('pledges_vault_lowercase', lowercase('vault_address')),
    check('pledges_token_lowercase', lowercase('token_address')),
    check(
      'pledges_status_check',
      sql`${table.status} in ('active', 'past_due', 'lapsed', 'cancelled', 'completed', 'stopped')`,
    ),
  ],
);

/** One row per (pledge, period) the worker touched: the idempotency key of a collection. A period
 *  is collected once; attempts and the last reason say why it was not (yet). */
export const pledgePeriods = pgTable(
  'pledge_periods',
  {
    id: serial('id').primaryKey(),
    pledgeRowId: integer('pledge_row_id')
      .notNull()
      .references(() => pledges.id),
    periodIndex: integer('period_index').notNull(),
    status: text('status').$type<PledgePeriodStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    reason: text('reason'),
    txHash: text('tx_hash'),
    /** Chain time (unix seconds) of the last attempt, so retries are spaced in chain time. */
    lastAttemptAt: bigint('last_attempt_at', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pledge_periods_unique').on(table.pledgeRowId, table.periodIndex),
    // The indexer finds the pledge (and so the donor's account) of a collection by its transaction.
    index('pledge_periods_tx_hash_idx').on(table.txHash),
    check(
      'pledge_periods_status_check',
      sql`${table.status} in ('sending', 'collected', 'failed', 'missed', 'deferred')`,
    ),
  ],
);

/** A matching round (issue 44, decision 136): a sponsor's pool shared by quadratic funding among
 *  the accepted campaigns, on one chain in one token. Amounts in the token's smallest unit. The
 *  donation window is judged by the chain's block times, which stamp every gift. */
export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    sponsorAddress: text('sponsor_address').notNull(),
    chainId: integer('chain_id').notNull(),
    tokenAddress: text('token_address').notNull(),
    tokenSymbol: text('token_symbol').$type<CampaignCurrency>().notNull(),
    tokenDecimals: integer('token_decimals').notNull(),
    applicationsOpenAt: timestamp('applications_open_at', { withTimezone: true }).notNull(),
    applicationsCloseAt: timestamp('applications_close_at', { withTimezone: true }).notNull(),
    donationsOpenAt: timestamp('donations_open_at', { withTimezone: true }).notNull(),
    donationsCloseAt: timestamp('donations_close_at', { withTimezone: true }).notNull(),
    /** The most one campaign may receive, as basis points of the pool; null for no cap. */
    matchingCapBps: integer('matching_cap_bps'),
    /** A donor's gifts to one campaign count only if together they reach this. */
    minimumGift: tokenAmount('minimum_gift').notNull(),
    /** The pairwise threshold M of Gitcoin's CLR (decision 134). */
    pairwiseThreshold: tokenAmount('pairwise_threshold').notNull(),
    challengeHours: integer('challenge_hours').notNull(),
    /** The admin's figure until the result is frozen: the pool of a round without a pool contract,
     *  and the expected pool live estimates use for one with it, whose freeze writes here the
     *  contract's balance at close that the result was computed with. */
    poolAmount: tokenAmount('pool_amount').notNull(),
    /** The pool contract's terms not found in other columns (decision 139), fixed when the round is
     *  created on a chain with a MatchingPoolFactory: the platform's operator, the only one that may
     *  publish the result, and the seconds after which the sponsor may take back what was not paid.
     *  Kept so the pool's address never moves when the relayer's key or the default changes. Both
     *  null: a round with no pool contract, whose pool is the admin's figure. */
    poolOperatorAddress: text('pool_operator_address'),
    poolGraceSeconds: integer('pool_grace_seconds'),
    /** When the pool contract's challenge window ends and its payouts may start (its `finalizeAt`,
     *  fixed by the first result published there); null before, and for a round without a pool. */
    poolFinalizeAt: timestamp('pool_finalize_at', { withTimezone: true }),
    /** What the pool returned to the sponsor once the payout was done (`returnLeftover`), its
     *  transaction and block time; null before (decision 141). */
    leftoverAmount: tokenAmount('leftover_amount'),
    leftoverTxHash: text('leftover_tx_hash'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** 'open' until its result is published, then 'published'; 'paid' once its pool is settled. */
    status: text('status').$type<'open' | 'published' | 'paid'>().notNull().default('open'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rounds_chain_status_idx').on(table.chainId, table.status),
    check('rounds_sponsor_lowercase', lowercase('sponsor_address')),
    check('rounds_token_lowercase', lowercase('token_address')),
    check('rounds_pool_operator_lowercase', lowercase('pool_operator_address')),
    check(
      'rounds_pool_terms_check',
      sql`(${table.poolOperatorAddress} is null) = (${table.poolGraceSeconds} is null) and (${table.poolGraceSeconds} is null or ${table.poolGraceSeconds} > 0)`,
    ),
    check('rounds_status_check', sql`${table.status} in ('open', 'published', 'paid')`),
    check('rounds_leftover_tx_lowercase', lowercase('leftover_tx_hash')),
    check(
      'rounds_cap_bps_check',
      sql`${table.matchingCapBps} is null or ${table.matchingCapBps} between 1 and 10000`,
    ),
    check(
      'rounds_amounts_check',
      sql`${table.minimumGift} >= 0 and ${table.pairwiseThreshold} > 0 and ${table.poolAmount} >= 0`,
    ),
    check(
      'rounds_windows_check',
      sql`${table.applicationsOpenAt} < ${table.applicationsCloseAt} and ${table.donationsOpenAt} < ${table.donationsCloseAt} and ${table.applicationsCloseAt} <= ${table.donationsCloseAt}`,
    ),
  ],
);

/** A campaign's application to a round: pending until a moderator accepts or declines it (with a
 *  reason, in the audit log). One per round and campaign. */
export const roundApplications = pgTable(
  'round_applications',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    status: text('status').$type<'pending' | 'accepted' | 'declined'>().notNull().default('pending'),
    reason: jsonb('reason').$type<ModerationReason>(),
    appliedBy: integer('applied_by')
      .notNull()
      .references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('round_applications_round_campaign_unique').on(table.roundId, table.campaignId),
    index('round_applications_campaign_idx').on(table.campaignId),
    check('round_applications_status_check', sql`${table.status} in ('pending', 'accepted', 'declined')`),
  ],
);

/** Each published result of a round: the file (frozen input, engine version, output) as the
 *  canonical text anyone recomputes with `npm run round:recompute`, and its hashes. A moderator's
 *  exclusion publishes the next version; the challenge window keeps the first one's end. */
export const roundPublications = pgTable(
  'round_publications',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id),
    version: integer('version').notNull(),
    engineVersion: text('engine_version').notNull(),
    file: text('file').notNull(),
    /** SHA-256 (hex) of the input and of the output as canonical JSON. */
    inputHash: text('input_hash').notNull(),
    resultHash: text('result_hash').notNull(),
    /** Null when the server froze it at close (the round's job); else who asked. */
    publishedBy: integer('published_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    challengeEndsAt: timestamp('challenge_ends_at', { withTimezone: true }).notNull(),
    /** For a round with a pool contract: the Merkle root of this version's matches once it is
     *  published to the pool (decision 136), so the round's job never sends it twice. The zero
     *  hash for a version that matched nothing (there is no result to publish). */
    poolRoot: text('pool_root'),
    /** The publishResult transaction and its block; null for the zero root. */
    poolTxHash: text('pool_tx_hash'),
    poolBlock: bigint('pool_block', { mode: 'bigint' }),
  },
  (table) => [
    primaryKey({ columns: [table.roundId, table.version] }),
    check('round_publications_pool_root_lowercase', lowercase('pool_root')),
    check('round_publications_pool_tx_lowercase', lowercase('pool_tx_hash')),
  ],
);

/** A round's match paid into a campaign's vault: the pool's `MatchPaid` event, recorded by the
 *  indexer (decision 141). Not a donation: the pool's transfer into the vault is left out of
 *  `donations`, and the ledger lists it as the round's match. One per round and campaign (the pool
 *  pays each vault once); deleted with its block on a reorganisation, like every on-chain row. */
export const roundPayouts = pgTable(
  'round_payouts',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    chainId: integer('chain_id').notNull(),
    poolAddress: text('pool_address').notNull(),
    vaultAddress: text('vault_address').notNull(),
    tokenAddress: text('token_address').notNull(),
    /** In the token's smallest unit. */
    amount: tokenAmount('amount').notNull(),
    ...onChainEventColumns(),
    /** The block's time. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    oneRowPerLog('round_payouts', table),
    uniqueIndex('round_payouts_round_campaign_unique').on(table.roundId, table.campaignId),
    index('round_payouts_campaign_idx').on(table.campaignId),
    index('round_payouts_chain_block_idx').on(table.chainId, table.blockNumber),
    check('round_payouts_pool_lowercase', lowercase('pool_address')),
    check('round_payouts_vault_lowercase', lowercase('vault_address')),
    check('round_payouts_token_lowercase', lowercase('token_address')),
    check('round_payouts_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** Why the round's job could not pay a campaign's match yet (the pool's `PayoutSkipped` reason,
 *  or `expired` once the pool settled without it), and how often it tried: one row per round and
 *  campaign, replaced on each attempt; a paid entry's row stays as history, the payout wins. */
export const roundPayoutFailures = pgTable(
  'round_payout_failures',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    reason: text('reason').$type<RoundPayoutFailure>().notNull(),
    attempts: integer('attempts').notNull().default(1),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.campaignId] })],
);

/** A moderator's exclusion of a donor or a campaign from a round's result, with the reason the
 *  published file shows. */
export const roundExclusions = pgTable(
  'round_exclusions',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id),
    donorAddress: text('donor_address'),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    reason: jsonb('reason').$type<ModerationReason>().notNull(),
    moderatorId: integer('moderator_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('round_exclusions_donor_unique')
      .on(table.roundId, table.donorAddress)
      .where(sql`${table.donorAddress} is not null`),
    uniqueIndex('round_exclusions_campaign_unique')
      .on(table.roundId, table.campaignId)
      .where(sql`${table.campaignId} is not null`),
    check('round_exclusions_donor_lowercase', lowercase('donor_address')),
    check(
      'round_exclusions_one_target',
      sql`(${table.donorAddress} is null) <> (${table.campaignId} is null)`,
    ),
  ],
);

import { z } from 'zod';
import { swappedField } from './donation';
import { exportRangeQuerySchema } from './export-range';
import { address, chainNotRead, decimalAmount, txHash } from './fields';

/** Exact decimal string in the token's units; may be negative for a difference. */
const signedAmount = z.string().regex(/^-?\d+(\.\d+)?$/);

/** One row of a ledger: a transfer into a vault, or a vault's `Withdrawn` event. */
export const ledgerEntrySchema = z
  .object({
    kind: z
      .enum(['donation', 'direct', 'withdrawal', 'refund', 'match'])
      .describe(
        'donation: claimed through the app; direct: a transfer straight to the vault nobody claimed; ' +
          'withdrawal: the vault paid out; refund: an all-or-nothing vault paid a donor back (decision 090); ' +
          "match: a matching round's pool paid the campaign its match (decision 141)",
      ),
    campaignId: z.number().int(),
    chainId: z.number().int(),
    transactionHash: txHash,
    logIndex: z.number().int().describe('-1, -2, … for native-coin payments (decision 032)'),
    blockNumber: z.string(),
    timestamp: z.iso.datetime().describe('Time of the block'),
    symbol: z.string(),
    tokenAddress: address.nullable().describe('Null for the native coin'),
    decimals: z.number().int().describe("The token's decimals on this row's chain"),
    amount: decimalAmount.describe('Donated, or withdrawn (payout + fee)'),
    fee: decimalAmount.nullable().describe('Withdrawals: what the treasury received'),
    payout: decimalAmount.nullable().describe('Withdrawals: what the recipient received'),
    recipient: address.nullable().describe('Withdrawals: who received the payout'),
    roundId: z
      .number()
      .int()
      .nullable()
      .optional()
      .describe('Matches: the round whose pool paid it (donorAddress is the pool)'),
    donorAddress: address
      .nullable()
      .describe('Donations: the sender; null when anonymous. Refunds: the donor'),
    refundMethod: z
      .enum(['claimed', 'pushed'])
      .nullable()
      .optional()
      .describe("Refunds: by the donor's claim, or pushed on the donor's behalf; recipient is who was paid"),
    swapped: swappedField,
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const RECONCILIATION_STATUSES = ['ok', 'mismatch', 'unlisted'] as const;

/** What every mismatch's reason names: the difference and where the indexer and the read stood. */
const mismatchReasonFields = {
  amount: decimalAmount.describe("The difference without its sign, in the token's units"),
  symbol: z.string(),
  indexedBlock: z
    .string()
    .nullable()
    .describe('The last block the indexer has recorded; null when it has recorded none'),
  readBlock: z.string().describe('The block the balance was read at'),
};

/** Why a line does not balance, as data: the web app writes `explanation`'s sentence from it in the
 *  reader's language (issue 43), where the server's English would not do. */
export const reconciliationReasonSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('unlisted'),
      received: decimalAmount.describe("All that arrived, in the token's units"),
      symbol: z.string().describe("As the token's contract answers"),
      tokenAddress: address,
      transfers: z.number().int().describe('How many transfers brought it'),
    }),
    z.strictObject({ kind: z.literal('more-not-indexed-yet'), ...mismatchReasonFields }),
    z.strictObject({ kind: z.literal('more-native-coin'), ...mismatchReasonFields }),
    z.strictObject({ kind: z.literal('more-without-transfer'), ...mismatchReasonFields }),
    z.strictObject({ kind: z.literal('less-not-indexed-yet'), ...mismatchReasonFields }),
    z.strictObject({ kind: z.literal('less-gone'), ...mismatchReasonFields }),
  ])
  .describe(
    'unlisted: a token the platform does not list; more-/less-not-indexed-yet: the indexer has not ' +
      'reached the block the balance was read at; more-native-coin: native coin the indexer cannot ' +
      'see (decision 032); more-without-transfer: tokens that came without a Transfer event; ' +
      'less-gone: a recorded transfer no longer on the chain, or a fee-on-transfer token',
  )
  .meta({ id: 'ReconciliationReason' });
export type ReconciliationReason = z.infer<typeof reconciliationReasonSchema>;

/** What a reconciliation could not check, as data: `notes`' sentences in the reader's language. */
export const reconciliationNoteSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('unlisted-more'),
      count: z.number().int().describe('Unlisted tokens found beyond those shown as lines'),
    }),
    z.strictObject({ kind: z.literal('unlisted-search-failed') }),
    z.strictObject({
      kind: z.literal('backfill'),
      fromBlock: z.string().describe("The next block of the vault's history still to be read"),
      toBlock: z.string(),
    }),
    z.strictObject({ kind: z.literal('unlisted-per-campaign') }),
    z.strictObject({
      kind: z.literal('backfills'),
      count: z.number().int().describe('Vaults whose earlier history is still being read'),
    }),
  ])
  .describe(
    'unlisted-more: more unlisted tokens than shown; unlisted-search-failed: the chain did not answer ' +
      "the search for them; backfill: the vault's earlier history is still being read; " +
      'unlisted-per-campaign: the platform sum leaves unlisted tokens out; backfills: vault histories ' +
      'still being read, across the platform',
  )
  .meta({ id: 'ReconciliationNote' });
export type ReconciliationNote = z.infer<typeof reconciliationNoteSchema>;

/** donated + matched − withdrawn (payout + fee) − refunded = balance on the chain, for one token. */
export const reconciliationLineSchema = z
  .object({
    symbol: z.string().describe("The token's symbol; for an unlisted token, as its contract answers"),
    tokenAddress: address.nullable(),
    decimals: z.number().int(),
    donated: decimalAmount,
    withdrawn: decimalAmount.describe('Payouts and fees together'),
    fees: decimalAmount,
    refunded: decimalAmount.describe(
      'Paid back to donors by an all-or-nothing vault that missed its goal (decision 090); 0 otherwise',
    ),
    matched: decimalAmount.describe(
      "Matching rounds' matches paid into the vault (decision 141); 0 otherwise",
    ),
    expected: signedAmount.describe('donated + matched − withdrawn − refunded'),
    onChain: decimalAmount.describe('Balance read from the chain at `blockNumber`'),
    difference: signedAmount.describe('onChain − expected'),
    status: z.enum(RECONCILIATION_STATUSES),
    explanation: z
      .string()
      .nullable()
      .describe(
        'Why the line does not balance, in English, for API callers; null when it does. ' +
          '`reason` holds the same as data',
      ),
    reason: reconciliationReasonSchema
      .nullable()
      .describe("`explanation`'s facts, for a sentence in the reader's language; null when status is ok"),
  })
  .meta({ id: 'ReconciliationLine' });
export type ReconciliationLine = z.infer<typeof reconciliationLineSchema>;

export const reconciliationSchema = z
  .object({
    blockNumber: z.string().describe('The block the balances were read at'),
    readAt: z.iso.datetime(),
    indexedBlock: z.string().nullable().describe('The last block the indexer has recorded'),
    lines: z.array(reconciliationLineSchema),
    notes: z.array(z.string()).describe('What the reconciliation could not check, said plainly in English'),
    noteReasons: z
      .array(reconciliationNoteSchema)
      .describe("`notes` as data, in the same order, for sentences in the reader's language"),
  })
  .meta({ id: 'Reconciliation' });
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** What every chain's part of the transparency answers starts with: which chain, its explorer, and
 *  why its figures are missing when it did not answer in time. */
const chainPartFields = {
  chainId: z.number().int(),
  explorerUrl: z.string().nullable().describe("The chain's block explorer; null where it has none"),
  unavailable: chainNotRead,
};

/** One chain's part of a reconciliation: the chain's own balances, or why they are missing. */
export const chainReconciliationSchema = z
  .object({
    ...chainPartFields,
    reconciliation: reconciliationSchema
      .nullable()
      .describe('Null when the chain did not answer in time, or the campaign has no vault'),
  })
  .meta({ id: 'ChainReconciliation' });
export type ChainReconciliation = z.infer<typeof chainReconciliationSchema>;

/** `GET /api/campaigns/:id/ledger`: every recorded transfer of the campaign's vault on every chain,
 *  newest first, and its reconciliation with each chain. */
export const campaignLedgerSchema = z
  .object({
    campaign: z.object({ id: z.number().int(), title: z.string(), currency: z.string() }),
    vaultAddress: address.nullable().describe('The same on every chain the deployment serves'),
    explorerUrl: z.string().nullable().describe("The primary chain's explorer (see `chains` for each)"),
    entries: z.array(ledgerEntrySchema).describe("Every chain's, each row naming its chain"),
    truncated: z.boolean().describe('True when older entries were left out (see the CSV export)'),
    reconciliation: reconciliationSchema
      .nullable()
      .describe("The primary chain's (see `chains`); null when it did not answer"),
    chains: z.array(chainReconciliationSchema).describe('One part per served chain, the primary first'),
  })
  .meta({ id: 'CampaignLedger' });
export type CampaignLedger = z.infer<typeof campaignLedgerSchema>;

/** Platform totals per token, from SQL aggregates. */
export const tokenTotalsSchema = z.object({
  symbol: z.string(),
  tokenAddress: address.nullable(),
  decimals: z.number().int(),
  raised: decimalAmount,
  withdrawn: decimalAmount,
  fees: decimalAmount,
  refunded: decimalAmount.describe('Paid back to donors by all-or-nothing vaults that missed their goal'),
  matched: decimalAmount.describe(
    "Matching rounds' matches paid into vaults (not in `raised`, decision 141)",
  ),
  held: signedAmount.describe('raised + matched − withdrawn − refunded: what the vaults should hold'),
  treasuryBalance: decimalAmount
    .nullable()
    .describe("The treasury's balance; null when the chain did not answer"),
});
export type TokenTotals = z.infer<typeof tokenTotalsSchema>;

/** The platform's figures, over every chain or on one: the summary's are the sums of its chains'. */
const platformFigureFields = {
  donationCount: z.number().int(),
  withdrawalCount: z.number().int(),
  totalRaisedUsd: decimalAmount.describe('Every stablecoin counted 1:1'),
  totalWithdrawnUsd: decimalAmount,
  totalFeesUsd: decimalAmount,
};

/** One chain's share of the platform's figures. */
export const chainTotalsSchema = z
  .object({
    ...chainPartFields,
    ...platformFigureFields,
    tokens: z.array(tokenTotalsSchema).describe("This chain's tokens, in their decimals there"),
    indexer: z.object({
      lastBlock: z.string().nullable(),
      headBlock: z.string().nullable().describe('Null when the chain did not answer in time'),
      lagBlocks: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'ChainTotals' });
export type ChainTotals = z.infer<typeof chainTotalsSchema>;

/** `GET /api/transparency`: the platform's figures, summed over every chain exactly, and each
 *  chain's share. */
export const transparencySummarySchema = z
  .object({
    treasuryAddress: address.describe('The same on every chain'),
    vaultCount: z.number().int().describe('Campaigns with a vault address (deployed or not)'),
    ...platformFigureFields,
    chains: z.array(chainTotalsSchema).describe('One per served chain, the primary first'),
  })
  .meta({ id: 'TransparencySummary' });
export type TransparencySummary = z.infer<typeof transparencySummarySchema>;

const mismatchesSchema = z
  .array(
    z.object({
      campaignId: z.number().int(),
      title: z.string(),
      symbol: z.string(),
      difference: signedAmount,
    }),
  )
  .describe('Vaults whose own line does not balance on this chain (at most 100)');

/** One chain's part of the cross-vault reconciliation. */
export const chainPlatformReconciliationSchema = z
  .object({
    ...chainPartFields,
    reconciliation: reconciliationSchema
      .nullable()
      .describe('Summed over every vault on this chain; null when it did not answer in time'),
    deployedCount: z.number().int().describe('Vaults deployed on this chain (0 when unavailable)'),
    mismatches: mismatchesSchema,
  })
  .meta({ id: 'ChainPlatformReconciliation' });
export type ChainPlatformReconciliation = z.infer<typeof chainPlatformReconciliationSchema>;

/** `GET /api/transparency/reconciliation`: every vault read at one block per chain (cached briefly). */
export const platformReconciliationSchema = z
  .object({
    vaultCount: z.number().int(),
    chains: z.array(chainPlatformReconciliationSchema).describe('One per served chain, the primary first'),
  })
  .meta({ id: 'PlatformReconciliation' });
export type PlatformReconciliation = z.infer<typeof platformReconciliationSchema>;

/** `GET /api/transparency/ledger.csv?from&to`: inclusive UTC days. */
export const ledgerExportQuerySchema = exportRangeQuerySchema;
export type LedgerExportQuery = z.infer<typeof ledgerExportQuerySchema>;

export const LEDGER_CSV_COLUMNS = [
  'time',
  'kind',
  'campaign_id',
  'campaign_title',
  'token',
  'token_address',
  'amount',
  'fee',
  'payout',
  'recipient',
  'donor',
  'block',
  'tx_hash',
  'log_index',
  // Added with decision 060, at the end so a sheet that reads columns by position keeps working.
  'chain_id',
  'network',
  // Decision 135 (issue 45): a swap-gift's input (the symbol and exact amount the donor gave) and
  // its rate in the donation's token per unit given; empty for a plain gift and a withdrawal.
  'swapped_token',
  'swapped_amount',
  'swap_rate',
] as const;

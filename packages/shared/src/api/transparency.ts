import { z } from 'zod';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const txHash = z.string().regex(/^0x[0-9a-fA-F]{64}$/);
/** Exact decimal string in the token's units; may be negative for a difference. */
const signedAmount = z.string().regex(/^-?\d+(\.\d+)?$/);
const decimalAmount = z.string().regex(/^\d+(\.\d+)?$/);

/** One row of a ledger: a transfer into a vault, or a vault's `Withdrawn` event. */
export const ledgerEntrySchema = z
  .object({
    kind: z
      .enum(['donation', 'direct', 'withdrawal'])
      .describe(
        'donation: claimed through the app; direct: a transfer straight to the vault nobody claimed; ' +
          'withdrawal: the vault paid out',
      ),
    campaignId: z.number().int(),
    chainId: z.number().int(),
    transactionHash: txHash,
    logIndex: z.number().int().describe('-1, -2, … for native-coin payments (decision 032)'),
    blockNumber: z.string(),
    timestamp: z.iso.datetime().describe('Time of the block'),
    symbol: z.string(),
    tokenAddress: address.nullable().describe('Null for the native coin'),
    amount: decimalAmount.describe('Donated, or withdrawn (payout + fee)'),
    fee: decimalAmount.nullable().describe('Withdrawals: what the treasury received'),
    payout: decimalAmount.nullable().describe('Withdrawals: what the recipient received'),
    recipient: address.nullable().describe('Withdrawals: who received the payout'),
    donorAddress: address.nullable().describe('Donations: the sender; null when anonymous'),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const RECONCILIATION_STATUSES = ['ok', 'mismatch', 'unlisted'] as const;

/** donated − withdrawn (payout + fee) = balance on the chain, for one token. */
export const reconciliationLineSchema = z
  .object({
    symbol: z.string().describe("The token's symbol; for an unlisted token, as its contract answers"),
    tokenAddress: address.nullable(),
    decimals: z.number().int(),
    donated: decimalAmount,
    withdrawn: decimalAmount.describe('Payouts and fees together'),
    fees: decimalAmount,
    expected: signedAmount.describe('donated − withdrawn'),
    onChain: decimalAmount.describe('Balance read from the chain at `blockNumber`'),
    difference: signedAmount.describe('onChain − expected'),
    status: z.enum(RECONCILIATION_STATUSES),
    explanation: z.string().nullable().describe('Why the line does not balance; null when it does'),
  })
  .meta({ id: 'ReconciliationLine' });
export type ReconciliationLine = z.infer<typeof reconciliationLineSchema>;

export const reconciliationSchema = z
  .object({
    blockNumber: z.string().describe('The block the balances were read at'),
    readAt: z.iso.datetime(),
    indexedBlock: z.string().nullable().describe('The last block the indexer has recorded'),
    lines: z.array(reconciliationLineSchema),
    notes: z.array(z.string()).describe('What the reconciliation could not check, said plainly'),
  })
  .meta({ id: 'Reconciliation' });
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** `GET /api/campaigns/:id/ledger`: every recorded transfer of the campaign's vault, newest first,
 *  and its reconciliation with the chain. */
export const campaignLedgerSchema = z
  .object({
    campaign: z.object({ id: z.number().int(), title: z.string(), currency: z.string() }),
    vaultAddress: address.nullable(),
    explorerUrl: z.string().nullable().describe('Null on the local chain'),
    entries: z.array(ledgerEntrySchema),
    truncated: z.boolean().describe('True when older entries were left out (see the CSV export)'),
    reconciliation: reconciliationSchema.nullable().describe('Null when the chain did not answer'),
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
  held: signedAmount.describe('raised − withdrawn: what the vaults should hold'),
  treasuryBalance: decimalAmount
    .nullable()
    .describe("The treasury's balance; null when the chain did not answer"),
});
export type TokenTotals = z.infer<typeof tokenTotalsSchema>;

/** `GET /api/transparency`: the platform's figures. */
export const transparencySummarySchema = z
  .object({
    chainId: z.number().int(),
    explorerUrl: z.string().nullable(),
    treasuryAddress: address,
    vaultCount: z.number().int().describe('Campaigns with a vault address (deployed or not)'),
    donationCount: z.number().int(),
    withdrawalCount: z.number().int(),
    totalRaisedUsd: decimalAmount.describe('Every stablecoin counted 1:1'),
    totalWithdrawnUsd: decimalAmount,
    totalFeesUsd: decimalAmount,
    tokens: z.array(tokenTotalsSchema),
    indexer: z.object({
      lastBlock: z.string().nullable(),
      headBlock: z.string().nullable(),
      lagBlocks: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'TransparencySummary' });
export type TransparencySummary = z.infer<typeof transparencySummarySchema>;

/** `GET /api/transparency/reconciliation`: every vault read at one block (cached briefly). */
export const platformReconciliationSchema = z
  .object({
    reconciliation: reconciliationSchema.describe('Summed over every vault'),
    vaultCount: z.number().int(),
    deployedCount: z.number().int(),
    mismatches: z
      .array(
        z.object({
          campaignId: z.number().int(),
          title: z.string(),
          symbol: z.string(),
          difference: signedAmount,
        }),
      )
      .describe('Vaults whose own line does not balance (at most 100)'),
  })
  .meta({ id: 'PlatformReconciliation' });
export type PlatformReconciliation = z.infer<typeof platformReconciliationSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');

/** `GET /api/transparency/ledger.csv?from&to`: inclusive UTC days. */
export const ledgerExportQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  // No `.meta({ id })`: a querystring schema must stay inline, or the OpenAPI document's
  // parameters would point at a component @fastify/swagger cannot resolve.
  .refine(({ from, to }) => from <= to, { message: '`from` must not be after `to`', path: ['to'] });
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
] as const;

import { campaignIdParamsSchema } from '@crowdvault/shared/api/campaign';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import {
  campaignLedgerSchema,
  ledgerExportQuerySchema,
  type PlatformReconciliation,
  platformReconciliationSchema,
  type TransparencySummary,
  transparencySummarySchema,
} from '@crowdvault/shared/api/transparency';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { TtlCache } from '../services/campaigns/ttl-cache';
import { readableAfterFirstChunk } from '../services/exports/csv';
import { getCampaignLedger } from '../services/transparency/campaign-ledger';
import { streamLedgerCsv } from '../services/transparency/ledger-csv';
import { reconcilePlatform } from '../services/transparency/platform-reconciliation';
import { getTransparencySummary } from '../services/transparency/transparency-summary';
import { UnlistedTokenCache } from '../services/transparency/unlisted-tokens';

/** The platform figures are SQL aggregates: a few seconds old is fine on a public page. */
const SUMMARY_CACHE_MS = 5_000;
/** Reading every vault costs one batched round per 100 vaults; shared by every visitor for 30 s. */
const RECONCILIATION_CACHE_MS = 30_000;

/** The public ledger (per campaign and as CSV) and the platform's transparency figures
 *  (decision 050). Everything here is public; anonymous donors stay anonymous. */
export function registerLedgerRoutes(
  app: FastifyInstance,
  { db, chains }: Pick<AppDeps, 'db' | 'chains'>,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const summaries = new TtlCache<TransparencySummary>(SUMMARY_CACHE_MS, 1);
  const reconciliations = new TtlCache<PlatformReconciliation>(RECONCILIATION_CACHE_MS, 1);
  const unlisted = new UnlistedTokenCache();

  routes.get(
    '/api/campaigns/:id/ledger',
    {
      schema: {
        tags: ['transparency'],
        summary:
          "A campaign's ledger (donations, direct sends, withdrawals) and its reconciliation with the chain",
        params: campaignIdParamsSchema,
        response: { 200: campaignLedgerSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getCampaignLedger(db, chains, unlisted, request.params.id),
  );

  routes.get(
    '/api/transparency',
    {
      schema: {
        tags: ['transparency'],
        summary:
          'Raised, withdrawn and fees per chain and token, the treasury, vaults and each indexer (cached 5 s)',
        response: { 200: transparencySummarySchema, 500: errorResponseSchema },
      },
    },
    async () => summaries.getOrLoad('summary', () => getTransparencySummary(db, chains.all)),
  );

  routes.get(
    '/api/transparency/reconciliation',
    {
      schema: {
        tags: ['transparency'],
        summary: "Every vault's balances read at one block per chain against the ledger (cached 30 s)",
        response: { 200: platformReconciliationSchema, 500: errorResponseSchema },
      },
    },
    async () => reconciliations.getOrLoad('all', () => reconcilePlatform(db, chains.all)),
  );

  routes.get(
    '/api/transparency/ledger.csv',
    {
      schema: {
        tags: ['transparency'],
        summary: 'The platform ledger between two UTC days (inclusive), as CSV, streamed',
        querystring: ledgerExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="crowdvault-ledger-${from}-to-${to}.csv"`)
        .send(await readableAfterFirstChunk(streamLedgerCsv(db, chains, request.query)));
    },
  );
}

import {
  analyticsQuerySchema,
  analyticsSchema,
  donationExportQuerySchema,
  pledgeAnalyticsQuerySchema,
  pledgeAnalyticsSchema,
} from '@crowdvault/shared/api/analytics';
import { campaignIdParamsSchema } from '@crowdvault/shared/api/campaign';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { ANALYTICS_NOT_OWNER, creatorAnalytics } from '../services/analytics/creator-analytics';
import { streamCampaignDonationsCsv } from '../services/analytics/donations-csv';
import { creatorPledges } from '../services/analytics/pledge-analytics';
import { requireUser, signedInUser } from '../services/auth/require-user';
import { requireOwnCampaign } from '../services/campaigns/own-campaign';
import { readableAfterFirstChunk } from '../services/exports/csv';
import { errorResponses } from './error-responses';

const ERRORS = errorResponses(400, 401, 403, 404);

/** A creator's analytics and their campaigns' donation exports (issue 16): owner only. */
export function registerAnalyticsRoutes(
  app: FastifyInstance,
  { db, chains }: Pick<AppDeps, 'db' | 'chains'>,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/dashboard/analytics',
    {
      preHandler: requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'Figures for one own campaign (campaignId) or all of them, over 7, 30, 90 days or all',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, ...ERRORS },
      },
    },
    async (request) => creatorAnalytics(db, chains.accounting, signedInUser(request), request.query),
  );

  routes.get(
    '/api/dashboard/pledges',
    {
      preHandler: requireUser,
      schema: {
        tags: ['dashboard'],
        summary:
          "Monthly giving for one own campaign (campaignId) or all of them: recurring revenue per 30 days and the pledges' states",
        querystring: pledgeAnalyticsQuerySchema,
        response: { 200: pledgeAnalyticsSchema, ...ERRORS },
      },
    },
    async (request) => creatorPledges(db, chains, signedInUser(request), request.query),
  );

  routes.get(
    '/api/campaigns/:id/donations.csv',
    {
      preHandler: requireUser,
      schema: {
        tags: ['dashboard'],
        summary: "The campaign's donations between two UTC days (inclusive), as CSV, streamed (owner only)",
        params: campaignIdParamsSchema,
        querystring: donationExportQuerySchema,
      },
    },
    async (request, reply) => {
      const campaign = await requireOwnCampaign(
        db,
        signedInUser(request),
        request.params.id,
        ANALYTICS_NOT_OWNER,
      );
      const { from, to } = request.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="campaign-${campaign.id}-donations-${from}-to-${to}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(
          await readableAfterFirstChunk(streamCampaignDonationsCsv(db, chains, campaign.id, request.query)),
        );
    },
  );
}

import {
  campaignLimitsSchema,
  createReportSchema,
  platformSettingsSchema,
  reportIdParamsSchema,
  reportQuerySchema,
  reportSchema,
  resolveReportSchema,
  updateSettingsSchema,
} from '@crowdvault/shared/api/admin';
import { campaignIdParamsSchema } from '@crowdvault/shared/api/campaign';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import { TOTAL_COUNT_HEADER } from '@crowdvault/shared/campaign-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { createReport, listReports, resolveReport } from '../services/admin/campaign-reports';
import {
  readCampaignLimits,
  readPlatformSettings,
  toCampaignLimits,
  updateCampaignLimits,
} from '../services/admin/platform-settings';
import { requireActiveUser, requireRole, signedInUser } from '../services/auth/require-user';
import { ADMIN_ERRORS } from './admin-campaigns';

/** Reports from visitors and their triage, and the platform settings campaign creation obeys. */
export function registerModerationRoutes(
  app: FastifyInstance,
  { db, chains, env }: Pick<AppDeps, 'db' | 'chains' | 'env'>,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = requireRole('MODERATOR');
  // A report costs a moderator's time: a few per user and IP each hour is plenty.
  const reportLimit = {
    rateLimit: { max: env.authRateLimit > 0 ? 10 : Number.MAX_SAFE_INTEGER, timeWindow: '1 hour' },
  };

  routes.post(
    '/api/campaigns/:id/reports',
    {
      preHandler: requireActiveUser,
      config: reportLimit,
      schema: {
        tags: ['moderation'],
        summary: 'Report a campaign to the moderators (one open report per user and campaign)',
        params: campaignIdParamsSchema,
        body: createReportSchema,
        response: { 201: reportSchema, ...ADMIN_ERRORS, 429: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createReport(db, signedInUser(request).id, request.params.id, request.body)),
  );

  routes.get(
    '/api/admin/reports',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Reports, open ones by default; the total in X-Total-Count',
        querystring: reportQuerySchema,
        response: { 200: z.array(reportSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const page = await listReports(db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.reports;
    },
  );

  routes.post(
    '/api/admin/reports/:reportId/resolve',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Dismiss or action an open report (recorded in the audit log)',
        params: reportIdParamsSchema,
        body: resolveReportSchema,
        response: { 200: reportSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => resolveReport(db, signedInUser(request).id, request.params.reportId, request.body),
  );

  routes.get(
    '/api/settings',
    {
      schema: {
        tags: ['moderation'],
        summary: 'The limits campaign creation enforces (minimum goal, maximum duration)',
        response: { 200: campaignLimitsSchema },
      },
    },
    async () => toCampaignLimits(await readCampaignLimits(db)),
  );

  routes.get(
    '/api/admin/settings',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Platform settings and the on-chain facts',
        response: { 200: platformSettingsSchema, ...ADMIN_ERRORS },
      },
    },
    async () => readPlatformSettings(db, chains.primary),
  );

  routes.put(
    '/api/admin/settings',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        summary: 'Change the minimum goal or the maximum duration of new campaigns',
        body: updateSettingsSchema,
        response: { 200: platformSettingsSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      await updateCampaignLimits(db, signedInUser(request).id, request.body);
      return readPlatformSettings(db, chains.primary);
    },
  );
}

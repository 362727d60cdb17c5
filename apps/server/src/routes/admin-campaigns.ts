import {
  adminCampaignDetailSchema,
  adminCampaignListQuerySchema,
  adminCampaignSchema,
  adminStatsSchema,
  approveCampaignSchema,
  sampleDonorsResultSchema,
  sampleDonorsSchema,
  updateCampaignSchema,
} from '@crowdvault/shared/api/admin';
import { campaignIdParamsSchema } from '@crowdvault/shared/api/campaign';
import { TOTAL_COUNT_HEADER } from '@crowdvault/shared/campaign-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import {
  adminStats,
  approveCampaign,
  getAdminCampaign,
  listAdminCampaigns,
  updateCampaign,
} from '../services/admin/admin-campaigns';
import { addSampleDonors } from '../services/admin/sample-donors';
import { requireRole, signedInUser } from '../services/auth/require-user';
import type { DonationEvents } from '../services/donations/events';
import { errorResponses } from './error-responses';

export const ADMIN_ERRORS = errorResponses(400, 401, 403, 404, 409);

/** Campaign moderation (MODERATOR and ADMIN) and the sample-donor tool (ADMIN, local chain). */
export function registerAdminCampaignRoutes(
  app: FastifyInstance,
  { db, chains }: Pick<AppDeps, 'db' | 'chains'>,
  events: DonationEvents,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = requireRole('MODERATOR');
  const detail = (id: number | null) => getAdminCampaign(db, chains.accounting, id);

  routes.get(
    '/api/admin/stats',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Totals for the admin dashboard',
        response: { 200: adminStatsSchema, ...ADMIN_ERRORS },
      },
    },
    async () => adminStats(db),
  );

  routes.get(
    '/api/admin/campaigns',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Every campaign, filtered and paged on the server; the total in X-Total-Count',
        querystring: adminCampaignListQuerySchema,
        response: { 200: z.array(adminCampaignSchema), ...ADMIN_ERRORS },
      },
    },
    async (request, reply) => {
      const page = await listAdminCampaigns(db, chains.accounting, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.campaigns;
    },
  );

  routes.get(
    '/api/admin/campaigns/:id',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'One campaign with its story and moderation state',
        params: campaignIdParamsSchema,
        response: { 200: adminCampaignDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => detail(request.params.id),
  );

  routes.post(
    '/api/admin/campaigns/:id/approve',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Approve (approved: true) or reject with a reason (approved: false)',
        params: campaignIdParamsSchema,
        body: approveCampaignSchema,
        response: { 200: adminCampaignDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      await approveCampaign(db, signedInUser(request).id, request.params.id, request.body);
      return detail(request.params.id);
    },
  );

  routes.put(
    '/api/admin/campaigns/:id',
    {
      preHandler: staff,
      schema: {
        tags: ['admin'],
        summary: 'Change status (flagging needs a reason) or featured',
        params: campaignIdParamsSchema,
        body: updateCampaignSchema,
        response: { 200: adminCampaignDetailSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) => {
      await updateCampaign(db, signedInUser(request).id, request.params.id, request.body);
      return detail(request.params.id);
    },
  );

  routes.post(
    '/api/admin/campaigns/:id/add-sample-donors',
    {
      preHandler: requireRole('ADMIN'),
      schema: {
        tags: ['admin'],
        summary: 'Local chain only: real transfers from dev accounts, recorded as Sample donations',
        params: campaignIdParamsSchema,
        body: sampleDonorsSchema,
        response: { 200: sampleDonorsResultSchema, ...ADMIN_ERRORS },
      },
    },
    async (request) =>
      addSampleDonors({ db, chains, events }, signedInUser(request).id, request.params.id, request.body),
  );
}

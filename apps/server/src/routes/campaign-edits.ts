import { auditEntrySchema } from '@crowdvault/shared/api/admin';
import { campaignIdParamsSchema, campaignSchema } from '@crowdvault/shared/api/campaign';
import { editCampaignSchema } from '@crowdvault/shared/api/edit-campaign';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { listAudit } from '../infra/audit-log';
import { assertAuthReady } from '../plugins/auth';
import { costlyWriteLimits } from '../plugins/write-rate-limit';
import { readCampaignLimits } from '../services/admin/platform-settings';
import { requireActiveUser, requireRole, signedInUser } from '../services/auth/require-user';
import { editCampaign, requireOwnCampaign } from '../services/campaigns/edit-campaign';
import { getCampaign, requireCampaign } from '../services/campaigns/get-campaign';
import { resolvePhotoChanges } from '../services/media/campaign-photos';
import type { MediaService } from '../services/media/media-service';
import { uploaderOf } from '../services/media/upload-budget';
import { errorResponses } from './error-responses';

const ERRORS = errorResponses(400, 401, 403, 404);
/** More edits than anyone makes of one campaign in a review; the audit log holds them all. */
const EDIT_HISTORY_LIMIT = 100;

/** The owner's edits of a campaign, and their history for moderators. */
export function registerCampaignEditRoutes(
  app: FastifyInstance,
  { db, chains, env }: Pick<AppDeps, 'db' | 'chains' | 'env'>,
  media: MediaService,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    '/api/campaigns/:id',
    {
      ...costlyWriteLimits(app, env, requireActiveUser),
      preValidation: requireActiveUser,
      schema: {
        tags: ['campaigns'],
        summary:
          'Edit description, story, image, video, location or extend the end date (the owner; recorded for moderators)',
        params: campaignIdParamsSchema,
        body: editCampaignSchema,
        response: { 200: campaignSchema, ...ERRORS, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = signedInUser(request);
      // The owner check comes first: nobody fetches URLs or probes image ids on others' campaigns.
      const stored = await requireOwnCampaign(db, user, id);
      const photos = await resolvePhotoChanges(db, media, uploaderOf(request), request.body, stored.imageUrl);
      await editCampaign(db, user, id, request.body, await readCampaignLimits(db), photos);
      const campaign = await getCampaign(db, chains.accounting, id!);
      if (!campaign) throw new Error(`Campaign ${id} vanished right after it was edited`);
      return campaign;
    },
  );

  routes.get(
    '/api/admin/campaigns/:id/edits',
    {
      preHandler: requireRole('MODERATOR'),
      schema: {
        tags: ['admin'],
        summary: "A campaign's edits by its owner, newest first (staff only)",
        params: campaignIdParamsSchema,
        response: { 200: z.array(auditEntrySchema), ...ERRORS },
      },
    },
    async (request) => {
      const campaign = await requireCampaign(db, request.params.id);
      const page = await listAudit(db, {
        action: 'campaign.edit',
        targetType: 'campaign',
        targetId: campaign.id,
        limit: EDIT_HISTORY_LIMIT,
        offset: 0,
      });
      return page.entries;
    },
  );
}

import { ownCampaignSchema } from '@crowdvault/shared/api/admin';
import {
  type CampaignListItem,
  campaignIdParamsSchema,
  campaignListQuerySchema,
  campaignListResponseSchema,
  campaignSchema,
} from '@crowdvault/shared/api/campaign';
import { createCampaignSchema } from '@crowdvault/shared/api/create-campaign';
import { errorResponseSchema } from '@crowdvault/shared/api/error';
import { TOTAL_COUNT_HEADER } from '@crowdvault/shared/campaign-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Address } from 'viem';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { assertAuthReady } from '../plugins/auth';
import { costlyWriteLimits } from '../plugins/write-rate-limit';
import { readCampaignLimits } from '../services/admin/platform-settings';
import { deployVaultOrUndo } from '../services/all-or-nothing/create-all-or-nothing';
import { optionalUser, requireActiveUser, requireUser, signedInUser } from '../services/auth/require-user';
import {
  assertAllOrNothingRules,
  assertWithinLimits,
  createCampaign,
} from '../services/campaigns/create-campaign';
import { campaignNotFound, getCampaign } from '../services/campaigns/get-campaign';
import { listCampaigns } from '../services/campaigns/list-campaigns';
import { listOwnCampaigns } from '../services/campaigns/list-own-campaigns';
import { safeOwnedVaults } from '../services/campaigns/safe-owned-vaults';
import { TtlCache } from '../services/campaigns/ttl-cache';
import { deploySafeVaultsOrUndo, requireCreatorSafe } from '../services/campaigns/vault-owner';
import { resolvePhotoChanges } from '../services/media/campaign-photos';
import type { MediaService } from '../services/media/media-service';
import { uploaderOf } from '../services/media/upload-budget';

/** Campaign routes: the public list and detail, and creation by a signed-in user. */
export function registerCampaignRoutes(
  app: FastifyInstance,
  { db, chains, env, lanes }: AppDeps,
  media: MediaService,
): void {
  assertAuthReady(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const deployment = chains.accounting;
  const totals = new TtlCache<number>();
  // The list is public and the same for every visitor: under load, most requests for a filter
  // set are answered from its page serialised less than a second ago instead of each building,
  // running and serialising the same query (decision 026).
  const pages = new TtlCache<{ body: string; total: number }>(env.listCacheMs, 500);

  routes.get(
    '/api/campaigns',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Approved campaigns, filtered and sorted; the total in X-Total-Count',
        querystring: campaignListQuerySchema,
        response: { 200: campaignListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Keyed by the parsed query (defaults filled in): `?limit=12` and no query share one entry.
      const page = await pages.getOrLoad(JSON.stringify(request.query), async () => {
        const { campaigns, total } = await listCampaigns(db, deployment, request.query, totals);
        return { body: JSON.stringify(campaignListResponseSchema.parse(campaigns)), total };
      });
      // Fastify sends a string with a JSON content type as it is, skipping the response serializer
      // (the schema already checked the page above); the typed reply only knows the array.
      return reply
        .header(TOTAL_COUNT_HEADER, String(page.total))
        .type('application/json; charset=utf-8')
        .send(page.body as unknown as CampaignListItem[]);
    },
  );

  routes.get(
    '/api/campaigns/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['campaigns'],
        summary:
          "The signed-in user's own campaigns, pending review included, and those a Safe they are an owner of manages, newest first",
        response: { 200: z.array(ownCampaignSchema), 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const safes = await safeOwnedVaults(db, chains, user.walletAddress as Address);
      return listOwnCampaigns(db, deployment, user.id, safes);
    },
  );

  routes.get(
    '/api/campaigns/:id',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'One campaign with its creator (also when pending review)',
        params: campaignIdParamsSchema,
        response: { 200: campaignSchema, 404: errorResponseSchema },
      },
      // The creator and moderators also read why it was rejected or flagged.
      preHandler: optionalUser,
    },
    async (request) => {
      const { id } = request.params;
      const campaign = id === null ? null : await getCampaign(db, deployment, id, chains, request.user);
      if (!campaign) throw campaignNotFound();
      return campaign;
    },
  );

  routes.post(
    '/api/campaigns',
    {
      ...costlyWriteLimits(app, env, requireActiveUser),
      // Before validation: a visitor learns they must sign in, not what the form expects.
      preValidation: requireActiveUser,
      schema: {
        tags: ['campaigns'],
        summary: 'Create a campaign: active, pending review, its vault address predicted',
        body: createCampaignSchema,
        response: {
          201: campaignSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      assertAllOrNothingRules(request.body);
      assertWithinLimits(request.body, await readCampaignLimits(db));
      const user = signedInUser(request);
      const allOrNothing = request.body.fundingModel === 'all_or_nothing';
      const lane = allOrNothing ? lanes.require(request.body.chainId) : undefined;
      const chain = lane?.chain;
      // The vault takes gifts on its one chain (all or nothing) or on every chain served (keep): a
      // Safe owner must be one, with the creator among its owners, on each of them (decision 104).
      const vaultChains = chain ? [chain] : chains.all;
      const safe = request.body.vaultOwner
        ? await requireCreatorSafe(vaultChains, user.walletAddress, request.body.vaultOwner)
        : undefined;
      const photos = await resolvePhotoChanges(db, media, uploaderOf(request), request.body);
      const id = await createCampaign(db, deployment, user, request.body, photos, chain, safe);
      if (lane) await deployVaultOrUndo(db, lane.chain, lane.relayer, id);
      else if (safe) await deploySafeVaultsOrUndo(db, lanes.all, id, safe);
      const campaign = await getCampaign(db, deployment, id, chains);
      if (!campaign) throw new Error(`Campaign ${id} vanished right after it was created`);
      return reply.code(201).send(campaign);
    },
  );
}

import { campaignIdParamsSchema, parseCampaignId } from '@crowdvault/shared/api/campaign';
import { parseEmbedTheme } from '@crowdvault/shared/embed';
import { languageQuerySchema, localeSchema } from '@crowdvault/shared/i18n/locale-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps';
import { embedSecurityHeaders } from '../plugins/security-headers';
import { campaignNotFound, getCampaign } from '../services/campaigns/get-campaign';
import { readMediaFile } from '../services/media/media-store';
import { campaignRounds } from '../services/rounds/campaign-rounds';
import { EMBED_SCRIPT, EMBED_SCRIPT_PATH, embedRound, renderEmbedPage } from '../services/sharing/embed-page';
import { OgImageCache } from '../services/sharing/og-image';

/** The embed's figures are live through its script; the HTML itself may be reused briefly. */
const EMBED_PAGE_CACHE = 'public, max-age=30';
/** Crawlers re-fetch previews rarely; five minutes keeps a shared link's image close to the page. */
const OG_IMAGE_CACHE = 'public, max-age=300';

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Campaign not found · CrowdVault</title>
<style>body{margin:0;font:14px system-ui,sans-serif;color:#5f6577}p{padding:16px;margin:0}</style></head>
<body><p>This campaign is not available.</p></body></html>
`;

/**
 * Sharing beyond the link (issue 17, decision 054): the embeddable progress card at
 * `/embed/campaign/:id` (the only route other sites may frame) with its script, and the
 * campaign's Open Graph image, which the campaign page's preview tags point at.
 */
export function registerSharingRoutes(app: FastifyInstance, { db, chains, env }: AppDeps): void {
  const embedHeaders = embedSecurityHeaders(env);
  const ogImages = new OgImageCache();

  app.get<{ Params: { id: string }; Querystring: { theme?: unknown; lang?: unknown } }>(
    '/embed/campaign/:id',
    { schema: { hide: true }, helmet: embedHeaders },
    async (request, reply) => {
      const id = parseCampaignId(request.params.id);
      const campaign = id === null ? null : await getCampaign(db, chains.accounting, id);
      reply.type('text/html; charset=utf-8');
      // Only campaigns a visitor may find: one awaiting review (or refused) is not advertised.
      if (!campaign?.isApproved)
        return reply.code(404).header('cache-control', 'no-cache').send(NOT_FOUND_PAGE);
      const round = embedRound(await campaignRounds({ db, chains }, campaign.id));
      // The host page's language when its snippet names one (`?lang=de`), else the visitor's.
      const named = localeSchema.safeParse(request.query.lang);
      const locale = named.success ? named.data : request.locale;
      // Relative: inside the frame it resolves against this server, whatever host it is reached by.
      return reply
        .header('cache-control', EMBED_PAGE_CACHE)
        .header('vary', 'Accept-Language, Cookie')
        .send(
          renderEmbedPage(
            campaign,
            `/campaign/${campaign.id}`,
            parseEmbedTheme(request.query.theme),
            round,
            locale,
          ),
        );
    },
  );

  app.get(EMBED_SCRIPT_PATH, { schema: { hide: true }, helmet: embedHeaders }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(EMBED_SCRIPT),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/campaigns/:id/og-image.png',
    {
      schema: {
        tags: ['campaigns'],
        summary: "The campaign's link-preview image (PNG, 1200×630): title, raised of goal, progress",
        description:
          'Written in the language `lang` names (the `?lang=` page that links it), else in English: a ' +
          'crawler sends no language, and the image is cached by its URL alone. Unknown campaign: 404 ' +
          'with the usual error body.',
        params: campaignIdParamsSchema,
        querystring: languageQuerySchema,
      },
      // Previews may be shown by pages of other origins that load the image directly.
      helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const campaign = id === null ? null : await getCampaign(db, chains.accounting, id);
      if (!campaign) throw campaignNotFound();
      const png = await ogImages.get(
        campaign,
        async (url) => {
          const file = await readMediaFile(db, url.replace(/^\/media\//, ''));
          return file && !file.removedAt ? file.bytes : undefined;
        },
        request.query.lang ?? 'en',
      );
      return reply.type('image/png').header('cache-control', OG_IMAGE_CACHE).send(png);
    },
  );
}

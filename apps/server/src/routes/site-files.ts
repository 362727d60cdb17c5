import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { sendNotFound } from '../errors';
import { siteOrigin } from '../services/sharing/site-origin';
import { robotsTxt, sitemapFile } from '../services/sharing/sitemap';

/** Crawlers come back daily at most; an hour keeps a new campaign close behind. */
const SITE_FILE_CACHE = 'public, max-age=3600';

/** The web app manifest (issue 41): a phone can add CrowdVault to its home screen. The icons are
 *  the favicon's mark drawn at the sizes browsers ask for (apps/web/public/icons). */
export const WEB_APP_MANIFEST = {
  name: 'CrowdVault — Crowdfunding, Decentralized',
  short_name: 'CrowdVault',
  description: 'Raise and give stablecoins with non-custodial campaign vaults. 2.5% fee, no middlemen.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#4f46e5',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;

/**
 * The files crawlers and phones ask a site for (issue 41): `/robots.txt`, `/sitemap.xml` (an index
 * of `/sitemaps/<n>.xml` past 50,000 URLs) and `/manifest.webmanifest`. Every link in them names
 * the first PUBLIC_URL origin, never the request's Host (decision 054's rule for previews).
 */
export function registerSiteFileRoutes(app: FastifyInstance, { db, env }: Pick<AppDeps, 'db' | 'env'>): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', SITE_FILE_CACHE)
      .send(robotsTxt(siteOrigin(env, request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const file = await sitemapFile(db, siteOrigin(env, request), 0);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', SITE_FILE_CACHE)
      .send(file!.xml);
  });

  app.get<{ Params: { part: string } }>(
    '/sitemaps/:part',
    { schema: { hide: true } },
    async (request, reply) => {
      const match = /^([1-9]\d{0,5})\.xml$/.exec(request.params.part);
      const file = match ? await sitemapFile(db, siteOrigin(env, request), Number(match[1])) : null;
      if (!file) return sendNotFound(request, reply);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', SITE_FILE_CACHE)
        .send(file.xml);
    },
  );

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', SITE_FILE_CACHE)
      .send(JSON.stringify(WEB_APP_MANIFEST)),
  );
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Campaign, parseCampaignId } from '@crowdvault/shared/api/campaign';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { getCampaign } from '../services/campaigns/get-campaign';
import { WEB_NOT_BUILT_MESSAGE } from '../web/serve-web-app';

const SITE = 'CrowdVault';

/** Serves /campaign/:id and /campaigns/:id as the web app's index.html with the campaign's Open
 *  Graph and Twitter card tags, so a shared link previews the campaign. Other paths under
 *  /campaigns (create) get the page untouched. */
export function registerCampaignPages(app: FastifyInstance, { db, chain, env }: AppDeps): void {
  const indexFile = join(env.webDistDir, 'index.html');
  const handler = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    let html: string;
    try {
      // Read per request (a few KB): a rebuilt web app shows up without a restart.
      html = await readFile(indexFile, 'utf8');
    } catch {
      return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
    }
    const id = parseCampaignId(request.params.id);
    const campaign = id === null ? null : await getCampaign(db, chain.deployment, id);
    const page = campaign ? withPreviewTags(html, campaign, pageUrl(request)) : html;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  };
  app.get('/campaign/:id', { schema: { hide: true } }, handler);
  app.get('/campaigns/:id', { schema: { hide: true } }, handler);
}

function pageUrl(request: FastifyRequest): string {
  const [path] = request.url.split('?');
  return `${request.protocol}://${request.host}${path}`;
}

/** Escapes text for an HTML attribute or element body. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** index.html with the campaign's title, description and preview tags, every value escaped. */
export function withPreviewTags(html: string, campaign: Campaign, url: string): string {
  const title = `${campaign.title} · ${SITE}`;
  // The generated card (title, raised of goal, progress; decision 054), not the creator's cover:
  // it says where the campaign stands, and it is always there.
  const image = `${new URL(url).origin}/api/campaigns/${campaign.id}/og-image.png`;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', SITE],
    ['property', 'og:title', campaign.title],
    ['property', 'og:description', campaign.description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:image:alt', `${campaign.title}: raised of its goal on ${SITE}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', campaign.title],
    ['name', 'twitter:description', campaign.description],
    ['name', 'twitter:image', image],
  ];
  const meta = tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
  let page = html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(campaign.description)}" />`,
    );
  if (page.includes('</head>')) return page.replace('</head>', `    ${meta}\n  </head>`);
  page = page.replace(/<body/, `<head>\n    ${meta}\n  </head>\n<body`);
  return page;
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Campaign, parseCampaignId } from '@crowdvault/shared/api/campaign';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { getCampaign } from '../services/campaigns/get-campaign';
import { escapeHtml } from '../services/sharing/escape-html';
import { siteOrigin } from '../services/sharing/site-origin';
import type { RenderPage } from '../web/render-page';
import { WEB_NOT_BUILT_MESSAGE } from '../web/serve-web-app';

const SITE = 'CrowdVault';

/** Serves /campaign/:id and /campaigns/:id as the web app's index.html with the campaign's Open
 *  Graph and Twitter card tags, so a shared link previews the campaign, and the page rendered
 *  (decision 055). Other paths under /campaigns (create) get the page untouched. */
export function registerCampaignPages(
  app: FastifyInstance,
  { db, chains, env }: AppDeps,
  renderPage: RenderPage,
): void {
  const indexFile = join(env.webDistDir, 'index.html');
  const handler = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const html = await readIndex(indexFile);
    if (html === null) return sendNotBuilt(reply);
    // /campaigns/create is the create form's alias, not a campaign.
    if (request.params.id === 'create') return sendPage(reply, html);
    const id = parseCampaignId(request.params.id);
    const campaign = id === null ? null : await getCampaign(db, chains.accounting, id, chains);
    // The app draws "Campaign Not Found"; crawlers and link checkers get the status (issue 41).
    if (!campaign) return sendPage(reply.code(404), html);
    const page = withPreviewTags(html, campaign, `${siteOrigin(env, request)}/campaign/${campaign.id}`);
    return sendPage(reply, (await renderPage(page, request.url)) ?? page);
  };
  app.get('/campaign/:id', { schema: { hide: true } }, handler);
  app.get('/campaigns/:id', { schema: { hide: true } }, handler);
}

/** Home and Discover, rendered on the server with their data (decision 055). */
export function registerListPages(app: FastifyInstance, { env }: AppDeps, renderPage: RenderPage): void {
  const indexFile = join(env.webDistDir, 'index.html');
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await readIndex(indexFile);
    if (html === null) return sendNotBuilt(reply);
    return sendPage(reply, (await renderPage(html, request.url)) ?? html);
  };
  for (const path of ['/', '/discover', '/campaigns']) app.get(path, { schema: { hide: true } }, handler);
}

/** index.html, read per request (a few KB): a rebuilt web app shows up without a restart. */
async function readIndex(indexFile: string): Promise<string | null> {
  return readFile(indexFile, 'utf8').catch(() => null);
}

function sendNotBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
}

function sendPage(reply: FastifyReply, page: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
}

/** index.html with the campaign's title, description, canonical URL (`url`: the configured site
 *  origin, never the Host header, and /campaign/:id for both spellings) and preview tags, every
 *  value escaped. */
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
  const meta = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
  // Every replacement is a function: a string replacement expands `$'`, `` $` ``, `$&` and `$1`,
  // so a title holding them pasted pieces of the page into itself (issue 26, item 2).
  let page = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(campaign.description)}" />`,
    );
  if (page.includes('</head>')) return page.replace('</head>', () => `    ${meta}\n  </head>`);
  page = page.replace(/<body/, () => `<head>\n    ${meta}\n  </head>\n<body`);
  return page;
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCampaignId } from '@crowdvault/shared/api/campaign';
import { campaignHead } from '@crowdvault/shared/campaign-head';
import { languageOfUrl } from '@crowdvault/shared/i18n/language-param';
import { withHead } from '@crowdvault/shared/page-head';
import { PAGE_PATHS, type PageName } from '@crowdvault/shared/page-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { getCampaign } from '../services/campaigns/get-campaign';
import { siteOrigin } from '../services/sharing/site-origin';
import type { RenderPage } from '../web/render-page';
import { WEB_NOT_BUILT_MESSAGE } from '../web/serve-web-app';

/** Serves /campaign/:id and /campaigns/:id rendered (decision 055) with the head the page declares
 *  (title, description, canonical /campaign/:id, preview tags and structured data: decision 123);
 *  when the render fails or times out, the shell with the same head (`campaignHead`), so a shared
 *  link still previews the campaign. Other paths under /campaigns (create) get the page untouched. */
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
    const origin = siteOrigin(env, request);
    const rendered = await renderPage(html, request.url, origin, request.locale, request.timeZone);
    if (rendered) return sendPage(reply.code(rendered.status), rendered.html);
    return sendPage(
      reply,
      withHead(html, campaignHead(campaign), origin, `/campaign/${campaign.id}`, languageOfUrl(request.url)),
    );
  };
  app.get('/campaign/:id', { schema: { hide: true } }, handler);
  app.get('/campaigns/:id', { schema: { hide: true } }, handler);
}

/** The public pages other than a campaign's, rendered on the server with their data and their own
 *  head (decisions 055 and 123): Home and Discover, the static pages, transparency, a campaign's
 *  ledger and donation receipts. The status is the page's own: an unknown receipt answers 404 with
 *  its "Receipt not found" page. A page the server cannot render goes out as the SPA shell, as
 *  any other page does. Pages for signed-in people (dashboard, admin, create) are not here: their
 *  content is the visitor's own, and the shell is all a crawler should see. */
export const RENDERED_PAGE_NAMES = [
  'home',
  'discover',
  'campaigns',
  'about',
  'howItWorks',
  'faq',
  'token',
  'whitepaper',
  'terms',
  'privacy',
  'transparency',
  'rounds',
  // A round's page, with its result and the gifts that did not count (an unknown round: 404).
  'round',
  'campaignLedger',
  'receipt',
  // Reads only its link and asks before acting: the mail's footer link shows at once.
  'unsubscribe',
] as const satisfies readonly PageName[];

export function registerRenderedPages(app: FastifyInstance, { env }: AppDeps, renderPage: RenderPage): void {
  const indexFile = join(env.webDistDir, 'index.html');
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await readIndex(indexFile);
    if (html === null) return sendNotBuilt(reply);
    const rendered = await renderPage(
      html,
      request.url,
      siteOrigin(env, request),
      request.locale,
      request.timeZone,
    );
    if (!rendered) return sendPage(reply, html);
    return sendPage(reply.code(rendered.status), rendered.html);
  };
  for (const name of RENDERED_PAGE_NAMES) {
    // PAGE_PATHS is in wouter's syntax, which for these (no wildcard) is Fastify's too.
    app.get(PAGE_PATHS[name], { schema: { hide: true } }, handler);
  }
}

/** index.html, read per request (a few KB): a rebuilt web app shows up without a restart. */
async function readIndex(indexFile: string): Promise<string | null> {
  return readFile(indexFile, 'utf8').catch(() => null);
}

function sendNotBuilt(reply: FastifyReply): FastifyReply {
  return reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
}

function sendPage(reply: FastifyReply, page: string): FastifyReply {
  // The language follows the cv_locale cookie, else Accept-Language (decision 140).
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Language, Cookie')
    .send(page);
}

import { escapeHtmlText as escapeHtml } from '@crowdvault/shared/page-head';
import { PAGE_PATHS } from '@crowdvault/shared/page-paths';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';

/** The protocol's limit per file (sitemaps.org): past it, /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages a visitor can land on from a search, besides the campaigns. */
const PUBLIC_PAGES = [
  PAGE_PATHS.home,
  PAGE_PATHS.discover,
  PAGE_PATHS.transparency,
  PAGE_PATHS.about,
  PAGE_PATHS.howItWorks,
  PAGE_PATHS.faq,
  PAGE_PATHS.token,
  PAGE_PATHS.whitepaper,
  PAGE_PATHS.terms,
  PAGE_PATHS.privacy,
];

type Entry = { path: string; lastmod: Date | null };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** W3C datetime, as the protocol asks: the UTC second is enough. */
const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function urlset(origin: string, entries: Entry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeHtml(origin + path)}</loc>${lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** How many campaigns a visitor may find: approved and not under review, as the lists show them. */
async function countListed(db: Database): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(
      sql`select count(*)::int as count from campaigns where is_approved and status <> 'flagged'`,
    ),
  );
  return Number(row?.count ?? 0);
}

/** Listed campaigns in id order from `offset`, each with when it last changed: its own edit, its
 *  last donation or its last update post, whichever is latest. */
async function listedCampaigns(db: Database, offset: number, limit: number): Promise<Entry[]> {
  const rows = rowsOf<{ id: number; lastmod: string | Date | null }>(
    await db.execute(sql`
      select c.id, greatest(c.updated_at, c.last_donation_at,
        (select max(u.created_at) from campaign_updates u where u.campaign_id = c.id)) as lastmod
      from campaigns c
      where c.is_approved and c.status <> 'flagged'
      order by c.id
      offset ${offset} limit ${limit}`),
  );
  return rows.map((row) => ({
    path: PAGE_PATHS.campaign.replace(':id', String(row.id)),
    lastmod: row.lastmod === null ? null : new Date(row.lastmod),
  }));
}

export type SitemapFile = { kind: 'urlset' | 'index'; xml: string } | null;

/**
 * `/sitemap.xml` (page 0) and, past `maxUrls` entries, its parts `/sitemaps/<n>.xml` (n from 1):
 * the public pages first, then every listed campaign. Small sites get one urlset; a larger one
 * gets an index naming each part, as the protocol says. An unknown part is null (404).
 */
export async function sitemapFile(
  db: Database,
  origin: string,
  part: number,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<SitemapFile> {
  const campaigns = await countListed(db);
  const total = PUBLIC_PAGES.length + campaigns;
  const staticEntries: Entry[] = PUBLIC_PAGES.map((path) => ({ path, lastmod: null }));
  if (total <= maxUrls) {
    if (part !== 0) return null;
    return {
      kind: 'urlset',
      xml: urlset(origin, [...staticEntries, ...(await listedCampaigns(db, 0, campaigns))]),
    };
  }
  const parts = Math.ceil(total / maxUrls);
  if (part === 0) {
    const items = Array.from(
      { length: parts },
      (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${i + 1}.xml`)}</loc></sitemap>`,
    );
    return {
      kind: 'index',
      xml: `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`,
    };
  }
  if (part > parts) return null;
  // Part n holds entries [(n-1)·max, n·max) of the static pages followed by the campaigns.
  const from = (part - 1) * maxUrls;
  const to = Math.min(total, from + maxUrls);
  const entries = staticEntries.slice(from, to);
  const campaignFrom = Math.max(0, from - PUBLIC_PAGES.length);
  const campaignCount = to - Math.max(from, PUBLIC_PAGES.length);
  if (campaignCount > 0) entries.push(...(await listedCampaigns(db, campaignFrom, campaignCount)));
  return { kind: 'urlset', xml: urlset(origin, entries) };
}

/** `/robots.txt`: everything public may be crawled; the signed-in areas and the API may not, but
 *  for the preview images link cards fetch (Twitterbot honours robots.txt). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /admin',
    'Disallow: /create',
    'Disallow: /connect',
    'Disallow: /pledges/',
    'Disallow: /verify-email',
    'Disallow: /email/',
    'Disallow: /dev/',
    'Disallow: /api/',
    'Allow: /api/campaigns/*/og-image.png',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../db/schema';
import { REPO_ROOT } from '../paths';
import { sitemapFile } from '../services/sharing/sitemap';
import { insertCampaign, insertDonation, insertUser } from '../test/campaign-fixtures';
import { useTestApp } from '../test/use-test-app';

const ORIGIN = 'https://crowdvault.example';
const W3C = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z';
/** The sitemaps.org 0.9 schema for what CrowdVault writes: a urlset of url(loc, lastmod?) or an
 *  index of sitemap(loc), each loc an absolute URL of this site with XML's five entities escaped. */
const URLSET = new RegExp(
  `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<urlset xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\\n(?:<url><loc>https://crowdvault\\.example/[^<>"&]*</loc>(?:<lastmod>${W3C}</lastmod>)?</url>\\n)+</urlset>\\n$`,
);
const INDEX =
  /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(?:<sitemap><loc>https:\/\/crowdvault\.example\/sitemaps\/\d+\.xml<\/loc><\/sitemap>\n)+<\/sitemapindex>\n$/;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt, the sitemap and the web app manifest', () => {
  let listed: number;
  let donated: number;
  let pending: number;
  let rejected: number;
  let flagged: number;

  const fixture = useTestApp({ env: { PUBLIC_URL: ORIGIN } });
  beforeAll(async () => {
    const db = fixture.context.database.db;
    const creator = await insertUser(db);
    listed = await insertCampaign(db, { creatorId: creator.id });
    donated = await insertCampaign(db, { creatorId: creator.id, status: 'completed' });
    await insertDonation(db, { campaignId: donated, amount: 5_000_000n });
    await db
      .update(campaigns)
      .set({ lastDonationAt: new Date('2031-02-03T04:05:06.789Z') })
      .where(eq(campaigns.id, donated));
    pending = await insertCampaign(db, { creatorId: creator.id, isApproved: false });
    rejected = await insertCampaign(db, {
      creatorId: creator.id,
      isApproved: false,
      moderationReason: { code: 'spam', text: 'Not allowed' },
    });
    flagged = await insertCampaign(db, { creatorId: creator.id, status: 'flagged' });
  });

  it('lists the public pages and every listed campaign, with when each last changed, and none awaiting review, refused or flagged', async () => {
    const response = await fixture.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(URLSET);
    const urls = locs(response.body);
    for (const path of ['/', '/discover', '/faq', '/about', '/transparency', '/privacy'])
      expect(urls).toContain(`${ORIGIN}${path}`);
    expect(urls).toContain(`${ORIGIN}/campaign/${listed}`);
    expect(urls).toContain(`${ORIGIN}/campaign/${donated}`);
    for (const id of [pending, rejected, flagged]) expect(urls).not.toContain(`${ORIGIN}/campaign/${id}`);
    expect(urls.some((url) => url.includes('/dashboard') || url.includes('/admin'))).toBe(false);
    // The last donation is the campaign's last change here.
    expect(response.body).toContain(
      `<url><loc>${ORIGIN}/campaign/${donated}</loc><lastmod>2031-02-03T04:05:06Z</lastmod></url>`,
    );
  });

  it('becomes an index of parts past the protocol’s limit per file, each part listing its share once', async () => {
    const db = fixture.context.database.db;
    const index = await sitemapFile(db, ORIGIN, 0, 4);
    expect(index?.kind).toBe('index');
    expect(index!.xml).toMatch(INDEX);
    const parts = locs(index!.xml);
    const all: string[] = [];
    for (let part = 1; part <= parts.length; part += 1) {
      expect(parts[part - 1]).toBe(`${ORIGIN}/sitemaps/${part}.xml`);
      const file = await sitemapFile(db, ORIGIN, part, 4);
      expect(file!.xml).toMatch(URLSET);
      expect(locs(file!.xml).length).toBeLessThanOrEqual(4);
      all.push(...locs(file!.xml));
    }
    const whole = locs((await sitemapFile(db, ORIGIN, 0))!.xml);
    expect(all).toEqual(whole);
    expect(await sitemapFile(db, ORIGIN, parts.length + 1, 4)).toBeNull();
    // Served at the names the index gives (here one file holds all, so parts are unknown: 404).
    expect((await fixture.app.inject({ method: 'GET', url: '/sitemaps/1.xml' })).statusCode).toBe(404);
    expect((await fixture.app.inject({ method: 'GET', url: '/sitemaps/..%2Fsecret' })).statusCode).toBe(404);
  });

  it('keeps crawlers out of the signed-in areas and the API, but for preview images, and points at the sitemap', async () => {
    const response = await fixture.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    for (const line of ['User-agent: *', 'Disallow: /dashboard', 'Disallow: /admin', 'Disallow: /api/'])
      expect(lines).toContain(line);
    expect(lines).toContain('Allow: /api/campaigns/*/og-image.png');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('serves a manifest a phone can install from, with icons that exist in the web app', async () => {
    const response = await fixture.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: expect.stringContaining('CrowdVault'),
      start_url: '/',
      display: 'standalone',
    });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon: { purpose: string }) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons as { src: string }[])
      expect(existsSync(join(REPO_ROOT, 'apps', 'web', 'public', icon.src)), icon.src).toBe(true);
  });
});

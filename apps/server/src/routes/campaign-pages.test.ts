import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCampaign, insertUser } from '../test/campaign-fixtures';
import { TEST_INDEX_HTML } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

describe('campaign link previews', () => {
  let id: number;

  const fixture = useTestApp();
  beforeAll(async () => {
    const creator = await insertUser(fixture.context.database.db);
    id = await insertCampaign(fixture.context.database.db, {
      creatorId: creator.id,
      title: 'Books & "light" <script>alert(1)</script>',
      description: "Tomás' class needs 30 books > 20",
      imageUrl: 'https://images.example/cover.jpg?a=1&b="2"',
    });
  });

  const page = (path: string) =>
    fixture.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });

  it.each(['/campaign', '/campaigns'])(
    'fills Open Graph and Twitter tags into %s/:id, escaped',
    async (prefix) => {
      const response = await page(`${prefix}/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const html = response.body;
      expect(html).toContain('CrowdVault test shell');
      expect(html).toContain(
        '<meta property="og:title" content="Books &amp; &quot;light&quot; &lt;script&gt;alert(1)&lt;/script&gt;" />',
      );
      expect(html).toContain(
        '<meta property="og:description" content="Tomás&#39; class needs 30 books &gt; 20" />',
      );
      // The generated card, absolute (crawlers need it so), not the creator's cover image.
      expect(html).toContain(
        `<meta property="og:image" content="http://localhost/api/campaigns/${id}/og-image.png" />`,
      );
      expect(html).toContain('<meta property="og:image:width" content="1200" />');
      expect(html).toContain('<meta property="og:image:height" content="630" />');
      expect(html).toContain(
        `<meta name="twitter:image" content="http://localhost/api/campaigns/${id}/og-image.png" />`,
      );
      expect(html).not.toContain('images.example');
      // One canonical address for both spellings, from the site's origin.
      expect(html).toContain(`<link rel="canonical" href="http://localhost/campaign/${id}" />`);
      expect(html).toContain(`<meta property="og:url" content="http://localhost/campaign/${id}" />`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toContain('<meta name="twitter:title" content="Books &amp;');
      expect(html).not.toContain('<script>alert(1)</script>');
    },
  );

  it('answers 404 with the plain page for an unknown campaign, and the page for /campaigns/create', async () => {
    for (const path of ['/campaign/999999', '/campaigns/999999', '/campaign/abc']) {
      const response = await page(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toBe(TEST_INDEX_HTML);
    }
    const create = await page('/campaigns/create');
    expect(create.statusCode).toBe(200);
    expect(create.body).toBe(TEST_INDEX_HTML);
  });
});

// Issue 26, item 2: the title and description were passed to String.replace as replacement
// strings, so `$'` and `` $` `` pasted the rest (or the start) of the page into it: 13 <title>s,
// text above the header, a broken og:title.
describe('campaign page with $ patterns in its text', () => {
  const INDEX =
    '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>CrowdVault</title>' +
    '<meta name="description" content="Crowdfunding in stablecoins" /></head>' +
    '<body><header>Site header</header><div id="root"></div></body></html>';
  let id: number;

  const fixture = useTestApp();
  beforeAll(async () => {
    await writeFile(join(fixture.context.dataDir, 'web-dist', 'index.html'), INDEX);
    const creator = await insertUser(fixture.context.database.db);
    id = await insertCampaign(fixture.context.database.db, {
      creatorId: creator.id,
      title: "Dollar $' test $& $1",
      description: 'Desc $` here',
    });
  });

  it('renders one title, the exact og:title and nothing before the document', async () => {
    const response = await fixture.app.inject({ url: `/campaign/${id}`, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Dollar $&#39; test $&amp; $1 · CrowdVault</title>');
    expect(html).toContain('<meta property="og:title" content="Dollar $&#39; test $&amp; $1" />');
    expect(html).toContain('<meta name="description" content="Desc $` here" />');
    expect(html).toContain('<meta property="og:description" content="Desc $` here" />');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html.match(/<header>/g)).toHaveLength(1);
    expect(html.indexOf('Site header')).toBeGreaterThan(html.indexOf('</head>'));
    expect(html.match(/<head>/g)).toHaveLength(1);
  });
});

import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { Receipt } from '@crowdvault/shared/api/receipt';
import { formatAmount } from '@crowdvault/shared/format';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../db/schema';
import { cidOf } from '../services/media/cid';
import { markImagesAttached, saveImage } from '../services/media/media-store';
import { processImage } from '../services/media/process-image';
import { photoJpeg } from '../services/media/test-images';
import { insertCampaign, insertDonation, insertUser } from '../test/campaign-fixtures';
import { createTestApp, createTestContext } from '../test/test-app';
import { useRealPageRenderer } from '../test/web-render';

type Context = Awaited<ReturnType<typeof createTestContext>>;

const ORIGIN = 'https://crowdvault.example';

/** The head and text a crawler reads in a page's HTML (decision 123). */
function readPage(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&');
  const meta = (key: string) =>
    attr(new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}" content="([^"]*)" />`));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
  const root = /<div id="root">([\s\S]*)<script type="application\/json"/.exec(html)?.[1] ?? '';
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: meta('description'),
    canonical: attr(/<link rel="canonical" href="([^"]*)" \/>/),
    meta,
    jsonLd,
    /** The text of #root, without its tags. */
    text: root
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&#x27;', "'")
      .replaceAll('&amp;', '&')
      .replace(/\s+/g, ' '),
    /** How many of each tag: one of each, never the shell's next to the page's. */
    count: (needle: string) => html.split(needle).length - 1,
  };
}

describe('public pages rendered with their own head', () => {
  let context: Context;
  let app: FastifyInstance;
  let campaignId: number;
  let receiptPath: string;
  beforeAll(async () => {
    context = await createTestContext({ PUBLIC_URL: ORIGIN });
    await useRealPageRenderer(context.env.webDistDir);
    app = await createTestApp(context);
    const creator = await insertUser(context.database.db, { username: 'ada' });
    const jpeg = await photoJpeg({ width: 1200, height: 720 });
    const cover = await saveImage(
      context.database.db,
      creator.id,
      await cidOf(jpeg),
      await processImage(jpeg),
    );
    await markImagesAttached(context.database.db, [cover.id]);
    campaignId = await insertCampaign(context.database.db, {
      creatorId: creator.id,
      title: 'Clean water for Tomás </script> & co',
      description: 'Wells for three villages',
      // The link the creator pasted, kept for the record: never shown, never a preview.
      imageUrl: 'https://pasted.example/cover.jpg',
      coverImageId: cover.id,
    });
    await insertDonation(context.database.db, { campaignId, amount: 10_000_000n });
    const [donation] = await context.database.db
      .select()
      .from(donations)
      .where(eq(donations.campaignId, campaignId));
    receiptPath = `/receipt/${donation!.chainId}/${donation!.txHash}/${donation!.logIndex}`;
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  // Each public page: its title, description, a sentence of its content and its canonical path.
  const STATIC_PAGES: [path: string, title: string, description: RegExp, text: string][] = [
    ['/about', 'About', /^CrowdVault is non-custodial crowdfunding/, 'About CrowdVault'],
    ['/how-it-works', 'How It Works', /^How CrowdVault works for campaign creators/, 'How'],
    ['/faq', 'FAQ', /^Answers about CrowdVault/, 'What is CrowdVault?'],
    ['/token', 'Token', /^The planned CrowdVault token \(CVT\)/, 'CVT'],
    ['/whitepaper', 'Whitepaper', /^The CrowdVault whitepaper/, 'Whitepaper'],
    ['/terms', 'Terms of Service', /^The terms for using CrowdVault/, 'Terms'],
    ['/privacy', 'Privacy Policy', /^What CrowdVault stores/, 'Privacy'],
    ['/transparency', 'Transparency', /reconciled with the chain/, 'Transparency'],
  ];

  it.each(STATIC_PAGES)(
    '%s has its own title, description, canonical URL, preview tags and text',
    async (path, title, description, text) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      const page = readPage(response.body);
      expect(page.title).toContain(title);
      expect(page.title).toMatch(/· CrowdVault$/);
      expect(page.description).toMatch(description);
      expect(page.canonical).toBe(`${ORIGIN}${path}`);
      expect(page.meta('og:url')).toBe(`${ORIGIN}${path}`);
      expect(page.meta('og:title')).toContain(title);
      expect(page.meta('og:description')).toBe(page.description);
      expect(page.meta('og:image')).toMatch(/^https:\/\/crowdvault\.example\//);
      expect(page.meta('twitter:card')).toBeTruthy();
      expect(page.text).toContain(text);
      expect(page.text).not.toContain('Loading');
      // The page's head replaces the shell's: one title, one description.
      expect(page.count('<title>')).toBe(1);
      expect(page.count('name="description"')).toBe(1);
      // The organisation on every page.
      expect(page.jsonLd.some((data) => data['@type'] === 'Organization')).toBe(true);
    },
  );

  it("leaves the server's OpenAPI document whole after the web app's schemas were loaded beside it", async () => {
    // The web app's modules define the same payload schemas, by the same ids; loaded into the
    // server's registry they broke the document of every app built after them in this worker.
    const document = app.swagger() as unknown as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toContain('/api/campaigns/{id}/donate');
  });

  it('gives the FAQ as a FAQPage holding every question the page shows', async () => {
    const page = readPage((await get('/faq')).body);
    const faq = page.jsonLd.find((data) => data['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faq.mainEntity.length).toBeGreaterThan(10);
    for (const question of faq.mainEntity) expect(page.text).toContain(question.name);
    expect(faq.mainEntity[0]?.acceptedAnswer.text).toMatch(/crowdfunding platform/);
    // The answers too, closed ones hidden, as the structured data must hold what the page has.
    for (const question of faq.mainEntity) expect(page.text).toContain(question.acceptedAnswer.text);
  });

  it("renders a page in the reader's language: the cookie's, else Accept-Language's, with lang and dir", async () => {
    const page = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html', ...headers } })).body;
    const german = await page({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(readPage(german).text).toContain('Spendenaktion starten');
    const arabic = await page({ 'accept-language': 'de', cookie: 'cv_locale=ar' });
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(readPage(arabic).text).toContain('ابدأ جمع تبرعات');
    expect(JSON.parse(/id="ssr-state">(.*?)<\/script>/.exec(arabic)?.[1] ?? '{}').locale).toBe('ar');
    // A page's own texts (its group's, decision 140) as well as the shell's.
    const home = await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-language': 'de' },
    });
    expect(readPage(home.body).text).toContain('Starte deine Kampagne');
    // SPEC.md's English, word for word, for a reader whose languages CrowdVault does not speak.
    const english = await page({ 'accept-language': 'ja,zh;q=0.8' });
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(readPage(english).text).toContain('Start a fundraiser');
  });

  it('renders the Privacy Policy in Arabic, right to left, its body and head in Arabic', async () => {
    // The body is a lazy part the browser never loads on this visit (a StaticRegion): the server
    // alone writes its texts, in the reader's language.
    const html = (
      await app.inject({
        method: 'GET',
        url: '/privacy',
        headers: { accept: 'text/html', cookie: 'cv_locale=ar' },
      })
    ).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    const page = readPage(html);
    expect(page.title).toBe('سياسة الخصوصية · CrowdVault');
    expect(page.text).toContain('ما نخزنه');
    expect(page.text).toContain('لا مفاتيح خاصة ولا عبارات استرداد، أبدًا.');
    expect(page.text).not.toContain('What we store');
    // The FAQ's structured data speaks the page's language too.
    const faq = readPage(
      (await app.inject({ method: 'GET', url: '/faq?lang=de', headers: { accept: 'text/html' } })).body,
    );
    const data = faq.jsonLd.find((entry) => entry['@type'] === 'FAQPage') as {
      mainEntity: { name: string }[];
    };
    expect(data.mainEntity.map((question) => question.name)).toContain('Bekomme ich eine Erstattung?');
  });

  it('renders the language a URL names with ?lang=, whatever the cookie, and links every language', async () => {
    const html = (
      await app.inject({
        method: 'GET',
        url: '/about?lang=de',
        headers: { accept: 'text/html', cookie: 'cv_locale=ar', 'accept-language': 'fr' },
      })
    ).body;
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(readPage(html).text).toContain('Spendenaktion starten');
    expect(readPage(html).canonical).toBe(`${ORIGIN}/about?lang=de`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/about?lang=ar" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/about" />`);
    expect(readPage(html).count('hreflang=')).toBe(7);
  });

  it("renders dates in the reader's time zone from cv_tz, and hands it to the browser", async () => {
    const stateOf = async (cookie: string) => {
      const html = (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html', cookie } }))
        .body;
      return JSON.parse(/id="ssr-state">(.*?)<\/script>/.exec(html)?.[1] ?? '{}').clock;
    };
    expect((await stateOf('cv_tz=Asia/Phnom_Penh')).timeZone).toBe('Asia/Phnom_Penh');
    // Its offset too (Cambodia keeps UTC+7 all year), which the browser compares with its own.
    expect((await stateOf('cv_tz=Asia/Phnom_Penh')).offset).toBe(420);
    expect((await stateOf('cv_tz=bogus')).offset).toBe(0);
  });

  it('hands the browser every figure as it wrote it, to adopt without writing it again', async () => {
    const html = (await app.inject({ method: 'GET', url: '/?lang=de', headers: { accept: 'text/html' } }))
      .body;
    const { texts } = JSON.parse(/id="ssr-state">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      texts: Record<string, string>;
    };
    // Class lists as merged (keyed "cn"), and the figures, keyed by their locale first.
    const entries = Object.entries(texts).map(([key, text]) => [JSON.parse(key)[0], text] as const);
    const figures = entries.filter(([first]) => first !== 'cn');
    expect(figures.length).toBeGreaterThan(0);
    expect(entries.some(([first]) => first === 'cn')).toBe(true);
    // Each figure is on the page as written (the markup escapes what JSON does not), in German.
    for (const [locale, text] of figures) {
      expect(locale).toBe('de');
      expect(html).toContain(text.replaceAll('&', '&amp;').replaceAll('<', '&lt;'));
    }
  });

  it('gives home the site and the organisation', async () => {
    const page = readPage((await get('/')).body);
    expect(page.title).toBe('CrowdVault — Crowdfunding, Decentralized');
    expect(page.canonical).toBe(`${ORIGIN}/`);
    expect(page.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it("previews a receipt as the amount given to the campaign, with the campaign's card", async () => {
    const response = await get(receiptPath);
    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    expect(page.title).toBe(
      '10 USDT to Clean water for Tomás &lt;/script&gt; &amp; co · CrowdVault'.replaceAll('&amp;', '&'),
    );
    expect(page.meta('og:title')).toBe('10 USDT to Clean water for Tomás &lt;/script&gt; & co');
    expect(page.description).toMatch(/^A donation of 10 USDT to Clean water/);
    // The campaign's card (its cover beside its figures), a PNG every preview reads; the link its
    // creator pasted is nowhere, and the receipt's API names the cover the campaign's page shows.
    expect(page.meta('og:image')).toBe(`${ORIGIN}/api/campaigns/${campaignId}/og-image.png`);
    expect(page.meta('og:image:type')).toBe('image/png');
    expect(response.body).not.toContain('pasted.example');
    const shown = (await app.inject({ url: `/api/campaigns/${campaignId}` })).json<Campaign>();
    const receipt = (
      await app.inject({ url: receiptPath.replace(/^\/receipt\//, '/api/receipts/') })
    ).json<Receipt>();
    expect(shown.imageUrl).toMatch(/^\/media\//);
    expect(receipt.campaign.imageUrl).toBe(shown.imageUrl);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.canonical).toBe(`${ORIGIN}${receiptPath}`);
    expect(page.text).toContain('Donation receipt');
    expect(page.text).toContain('10.00 USDT');
    // Nothing the campaign's creator wrote can close a script element of the page.
    expect(response.body).not.toContain('Tomás </script>');
    const trail = page.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(trail.itemListElement.map((crumb) => crumb.item)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/campaign/${campaignId}`,
      `${ORIGIN}${receiptPath}`,
    ]);
  });

  it('answers an unknown receipt 404 with its page rendered, kept out of search engines', async () => {
    const response = await get(`/receipt/31337/0x${'ab'.repeat(32)}/7`);
    expect(response.statusCode).toBe(404);
    const page = readPage(response.body);
    expect(page.title).toBe('Receipt not found · CrowdVault');
    expect(page.text).toContain('No recorded donation matches this link.');
    expect(page.canonical).toBeUndefined();
    expect(page.meta('robots')).toBe('noindex');
  });

  it('renders a campaign with the fundraiser as structured data holding its figures', async () => {
    const response = await get(`/campaigns/${campaignId}`);
    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    expect(page.canonical).toBe(`${ORIGIN}/campaign/${campaignId}`);
    expect(page.text).toContain('Wells for three villages');
    const project = page.jsonLd.find((data) => data['@type'] === 'Project') as {
      name: string;
      url: string;
      founder: { name: string };
      potentialAction: { '@type': string; object: Record<string, string> };
    };
    expect(project.name).toBe('Clean water for Tomás </script> & co');
    expect(project.url).toBe(`${ORIGIN}/campaign/${campaignId}`);
    expect(project.founder.name).toBe('ada');
    expect(project.potentialAction['@type']).toBe('DonateAction');
    // The figures the page shows, as the API gives them to it.
    const shown = (await app.inject({ url: `/api/campaigns/${campaignId}` })).json<Campaign>();
    expect(project.potentialAction.object).toMatchObject({
      currency: shown.currency,
      value: shown.raisedAmount,
      maxValue: shown.goalAmount,
    });
    expect(page.text).toContain(formatAmount(shown.goalAmount));
  });

  it("renders a campaign's ledger under the campaign", async () => {
    const response = await get(`/campaign/${campaignId}/ledger`);
    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    expect(page.title).toBe(
      'Ledger · Clean water for Tomás </script> & co · CrowdVault'.replace('</script>', '&lt;/script&gt;'),
    );
    expect(page.canonical).toBe(`${ORIGIN}/campaign/${campaignId}/ledger`);
    expect(page.text).toContain('Every transfer into this campaign');
  });

  it.each(['/campaign/999999/ledger', '/campaign/abc/ledger'])(
    "answers the ledger of no campaign (%s) 404 with the campaign's not-found page",
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      const page = readPage(response.body);
      expect(page.title).toBe('Campaign Not Found · CrowdVault');
      expect(page.text).toContain("The campaign you're looking for doesn't exist.");
      expect(page.text).not.toContain('Every transfer into this campaign');
      expect(page.canonical).toBeUndefined();
      expect(page.meta('robots')).toBe('noindex');
      // The browser hydrates the same "not found" from the state, without asking again.
      expect(response.body).toContain('"status":"error"');
    },
  );

  it('renders the unsubscribe page from its link alone, kept out of search engines', async () => {
    const response = await get('/email/unsubscribe?u=1&k=nope&s=x');
    expect(response.statusCode).toBe(200);
    const page = readPage(response.body);
    expect(page.title).toBe('Unsubscribe · CrowdVault');
    expect(page.meta('robots')).toBe('noindex');
    expect(page.text).toContain('This unsubscribe link is not valid');
  });
});

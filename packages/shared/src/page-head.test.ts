import { describe, expect, it } from 'vitest';
import { campaignCardImage } from './campaign-head';
import { headTags, headTagsHtml, jsonForScript, type PageHead, withHead } from './page-head';
import { receiptAmount } from './receipt-head';

const ORIGIN = 'https://crowdvault.example';

describe('page heads', () => {
  it('writes JSON-LD that no text can close, and that parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> <!-- \u2028' };
    const json = jsonForScript(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(data);
    const html = headTagsHtml(headTags({ title: 'x', jsonLd: [data] }, ORIGIN, '/x'));
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it("makes the JSON-LD's own URLs absolute at the site's origin, never its text", () => {
    const tags = headTags(
      { title: 'x', jsonLd: [{ '@type': 'Thing', url: '/campaign/1', name: '/not-a-link' }] },
      ORIGIN,
      '/x',
    );
    const thing = tags.flatMap((tag) => (tag.kind === 'json-ld' ? [JSON.parse(tag.json)] : []))[1];
    expect(thing).toEqual({ '@type': 'Thing', url: `${ORIGIN}/campaign/1`, name: '/not-a-link' });
  });

  it('names the canonical URL at the site origin, without the query, and the title once', () => {
    const shell =
      '<html><head><title>CrowdVault</title><meta name="description" content="Shell" /></head><body></body></html>';
    const page = withHead(shell, { title: "Tom's $& page", description: 'About <b>' }, ORIGIN, '/about');
    expect(page).toContain('<title>Tom&#39;s $&amp; page · CrowdVault</title>');
    expect(page).toContain(`<link rel="canonical" href="${ORIGIN}/about" />`);
    expect(page).toContain('<meta name="description" content="About &lt;b&gt;" />');
    expect(page).not.toContain('Shell');
  });

  it("links a campaign's preview card in the language the page's URL names, other images as they are", () => {
    const card = campaignCardImage({ id: 7, title: 'Water' });
    const image = (language: 'de' | null, head: PageHead) =>
      headTags(head, ORIGIN, '/campaign/7', language).find(
        (tag) => tag.kind === 'meta' && tag.key === 'og:image',
      );
    expect(image('de', { title: 'x', image: card })).toMatchObject({
      content: `${ORIGIN}/api/campaigns/7/og-image.png?lang=de`,
    });
    // The plain URL speaks the reader's language, which a crawler does not send: English.
    expect(image(null, { title: 'x', image: card })).toMatchObject({
      content: `${ORIGIN}/api/campaigns/7/og-image.png`,
    });
    expect(image('de', { title: 'x' })).toMatchObject({ content: `${ORIGIN}/icons/icon-512.png` });
  });

  it('writes a receipt amount with the decimals it has', () => {
    expect(receiptAmount({ amount: '10', symbol: 'USDT' })).toBe('10 USDT');
    expect(receiptAmount({ amount: '1250.5', symbol: 'USDC' })).toBe('1,250.5 USDC');
  });

  it('names every language of a page by its ?lang= URL, the plain URL as x-default', () => {
    const links = (html: string) => [
      ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g),
    ];
    const plain = headTagsHtml(headTags({ title: 'x', path: '/campaign/7' }, ORIGIN, '/campaigns/7'));
    expect(links(plain).map(([, lang, href]) => `${lang} ${href}`)).toEqual([
      `en ${ORIGIN}/campaign/7?lang=en`,
      `es ${ORIGIN}/campaign/7?lang=es`,
      `pt-BR ${ORIGIN}/campaign/7?lang=pt-BR`,
      `fr ${ORIGIN}/campaign/7?lang=fr`,
      `de ${ORIGIN}/campaign/7?lang=de`,
      `ar ${ORIGIN}/campaign/7?lang=ar`,
      `x-default ${ORIGIN}/campaign/7`,
    ]);
    expect(plain).toContain(`<link rel="canonical" href="${ORIGIN}/campaign/7" />`);
    // The German page is its own canonical, and says so to link previews too.
    const german = headTagsHtml(headTags({ title: 'x', path: '/campaign/7' }, ORIGIN, '/campaigns/7', 'de'));
    expect(german).toContain(`<link rel="canonical" href="${ORIGIN}/campaign/7?lang=de" />`);
    expect(german).toContain(`<meta property="og:url" content="${ORIGIN}/campaign/7?lang=de" />`);
    expect(links(german)).toHaveLength(7);
  });

  it('gives no language alternates to a page kept out of search engines or not found', () => {
    for (const head of [
      { title: 'x', noindex: true },
      { title: 'x', status: 404 },
    ]) {
      expect(headTagsHtml(headTags(head, ORIGIN, '/x'))).not.toContain('hreflang');
    }
  });
});

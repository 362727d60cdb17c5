import { describe, expect, it } from 'vitest';
import { headTags, headTagsHtml, jsonForScript, withHead } from './page-head';
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

  it('writes a receipt amount with the decimals it has', () => {
    expect(receiptAmount({ amount: '10', symbol: 'USDT' })).toBe('10 USDT');
    expect(receiptAmount({ amount: '1250.5', symbol: 'USDC' })).toBe('1,250.5 USDC');
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, roundApplications } from '../db/schema';
import { ogImageText } from '../services/sharing/og-image';
import { insertCampaign, insertUser } from '../test/campaign-fixtures';
import { insertRound, insertRoundGift } from '../test/round-kit';
import { useTestApp } from '../test/use-test-app';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('sharing: embed widget and Open Graph image', () => {
  let open: number;
  let pending: number;
  let paused: number;

  const fixture = useTestApp();
  beforeAll(async () => {
    const creator = await insertUser(fixture.context.database.db);
    open = await insertCampaign(fixture.context.database.db, {
      creatorId: creator.id,
      title: 'Books & <b>light</b> for "Tomás"',
      goalAmount: 1_000_000_000n,
      raisedAmount: 250_500_000n,
      donorCount: 3,
    });
    pending = await insertCampaign(fixture.context.database.db, {
      creatorId: creator.id,
      title: 'Waiting for review',
      isApproved: false,
      status: 'pending',
    });
    paused = await insertCampaign(fixture.context.database.db, { creatorId: creator.id, status: 'paused' });
  });

  describe('/embed/campaign/:id', () => {
    it('may be framed by any site, while the app itself refuses framing', async () => {
      const embed = await fixture.app.inject({ url: `/embed/campaign/${open}` });
      expect(embed.statusCode).toBe(200);
      expect(embed.headers['x-frame-options']).toBeUndefined();
      const csp = directives(embed.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toEqual(['*']);
      // Inside other people's pages it runs its own script only and talks to its own origin only.
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(embed.headers['x-content-type-options']).toBe('nosniff');

      for (const url of [`/campaign/${open}`, '/api/config', '/transparency', `/api/campaigns/${open}`]) {
        const other = await fixture.app.inject({ url, headers: { accept: 'text/html' } });
        expect(other.headers['x-frame-options'], url).toBe('DENY');
        expect(directives(other.headers['content-security-policy']).get('frame-ancestors'), url).toEqual([
          "'none'",
        ]);
      }
    });

    it('shows title, raised of goal, progress and a Donate link opening the campaign in a new tab', async () => {
      const html = (await fixture.app.inject({ url: `/embed/campaign/${open}` })).body;
      expect(html).toContain('Books &amp; &lt;b&gt;light&lt;/b&gt; for &quot;Tomás&quot;');
      expect(html).not.toContain('<b>light</b>');
      expect(html).toContain('<p class="raised" data-live><strong>250.50\u00a0USDT</strong>');
      expect(html).toContain('raised of 1,000.00\u00a0USDT goal');
      expect(html).toContain('aria-valuenow="25"');
      expect(html).toContain('3 donors');
      expect(html).toContain(
        `<a class="donate" href="/campaign/${open}" target="_blank" rel="noopener">Donate</a>`,
      );
      // No web-app bundle, no wallet code: one small script of its own.
      const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
      expect(scripts).toEqual(['/embed/embed.js']);
      const script = await fixture.app.inject({ url: '/embed/embed.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      expect(script.body.length).toBeLessThan(4_000);
      expect(script.body).toContain('/events');
      // After a gift it reads this card again and redraws the parts that change.
      expect(script.body).toContain("fetch(location.href, { cache: 'no-store' })");
      expect(script.body).toContain('[data-live]');
    });

    it("writes the card in the host page's language (?lang=), else the visitor's, right to left in Arabic", async () => {
      const german = (await fixture.app.inject({ url: `/embed/campaign/${open}?lang=de` })).body;
      expect(german).toContain('<html lang="de" dir="ltr">');
      expect(german).toContain(
        '<strong>250,50\u00a0USDT</strong> <span>von 1.000,00\u00a0USDT gesammelt</span>',
      );
      expect(german).toContain('Zu 25 % finanziert');
      expect(german).toContain('3 Spender');
      expect(german).toContain('>Spenden</a>');
      const visitor = await fixture.app.inject({
        url: `/embed/campaign/${open}`,
        headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
      });
      expect(visitor.headers.vary).toContain('Accept-Language');
      expect(visitor.body).toContain('<html lang="fr" dir="ltr">');
      expect(visitor.body).toContain('>Faire un don</a>');
      const arabic = (await fixture.app.inject({ url: `/embed/campaign/${open}?lang=ar` })).body;
      expect(arabic).toContain('<html lang="ar" dir="rtl">');
      expect(arabic).toContain('٢٥٠٫٥٠');
      // A language the card does not speak is not an error: the visitor's, here English.
      const unknown = (await fixture.app.inject({ url: `/embed/campaign/${open}?lang=pt` })).body;
      expect(unknown).toContain('<html lang="en" dir="ltr">');
    });

    it("is light unless ?theme= asks for dark, or auto (the frame's prefers-color-scheme)", async () => {
      const style = async (query: string) => {
        const html = (await fixture.app.inject({ url: `/embed/campaign/${open}${query}` })).body;
        return html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
      };
      const DARK_CARD = '.card{background:#1b1f2e';
      for (const query of ['', '?theme=light', '?theme=blue', '?theme=dark&theme=auto']) {
        const css = await style(query);
        expect(css, query).toContain('.card{');
        expect(css, query).not.toContain(DARK_CARD);
        expect(css, query).not.toContain('prefers-color-scheme');
      }
      const dark = await style('?theme=dark');
      expect(dark).toContain(DARK_CARD);
      expect(dark).not.toContain('prefers-color-scheme');
      const auto = await style('?theme=auto');
      expect(auto).toMatch(/@media \(prefers-color-scheme:dark\)\{[^}]*body\{color:#eef0f8\}/);
      expect(auto).toContain(DARK_CARD);
    });

    it("shows the campaign's estimated match in its matching round, redrawn with the card as gifts land", async () => {
      const db = fixture.context.database.db;
      const creator = await insertUser(db);
      const matched = await insertCampaign(db, { creatorId: creator.id, title: 'Matched' });
      const before = (await fixture.app.inject({ url: `/embed/campaign/${matched}` })).body;
      expect(before).not.toContain('class="match"');

      const round = await insertRound(db, fixture.context.chain, {
        name: 'Open <tools>',
        matchingCapBps: null,
        poolAmount: 500_000_000n,
        createdBy: creator.id,
      });
      await db
        .insert(roundApplications)
        .values({ roundId: round.id, campaignId: matched, appliedBy: creator.id, status: 'accepted' });
      const html = (await fixture.app.inject({ url: `/embed/campaign/${matched}` })).body;
      expect(html).toContain(
        '<p class="match" data-live>Matching round Open &lt;tools&gt; · estimated match <strong>0.00\u00a0USDT</strong></p>',
      );
      // Two donors: the only campaign with a pair takes the whole pool.
      for (const amount of [4_000_000n, 9_000_000n]) {
        await insertRoundGift(db, {
          campaignId: matched,
          chainId: round.chainId,
          tokenAddress: round.tokenAddress,
          amount,
          at: new Date(Date.now() - 60_000),
        });
      }
      expect((await fixture.app.inject({ url: `/embed/campaign/${matched}` })).body).toContain(
        'estimated match <strong>500.00\u00a0USDT</strong>',
      );
    });

    it('offers no Donate button for a campaign that takes no donations', async () => {
      const html = (await fixture.app.inject({ url: `/embed/campaign/${paused}` })).body;
      expect(html).not.toContain('>Donate<');
      expect(html).toContain('Paused · View campaign');
    });

    it('answers 404 for a campaign awaiting review, an unknown or a malformed id', async () => {
      for (const id of [String(pending), '999999', 'abc']) {
        const response = await fixture.app.inject({ url: `/embed/campaign/${id}` });
        expect(response.statusCode, id).toBe(404);
        expect(response.body, id).toContain('This campaign is not available.');
        expect(response.body, id).not.toContain('Waiting for review');
      }
    });
  });

  describe('/api/campaigns/:id/og-image.png', () => {
    it('is a 1200×630 PNG any page may load, cached for crawlers', async () => {
      const response = await fixture.app.inject({ url: `/api/campaigns/${open}/og-image.png` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
      expect(response.rawPayload.length).toBeGreaterThan(10_000);
    });

    it('says what the card shows, and draws anew once the figures move', async () => {
      const first = (await fixture.app.inject({ url: `/api/campaigns/${open}/og-image.png` })).rawPayload;
      const again = (await fixture.app.inject({ url: `/api/campaigns/${open}/og-image.png` })).rawPayload;
      expect(again.equals(first)).toBe(true);
      expect(
        ogImageText({
          id: 1,
          cover: null,
          title: 'T',
          category: 'Education',
          currency: 'USDT',
          goalAmount: '1000',
          raisedAmount: '250.5',
          donorCount: 1,
          daysLeft: 0,
          status: 'active',
        }),
      ).toEqual({
        direction: 'ltr',
        title: 'T',
        category: 'Education',
        raised: '250.50\u00a0USDT',
        goal: 'raised of 1,000.00\u00a0USDT goal',
        percent: 25.05,
        footer: '25% funded · 1 donor · Ended',
      });
      await fixture.context.database.db
        .update(campaigns)
        .set({ raisedAmount: 1_000_000_000n, donorCount: 4 })
        .where(eq(campaigns.id, open));
      const moved = (await fixture.app.inject({ url: `/api/campaigns/${open}/og-image.png` })).rawPayload;
      expect(moved.equals(first)).toBe(false);
      expect(pngSize(moved)).toEqual({ width: 1200, height: 630 });
    });

    it('is drawn in the language ?lang= names, right to left in Arabic, and refuses any other query', async () => {
      const card = {
        id: 1,
        cover: null,
        title: 'T',
        category: 'Education',
        currency: 'USDT',
        goalAmount: '1000',
        raisedAmount: '1250.5',
        donorCount: 3,
        daysLeft: 12,
        status: 'active',
      } as const;
      expect(ogImageText(card, 'de')).toEqual({
        direction: 'ltr',
        title: 'T',
        category: 'Bildung',
        raised: '1.250,50\u00a0USDT',
        goal: 'von 1.000,00\u00a0USDT gesammelt',
        percent: 100,
        footer: 'Zu 100 % finanziert · 3 Spender · Noch 12 Tage',
      });
      const arabic = ogImageText(card, 'ar');
      expect(arabic.direction).toBe('rtl');
      expect(arabic.category).toBe('التعليم');
      // No bidi controls (satori would draw them as boxes), Arabic's comma between the parts.
      expect(arabic.footer).not.toMatch(/[\u2066-\u2069]/);
      expect(arabic.footer.split('، ')).toHaveLength(3);

      const image = async (query: string) =>
        (await fixture.app.inject({ url: `/api/campaigns/${open}/og-image.png${query}` })).rawPayload;
      const [english, german, arabicImage] = await Promise.all([
        image(''),
        image('?lang=de'),
        image('?lang=ar'),
      ]);
      for (const drawn of [german, arabicImage]) {
        expect(pngSize(drawn)).toEqual({ width: 1200, height: 630 });
        expect(drawn.equals(english)).toBe(false);
      }
      expect((await image('?lang=en')).equals(english)).toBe(true);
      for (const query of ['?lang=xx', '?lang=de&theme=dark']) {
        const response = await fixture.app.inject({ url: `/api/campaigns/${open}/og-image.png${query}` });
        expect(response.statusCode, query).toBe(400);
      }
    });

    it('answers 404 for an unknown campaign', async () => {
      const response = await fixture.app.inject({ url: '/api/campaigns/999999/og-image.png' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Campaign not found' });
    });
  });
});

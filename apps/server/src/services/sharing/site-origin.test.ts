import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCampaign, insertUser } from '../../test/campaign-fixtures';
import { contextVariants, createTestApp, type createTestContext } from '../../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
// One database for the file's apps, which differ only in settings.
const variants = contextVariants();
afterAll(() => variants.close());
const FORGED = { host: 'evil.example', accept: 'text/html' };

// Issue 26, item 12: the Host header was reflected into the Atom feed's links (cached publicly for
// five minutes) and the page's og:url and og:image. Links now come from the configuration.
describe.each([
  ['with PUBLIC_URL', { PUBLIC_URL: 'https://crowdvault.example' }, 'https://crowdvault.example'],
  ['without PUBLIC_URL', {}, 'http://localhost:3000'],
])('links in pages and feeds %s', (_name, overrides, origin) => {
  let context: Context;
  let app: FastifyInstance;
  let id: number;

  beforeAll(async () => {
    context = await variants.withEnv({ ...overrides, PORT: '3000' });
    app = await createTestApp(context);
    const creator = await insertUser(context.database.db);
    id = await insertCampaign(context.database.db, { creatorId: creator.id, title: 'Hosts' });
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  it('names the configured site in og:url and og:image, whatever Host the request forged', async () => {
    const html = (await app.inject({ url: `/campaign/${id}`, headers: FORGED })).body;
    expect(html).toContain(`<meta property="og:url" content="${origin}/campaign/${id}" />`);
    expect(html).toContain(
      `<meta property="og:image" content="${origin}/api/campaigns/${id}/og-image.png" />`,
    );
    expect(html).not.toContain('evil.example');
  });

  it('names the configured site in every link of the Atom feed', async () => {
    const feed = (await app.inject({ url: `/api/campaigns/${id}/feed.atom`, headers: FORGED })).body;
    expect(feed).toContain(`<link rel="alternate" type="text/html" href="${origin}/campaign/${id}"/>`);
    expect(feed).toContain(`href="${origin}/api/campaigns/${id}/feed.atom"`);
    expect(feed).not.toContain('evil.example');
  });
});

describe('links on the embedded stack', () => {
  let context: Context;
  let app: FastifyInstance;
  let id: number;

  beforeAll(async () => {
    context = await variants.withEnv();
    app = await createTestApp(context);
    const creator = await insertUser(context.database.db);
    id = await insertCampaign(context.database.db, { creatorId: creator.id });
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  it('keeps the loopback host and port the browser used when PUBLIC_URL is unset', async () => {
    const html = (await app.inject({ url: `/campaign/${id}`, headers: { host: '127.0.0.1:4123' } })).body;
    expect(html).toContain(`<meta property="og:url" content="http://127.0.0.1:4123/campaign/${id}" />`);
  });
});

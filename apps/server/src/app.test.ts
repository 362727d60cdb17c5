import { join } from 'node:path';
import { PAGE_PATHS } from '@crowdvault/shared/page-paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, GENERIC_SERVER_ERROR } from './errors';
import { insertCampaign, insertUser } from './test/campaign-fixtures';
import { createTestApp, createTestContext, TEST_INDEX_HTML } from './test/test-app';
import { WEB_NOT_BUILT_MESSAGE } from './web/serve-web-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;

describe('the app', () => {
  let context: Context;
  let app: FastifyInstance;
  let campaignId: number;

  beforeAll(async () => {
    context = await createTestContext({ BODY_LIMIT: '2048' });
    app = await createTestApp(context);
    const creator = await insertUser(context.database.db);
    campaignId = await insertCampaign(context.database.db, { creatorId: creator.id });
    // Test-only routes exercising the error handler.
    const zodApp = app.withTypeProvider<ZodTypeProvider>();
    zodApp.post(
      '/api/test/echo',
      { schema: { body: z.strictObject({ title: z.string().min(1), goal: z.number().positive() }) } },
      async (request) => request.body,
    );
    zodApp.get('/api/test/crash', async () => {
      throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
    });
    zodApp.get('/api/test/conflict', async () => {
      throw new AppError('CONFLICT', 'Campaign already approved');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health']).toBeDefined();
    expect(document.paths['/api/config'].get.responses['200']).toBeDefined();
  });

  it('serves the API docs page at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } });
    expect([200, 302]).toContain(response.statusCode);
  });

  it('answers an unknown /api route with 404 JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found: GET /api/nope' });
  });

  it('answers 400 naming the missing field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { goal: 5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'body/title: Required' });
  });

  it('answers 400 naming a field with a bad value', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { title: 'x', goal: -1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\/goal: /);
  });

  it('rejects unknown body fields', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { title: 'x', goal: 1, isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/isAdmin/);
  });

  it('answers a deeply nested body with a 4xx, not a crash, and keeps serving', async () => {
    // 1,000 levels fit the 2 KB body limit of this app; 100,000 would not even be read.
    const depth = 1_000;
    const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: `{"title":"x","goal":1,"extra":${nested}}`,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: `{"title":${'['.repeat(100_000)}${']'.repeat(100_000)},"goal":1}`,
    });
    expect(tooLarge.statusCode).toBe(413);
    const after = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { title: 'x', goal: 1 },
    });
    expect(after.json()).toEqual({ title: 'x', goal: 1 });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { title: 'x'.repeat(4096), goal: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large' });
  });

  it('answers 500 with a generic message and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: GENERIC_SERVER_ERROR });
    expect(response.body).not.toMatch(/hunter2|secret\.ts|at /);
  });

  it('passes an AppError status and message through', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Campaign already approved' });
  });

  it('serves index.html for client routes', async () => {
    for (const url of [`/campaign/${campaignId}/ledger`, '/dashboard/wallets', '/']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(TEST_INDEX_HTML);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it("answers 200 at every page of the web app's route table, the links in mails included, and 404 elsewhere", async () => {
    const samples = {
      id: String(campaignId),
      chainId: '31337',
      txHash: `0x${'ab'.repeat(32)}`,
      logIndex: '0',
    };
    const urls = Object.values(PAGE_PATHS).flatMap((path) => {
      const filled = path.replace(/:(\w+)/g, (_, name: keyof typeof samples) => samples[name]);
      return filled.endsWith('/*?') ? [filled.slice(0, -3), `${filled.slice(0, -3)}/anything`] : [filled];
    });
    // The link of every verification mail, every pledge's cancel link and the unsubscribe footer.
    urls.push(
      '/verify-email?token=x',
      `/pledges/0x${'cd'.repeat(32)}/cancel?t=1.abc`,
      '/email/unsubscribe?t=x',
    );
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
    }
    for (const url of [
      '/no-such-page',
      '/campaign',
      '/campaign/1/nope',
      '/receipt/1',
      '/aboutx',
      '/wp-admin',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('serves built assets with a long cache lifetime', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers 404, not index.html, for a missing asset', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers pages with 503 saying how to build it when the web app is not built', async () => {
    const env = { ...context.env, webDistDir: join(context.dataDir, 'not-built') };
    const unbuilt = await createTestApp({ ...context, env });
    try {
      const page = await unbuilt.inject({
        method: 'GET',
        url: '/discover',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(503);
      expect(page.body).toBe(WEB_NOT_BUILT_MESSAGE);
      const api = await unbuilt.inject({ method: 'GET', url: '/api/config' });
      expect(api.statusCode).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});

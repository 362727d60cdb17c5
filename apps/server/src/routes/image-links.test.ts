import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignUpdates, images, users } from '../db/schema';
import { IMAGE_LINK_WIDTHS, importingImageLinks } from '../services/media/image-link';
import { createMediaService } from '../services/media/media-service';
import { REMOTE_IMAGE_MESSAGES } from '../services/media/remote-image';
import { photoJpeg } from '../services/media/test-images';
import { insertCampaign } from '../test/campaign-fixtures';
import { bearer, signIn } from '../test/sign-in';
import { createTestApp, createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const CREATOR = DEV_ACCOUNTS[6]!;
/** An https link the schemas accept whose host is loopback: the import must refuse it. */
const PRIVATE_HTTPS = 'https://127.0.0.1/picture.png';

// Decision 098: avatars and update pictures are fetched once and served from /media; links to
// other hosts saved before are never asked for by a page.
describe('avatar and update pictures: fetched once, never hotlinked', () => {
  let context: Context;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let userId: number;
  let campaignId: number;
  let host: Server & { url?: string };

  beforeAll(async () => {
    const photo = await photoJpeg({ width: 900, height: 600, seed: 90 });
    host = createServer((request, response) => {
      if (request.url === '/me.jpg')
        return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.4', resolve));
    host.url = `http://127.0.0.4:${(host.address() as AddressInfo).port}`;
    context = await createTestContext();
    app = await createTestApp(context);
    await app.ready();
    headers = bearer(await signIn(app, CREATOR.privateKey));
    const [row] = await context.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.walletAddress, CREATOR.address.toLowerCase()));
    userId = row!.id;
    campaignId = await insertCampaign(context.database.db, { creatorId: userId });
  });
  afterAll(async () => {
    host.closeAllConnections();
    host.close();
    await app.close();
    await context.close();
  });

  const patchProfile = (payload: object) =>
    app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload });
  const postUpdate = (payload: object) =>
    app.inject({ method: 'POST', url: `/api/campaigns/${campaignId}/updates`, headers, payload });

  it("stores another host's picture as CrowdVault's copy, attached, and keeps /media links as they are", async () => {
    const { db } = context.database;
    // The schemas take https only; the test's host is plain http on a loopback address the
    // media service is told is public, so the resolver the routes use is called directly.
    const media = createMediaService({
      db,
      env: context.env,
      fetchOptions: { isAllowedAddress: (address) => address === '127.0.0.4' },
    });
    const resolve = importingImageLinks(db, media, { userId, ip: '127.0.0.1' }, IMAGE_LINK_WIDTHS.avatar);
    const stored = await resolve(`${host.url}/me.jpg`, null);
    expect(stored).toMatch(/^\/media\/b[a-z2-7]+$/);
    const served = await app.inject({ url: stored! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const [image] = await db.select().from(images).where(eq(images.ownerId, userId));
    expect(image?.attachedAt).not.toBeNull();
    expect(image?.variants.find((variant) => stored === `/media/${variant.cid}`)).toMatchObject({
      contentType: 'image/webp',
      width: 480,
    });

    // What the forms send back is kept: no second fetch (the host may be gone by then).
    host.closeAllConnections();
    expect(await resolve(stored, null)).toBe(stored);
    const saved = await patchProfile({ avatarUrl: stored });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().avatarUrl).toBe(stored);
    const update = await postUpdate({ title: 'Week one', body: 'The pumps arrived.', imageUrl: stored });
    expect(update.statusCode, update.body).toBe(201);
    expect(update.json().imageUrl).toBe(stored);
  });

  it('refuses a new link the fetch refuses, writing nothing', async () => {
    const before = (await app.inject({ url: '/api/users/me', headers })).json().avatarUrl;
    const avatar = await patchProfile({ avatarUrl: PRIVATE_HTTPS, bio: 'Changed' });
    expect(avatar.statusCode).toBe(400);
    expect(avatar.json().message).toBe(REMOTE_IMAGE_MESSAGES.privateAddress);
    const after = (await app.inject({ url: '/api/users/me', headers })).json();
    expect([after.avatarUrl, after.bio]).toEqual([before, null]);

    const count = async () =>
      (
        await context.database.db
          .select()
          .from(campaignUpdates)
          .where(eq(campaignUpdates.campaignId, campaignId))
      ).length;
    const updates = await count();
    const update = await postUpdate({ title: 'Week two', body: 'More pumps.', imageUrl: PRIVATE_HTTPS });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe(REMOTE_IMAGE_MESSAGES.privateAddress);
    expect(await count()).toBe(updates);
  });

  it('answers an old avatar link to another host as none, and keeps an old update link on an unchanged edit', async () => {
    const { db } = context.database;
    await db
      .update(users)
      .set({ avatarUrl: 'https://images.example.org/me.png' })
      .where(eq(users.id, userId));
    expect((await app.inject({ url: '/api/users/me', headers })).json().avatarUrl).toBeNull();
    expect((await app.inject({ url: `/api/campaigns/${campaignId}` })).json().creator.avatarUrl).toBeNull();
    expect((await app.inject({ url: `/api/users/wallet/${CREATOR.address}` })).json().avatarUrl).toBeNull();

    const [old] = await db
      .insert(campaignUpdates)
      .values({
        campaignId,
        authorId: userId,
        title: 'Before photos were stored',
        body: 'A picture on another site.',
        imageUrl: 'https://images.example.org/site.jpg',
      })
      .returning();
    const edit = (imageUrl: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/campaigns/${campaignId}/updates/${old!.id}`,
        headers,
        payload: { title: 'Before photos were stored', body: 'Edited text.', imageUrl },
      });
    const unchanged = await edit('https://images.example.org/site.jpg');
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(unchanged.json()).toMatchObject({
      body: 'Edited text.',
      imageUrl: 'https://images.example.org/site.jpg',
    });
    const changed = await edit(PRIVATE_HTTPS);
    expect(changed.statusCode).toBe(400);
  });
});

import { UPDATE_MESSAGES } from '@crowdvault/shared/api/updates';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignUpdates, users } from '../db/schema';
import { insertCampaign } from '../test/campaign-fixtures';
import { CAMPAIGN_OWNER, signInCampaignRoles } from '../test/campaign-roles';
import { useTestApp } from '../test/use-test-app';

type Headers = Record<string, string>;

const VALID = { title: 'First shelves are up', body: 'Thank you!\n\nPhotos: https://example.org/shelves' };

describe('campaign updates', () => {
  let owner: Headers;
  let other: Headers;
  let suspended: Headers;
  let campaignId: number;
  let suspendedCampaignId: number;

  const fixture = useTestApp();
  beforeAll(async () => {
    ({ owner, other, suspended, campaignId, suspendedCampaignId } = await signInCampaignRoles(fixture));
  });

  const post = (id: number | string, payload: unknown, headers: Headers = owner) =>
    fixture.app.inject({
      method: 'POST',
      url: `/api/campaigns/${id}/updates`,
      headers,
      payload: payload as object,
    });
  const put = (id: number | string, updateId: number | string, payload: unknown, headers: Headers = owner) =>
    fixture.app.inject({
      method: 'PUT',
      url: `/api/campaigns/${id}/updates/${updateId}`,
      headers,
      payload: payload as object,
    });
  const remove = (id: number | string, updateId: number | string, headers: Headers = owner) =>
    fixture.app.inject({ method: 'DELETE', url: `/api/campaigns/${id}/updates/${updateId}`, headers });
  const list = (id: number | string) =>
    fixture.app.inject({ method: 'GET', url: `/api/campaigns/${id}/updates` });

  it('lists nothing for a campaign without updates, and 404 for an unknown campaign', async () => {
    const fresh = await insertCampaign(fixture.context.database.db, { creatorId: 1 });
    expect((await list(fresh)).json()).toEqual([]);
    expect((await list(999_999)).statusCode).toBe(404);
    expect((await list('abc')).statusCode).toBe(404);
  });

  it('lets the owner post; the list is public, newest first, line breaks kept', async () => {
    const first = await post(campaignId, VALID);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...VALID, imageUrl: null, editedAt: null, campaignId });
    const second = await post(campaignId, {
      title: 'Second',
      body: 'More news',
      // A picture CrowdVault serves; other hosts' links are fetched once (image-links.test.ts).
      imageUrl: '/media/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy',
    });
    expect(second.statusCode).toBe(201);
    const titles = (await list(campaignId)).json().map((u: { title: string }) => u.title);
    expect(titles).toEqual(['Second', VALID.title]);
    expect((await list(campaignId)).json()[1].body).toBe(VALID.body);
    const campaign = (
      await fixture.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` })
    ).json();
    expect(campaign.lastUpdateAt).toBe(second.json().createdAt);
  });

  it('refuses visitors (401), other users (403) and a suspended owner (403)', async () => {
    expect((await post(campaignId, VALID, {})).statusCode).toBe(401);
    expect((await post(campaignId, VALID, other)).statusCode).toBe(403);
    expect((await post(campaignId, VALID, other)).json().message).toBe(UPDATE_MESSAGES.notOwner);
    expect((await post(suspendedCampaignId, VALID, suspended)).statusCode).toBe(403);
    const [update] = (await list(campaignId)).json();
    expect((await put(campaignId, update.id, VALID, {})).statusCode).toBe(401);
    expect((await put(campaignId, update.id, VALID, other)).statusCode).toBe(403);
    expect((await remove(campaignId, update.id, {})).statusCode).toBe(401);
    expect((await remove(campaignId, update.id, other)).statusCode).toBe(403);
    const [own] = await fixture.context.database.db
      .insert(campaignUpdates)
      .values({ campaignId: suspendedCampaignId, authorId: 1, title: 'Old', body: 'Old' })
      .returning();
    expect((await put(suspendedCampaignId, own!.id, VALID, suspended)).statusCode).toBe(403);
    expect((await remove(suspendedCampaignId, own!.id, suspended)).statusCode).toBe(403);
  });

  it.each([
    ['a control character in the title', { ...VALID, title: 'Bell\u0007' }],
    ['a bidi override in the body', { ...VALID, body: 'abc\u202Edef' }],
    ['a title too long', { ...VALID, title: 'x'.repeat(151) }],
    ['a body too long', { ...VALID, body: 'x'.repeat(10_001) }],
    ['a blank body', { ...VALID, body: '  \n ' }],
    ['a javascript: image link', { ...VALID, imageUrl: 'javascript:alert(1)' }],
    ['an http image link', { ...VALID, imageUrl: 'http://example.org/a.png' }],
    ['an unknown field', { ...VALID, pinned: true }],
  ])('refuses %s with 400', async (_name, payload) => {
    expect((await post(campaignId, payload)).statusCode).toBe(400);
    const [update] = (await list(campaignId)).json();
    expect((await put(campaignId, update.id, payload)).statusCode).toBe(400);
  });

  it('lets the owner edit (shown as edited, order kept) and delete', async () => {
    const [newest, older] = (await list(campaignId)).json();
    const edited = await put(campaignId, older.id, { title: 'Shelves (fixed)', body: 'Corrected' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: older.id,
      title: 'Shelves (fixed)',
      createdAt: older.createdAt,
    });
    expect(edited.json().editedAt).not.toBeNull();
    const after = (await list(campaignId)).json();
    expect(after.map((u: { id: number }) => u.id)).toEqual([newest.id, older.id]);
    expect(after[0].editedAt).toBeNull();
    expect((await remove(campaignId, newest.id)).statusCode).toBe(204);
    expect((await list(campaignId)).json().map((u: { id: number }) => u.id)).toEqual([older.id]);
  });

  it('answers 404 for unknown campaigns and updates, and for an update of another campaign', async () => {
    const [update] = (await list(campaignId)).json();
    expect((await post(999_999, VALID)).statusCode).toBe(404);
    expect((await put(campaignId, 999_999, VALID)).statusCode).toBe(404);
    expect((await put(campaignId, 'x', VALID)).statusCode).toBe(404);
    expect((await remove(campaignId, 999_999)).statusCode).toBe(404);
    const ownerId = (
      await fixture.context.database.db
        .select()
        .from(users)
        .where(eq(users.walletAddress, CAMPAIGN_OWNER.address.toLowerCase()))
    )[0]!.id;
    const second = await insertCampaign(fixture.context.database.db, { creatorId: ownerId });
    expect((await put(second, update.id, VALID)).statusCode).toBe(404);
    expect((await remove(second, update.id)).statusCode).toBe(404);
  });
});

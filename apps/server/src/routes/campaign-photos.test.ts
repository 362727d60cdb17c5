import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import type { CampaignImage } from '@crowdvault/shared/api/media';
import { MEDIA_MESSAGES } from '@crowdvault/shared/api/media';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../db/schema';
import { photoJpeg } from '../services/media/test-images';
import { multipartFiles } from '../test/multipart';
import { bearer, signIn } from '../test/sign-in';
import { useTestApp } from '../test/use-test-app';

type Headers = Record<string, string>;
const ADMIN = DEV_ACCOUNTS[0]!;
const CREATOR = DEV_ACCOUNTS[4]!;
const OTHER = DEV_ACCOUNTS[5]!;

const VALID = {
  title: 'Solar pumps for Kibera',
  description: 'Clean water for 400 families.',
  story: 'Two pumps, one each side of the market.',
  goalAmount: '12000',
  category: 'Environment',
};

describe('a campaign with photos', () => {
  let creator: Headers;
  let other: Headers;
  let admin: Headers;
  let mine: CampaignImage[];
  let theirs: CampaignImage;

  const fixture = useTestApp();
  beforeAll(async () => {
    creator = bearer(await signIn(fixture.app, CREATOR.privateKey));
    other = bearer(await signIn(fixture.app, OTHER.privateKey));
    admin = bearer(await signIn(fixture.app, ADMIN.privateKey));
    const files = await Promise.all(
      [1, 2, 3, 4].map(async (seed) => ({
        name: `photo-${seed}.jpg`,
        bytes: await photoJpeg({ width: 640, height: 400, seed: seed * 70 }),
      })),
    );
    mine = (await upload(files, creator)).json().images;
    theirs = (
      await upload([{ name: 'x.jpg', bytes: await photoJpeg({ width: 300, height: 200, seed: 5 }) }], other)
    ).json().images[0];
  });

  function upload(files: Parameters<typeof multipartFiles>[0], headers: Headers) {
    const body = multipartFiles(files);
    return fixture.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }
  const create = (payload: object, headers = creator) =>
    fixture.app.inject({ method: 'POST', url: '/api/campaigns', headers, payload });
  const patch = (id: number, payload: object, headers = creator) =>
    fixture.app.inject({ method: 'PATCH', url: `/api/campaigns/${id}`, headers, payload });
  const removeImage = (id: number, imageId: number, payload: object, headers = admin) =>
    fixture.app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${id}/images/${imageId}/remove`,
      headers,
      payload,
    });

  it('shows the cover and the gallery in the order chosen, on the page and in the list', async () => {
    const [cover, a, b] = mine as [CampaignImage, CampaignImage, CampaignImage];
    const response = await create({ ...VALID, coverImageId: cover.id, galleryImageIds: [b.id, a.id] });
    expect(response.statusCode, response.body).toBe(201);
    const campaign = response.json();
    expect(campaign.cover).toEqual(cover);
    expect(campaign.gallery.map((image: CampaignImage) => image.id)).toEqual([b.id, a.id]);
    expect(campaign.imageUrl).toBe(
      cover.variants.find((v) => v.type === 'image/webp' && v.width === 640)?.url,
    );

    await fixture.context.database.db
      .update(campaigns)
      .set({ isApproved: true })
      .where(eq(campaigns.id, campaign.id));
    const list = await fixture.app.inject({ method: 'GET', url: '/api/campaigns?limit=50' });
    const card = list.json().find((item: { id: number }) => item.id === campaign.id);
    expect(card.cover.id).toBe(cover.id);
    expect(card.gallery).toBeUndefined();
  });

  it('puts the cover on the right of the link-preview image', async () => {
    const withCover = (await create({ ...VALID, coverImageId: mine[2]!.id })).json().id;
    const without = (await create(VALID)).json().id;
    const pixel = async (id: number) => {
      const png = (await fixture.app.inject({ url: `/api/campaigns/${id}/og-image.png` })).rawPayload;
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([1200, 630]);
      const at = (300 * info.width + 1100) * info.channels;
      return [...data.subarray(at, at + 3)];
    };
    const [plain, photo] = [await pixel(without), await pixel(withCover)];
    // The test photos are a gradient with a yellow sun: nothing like the card's plain background.
    expect(photo).not.toEqual(plain);
  });

  it("refuses another user's image, an unknown one, a repeated one and more than 8", async () => {
    for (const [payload, message] of [
      [{ coverImageId: theirs.id }, MEDIA_MESSAGES.notYourImage],
      [{ galleryImageIds: [999_999] }, MEDIA_MESSAGES.notYourImage],
      [{ galleryImageIds: [mine[1]!.id, mine[1]!.id] }, MEDIA_MESSAGES.duplicateImage],
      [{ galleryImageIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, MEDIA_MESSAGES.galleryTooLong],
    ] as const) {
      const response = await create({ ...VALID, ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('records a new cover of an approved campaign in its edit history', async () => {
    const id = (await create({ ...VALID, coverImageId: mine[0]!.id })).json().id;
    await fixture.context.database.db.update(campaigns).set({ isApproved: true }).where(eq(campaigns.id, id));
    const response = await patch(id, { coverImageId: mine[3]!.id, galleryImageIds: [mine[0]!.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().cover.id).toBe(mine[3]!.id);
    expect((await patch(id, { coverImageId: theirs.id })).statusCode).toBe(400);
    expect((await patch(id, { coverImageId: mine[1]!.id }, other)).statusCode).toBe(403);
    const edits = (
      await fixture.app.inject({ method: 'GET', url: `/api/admin/campaigns/${id}/edits`, headers: admin })
    ).json();
    expect(edits[0]).toMatchObject({
      action: 'campaign.edit',
      before: { coverImageId: mine[0]!.id, galleryImageIds: [] },
      after: { coverImageId: mine[3]!.id, galleryImageIds: [mine[0]!.id] },
    });
  });

  it('lets a moderator remove an image with a reason: gone from the campaign and no longer served', async () => {
    const [cover, a] = mine as [CampaignImage, CampaignImage];
    const id = (await create({ ...VALID, coverImageId: cover.id, galleryImageIds: [a.id] })).json().id;
    const reason = { reason: { code: 'prohibited_content', text: 'Shows a stranger’s face' } };
    expect((await removeImage(id, a.id, reason, {})).statusCode).toBe(401);
    expect((await removeImage(id, a.id, reason, creator)).statusCode).toBe(403);
    expect((await removeImage(id, a.id, {}, admin)).statusCode).toBe(400);
    expect((await removeImage(id, theirs.id, reason)).statusCode).toBe(404);
    expect((await fixture.app.inject({ method: 'GET', url: a.variants[0]!.url })).statusCode).toBe(200);

    const removed = await removeImage(id, a.id, reason);
    expect(removed.statusCode, removed.body).toBe(200);
    const campaign = (
      await fixture.app.inject({ method: 'GET', url: `/api/campaigns/${id}`, headers: admin })
    ).json();
    expect(campaign.gallery).toEqual([]);
    expect(campaign.cover.id).toBe(cover.id);
    for (const variant of a.variants) {
      const file = await fixture.app.inject({ method: 'GET', url: variant.url });
      expect(file.statusCode).toBe(410);
      expect(file.headers['cache-control']).toBe('no-store');
    }
    // The creator can neither attach it again nor upload the same file anew.
    expect((await patch(id, { galleryImageIds: [a.id] })).json().message).toBe(MEDIA_MESSAGES.removedImage);
    const log = (
      await fixture.app.inject({
        method: 'GET',
        url: '/api/admin/audit?action=campaign.image_remove',
        headers: admin,
      })
    ).json();
    expect(log[0]).toMatchObject({
      action: 'campaign.image_remove',
      targetId: id,
      reason: { code: 'prohibited_content', text: 'Shows a stranger’s face' },
      before: { imageId: a.id, role: 'gallery' },
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { images } from '../../db/schema';
import { AppError } from '../../errors';
import { insertCampaign, insertUser } from '../../test/campaign-fixtures';
import { createTestDatabase } from '../../test/test-database';
import { cidOf } from './cid';
import { type ImageRow, markImagesAttached, readMediaFile, saveImage } from './media-store';
import { processImage } from './process-image';
import { photoJpeg } from './test-images';
import { UNATTACHED_RETENTION_MS, UnattachedCleanup } from './unattached-cleanup';

const HOUR_MS = 60 * 60 * 1000;

describe('clean-up of uploads never attached (decision 098)', () => {
  let database: DatabaseHandle & { url?: string };
  let ownerId: number;
  let otherId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    ownerId = (await insertUser(database.db)).id;
    otherId = (await insertUser(database.db)).id;
  });
  afterAll(() => database.close());

  /** An upload of `owner` made `hoursAgo` hours ago (small: the test is about rows, not pixels). */
  async function upload(owner: number, seed: number, hoursAgo: number): Promise<ImageRow> {
    const jpeg = await photoJpeg({ width: 500, height: 300, seed });
    const row = await saveImage(database.db, owner, await cidOf(jpeg), await processImage(jpeg));
    await database.db
      .update(images)
      .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR_MS) })
      .where(eq(images.id, row.id));
    return row;
  }
  const exists = async (row: ImageRow) =>
    (await database.db.select({ id: images.id }).from(images).where(eq(images.id, row.id))).length === 1;
  const served = async (row: ImageRow) =>
    Promise.all(
      row.variants.map(async (variant) => (await readMediaFile(database.db, variant.cid)) !== undefined),
    );

  it('deletes a day-old upload nothing attached, with its files, and keeps every other', async () => {
    const abandoned = await upload(ownerId, 10, 25);
    const recent = await upload(ownerId, 11, 23);
    const cover = await upload(ownerId, 12, 48);
    const replaced = await upload(ownerId, 13, 48);
    const removed = await upload(ownerId, 14, 48);
    // The same file sent by another user: identical variants, so the files are shared.
    const sharedAbandoned = await upload(ownerId, 15, 30);
    const sharedKept = await upload(otherId, 15, 30);
    expect(sharedKept.variants.map((v) => v.cid)).toEqual(sharedAbandoned.variants.map((v) => v.cid));

    await markImagesAttached(database.db, [cover.id, replaced.id, sharedKept.id]);
    await insertCampaign(database.db, { creatorId: ownerId, coverImageId: cover.id });
    // `replaced` was a cover once and is on no campaign now: it stays (an edit's history names it).
    await database.db.update(images).set({ removedAt: new Date() }).where(eq(images.id, removed.id));

    const cleanup = new UnattachedCleanup({ db: database.db });
    expect(await cleanup.tick()).toEqual({ deletedFiles: abandoned.variants.length });

    expect(await exists(abandoned)).toBe(false);
    expect(await served(abandoned)).toEqual(abandoned.variants.map(() => false));
    for (const kept of [recent, cover, replaced, removed, sharedKept]) {
      expect(await exists(kept)).toBe(true);
      expect(await served(kept)).toEqual(kept.variants.map(() => true));
    }
    expect(await exists(sharedAbandoned)).toBe(false);
  });

  it('refuses to attach an upload the clean-up took first', async () => {
    const late = await upload(ownerId, 20, 25);
    const cleanup = new UnattachedCleanup({
      db: database.db,
      now: () => new Date(),
      retentionMs: UNATTACHED_RETENTION_MS,
    });
    await cleanup.tick();
    const attach = markImagesAttached(database.db, [late.id]);
    await expect(attach).rejects.toBeInstanceOf(AppError);
    await expect(attach).rejects.toThrow(`Image not found among your uploads (${late.id})`);
  });

  // Issue 38, item 6 (decision 117): a fresh wallet's uploads stayed a day like a creator's.
  it("deletes the uploads of a user who owns no campaign after an hour, and keeps a creator's for the day", async () => {
    const newcomer = (await insertUser(database.db)).id;
    const creator = (await insertUser(database.db)).id;
    await insertCampaign(database.db, { creatorId: creator });
    const newcomersOld = await upload(newcomer, 30, 2);
    const newcomersFresh = await upload(newcomer, 31, 0.5);
    const newcomersAvatar = await upload(newcomer, 32, 5);
    await markImagesAttached(database.db, [newcomersAvatar.id]);
    const creatorsDraft = await upload(creator, 33, 2);
    await new UnattachedCleanup({ db: database.db }).tick();
    expect(await exists(newcomersOld)).toBe(false);
    expect(await served(newcomersOld)).toEqual(newcomersOld.variants.map(() => false));
    for (const kept of [newcomersFresh, newcomersAvatar, creatorsDraft])
      expect(await exists(kept)).toBe(true);
  });
});

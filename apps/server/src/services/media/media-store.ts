import { type CampaignImage, MEDIA_MESSAGES } from '@crowdvault/shared/api/media';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { images, mediaFiles, type StoredVariant } from '../../db/schema';
import { AppError } from '../../errors';
import { cidOf } from './cid';
import type { ProcessedImage } from './process-image';

export type ImageRow = typeof images.$inferSelect;
/** Image views by id, for the campaigns of one answer (loadImageViews). */
export type ImageViews = ReadonlyMap<number, CampaignImage>;

export const mediaUrl = (cid: string) => `/media/${cid}`;

/** An image as the API shows it, narrowest variant first. */
export function toCampaignImage(
  row: Pick<ImageRow, 'id' | 'width' | 'height' | 'placeholder' | 'variants'>,
): CampaignImage {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    variants: [...row.variants]
      .sort((a, b) => a.width - b.width)
      .map((variant) => ({
        url: mediaUrl(variant.cid),
        type: variant.contentType,
        width: variant.width,
        height: variant.height,
      })),
  };
}

/** The owner's image of these exact uploaded bytes, if they sent them before. */
export async function findImageBySource(db: Database, ownerId: number, sourceCid: string) {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.ownerId, ownerId), eq(images.sourceCid, sourceCid)));
  return row;
}

/**
 * Stores a processed upload: each variant's bytes under their CID (a file already stored, by
 * anyone, is not stored again) and the image row, in one transaction, so a failure leaves nothing
 * half-stored. Bytes a moderator removed stay removed: an upload that encodes to them is refused.
 */
export async function saveImage(
  db: Database,
  ownerId: number,
  sourceCid: string,
  processed: ProcessedImage,
): Promise<ImageRow> {
  const files = await Promise.all(
    processed.variants.map(async (variant) => ({ ...variant, cid: await cidOf(variant.bytes) })),
  );
  return db.transaction(async (tx) => {
    const cids = files.map((file) => file.cid);
    const [removed] = await tx
      .select({ cid: mediaFiles.cid })
      .from(mediaFiles)
      .where(and(inArray(mediaFiles.cid, cids), isNotNull(mediaFiles.removedAt)))
      .limit(1);
    if (removed) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.removedImage);
    for (const file of files) {
      await tx
        .insert(mediaFiles)
        .values({
          cid: file.cid,
          contentType: file.contentType,
          byteSize: file.bytes.length,
          bytes: file.bytes,
        })
        .onConflictDoNothing();
    }
    const variants: StoredVariant[] = files.map(({ cid, contentType, width, height }) => ({
      cid,
      contentType,
      width,
      height,
    }));
    const [row] = await tx
      .insert(images)
      .values({
        ownerId,
        sourceCid,
        width: processed.width,
        height: processed.height,
        placeholder: processed.placeholder,
        variants,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    // The same bytes from the same owner arrived twice at once: the other request stored them.
    const [existing] = await tx
      .select()
      .from(images)
      .where(and(eq(images.ownerId, ownerId), eq(images.sourceCid, sourceCid)));
    if (!existing) throw new Error('An image row vanished inside its transaction');
    return existing;
  });
}

/** A stored file by CID, with whether a moderator removed it; undefined when never stored. */
export async function readMediaFile(db: Database, cid: string) {
  const [row] = await db
    .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes, removedAt: mediaFiles.removedAt })
    .from(mediaFiles)
    .where(eq(mediaFiles.cid, cid));
  return row;
}

/** The views of every cover and gallery image these campaigns show, in one query; removed images
 *  are left out (a moderator's removal also detaches them, this is the belt to those braces). */
export async function loadImageViews(
  db: Executor,
  rows: readonly { coverImageId: number | null; galleryImageIds?: readonly number[] }[],
): Promise<ImageViews> {
  const ids = [
    ...new Set(rows.flatMap((row) => [row.coverImageId ?? 0, ...(row.galleryImageIds ?? [])])),
  ].filter((id) => id > 0);
  if (ids.length === 0) return new Map();
  const found = await db
    .select({
      id: images.id,
      width: images.width,
      height: images.height,
      placeholder: images.placeholder,
      variants: images.variants,
      removedAt: images.removedAt,
    })
    .from(images)
    .where(inArray(images.id, ids));
  return new Map(found.filter((row) => !row.removedAt).map((row) => [row.id, toCampaignImage(row)]));
}

/** 400 unless every id names an image of this owner that no moderator removed. */
export async function assertOwnImages(db: Executor, ownerId: number, ids: readonly number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: images.id, ownerId: images.ownerId, removedAt: images.removedAt })
    .from(images)
    .where(inArray(images.id, wanted));
  for (const id of wanted) {
    const row = found.find((image) => image.id === id);
    if (!row || row.ownerId !== ownerId)
      throw new AppError('BAD_REQUEST', `${MEDIA_MESSAGES.notYourImage} (${id})`);
    if (row.removedAt) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.removedImage);
  }
}

/**
 * Marks images as shown by something (a campaign, an avatar, an update), inside the transaction
 * that attaches them, so the clean-up of abandoned uploads (decision 098) never deletes them. The
 * update waits for a clean-up deleting the same rows at that moment; an image it deleted first is
 * not found here and the request is refused as if it were never uploaded.
 */
export async function markImagesAttached(tx: Executor, ids: readonly number[], now = new Date()) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const marked = await tx
    .update(images)
    .set({ attachedAt: sql`coalesce(${images.attachedAt}, ${now.toISOString()}::timestamptz)` })
    .where(inArray(images.id, wanted))
    .returning({ id: images.id });
  const missing = wanted.find((id) => !marked.some((row) => row.id === id));
  if (missing !== undefined) {
    throw new AppError('BAD_REQUEST', `${MEDIA_MESSAGES.notYourImage} (${missing})`);
  }
}

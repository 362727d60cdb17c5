import type { Database } from '../../db/client';
import type { MediaService } from './media-service';
import { assertOwnImages } from './media-store';
import type { Uploader } from './upload-budget';

export interface PhotoFields {
  imageUrl?: string | null;
  coverImageId?: number | null;
  galleryImageIds?: number[];
}

/** The cover and gallery a create or edit should write, from its payload; undefined = unchanged. */
export interface PhotoChanges {
  coverImageId?: number | null;
  galleryImageIds?: number[];
}

/**
 * Turns a payload's photo fields into ids to store: a pasted `imageUrl` (new, with no uploaded
 * cover beside it) is fetched once and becomes the cover (decision 097); every id must name one
 * of the user's own images that no moderator removed. Runs before the campaign's transaction, so
 * a URL that cannot be fetched refuses the request with nothing written.
 */
export async function resolvePhotoChanges(
  db: Database,
  media: MediaService,
  uploader: Uploader,
  body: PhotoFields,
  storedImageUrl: string | null = null,
): Promise<PhotoChanges> {
  const changes: PhotoChanges = {};
  if (body.coverImageId !== undefined) changes.coverImageId = body.coverImageId;
  else if (body.imageUrl && body.imageUrl !== storedImageUrl) {
    changes.coverImageId = (await media.importFromUrl(uploader, body.imageUrl)).id;
  }
  if (body.galleryImageIds !== undefined) changes.galleryImageIds = body.galleryImageIds;
  await assertOwnImages(db, uploader.userId, [
    ...(changes.coverImageId ? [changes.coverImageId] : []),
    ...(changes.galleryImageIds ?? []),
  ]);
  return changes;
}

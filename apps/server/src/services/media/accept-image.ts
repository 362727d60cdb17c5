import { MEDIA_MESSAGES } from '@crowdvault/shared/api/media';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { cidOf } from './cid';
import { findImageBySource, type ImageRow, saveImage } from './media-store';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, processImage } from './process-image';
import type { ProcessingQueue } from './processing-queue';

/** An upload (or an imported file) becomes a stored image of `ownerId`: checked, processed in
 *  the queue, stored. The same bytes from the same owner give back the image stored the first
 *  time, without processing them again. */
export async function acceptImage(
  db: Database,
  queue: ProcessingQueue,
  ownerId: number,
  bytes: Buffer,
): Promise<ImageRow> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.tooLarge);
  const sourceCid = await cidOf(bytes);
  const existing = await findImageBySource(db, ownerId, sourceCid);
  if (existing) {
    if (existing.removedAt) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.removedImage);
    return existing;
  }
  const processed = await queue(() => processImage(bytes));
  return saveImage(db, ownerId, sourceCid, processed);
}

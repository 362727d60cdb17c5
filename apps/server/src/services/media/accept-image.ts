import { MEDIA_MESSAGES } from '@crowdvault/shared/api/media';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { cidOf } from './cid';
import { findImageBySource, type ImageRow, saveImage } from './media-store';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, type ProcessedImage, processImage } from './process-image';
import { type ProcessingQueue, QueueFullError } from './processing-queue';
import type { UploadBudget, Uploader } from './upload-budget';

export interface AcceptParts {
  db: Database;
  queue: ProcessingQueue;
  budget: UploadBudget;
}

/** A file of an upload; `name` prefixes its refusals when several are sent together. */
export interface IncomingImage {
  name?: string;
  bytes: Buffer;
}

/**
 * The files of one upload (or one imported link) become stored images of the uploader, in order:
 * checked, charged to the uploader's hourly byte budgets (upload-budget.ts) all at once before any
 * is processed, processed in the instance's queue, stored. The same bytes from the same owner give
 * back the image stored the first time, neither processed nor charged again.
 */
export async function acceptImages(
  { db, queue, budget }: AcceptParts,
  uploader: Uploader,
  files: readonly IncomingImage[],
): Promise<ImageRow[]> {
  const named = <T>(file: IncomingImage, work: () => Promise<T>) => namedErrors(files.length, file, work);
  const found = [];
  for (const file of files) {
    found.push(
      await named(file, async () => {
        if (file.bytes.length > MAX_IMAGE_BYTES) throw new AppError('BAD_REQUEST', IMAGE_MESSAGES.tooLarge);
        const sourceCid = await cidOf(file.bytes);
        const existing = await findImageBySource(db, uploader.userId, sourceCid);
        if (existing?.removedAt) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.removedImage);
        return { file, sourceCid, existing };
      }),
    );
  }
  const fresh = found.filter((entry) => !entry.existing);
  await budget.spend(
    uploader,
    fresh.reduce((sum, entry) => sum + entry.file.bytes.length, 0),
  );
  const stored: ImageRow[] = [];
  let waiting = fresh.length;
  for (const { file, sourceCid, existing } of found) {
    if (existing) {
      stored.push(existing);
      continue;
    }
    stored.push(
      await named(file, async () => {
        let processed: ProcessedImage;
        try {
          processed = await queue(() => processImage(file.bytes));
        } catch (error) {
          // Refused by a full queue: this file and those after it cost nothing; give them back.
          if (error instanceof QueueFullError) {
            const unprocessed = fresh.slice(fresh.length - waiting);
            await budget.adjust(
              uploader,
              -unprocessed.reduce((sum, entry) => sum + entry.file.bytes.length, 0),
            );
          }
          throw error;
        }
        waiting -= 1;
        const storedBytes = processed.variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
        // A small, noisy file can encode to more than was sent: the budget counts the larger.
        if (storedBytes > file.bytes.length) await budget.adjust(uploader, storedBytes - file.bytes.length);
        return saveImage(db, uploader.userId, sourceCid, processed);
      }),
    );
  }
  return stored;
}

async function namedErrors<T>(count: number, file: IncomingImage, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && count > 1 && file.name) {
      throw new AppError(error.code, `${file.name}: ${error.message}`, error.retryAfterSeconds);
    }
    throw error;
  }
}

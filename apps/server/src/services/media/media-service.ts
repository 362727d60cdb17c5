import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { type HitCounter, MemoryHitCounter } from '../../infra/limits/hit-counter';
import { acceptImages, type IncomingImage } from './accept-image';
import { MediaCache } from './media-cache';
import type { ImageRow } from './media-store';
import { createProcessingQueue } from './processing-queue';
import { fetchRemoteImage, type RemoteFetchOptions } from './remote-image';
import { UploadBudget, type Uploader } from './upload-budget';

/** One instance's media parts, shared by the upload, campaign and moderation routes. */
export interface MediaService {
  /** Checks, processes and stores the files of one upload, in order, within the uploader's
   *  hourly byte budgets. */
  accept(uploader: Uploader, files: readonly IncomingImage[]): Promise<ImageRow[]>;
  /** Fetches a pasted image URL once and stores it like an upload. */
  importFromUrl(uploader: Uploader, url: string): Promise<ImageRow>;
  /** Recently served files (media-cache.ts). */
  cache: MediaCache;
}

export interface MediaServiceParts {
  db: Database;
  env: Pick<Env, 'media'>;
  /** Where the byte budgets count (shared by instances); left out, in this process's memory. */
  hitCounter?: HitCounter;
  fetchOptions?: RemoteFetchOptions;
}

/** MEDIA_PROCESSING_SLOTS images at a time (two on a 2-core machine), MEDIA_PROCESSING_QUEUE more
 *  waiting, beyond that 503 (processing-queue.ts); byte budgets per user and IP (upload-budget.ts). */
export function createMediaService({
  db,
  env,
  hitCounter,
  fetchOptions = {},
}: MediaServiceParts): MediaService {
  const parts = {
    db,
    queue: createProcessingQueue(env.media.processingSlots, env.media.processingQueue),
    budget: new UploadBudget(hitCounter ?? new MemoryHitCounter(), {
      bytesPerUser: env.media.uploadBytesPerUser,
      bytesPerIp: env.media.uploadBytesPerIp,
    }),
  };
  return {
    accept: (uploader, files) => acceptImages(parts, uploader, files),
    importFromUrl: async (uploader, url) => {
      const [image] = await acceptImages(parts, uploader, [
        { bytes: await fetchRemoteImage(url, fetchOptions) },
      ]);
      return image!;
    },
    cache: new MediaCache(),
  };
}

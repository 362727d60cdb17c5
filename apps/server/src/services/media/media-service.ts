import type { Database } from '../../db/client';
import { acceptImage } from './accept-image';
import { MediaCache } from './media-cache';
import type { ImageRow } from './media-store';
import { createProcessingQueue } from './processing-queue';
import { fetchRemoteImage, type RemoteFetchOptions } from './remote-image';

/** One instance's media parts, shared by the upload, campaign and moderation routes. */
export interface MediaService {
  /** Checks, processes and stores an upload of `ownerId`. */
  accept(ownerId: number, bytes: Buffer): Promise<ImageRow>;
  /** Fetches a pasted image URL once and stores it like an upload. */
  importFromUrl(ownerId: number, url: string): Promise<ImageRow>;
  /** Recently served files (media-cache.ts). */
  cache: MediaCache;
}

/** Two images at a time on a 2-core machine; ten more wait, beyond that 503 (processing-queue.ts). */
export function createMediaService(db: Database, fetchOptions: RemoteFetchOptions = {}): MediaService {
  const queue = createProcessingQueue(2, 10);
  return {
    accept: (ownerId, bytes) => acceptImage(db, queue, ownerId, bytes),
    importFromUrl: async (ownerId, url) =>
      acceptImage(db, queue, ownerId, await fetchRemoteImage(url, fetchOptions)),
    cache: new MediaCache(),
  };
}

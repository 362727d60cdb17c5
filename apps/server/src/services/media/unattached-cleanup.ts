import { and, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client';
import { images, mediaFiles, type StoredVariant } from '../../db/schema';
import type { Job } from '../../infra/jobs/job-runner';

/** How long an upload may wait for the form that sent it (decision 098), and, shorter, an upload
 *  of a user who owns no campaign yet (decision 117: MEDIA_UNATTACHED_HOURS[_NEWCOMER]). */
export const UNATTACHED_RETENTION_MS = 24 * 60 * 60 * 1000;
export const NEWCOMER_RETENTION_MS = 60 * 60 * 1000;
/** A quarter of the newcomers' hour: an upload outlives its window by 15 minutes at most. */
const DEFAULT_INTERVAL_MS = 15 * 60 * 1000;
/** Rows per statement, so one run never holds many locks or bytes at once. */
const BATCH = 200;

/**
 * Deletes images that nothing ever showed (no campaign, avatar or update attached them) and no
 * moderator removed, uploaded before `cutoff`, or before `newcomerCutoff` by a user who owns no
 * campaign, then every file of theirs no other image uses. Images a moderator removed keep their
 * rows so their bytes stay refused (decision 096). Returns the deleted files' CIDs.
 */
export async function deleteUnattachedImages(
  db: Database,
  cutoff: Date,
  newcomerCutoff: Date = cutoff,
): Promise<string[]> {
  const deletedCids: string[] = [];
  for (;;) {
    const cids = await db.transaction(async (tx) => {
      // Locks the rows it deletes: an attach that comes first (markImagesAttached) leaves the row
      // attached and out of this delete; one that comes after finds it gone and refuses.
      const deleted = rowsOf<{ variants: StoredVariant[] | string }>(
        await tx.execute(sql`
          delete from ${images} where ${images.id} in (
            select i.id from ${images} i
            where i.attached_at is null and i.removed_at is null
              and (
                i.created_at < ${cutoff.toISOString()}::timestamptz
                or (
                  i.created_at < ${newcomerCutoff.toISOString()}::timestamptz
                  and not exists (select 1 from campaigns c where c.creator_id = i.owner_id)
                )
              )
              and not exists (
                select 1 from campaigns c
                where c.cover_image_id = i.id or i.id = any(c.gallery_image_ids)
              )
            order by i.created_at
            limit ${BATCH}
            for update skip locked
          )
          returning ${images.variants}`),
      );
      const cids = [
        ...new Set(
          deleted.flatMap((row) =>
            (typeof row.variants === 'string'
              ? (JSON.parse(row.variants) as StoredVariant[])
              : row.variants
            ).map((variant) => variant.cid),
          ),
        ),
      ];
      if (cids.length === 0) return { images: deleted.length, files: [] as string[] };
      // A file is shared by every image whose variant encoded to the same bytes: it goes only
      // when no image names it any more.
      const files = await tx
        .delete(mediaFiles)
        .where(
          and(
            inArray(mediaFiles.cid, cids),
            isNull(mediaFiles.removedAt),
            sql`not exists (select 1 from ${images} i where i.variants @> jsonb_build_array(jsonb_build_object('cid', ${mediaFiles.cid})))`,
          ),
        )
        .returning({ cid: mediaFiles.cid });
      return { images: deleted.length, files: files.map((file) => file.cid) };
    });
    deletedCids.push(...cids.files);
    if (cids.images < BATCH) return deletedCids;
  }
}

export interface UnattachedCleanupOptions {
  db: Database;
  retentionMs?: number;
  /** For uploads of users who own no campaign (not longer than retentionMs). */
  newcomerRetentionMs?: number;
  intervalMs?: number;
  now?: () => Date;
  /** Told of the deleted files, e.g. for this instance's media cache to forget them. */
  onDeleted?: (cids: string[]) => void;
  logger?: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

/**
 * Runs deleteUnattachedImages every 15 minutes on one instance of the deployment: a job of the
 * global leader (the runner takes the lead; others skip their turn).
 */
export class UnattachedCleanup implements Job {
  readonly name = 'media-cleanup';
  readonly scope = 'global leader';
  readonly intervalMs: number;

  constructor(private readonly options: UnattachedCleanupOptions) {
    this.intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  }

  /** One pass: the number of files deleted. */
  async tick(): Promise<{ deletedFiles: number }> {
    const now = this.options.now?.() ?? new Date();
    const cutoff = new Date(now.getTime() - (this.options.retentionMs ?? UNATTACHED_RETENTION_MS));
    const newcomerCutoff = new Date(
      now.getTime() - (this.options.newcomerRetentionMs ?? NEWCOMER_RETENTION_MS),
    );
    const cids = await deleteUnattachedImages(this.options.db, cutoff, newcomerCutoff);
    if (cids.length > 0) {
      this.options.onDeleted?.(cids);
      this.options.logger?.info({ files: cids.length }, 'deleted files of uploads never attached');
    }
    return { deletedFiles: cids.length };
  }
}

import { campaignEndInstant } from '@crowdvault/shared/api/create-campaign';
import { type EditCampaignPayload, EDIT_CAMPAIGN_MESSAGES as M } from '@crowdvault/shared/api/edit-campaign';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../infra/audit-log';
import type { AuthUser } from '../auth/require-user';
import type { PhotoChanges } from '../media/campaign-photos';
import { markImagesAttached } from '../media/media-store';
import { campaignNotFound } from './get-campaign';

const DAY_MS = 86_400_000;
const TEXT_FIELDS = ['description', 'story', 'imageUrl', 'youtubeUrl', 'location'] as const;

type Changes = Partial<
  Pick<
    typeof campaigns.$inferSelect,
    (typeof TEXT_FIELDS)[number] | 'endDate' | 'coverImageId' | 'galleryImageIds'
  >
>;

/** The campaign, when `user` owns it: 404 for none, 403 for someone else's. */
export async function requireOwnCampaign(db: Database, user: AuthUser, id: number | null) {
  const [current] = id === null ? [] : await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!current) throw campaignNotFound();
  if (current.creatorId !== user.id) throw new AppError('FORBIDDEN', M.notOwner);
  return current;
}

/**
 * The owner's edit of their campaign. Only changed fields are written; the change and its entry in
 * the audit log ('campaign.edit', before → after) land in one transaction, so moderators see every
 * edit of a live campaign. The end date may only move later, and no further than the platform's
 * maximum duration from now. An edit that changes nothing writes nothing.
 */
export async function editCampaign(
  db: Database,
  user: AuthUser,
  id: number | null,
  body: EditCampaignPayload,
  limits: { maxDurationDays: number },
  photos: PhotoChanges = {},
  now = Date.now(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] =
      id === null ? [] : await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
    if (!current) throw campaignNotFound();
    if (current.creatorId !== user.id) throw new AppError('FORBIDDEN', M.notOwner);

    const changes: Changes = {};
    for (const field of TEXT_FIELDS) {
      const value = body[field];
      // The schema never gives null to the required description and story.
      if (value !== undefined && value !== current[field]) Object.assign(changes, { [field]: value });
    }
    // A new cover or gallery order is an edit like any other: in the audit log as ids, before → after.
    if (photos.coverImageId !== undefined && photos.coverImageId !== current.coverImageId) {
      changes.coverImageId = photos.coverImageId;
    }
    if (
      photos.galleryImageIds !== undefined &&
      photos.galleryImageIds.join() !== current.galleryImageIds.join()
    ) {
      changes.galleryImageIds = photos.galleryImageIds;
    }
    const end = body.endDate ? campaignEndInstant(body.endDate) : null;
    if (end) {
      if (end.getTime() < current.endDate.getTime()) {
        throw new AppError('BAD_REQUEST', `body/endDate: ${M.endDateShortened}`);
      }
      // The close of a bare date lies up to a day after its start (see campaignEndInstant).
      if (end.getTime() > now + (limits.maxDurationDays + 2) * DAY_MS) {
        throw new AppError(
          'BAD_REQUEST',
          `body/endDate: End date must be within ${limits.maxDurationDays} days`,
        );
      }
      if (end.getTime() !== current.endDate.getTime()) changes.endDate = end;
    }
    const fields = Object.keys(changes) as (keyof Changes)[];
    if (fields.length === 0) return;

    await markImagesAttached(tx, [
      ...(changes.coverImageId ? [changes.coverImageId] : []),
      ...(changes.galleryImageIds ?? []),
    ]);
    await tx
      .update(campaigns)
      .set({ ...changes, updatedAt: new Date(now) })
      .where(eq(campaigns.id, current.id));
    const shown = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'campaign.edit',
      targetType: 'campaign',
      targetId: current.id,
      targetLabel: current.title,
      before: Object.fromEntries(fields.map((field) => [field, shown(current[field])])),
      after: Object.fromEntries(fields.map((field) => [field, shown(changes[field])])),
    });
  });
}

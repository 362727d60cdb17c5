import type { ModerationReason } from '@crowdvault/shared/api/admin';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, images, mediaFiles } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../../infra/audit-log';
import { campaignNotFound } from './get-campaign';

/**
 * A moderator takes a photo off a campaign: it leaves the cover or gallery, the image and every
 * file of it are marked removed (so /media answers 410 for them, on every campaign and every
 * instance once its cache entry ages out), and the audit log records who, why and which image,
 * all in one transaction. Returns the removed files' CIDs for this instance's cache to forget.
 */
export async function removeCampaignImage(
  db: Database,
  actorId: number,
  campaignId: number | null,
  imageId: number,
  reason: ModerationReason,
  now = new Date(),
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [campaign] =
      campaignId === null
        ? []
        : await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!campaign) throw campaignNotFound();
    const wasCover = campaign.coverImageId === imageId;
    if (!wasCover && !campaign.galleryImageIds.includes(imageId)) {
      throw new AppError('NOT_FOUND', 'This campaign shows no such image');
    }
    const [image] = await tx.select().from(images).where(eq(images.id, imageId));
    if (!image) throw new AppError('NOT_FOUND', 'This campaign shows no such image');
    const cids = image.variants.map((variant) => variant.cid);

    await tx
      .update(campaigns)
      .set({
        coverImageId: wasCover ? null : campaign.coverImageId,
        galleryImageIds: campaign.galleryImageIds.filter((id) => id !== imageId),
        updatedAt: now,
      })
      .where(eq(campaigns.id, campaign.id));
    await tx.update(images).set({ removedAt: now, removedReason: reason }).where(eq(images.id, imageId));
    await tx.update(mediaFiles).set({ removedAt: now }).where(inArray(mediaFiles.cid, cids));
    // Other campaigns showing the same image lose it too: its files are no longer served.
    await tx.update(campaigns).set({ coverImageId: null }).where(eq(campaigns.coverImageId, imageId));
    await recordAudit(tx, {
      actorId,
      action: 'campaign.image_remove',
      targetType: 'campaign',
      targetId: campaign.id,
      targetLabel: campaign.title,
      before: { imageId, role: wasCover ? 'cover' : 'gallery', variants: cids },
      after: null,
      reason,
    });
    return cids;
  });
}

import {
  type CampaignUpdate,
  type CampaignUpdatePayload,
  UPDATE_MESSAGES,
} from '@crowdvault/shared/api/updates';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaignUpdates } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/require-user';
import { requireCampaign } from '../campaigns/get-campaign';
import { requireOwnCampaign as requireOwn } from '../campaigns/own-campaign';
import { queueUpdateMails } from '../mail/kinds/campaign-update';
import type { ImageLinkResolver } from '../media/image-link';
import { notifyFollowers } from '../notifications/notify';

type UpdateRow = typeof campaignUpdates.$inferSelect;

const requireOwnCampaign = (db: Database, user: AuthUser, id: number | null) =>
  requireOwn(db, user, id, UPDATE_MESSAGES.notOwner);

function toCampaignUpdate(row: UpdateRow): CampaignUpdate {
  return {
    id: row.id,
    campaignId: row.campaignId,
    title: row.title,
    body: row.body,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/** A campaign's updates, newest first (404 for an unknown campaign). */
export async function listUpdates(db: Database, campaignId: number | null): Promise<CampaignUpdate[]> {
  const campaign = await requireCampaign(db, campaignId);
  const rows = await db
    .select()
    .from(campaignUpdates)
    .where(eq(campaignUpdates.campaignId, campaign.id))
    .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id));
  return rows.map(toCampaignUpdate);
}

export async function postUpdate(
  db: Database,
  user: AuthUser,
  campaignId: number | null,
  input: CampaignUpdatePayload,
  resolveImage: ImageLinkResolver,
): Promise<CampaignUpdate> {
  const campaign = await requireOwnCampaign(db, user, campaignId);
  // Fetched (when another host's) before anything is written: a link that fails refuses the post.
  const imageUrl = await resolveImage(input.imageUrl ?? null, null);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(campaignUpdates)
      .values({ campaignId: campaign.id, authorId: user.id, ...input, imageUrl })
      .returning();
    // Followers hear of it with the update itself: both are written or neither.
    await notifyFollowers(tx, {
      campaignId: campaign.id,
      kind: 'update',
      sourceKey: `update:${inserted!.id}`,
      detail: inserted!.title,
      skipCreator: true,
    });
    await queueUpdateMails(tx, { id: inserted!.id, campaignId: campaign.id });
    return inserted!;
  });
  return toCampaignUpdate(row);
}

export async function editUpdate(
  db: Database,
  user: AuthUser,
  params: { id: number | null; updateId: number | null },
  input: CampaignUpdatePayload,
  resolveImage: ImageLinkResolver,
): Promise<CampaignUpdate> {
  const campaign = await requireOwnCampaign(db, user, params.id);
  const ofCampaign = (updateId: number) =>
    and(eq(campaignUpdates.id, updateId), eq(campaignUpdates.campaignId, campaign.id));
  const [stored] =
    params.updateId === null
      ? []
      : await db
          .select({ imageUrl: campaignUpdates.imageUrl })
          .from(campaignUpdates)
          .where(ofCampaign(params.updateId));
  if (!stored || params.updateId === null) throw new AppError('NOT_FOUND', UPDATE_MESSAGES.notFound);
  // An unchanged link is kept as it is, also one to another host saved before decision 098.
  const imageUrl = await resolveImage(input.imageUrl ?? null, stored.imageUrl);
  const [row] = await db
    .update(campaignUpdates)
    .set({ ...input, imageUrl, editedAt: new Date() })
    .where(ofCampaign(params.updateId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', UPDATE_MESSAGES.notFound);
  return toCampaignUpdate(row);
}

export async function deleteUpdate(
  db: Database,
  user: AuthUser,
  params: { id: number | null; updateId: number | null },
): Promise<void> {
  const campaign = await requireOwnCampaign(db, user, params.id);
  const [row] =
    params.updateId === null
      ? []
      : await db
          .delete(campaignUpdates)
          .where(and(eq(campaignUpdates.id, params.updateId), eq(campaignUpdates.campaignId, campaign.id)))
          .returning({ id: campaignUpdates.id });
  if (!row) throw new AppError('NOT_FOUND', UPDATE_MESSAGES.notFound);
}

import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../auth/require-user';
import type { CampaignRow } from './campaign-response';
import { requireCampaign } from './get-campaign';

/** The campaign when `user` created it: 404 for an unknown campaign, 403 (with `message`) for
 *  anyone else, staff included: owners' tools are the owner's. */
export async function requireOwnCampaign(
  db: Database,
  user: AuthUser,
  id: number | null,
  message: string,
): Promise<CampaignRow> {
  const campaign = await requireCampaign(db, id);
  if (campaign.creatorId !== user.id) throw new AppError('FORBIDDEN', message);
  return campaign;
}

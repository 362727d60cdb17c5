import type { CampaignVault } from '@crowdvault/shared/api/withdrawal';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import type { ChainContext } from '../../chain/context';
import { readVaultStates, toVaultBalance, type VaultStates } from '../../chain/vault-balances';
import type { Database } from '../../db/client';
import { campaigns, users, vaultOwnerChanges } from '../../db/schema';
import { AppError } from '../../errors';
import { PERMISSION_DENIED } from '../auth/require-user';
import type { AuthUser } from '../auth/users';
import { requireCampaign } from '../campaigns/get-campaign';

export const NO_VAULT = 'This campaign has no vault address yet';

type CampaignRow = typeof campaigns.$inferSelect;

export interface OwnedCampaign {
  campaign: CampaignRow & { vaultAddress: string };
  /** The vault's owner on chain: the last accepted ownership transfer's new owner as the indexer
   *  recorded it, else the creator's wallet (decision 016). Signs and sends withdrawals. */
  owner: Address;
  /** The creator's wallet, bound into the vault's CREATE2 salt: the factory's `owner` argument. */
  saltOwner: Address;
}

/**
 * The campaign with its vault and owner, when `user` may act on it: the creator or the vault's
 * current owner; with `staff`, moderators and admins too (reading balances). Anyone else gets 403,
 * so a campaign id never leaks another creator's vault data.
 */
export async function requireCampaignVault(
  db: Database,
  user: AuthUser,
  id: number | null,
  options: { staff?: boolean } = {},
): Promise<OwnedCampaign> {
  const campaign = await requireCampaign(db, id);
  const [creator] = await db
    .select({ walletAddress: users.walletAddress })
    .from(users)
    .where(eq(users.id, campaign.creatorId));
  if (!creator) throw new Error(`Campaign ${campaign.id} has no creator row`);
  const [change] = await db
    .select({ newOwner: vaultOwnerChanges.newOwner })
    .from(vaultOwnerChanges)
    .where(eq(vaultOwnerChanges.campaignId, campaign.id))
    .orderBy(desc(vaultOwnerChanges.blockNumber), desc(vaultOwnerChanges.logIndex))
    .limit(1);
  const saltOwner = getAddress(creator.walletAddress);
  const owner = change ? getAddress(change.newOwner) : saltOwner;
  const isStaff = user.role === 'ADMIN' || user.role === 'MODERATOR';
  if (campaign.creatorId !== user.id && user.walletAddress !== owner && !(options.staff && isStaff)) {
    throw new AppError('FORBIDDEN', PERMISSION_DENIED);
  }
  if (!campaign.vaultAddress) throw new AppError('NOT_FOUND', NO_VAULT);
  return { campaign: { ...campaign, vaultAddress: campaign.vaultAddress }, owner, saltOwner };
}

/** The signed-in creator's vaults with their balances, read from the chain at one block. */
export async function listOwnVaults(
  db: Database,
  chain: Pick<ChainContext, 'batchClient' | 'deployment'>,
  userId: number,
): Promise<CampaignVault[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.creatorId, userId), isNotNull(campaigns.vaultAddress)))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const withVault = rows.filter((row): row is CampaignRow & { vaultAddress: string } => !!row.vaultAddress);
  const states = await readVaultStates(
    chain.batchClient,
    chain.deployment,
    withVault.map((row) => getAddress(row.vaultAddress)),
  );
  return withVault.map((row) => toCampaignVault(row, states));
}

/** One vault, freshly read (refresh one). */
export async function readCampaignVault(
  chain: Pick<ChainContext, 'batchClient' | 'deployment'>,
  campaign: CampaignRow & { vaultAddress: string },
): Promise<CampaignVault> {
  const states = await readVaultStates(chain.batchClient, chain.deployment, [
    getAddress(campaign.vaultAddress),
  ]);
  return toCampaignVault(campaign, states);
}

function toCampaignVault(row: CampaignRow & { vaultAddress: string }, states: VaultStates): CampaignVault {
  const state = states.byVault.get(row.vaultAddress.toLowerCase());
  if (!state) throw new Error(`No balances read for vault ${row.vaultAddress}`);
  return {
    campaignId: row.id,
    title: row.title,
    currency: row.currency,
    status: row.status,
    walletAddress: getAddress(row.vaultAddress),
    deployed: state.deployed,
    balances: state.balances.map(toVaultBalance),
    blockNumber: states.blockNumber.toString(),
    lastChecked: states.readAt.toISOString(),
  };
}

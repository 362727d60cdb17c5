import type { CampaignVault, VaultChainBalances } from '@crowdvault/shared/api/withdrawal';
import { and, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import type { ChainContext } from '../../chain/context';
import { type SafeState, toSafeInfo } from '../../chain/read-safe';
import { readVaultStates, toVaultBalance, type VaultStates } from '../../chain/vault-balances';
import type { Database } from '../../db/client';
import { campaigns, users, vaultOwnerChanges } from '../../db/schema';
import { AppError } from '../../errors';
import { PERMISSION_DENIED } from '../auth/require-user';
import type { AuthUser } from '../auth/users';
import { requireCampaign } from '../campaigns/get-campaign';
import type { SafeOwnedVault } from '../campaigns/safe-owned-vaults';
import { vaultSaltOwner } from '../campaigns/vault-owner';

export const NO_VAULT = 'This campaign has no vault address yet';
export const NOT_VAULT_OWNER =
  "This campaign's vault now belongs to another wallet on this network: only its owner can withdraw";

/** How long a chain has to answer at all before its entry says it could not be read (issue 25: a
 *  chain whose RPC is down never holds up the others). */
export const BALANCE_READ_TIMEOUT_MS = 4_000;

type CampaignRow = typeof campaigns.$inferSelect;
type Chain = Pick<ChainContext, 'chainId' | 'batchClient' | 'deployment' | 'nativeCurrency'>;

export interface OwnedCampaign {
  campaign: CampaignRow & { vaultAddress: string };
  /** The chain the request acts on. */
  chainId: number;
  /** The vault's owner on that chain: the last accepted ownership transfer's new owner there as
   *  the indexer recorded it, else the creator's wallet (decision 016). Signs and sends
   *  withdrawals. Each chain's vault has its own owner: a transfer on one chain moves only that one. */
  owner: Address;
  /** The vault's first owner, bound into its CREATE2 salt: the factory's `owner` argument. The
   *  creator's wallet, or the Safe they named at creation (decision 104). */
  saltOwner: Address;
}

/** The last owner the indexer saw for a campaign's vault on one chain (null: never transferred). */
async function transferredOwner(db: Database, campaignId: number, chainId: number): Promise<Address | null> {
  const [change] = await db
    .select({ newOwner: vaultOwnerChanges.newOwner })
    .from(vaultOwnerChanges)
    .where(and(eq(vaultOwnerChanges.campaignId, campaignId), eq(vaultOwnerChanges.chainId, chainId)))
    .orderBy(desc(vaultOwnerChanges.blockNumber), desc(vaultOwnerChanges.logIndex))
    .limit(1);
  return change ? getAddress(change.newOwner) : null;
}

/**
 * The campaign with its vault and owner on `chainId`, when `user` may act on it. Withdrawing is
 * the vault's current owner's alone: after a two-step ownership transfer the new owner's wallet,
 * no longer the creator's (the vault would refuse the creator anyway). With `read`, the creator,
 * the owner, moderators and admins may read balances. Anyone else gets 403, so a campaign id
 * never leaks another creator's vault data.
 */
export async function requireCampaignVault(
  db: Database,
  user: AuthUser,
  id: number | null,
  chainId: number,
  options: { read?: boolean } = {},
): Promise<OwnedCampaign> {
  const campaign = await requireCampaign(db, id);
  const [creator] = await db
    .select({ walletAddress: users.walletAddress })
    .from(users)
    .where(eq(users.id, campaign.creatorId));
  if (!creator) throw new Error(`Campaign ${campaign.id} has no creator row`);
  const saltOwner = vaultSaltOwner(campaign, creator.walletAddress);
  const owner = (await transferredOwner(db, campaign.id, chainId)) ?? saltOwner;
  const isStaff = user.role === 'ADMIN' || user.role === 'MODERATOR';
  const isOwner = user.walletAddress === owner;
  const isCreator = campaign.creatorId === user.id;
  if (!isOwner && !(options.read && (isStaff || isCreator))) {
    throw new AppError('FORBIDDEN', isCreator ? NOT_VAULT_OWNER : PERMISSION_DENIED);
  }
  if (!campaign.vaultAddress) throw new AppError('NOT_FOUND', NO_VAULT);
  return { campaign: { ...campaign, vaultAddress: campaign.vaultAddress }, chainId, owner, saltOwner };
}

/** Campaigns whose vault `user` owns on some chain: the creator's own, unless every transfer
 *  recorded moved it away, those transferred to the user's wallet, and those a Safe the user is an
 *  owner of holds (`safes`, read from the chains by safeOwnedVaults). Used by the dashboard's
 *  wallets and history, so a vault's new owner, or each owner of its Safe, sees it there. */
export function ownedCampaignsFilter(
  user: Pick<AuthUser, 'id' | 'walletAddress'>,
  safes: Pick<SafeOwnedVault, 'campaignId'>[] = [],
): SQL {
  const wallet = user.walletAddress.toLowerCase();
  const latestOwner = (chain: SQL) => sql`(select ${vaultOwnerChanges.newOwner} from ${vaultOwnerChanges}
    where ${vaultOwnerChanges.campaignId} = ${campaigns.id} and ${vaultOwnerChanges.chainId} = ${chain}
    order by ${vaultOwnerChanges.blockNumber} desc, ${vaultOwnerChanges.logIndex} desc limit 1)`;
  // A chain where the user's wallet is the latest owner of this campaign's vault.
  const ownsSomewhere = sql`exists (select 1 from ${vaultOwnerChanges} c
    where c.campaign_id = ${campaigns.id} and ${latestOwner(sql`c.chain_id`)} = ${wallet})`;
  const safeHeld = safes.map((entry) => entry.campaignId);
  return or(
    eq(campaigns.creatorId, user.id),
    ownsSomewhere,
    safeHeld.length > 0 ? inArray(campaigns.id, safeHeld) : undefined,
  )!;
}

/** Every chain's transferred owners of the given campaigns: campaign id → chain id → owner. */
async function transferredOwners(
  db: Database,
  campaignIds: number[],
): Promise<Map<number, Map<number, string>>> {
  const byCampaign = new Map<number, Map<number, string>>();
  if (campaignIds.length === 0) return byCampaign;
  const rows = await db
    .select({
      campaignId: vaultOwnerChanges.campaignId,
      chainId: vaultOwnerChanges.chainId,
      newOwner: vaultOwnerChanges.newOwner,
    })
    .from(vaultOwnerChanges)
    .where(sql`${vaultOwnerChanges.campaignId} in ${campaignIds}`)
    .orderBy(vaultOwnerChanges.blockNumber, vaultOwnerChanges.logIndex);
  for (const row of rows) {
    const chains = byCampaign.get(row.campaignId) ?? new Map<number, string>();
    chains.set(row.chainId, row.newOwner);
    byCampaign.set(row.campaignId, chains);
  }
  return byCampaign;
}

/**
 * The signed-in user's vaults, one entry per campaign whose vault the user's wallet owns on some
 * served chain, with the balances of each such chain; each chain is read at one block of its own,
 * the chains in parallel, and one that does not answer within `BALANCE_READ_TIMEOUT_MS` says so
 * (`readError`) instead of holding up, or failing, the others.
 */
export async function listOwnVaults(
  db: Database,
  chains: { all: readonly Chain[] },
  user: Pick<AuthUser, 'id' | 'walletAddress'>,
  safes: SafeOwnedVault[] = [],
  timeoutMs = BALANCE_READ_TIMEOUT_MS,
): Promise<CampaignVault[]> {
  const rows = await db
    .select({ campaign: campaigns, creatorWallet: users.walletAddress })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.creatorId))
    .where(and(isNotNull(campaigns.vaultAddress), ownedCampaignsFilter(user, safes)))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const owners = await transferredOwners(
    db,
    rows.map((row) => row.campaign.id),
  );
  const wallet = user.walletAddress.toLowerCase();
  const safeOn = (campaignId: number, chainId: number) =>
    safes.find((entry) => entry.campaignId === campaignId && entry.chainId === chainId);
  // A chain counts where the user's wallet owns the vault, or a Safe the user is an owner of does;
  // an all-or-nothing vault exists on its own chain only (decision 111).
  const ownedOn = (campaign: CampaignRow, creatorWallet: string, chainId: number) =>
    (campaign.aonChainId === null || campaign.aonChainId === chainId) &&
    ((owners.get(campaign.id)?.get(chainId) ?? vaultSaltOwner(campaign, creatorWallet).toLowerCase()) ===
      wallet ||
      safeOn(campaign.id, chainId) !== undefined);
  const reads = await Promise.all(
    chains.all.map((chain) =>
      readWithin(
        chain,
        rows
          .filter((row) => ownedOn(row.campaign, row.creatorWallet, chain.chainId))
          .map((row) => row.campaign),
        timeoutMs,
      ),
    ),
  );
  return rows.flatMap(({ campaign, creatorWallet }) => {
    const mine = chains.all.flatMap((chain, index) =>
      ownedOn(campaign, creatorWallet, chain.chainId)
        ? [{ chainId: chain.chainId, read: reads[index]!, safe: safeOn(campaign.id, chain.chainId)?.safe }]
        : [],
    );
    return mine.length === 0
      ? []
      : [toCampaignVault(campaign as CampaignRow & { vaultAddress: string }, mine)];
  });
}

/** One vault, freshly read (refresh one): on one chain, or on each chain given. */
export async function readCampaignVault(
  chains: readonly Chain[],
  campaign: CampaignRow & { vaultAddress: string },
  timeoutMs = BALANCE_READ_TIMEOUT_MS,
): Promise<CampaignVault> {
  const reads = await Promise.all(chains.map((chain) => readWithin(chain, [campaign], timeoutMs)));
  return toCampaignVault(
    campaign,
    chains.map((chain, index) => ({ chainId: chain.chainId, read: reads[index]! })),
  );
}

export type ChainRead = { states: VaultStates } | { error: string };

export const UNREAD_CHAIN = 'This network could not be read just now; try again shortly';

/** Once a chain has answered the liveness probe, the longest its balances may take: a page of
 *  1,000 vaults is many batched requests, but no read a person waits on may hang for good. */
const LIVE_CHAIN_READ_LIMIT_MS = 30_000;

/**
 * The vaults' states on one chain, or why they could not be read. A chain must first answer its
 * block number within `timeoutMs` (down or silent RPCs are told apart in seconds); a live chain
 * then has up to `LIVE_CHAIN_READ_LIMIT_MS` for the balances, so a large page is not cut short.
 */
export async function readWithin(
  chain: Chain,
  vaults: { vaultAddress: string | null }[],
  timeoutMs = BALANCE_READ_TIMEOUT_MS,
): Promise<ChainRead> {
  if (vaults.length === 0) return { states: { blockNumber: 0n, readAt: new Date(), byVault: new Map() } };
  try {
    await within(chain.batchClient.getBlockNumber({ cacheTime: 0 }), timeoutMs);
    const states = await within(
      readVaultStates(
        chain.batchClient,
        chain,
        vaults.map((row) => getAddress(row.vaultAddress!)),
      ),
      Math.max(timeoutMs, LIVE_CHAIN_READ_LIMIT_MS),
    );
    return { states };
  } catch {
    return { error: UNREAD_CHAIN };
  }
}

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function onChain(
  vaultAddress: string,
  chainId: number,
  read: ChainRead,
  safe: SafeState | undefined,
): VaultChainBalances {
  const safeInfo = safe ? toSafeInfo(chainId, safe) : null;
  if ('error' in read) {
    return {
      safe: safeInfo,
      chainId,
      deployed: false,
      balances: [],
      blockNumber: '0',
      lastChecked: new Date().toISOString(),
      readError: read.error,
    };
  }
  const state = read.states.byVault.get(vaultAddress.toLowerCase());
  if (!state) throw new Error(`No balances read for vault ${vaultAddress} on chain ${chainId}`);
  return {
    safe: safeInfo,
    chainId,
    deployed: state.deployed,
    balances: state.balances.map(toVaultBalance),
    blockNumber: read.states.blockNumber.toString(),
    lastChecked: read.states.readAt.toISOString(),
    readError: null,
  };
}

/** The API's vault: the campaign, each chain's balances, the first chain's repeated at the top. */
export function toCampaignVault(
  row: { id: number; title: string; currency: string; status: string; vaultAddress: string },
  reads: { chainId: number; read: ChainRead; safe?: SafeState }[],
): CampaignVault {
  const chains = reads.map(({ chainId, read, safe }) => onChain(row.vaultAddress, chainId, read, safe));
  return {
    campaignId: row.id,
    title: row.title,
    currency: row.currency,
    status: row.status,
    walletAddress: getAddress(row.vaultAddress),
    ...chains[0]!,
    chains,
  };
}

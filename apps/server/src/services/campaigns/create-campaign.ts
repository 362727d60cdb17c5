import { predictVaultAddress } from '@crowdvault/contracts/vault-address';
import {
  allOrNothingIssues,
  type CreateCampaignPayload,
  campaignEndInstant,
  defaultEndDate,
} from '@crowdvault/shared/api/create-campaign';
import { formatUnits, parseUnits } from '@crowdvault/shared/format';
import { eq } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import { type VaultTerms, vaultAddressOf, vaultTermsFor } from '../../chain/all-or-nothing-vault';
import type { ChainContext } from '../../chain/context';
import type { ChainDeployment } from '../../chain/deployment';
import { decimalsOf } from '../../chain/deployment';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema';
import { AppError } from '../../errors';
import type { PhotoChanges } from '../media/campaign-photos';
import { markImagesAttached } from '../media/media-store';

const DAY_MS = 86_400_000;

/** The stored platform limits a new campaign must respect (Settings in the admin area). */
export interface CreationLimits {
  /** Smallest goal in 6-decimal units of any stablecoin. */
  minGoalMicros: bigint;
  maxDurationDays: number;
}

/** 400 when the goal or the end date break the platform's current limits. The schema already
 *  enforces the hard bounds; these are the ones admins may tighten. */
export function assertWithinLimits(
  input: CreateCampaignPayload,
  limits: CreationLimits,
  now = Date.now(),
): void {
  const goalMicros = parseUnits(input.goalAmount, 6 + 12) / 10n ** 12n;
  if (goalMicros < limits.minGoalMicros) {
    throw new AppError(
      'BAD_REQUEST',
      `body/goalAmount: Goal amount must be at least ${formatUnits(limits.minGoalMicros, 6)}`,
    );
  }
  const end = (input.endDate && campaignEndInstant(input.endDate)) || defaultEndDate(now);
  // The close of a bare date lies up to a day after its start (see campaignEndInstant).
  if (end.getTime() > now + (limits.maxDurationDays + 2) * DAY_MS) {
    throw new AppError('BAD_REQUEST', `body/endDate: End date must be within ${limits.maxDurationDays} days`);
  }
}

/** 400 for what an all-or-nothing campaign adds to the schema's rules (a goal of at least the
 *  vault's minimum, a network only for that model), in the words the form shows. */
export function assertAllOrNothingRules(input: CreateCampaignPayload): void {
  const [issue] = allOrNothingIssues(input);
  if (issue) throw new AppError('BAD_REQUEST', `body/${issue.path}: ${issue.message}`);
}

/** The columns that make a campaign all-or-nothing on its vault's terms (decision 090): the chain,
 *  goal, deadline and tokens the vault's address commits to. */
export function allOrNothingColumns(terms: VaultTerms) {
  return {
    fundingModel: 'all_or_nothing' as const,
    aonChainId: terms.chainId,
    aonGoal: terms.goal,
    aonDeadline: terms.deadline,
    aonTokens: terms.tokens.map((token) => token.toLowerCase()),
  };
}

export interface CampaignCreator {
  id: number;
  walletAddress: string;
}

/**
 * Records a new campaign: active, pending review, not featured, created by `creator`, with the vault
 * address the factory will deploy for (id, owner), or for an all-or-nothing campaign the one its
 * factory will deploy for (id, owner, goal, deadline, the chain's stablecoins); the owner is the
 * creator's wallet or the Safe they named. The id is only known after the insert, so
 * the address is filled in within the same transaction: no campaign ever exists without one.
 */
export async function createCampaign(
  db: Database,
  deployment: ChainDeployment,
  creator: CampaignCreator,
  input: CreateCampaignPayload,
  photos: PhotoChanges = {},
  /** All or nothing: the chain its vault lives on (decision 090). */
  allOrNothingChain?: ChainContext,
  /** A Safe, already checked (requireCreatorSafe), to own the vault instead of the creator's
   *  wallet: bound into the vault's salt, so the vault is deployed with it as owner (decision 104). */
  safeOwner?: Address,
): Promise<number> {
  const decimals = decimalsOf(deployment, input.currency);
  const endDate = (input.endDate && campaignEndInstant(input.endDate)) || defaultEndDate();
  const owner = safeOwner ?? getAddress(creator.walletAddress);
  const terms = allOrNothingChain ? vaultTermsFor(allOrNothingChain, owner, input.goalAmount, endDate) : null;
  return db.transaction(async (tx) => {
    // First, so a clean-up of abandoned uploads running now cannot take them (decision 098).
    await markImagesAttached(tx, [
      ...(photos.coverImageId ? [photos.coverImageId] : []),
      ...(photos.galleryImageIds ?? []),
    ]);
    const [row] = await tx
      .insert(campaigns)
      .values({
        creatorId: creator.id,
        title: input.title,
        description: input.description,
        story: input.story,
        category: input.category,
        imageUrl: input.imageUrl ?? null,
        coverImageId: photos.coverImageId ?? null,
        galleryImageIds: photos.galleryImageIds ?? [],
        youtubeUrl: input.youtubeUrl ?? null,
        location: input.location?.trim() || null,
        currency: input.currency,
        goalAmount: parseUnits(input.goalAmount, decimals),
        status: 'active',
        isApproved: false,
        isFeatured: false,
        endDate,
        vaultOwner: safeOwner?.toLowerCase() ?? null,
        ...(terms && allOrNothingColumns(terms)),
      })
      .returning({ id: campaigns.id });
    if (!row) throw new Error('The campaign insert returned no row');
    if (terms) {
      const address = vaultAddressOf(terms, row.id).toLowerCase();
      await tx.update(campaigns).set({ vaultAddress: address }).where(eq(campaigns.id, row.id));
      return row.id;
    }
    const vault = predictVaultAddress({
      factoryAddress: deployment.factoryAddress,
      implementationAddress: deployment.implementationAddress,
      campaignId: BigInt(row.id),
      owner,
    });
    await tx.update(campaigns).set({ vaultAddress: vault.toLowerCase() }).where(eq(campaigns.id, row.id));
    return row.id;
  });
}

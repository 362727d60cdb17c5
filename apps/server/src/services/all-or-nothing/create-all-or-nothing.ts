import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import type { ChainContext } from '../../chain/context';
import type { Database } from '../../db/client';
import { campaigns, users } from '../../db/schema';
import type { Relayer } from '../../infra/relayer/relayer';
import { vaultSaltOwner } from '../campaigns/vault-owner';
import { deployAllOrNothingVault } from './deploy-vault';

/**
 * Deploys the vault of the all-or-nothing campaign just recorded, from its stored terms. When it
 * cannot be deployed the campaign is removed again (nothing refers to it yet) and the refusal
 * reaches the creator: a campaign never shows an address whose vault does not exist (decision 091).
 */
export async function deployVaultOrUndo(
  db: Database,
  chain: ChainContext,
  relayer: Relayer,
  campaignId: number,
): Promise<void> {
  const [row] = await db
    .select({
      goal: campaigns.aonGoal,
      deadline: campaigns.aonDeadline,
      tokens: campaigns.aonTokens,
      creatorId: campaigns.creatorId,
      vaultOwner: campaigns.vaultOwner,
      vault: campaigns.vaultAddress,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!row?.goal || !row.deadline || !row.tokens)
    throw new Error(`Campaign ${campaignId} has no vault terms`);
  const owner = vaultSaltOwner(row, await creatorWalletOf(db, row.creatorId));
  try {
    await deployAllOrNothingVault(chain, relayer, campaignId, {
      chainId: chain.chainId,
      factoryAddress: chain.deployment.allOrNothingFactoryAddress as Address,
      implementationAddress: chain.deployment.allOrNothingImplementationAddress as Address,
      owner,
      goal: row.goal,
      deadline: row.deadline,
      tokens: row.tokens as Address[],
    });
  } catch (error) {
    await db.delete(campaigns).where(eq(campaigns.id, campaignId));
    throw error;
  }
}

async function creatorWalletOf(db: Database, userId: number): Promise<string> {
  const [user] = await db.select({ wallet: users.walletAddress }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`User ${userId} not found`);
  return user.wallet;
}

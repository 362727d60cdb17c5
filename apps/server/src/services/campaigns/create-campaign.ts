import { predictVaultAddress } from '@crowdvault/contracts/vault-address';
import {
  type CreateCampaignPayload,
  campaignEndInstant,
  defaultEndDate,
} from '@crowdvault/shared/api/create-campaign';
import { parseUnits } from '@crowdvault/shared/format';
import { eq } from 'drizzle-orm';
import { type Address, getAddress } from 'viem';
import type { ChainDeployment } from '../../chain/deployment';
import { decimalsOf } from '../../chain/deployment';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema';

export interface CampaignCreator {
  id: number;
  walletAddress: string;
}

/**
 * Records a new campaign: active, pending review, not featured, owned by `creator`, with the vault
 * address the factory will deploy for (id, creator). The id is only known after the insert, so
 * the address is filled in within the same transaction: no campaign ever exists without one.
 */
export async function createCampaign(
  db: Database,
  deployment: ChainDeployment,
  creator: CampaignCreator,
  input: CreateCampaignPayload,
): Promise<number> {
  const decimals = decimalsOf(deployment, input.currency);
  const endDate = (input.endDate && campaignEndInstant(input.endDate)) || defaultEndDate();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({
        creatorId: creator.id,
        title: input.title,
        description: input.description,
        story: input.story,
        category: input.category,
        imageUrl: input.imageUrl ?? null,
        youtubeUrl: input.youtubeUrl ?? null,
        currency: input.currency,
        goalAmount: parseUnits(input.goalAmount, decimals),
        status: 'active',
        isApproved: false,
        isFeatured: false,
        endDate,
      })
      .returning({ id: campaigns.id });
    if (!row) throw new Error('The campaign insert returned no row');
    const vault = predictVaultAddress({
      factoryAddress: deployment.factoryAddress,
      implementationAddress: deployment.implementationAddress,
      campaignId: BigInt(row.id),
      owner: getAddress(creator.walletAddress) as Address,
    });
    await tx.update(campaigns).set({ vaultAddress: vault.toLowerCase() }).where(eq(campaigns.id, row.id));
    return row.id;
  });
}

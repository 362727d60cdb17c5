import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { predictVaultAddress } from '@crowdvault/contracts/vault-address';
import { max } from 'drizzle-orm';
import { type Address, getAddress, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findToken } from '../../chain/deployment';
import { campaigns } from '../../db/schema';
import { insertUser, randomAddress } from '../../test/campaign-fixtures';
import { campaignTotals, dealToken, donationsOf } from '../../test/chain-kit';
import { createTestContext } from '../../test/test-app';
import { createCampaign } from '../campaigns/create-campaign';
import { DonationIndexer } from './donation-indexer';

type Context = Awaited<ReturnType<typeof createTestContext>>;

describe('vault history backfill', () => {
  let context: Context;
  let kit: DevChainClients;
  let indexer: DonationIndexer;
  let usdt: Address;

  beforeAll(async () => {
    context = await createTestContext();
    kit = devChainClients(context.env.chainRpcUrl);
    usdt = findToken(context.chain.deployment, 'USDT')!.address;
    indexer = new DonationIndexer({
      db: context.database.db,
      chainId: context.chain.chainId,
      deployment: context.chain.deployment,
      rpcUrl: context.env.chainRpcUrl,
      confirmations: 0,
      pollIntervalMs: 50,
    });
    indexer.start();
  });
  afterAll(async () => {
    await indexer.stop();
    await context.close();
  });

  it('counts a transfer sent to the predicted vault before the campaign existed', async () => {
    const key = generatePrivateKey();
    const donor = privateKeyToAccount(key);
    await kit.testClient.setBalance({ address: donor.address, value: parseEther('10') });
    await dealToken(kit, usdt, donor.address, 7_000_000n);
    const wallet = kit.walletFor(key);

    const creator = await insertUser(context.database.db, { walletAddress: randomAddress() });
    const [last] = await context.database.db.select({ id: max(campaigns.id) }).from(campaigns);
    const next = (last?.id ?? 0) + 1;
    const vault = predictVaultAddress({
      factoryAddress: context.chain.deployment.factoryAddress,
      implementationAddress: context.chain.deployment.implementationAddress,
      campaignId: BigInt(next),
      owner: getAddress(creator.walletAddress),
    });
    const sent = await kit.mined(
      wallet.writeContract({
        address: usdt,
        abi: testUsdtAbi,
        functionName: 'transfer',
        args: [vault, 7_000_000n],
      }),
    );
    const early = await kit.mined(wallet.sendTransaction({ to: vault, value: parseEther('0.25') }));
    // The live indexer reads past both payments while no campaign has this address.
    await indexer.waitForBlock(early.blockNumber);

    const id = await createCampaign(context.database.db, context.chain.deployment, creator, {
      title: 'Early gifts',
      description: 'A campaign whose vault was paid before it existed',
      story: 'Story',
      category: 'Community',
      currency: 'USDT',
      goalAmount: '1000',
      fundingModel: 'keep',
    });
    expect(id).toBe(next);

    await vi.waitFor(async () => expect(await donationsOf(context.database.db, id)).toHaveLength(2), {
      timeout: 10_000,
      interval: 50,
    });
    const rows = await donationsOf(context.database.db, id);
    expect(rows.map((row) => [row.txHash, row.currency, row.amount])).toEqual([
      [early.transactionHash, 'ETH', parseEther('0.25')],
      [sent.transactionHash, 'USDT', 7_000_000n],
    ]);
    expect(await campaignTotals(context.database.db, id)).toEqual({
      raisedAmount: 7_000_000n,
      donorCount: 1,
    });
  });
});

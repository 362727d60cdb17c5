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
import { campaignTotals, dealToken, donationsOf, testIndexer } from '../../test/chain-kit';
import { useTestContext } from '../../test/use-test-app';
import { createCampaign } from '../campaigns/create-campaign';
import type { DonationIndexer } from './donation-indexer';

describe('vault history backfill', () => {
  let kit: DevChainClients;
  let indexer: DonationIndexer;
  let usdt: Address;

  const fixture = useTestContext();
  beforeAll(async () => {
    kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
    usdt = findToken(fixture.context.chain.deployment, 'USDT')!.address;
    indexer = testIndexer(fixture.context);
    indexer.start();
  });
  afterAll(async () => {
    await indexer.stop();
  });

  it('counts a transfer sent to the predicted vault before the campaign existed', async () => {
    const key = generatePrivateKey();
    const donor = privateKeyToAccount(key);
    await kit.testClient.setBalance({ address: donor.address, value: parseEther('10') });
    await dealToken(kit, usdt, donor.address, 7_000_000n);
    const wallet = kit.walletFor(key);

    const creator = await insertUser(fixture.context.database.db, { walletAddress: randomAddress() });
    const [last] = await fixture.context.database.db.select({ id: max(campaigns.id) }).from(campaigns);
    const next = (last?.id ?? 0) + 1;
    const vault = predictVaultAddress({
      factoryAddress: fixture.context.chain.deployment.factoryAddress,
      implementationAddress: fixture.context.chain.deployment.implementationAddress,
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

    const id = await createCampaign(fixture.context.database.db, fixture.context.chain.deployment, creator, {
      title: 'Early gifts',
      description: 'A campaign whose vault was paid before it existed',
      story: 'Story',
      category: 'Community',
      currency: 'USDT',
      goalAmount: '1000',
      fundingModel: 'keep',
    });
    expect(id).toBe(next);

    await vi.waitFor(async () => expect(await donationsOf(fixture.context.database.db, id)).toHaveLength(2), {
      timeout: 10_000,
      interval: 50,
    });
    const rows = await donationsOf(fixture.context.database.db, id);
    expect(rows.map((row) => [row.txHash, row.currency, row.amount])).toEqual([
      [early.transactionHash, 'ETH', parseEther('0.25')],
      [sent.transactionHash, 'USDT', 7_000_000n],
    ]);
    expect(await campaignTotals(fixture.context.database.db, id)).toEqual({
      raisedAmount: 7_000_000n,
      donorCount: 1,
    });
  });
});

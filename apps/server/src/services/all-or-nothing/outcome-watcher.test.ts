import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aonRefunds, campaigns } from '../../db/schema';
import { JobRunner } from '../../infra/jobs/job-runner';
import { LeaderLock, SoleLeadership } from '../../infra/jobs/leader-lock';
import { databaseSendLock } from '../../infra/relayer/relayer-lock';
import { createAllOrNothingCampaign, donateToVault, passDeadline } from '../../test/aon-kit';
import { testIndexer } from '../../test/chain-kit';
import { createTestApp, createTestContext } from '../../test/test-app';
import type { DonationIndexer } from '../indexer/donation-indexer';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const RELAYER_KEY = generatePrivateKey();
const databaseUrl = process.env.TEST_DATABASE_URL;

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Two instances on one PostgreSQL: the outcome watcher acts only on the instance whose indexer
// holds its chain's advisory lock. Only PostgreSQL has the lock; on PGlite the server is alone.
describe.skipIf(!databaseUrl)('the outcome watcher of a scaled-out deployment', () => {
  let context: Context;
  let app: FastifyInstance;
  let leader: DonationIndexer;
  let standby: DonationIndexer;
  let standbyLead: LeaderLock;
  let jobs: JobRunner;

  const indexer = (leadership?: LeaderLock) =>
    testIndexer(context, { databaseUrl: context.database.url, leadership, standbyRetryMs: 200 });

  beforeAll(async () => {
    context = await createTestContext({ RELAYER_PRIVATE_KEY: RELAYER_KEY });
    const chain = devChainClients(context.chain.rpcUrls[0]!);
    await chain.testClient.setBalance({
      address: privateKeyToAccount(RELAYER_KEY).address,
      value: 10n ** 21n,
    });
    leader = indexer();
    leader.start();
    await waitFor('the first indexer to lead', async () => leader.leads);
    // The second instance: its indexer and its jobs share the chain's lead, as the server's do.
    standbyLead = new LeaderLock(context.database.url!, context.chain.chainId);
    standby = indexer(standbyLead);
    standby.start();
    jobs = new JobRunner({ leadership: { global: new SoleLeadership(), chain: () => standbyLead } });
    app = await createTestApp(context, {
      jobs,
      indexerStatus: () => [standby],
      relayerSendLock: (chainId) => databaseSendLock(context.database.db, chainId),
    });
    await app.ready();
    jobs.start();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await Promise.all([leader?.stop(), standby?.stop(), jobs?.stop()]);
    await standbyLead?.release();
    await context?.close();
  });

  it('leaves a failed vault to the leading instance, and acts once it leads', async () => {
    const { db } = context.database;
    const chain = devChainClients(context.chain.rpcUrls[0]!);
    const usdt = context.chain.deployment.tokens.find((token) => token.symbol === 'USDT')!.address;
    const campaign = await createAllOrNothingCampaign(db, context.chain, chain, { goal: '500', seconds: 60 });
    await donateToVault(chain, campaign.vault, usdt, 5_000_000n, generatePrivateKey());
    await donateToVault(chain, campaign.vault, usdt, 6_000_000n, generatePrivateKey());
    await passDeadline(chain, campaign.deadline);
    const outcome = async () =>
      (
        await db
          .select({ outcome: campaigns.aonOutcome })
          .from(campaigns)
          .where(eq(campaigns.id, campaign.id))
      )[0]!.outcome;

    // The vault has failed, but this instance does not lead: its watcher reads and sends nothing
    // (three of its ticks go by).
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(standby.leads).toBe(false);
    expect(await outcome()).toBeNull();

    // The leading instance goes away: this one takes the lock, records the failure and pushes
    // both refunds, which its indexer then records.
    await leader.stop();
    await waitFor('the standby to lead', async () => standby.leads);
    await waitFor('the outcome', async () => (await outcome()) === 'failed');
    await waitFor(
      'both refunds',
      async () =>
        (await db.select().from(aonRefunds).where(eq(aonRefunds.campaignId, campaign.id))).length === 2,
    );
  }, 90_000);
});

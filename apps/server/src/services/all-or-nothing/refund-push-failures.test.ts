import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { allOrNothingVaultAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { testContract } from '@crowdvault/contracts/test/test-contracts';
import type { Campaign } from '@crowdvault/shared/api/campaign';
import type { NotificationList } from '@crowdvault/shared/api/notifications';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Address, getAddress, type Hex, parseEventLogs } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainContext } from '../../chain/context';
import { aonRefundPushFailures } from '../../db/schema';
import { createAllOrNothingCampaign, donateToVault, indexToHead, passDeadline } from '../../test/aon-kit';
import { bearer, signIn } from '../../test/sign-in';
import { createTestApp, createTestContext, testRelayer } from '../../test/test-app';
import { OutcomeWatcher } from './outcome-watcher';

// Issue 38, item 4: a failed all-or-nothing vault whose USDT freezes one donor (as the real USDT
// and USDC can). The chain here lists BlacklistToken as its USDT, so the vault, the index and the
// watcher treat it exactly as a listed stablecoin.

type Context = Awaited<ReturnType<typeof createTestContext>>;
const RELAYER_KEY = generatePrivateKey();
const MINUTE = 60_000;

describe('refund pushes a token refuses', () => {
  let context: Context;
  let app: FastifyInstance;
  let kit: ReturnType<typeof devChainClients>;
  let chain: ChainContext;
  let frozenUsd: Address;
  let usdc: Address;
  let campaign: Awaited<ReturnType<typeof createAllOrNothingCampaign>>;
  const amina = generatePrivateKey();
  const bo = generatePrivateKey();
  const cleo = generatePrivateKey();
  const address = (key: Hex) => privateKeyToAccount(key).address;
  const relayerAddress = privateKeyToAccount(RELAYER_KEY).address;

  let now = new Date('2030-01-01T00:00:00Z');
  const watcher = () =>
    new OutcomeWatcher({
      db: context.database.db,
      chain,
      relayer: testRelayer(chain, RELAYER_KEY),
      now: () => now,
      retryDelaysMs: [MINUTE, 10 * MINUTE],
    });
  const balanceOf = (token: Address, holder: Address) =>
    kit.publicClient.readContract({
      address: token,
      abi: testUsdtAbi,
      functionName: 'balanceOf',
      args: [holder],
    });
  const relayerSends = () => kit.publicClient.getTransactionCount({ address: relayerAddress });
  const get = async <T>(url: string, key?: Hex): Promise<T> => {
    const headers = key ? bearer(await signIn(app, key)) : {};
    const response = await app.inject({ url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const refundNotices = async (key: Hex) =>
    (await get<NotificationList>('/api/notifications', key)).items.filter(
      (item) => item.kind === 'outcome' && item.detail === 'refund_push_failed',
    );

  beforeAll(async () => {
    context = await createTestContext({ RELAYER_PRIVATE_KEY: RELAYER_KEY });
    kit = devChainClients(context.chain.rpcUrls[0]!);
    await kit.testClient.setBalance({ address: relayerAddress, value: 10n ** 21n });
    const deployer = generatePrivateKey();
    await kit.testClient.setBalance({ address: address(deployer), value: 10n ** 18n });
    const { abi, bytecode } = testContract('BlacklistToken');
    frozenUsd = getAddress(
      (await kit.mined(kit.walletFor(deployer).deployContract({ abi, bytecode }))).contractAddress!,
    );
    const { deployment } = context.chain;
    chain = {
      ...context.chain,
      deployment: {
        ...deployment,
        tokens: deployment.tokens.map((token) =>
          token.symbol === 'USDT' ? { ...token, address: frozenUsd, decimals: 6 } : token,
        ),
      },
    };
    usdc = deployment.tokens.find((token) => token.symbol === 'USDC')!.address;
    app = await createTestApp(context, { chains: [chain] });
    await app.ready();
    for (const key of [amina, bo]) await signIn(app, key);

    campaign = await createAllOrNothingCampaign(context.database.db, chain, kit, {
      goal: '1000',
      seconds: 60,
    });
    // Amina gives in both tokens; her USDT address will be frozen, her USDC is not.
    await donateToVault(kit, campaign.vault, frozenUsd, 5_000_000n, amina);
    await donateToVault(kit, campaign.vault, usdc, 2_000_000n, amina);
    await donateToVault(kit, campaign.vault, frozenUsd, 7_000_000n, bo);
    await donateToVault(kit, campaign.vault, frozenUsd, 3_000_000n, cleo);
    await passDeadline(kit, campaign.deadline);
    await kit.mined(
      kit.walletFor(deployer).writeContract({
        address: frozenUsd,
        abi,
        functionName: 'setBlacklisted',
        args: [address(amina), true],
      }),
    );
    await indexToHead({ ...context, chain });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await context?.close();
  });

  it('tries a refused refund a bounded number of times, spaced out, while every other refund is paid', async () => {
    const outcomeWatcher = watcher();
    const firstBlock = (await kit.publicClient.getBlockNumber()) + 1n;
    const sendsBefore = await relayerSends();

    // First pass: the outcome, and one push of all three donors. Bo, Cleo and Amina's USDC are
    // paid; the token refuses Amina's USDT.
    expect(await outcomeWatcher.tick()).toEqual({ decided: 1, pushed: 3 });
    expect(await balanceOf(frozenUsd, address(bo))).toBe(7_000_000n);
    expect(await balanceOf(frozenUsd, address(cleo))).toBe(3_000_000n);
    expect(await balanceOf(usdc, address(amina))).toBe(2_000_000n);

    // Passes right after send nothing: her refund waits for its next try.
    expect(await outcomeWatcher.tick()).toEqual({ decided: 0, pushed: 0 });
    await indexToHead({ ...context, chain });
    expect(await outcomeWatcher.tick()).toEqual({ decided: 0, pushed: 0 });
    expect(await relayerSends()).toBe(sendsBefore + 1);

    // A minute on: the second try (her alone), then ten minutes on the third and last.
    now = new Date(now.getTime() + MINUTE);
    expect(await outcomeWatcher.tick()).toEqual({ decided: 0, pushed: 1 });
    expect(await outcomeWatcher.tick()).toEqual({ decided: 0, pushed: 0 });
    now = new Date(now.getTime() + 10 * MINUTE);
    expect(await outcomeWatcher.tick()).toEqual({ decided: 0, pushed: 1 });

    // Then never again, however long the watcher runs (a restarted one too).
    now = new Date(now.getTime() + 30 * 24 * 60 * MINUTE);
    expect(await outcomeWatcher.tick()).toEqual({ decided: 0, pushed: 0 });
    expect(await watcher().tick()).toEqual({ decided: 0, pushed: 0 });
    expect(await relayerSends()).toBe(sendsBefore + 3);

    const logs = await kit.publicClient.getLogs({ address: campaign.vault, fromBlock: firstBlock });
    const refused = parseEventLogs({ abi: allOrNothingVaultAbi, logs, eventName: 'RefundPushFailed' });
    expect(refused.map((event) => [event.args.donor, event.args.token, event.args.amount])).toEqual([
      [address(amina), frozenUsd, 5_000_000n],
      [address(amina), frozenUsd, 5_000_000n],
      [address(amina), frozenUsd, 5_000_000n],
    ]);
    // Still hers in the vault, to claim.
    expect(
      await kit.publicClient.readContract({
        address: campaign.vault,
        abi: allOrNothingVaultAbi,
        functionName: 'refundable',
        args: [address(amina), frozenUsd],
      }),
    ).toBe(5_000_000n);

    // The gas those tries cost is counted, per donor and token and for the metrics.
    const [failure] = await context.database.db
      .select()
      .from(aonRefundPushFailures)
      .where(eq(aonRefundPushFailures.campaignId, campaign.id));
    expect(failure).toMatchObject({
      donorAddress: address(amina).toLowerCase(),
      tokenAddress: frozenUsd.toLowerCase(),
      amount: 5_000_000n,
      attempts: 3,
      nextAttemptAt: null,
    });
    expect(failure!.givenUpAt).not.toBeNull();
    expect(failure!.gasUsed).toBeGreaterThan(0n);
    const gas = outcomeWatcher.pushGas();
    expect(gas.refused).toBeGreaterThanOrEqual(failure!.gasUsed);
    expect(gas.paid).toBeGreaterThan(0n);
  }, 60_000);

  it('tells the donor once that the refund must be claimed to another address, and staff how many are stuck', async () => {
    const notices = await refundNotices(amina);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.campaignId).toBe(campaign.id);
    expect(await refundNotices(bo)).toHaveLength(0);

    const before = await get<Campaign>(`/api/campaigns/${campaign.id}`);
    expect(before.allOrNothing?.refunds).toMatchObject({ donorsOutstanding: 1, donorsPushRefused: 1 });

    // Amina claims it to an address the token does not freeze: nothing is owed or stuck any more.
    const elsewhere = address(generatePrivateKey());
    await kit.mined(
      kit.walletFor(amina).writeContract({
        address: campaign.vault,
        abi: allOrNothingVaultAbi,
        functionName: 'claimRefundTo',
        args: [elsewhere],
      }),
    );
    expect(await balanceOf(frozenUsd, elsewhere)).toBe(5_000_000n);
    await indexToHead({ ...context, chain });
    const after = await get<Campaign>(`/api/campaigns/${campaign.id}`);
    expect(after.allOrNothing?.refunds).toMatchObject({ donorsOutstanding: 0, donorsPushRefused: 0 });
    expect(await watcher().tick()).toEqual({ decided: 0, pushed: 0 });
    expect(await refundNotices(amina)).toHaveLength(1);
  }, 60_000);
});

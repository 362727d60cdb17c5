import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { ensureDevDeployment } from '@crowdvault/contracts/deploy';
import { type AnvilHandle, findFreePort, startAnvil } from '@crowdvault/contracts/dev-chain';
import { pledgeCollectorAbi, testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import {
  cancelPledgeTypedData,
  pledgeTermsOf,
  pledgeTypedData,
} from '@crowdvault/contracts/pledge-signature';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import { PERMIT_TYPES } from '@crowdvault/shared/api/gasless-donation';
import type { PledgeChoice, PledgeQuote, PledgeView } from '@crowdvault/shared/api/pledge';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Address, getAddress, type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { findToken } from '../../chain/deployment';
import { registryOf } from '../../chain/registry';
import { campaigns, emailOutbox, notifications, pledgePeriods, pledges, users } from '../../db/schema';
import { Relayer } from '../../infra/relayer/relayer';
import { resolveSecrets, type Secrets } from '../../secrets';
import { createCampaign, dealToken, donationsOf, indexUpTo } from '../../test/chain-kit';
import { createMailKit } from '../../test/mail-kit';
import { bearer, signIn } from '../../test/sign-in';
import { createTestContext } from '../../test/test-app';
import { CANCEL_LINK_VALID_SECONDS, cancelLinkToken } from '../mail/pledge-cancel-link';
import { PLEDGE_ERRORS } from './pledge-terms';
import { PledgeWorker } from './pledge-worker';
import { CANCEL_ERRORS, termsOfRow } from './pledges';

// Issue 32 on the server, on a chain of this file's own (the clock moves by months): every bad
// input and fault the issue lists is refused or deferred with a clear state, never charged twice.

const MONTH = 30n * 86_400n;
const UNIT = 10n ** 6n;

type Context = Awaited<ReturnType<typeof createTestContext>>;

describe('pledges', () => {
  let dir: string;
  let anvil: AnvilHandle;
  let context: Context;
  let kit: DevChainClients;
  let app: FastifyInstance;
  let relayer: Relayer;
  let collector: Address;
  let usdc: Address;
  let usdt: Address;
  let mail: Awaited<ReturnType<typeof createMailKit>>;
  let secrets: Secrets;

  function relayerWith(maxGasPrice: bigint, key: Hex): Relayer {
    return new Relayer({
      rpcUrl: anvil.rpcUrl,
      chainId: context.chain.chainId,
      privateKey: key,
      maxGasPrice,
      minBalance: 0n,
      perOwnerPerHour: 0,
    });
  }

  function worker(
    options: { relayer?: Relayer; maxAttempts?: number; lapseAfter?: number; reminderSeconds?: bigint } = {},
  ) {
    return new PledgeWorker({
      db: context.database.db,
      chain: context.chain,
      relayer: options.relayer ?? relayer,
      maxAttempts: options.maxAttempts,
      lapseAfter: options.lapseAfter,
      reminderSeconds: options.reminderSeconds,
      retrySeconds: 3_600n,
    });
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cv-pledges-'));
    anvil = await startAnvil({ port: await findFreePort(), quiet: true });
    const deploymentFile = join(dir, 'deployment.json');
    await ensureDevDeployment({ rpcUrl: anvil.rpcUrl, file: deploymentFile });
    context = await createTestContext({
      CHAIN_RPC_URL: anvil.rpcUrl,
      DEPLOYMENT_FILE: deploymentFile,
      WRITE_RATE_LIMIT: '0',
      WRITE_RATE_LIMIT_PER_IP: '0',
    });
    kit = devChainClients(anvil.rpcUrl);
    const relayerKey = generatePrivateKey();
    await kit.testClient.setBalance({
      address: privateKeyToAccount(relayerKey).address,
      value: parseEther('10'),
    });
    relayer = relayerWith(10n ** 12n, relayerKey);
    secrets = await resolveSecrets(context.env, context.chain.local);
    app = await buildApp({
      env: context.env,
      db: context.database.db,
      chains: registryOf(context.chain),
      secrets,
      relayer,
    });
    collector = context.chain.deployment.pledgeCollectorAddress!;
    usdc = findToken(context.chain.deployment, 'USDC')!.address;
    usdt = findToken(context.chain.deployment, 'USDT')!.address;
    mail = await createMailKit(context);
  }, 120_000);
  afterAll(async () => {
    await mail?.close();
    await app?.close();
    await context?.close();
    await anvil?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** A keep campaign whose end date lies beyond the months the chain's clock moves here. */
  async function openCampaign() {
    const campaign = await createCampaign(context.database.db, context.chain);
    const [row] = await context.database.db
      .update(campaigns)
      .set({ endDate: new Date(Date.now() + 3 * 365 * 86_400_000) })
      .where(eq(campaigns.id, campaign.id))
      .returning({ title: campaigns.title });
    return { ...campaign, title: row!.title };
  }

  async function donor(balance = 1_000n * UNIT) {
    const key = generatePrivateKey();
    const { address } = privateKeyToAccount(key);
    await kit.testClient.setBalance({ address, value: parseEther('1') });
    await dealToken(kit, usdc, address, balance);
    await dealToken(kit, usdt, address, balance);
    return { key, address, session: await signIn(app, key) };
  }

  function choice(campaignId: number, extra: Partial<PledgeChoice> = {}): PledgeChoice {
    return { campaignId, token: 'USDC', amount: '10', cadence: 'monthly', periods: 3, ...extra };
  }

  async function quote(session: AuthResponse, body: PledgeChoice): Promise<PledgeQuote> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pledges/terms',
      headers: bearer(session),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  function termsOf(q: PledgeQuote) {
    const t = q.terms;
    return pledgeTermsOf(t);
  }

  /** Signs the quoted pledge (and its permit, where the token has one) and posts it. */
  async function pledge(
    d: Awaited<ReturnType<typeof donor>>,
    body: PledgeChoice,
    tamper: (terms: ReturnType<typeof termsOf>) => { chainId?: number; terms: ReturnType<typeof termsOf> } = (
      terms,
    ) => ({
      terms,
    }),
    /** Who signs the CancelPledge kept with the pledge; null sends none. */
    options: { cancelSigner?: ReturnType<typeof privateKeyToAccount> | null; isAnonymous?: boolean } = {},
  ) {
    const q = await quote(d.session, body);
    const account = privateKeyToAccount(d.key);
    const signed = tamper(termsOf(q));
    const signature = await account.signTypedData(
      pledgeTypedData(signed.chainId ?? q.chainId, collector, signed.terms),
    );
    let permit: { deadline: string; signature: Hex } | undefined;
    if (q.permit) {
      const permitSignature = await account.signTypedData({
        domain: { ...q.permit.domain, chainId: q.chainId, verifyingContract: getAddress(q.terms.token) },
        types: PERMIT_TYPES,
        primaryType: 'Permit',
        message: {
          owner: d.address,
          spender: collector,
          value: BigInt(q.allowance),
          nonce: BigInt(q.permit.nonce),
          deadline: BigInt(q.permit.deadline),
        },
      });
      permit = { deadline: q.permit.deadline, signature: permitSignature };
    } else if (q.approve) {
      const wallet = kit.walletFor(d.key);
      await kit.mined(
        wallet.writeContract({
          address: usdt,
          abi: testUsdtAbi,
          functionName: 'approve',
          args: [collector, BigInt(q.allowance)],
        }),
      );
    }
    // What the web app sends too: the CancelPledge kept for a one-click cancel link (decision 107).
    const cancelSignature =
      options.cancelSigner === null
        ? undefined
        : await (options.cancelSigner ?? account).signTypedData(
            cancelPledgeTypedData(q.chainId, collector, q.pledgeId as Hex),
          );
    return app.inject({
      method: 'POST',
      url: '/api/pledges',
      headers: bearer(d.session),
      payload: {
        choice: body,
        start: q.terms.start,
        salt: q.terms.salt,
        signature,
        permit,
        cancelSignature,
        isAnonymous: options.isAnonymous,
      },
    });
  }

  async function vaultBalance(vault: Address, token = usdc): Promise<bigint> {
    return kit.publicClient.readContract({
      address: token,
      abi: testUsdtAbi,
      functionName: 'balanceOf',
      args: [vault],
    });
  }

  /** A campaign's status set behind the API: a moderator's pause, its resumption, its end. */
  const setCampaignStatus = (campaignId: number, status: (typeof campaigns.$inferInsert)['status']) =>
    context.database.db.update(campaigns).set({ status }).where(eq(campaigns.id, campaignId));

  /** The donor cancels the pledge on the collector with their own wallet, not through the app. */
  function cancelWithOwnWallet(key: Hex, view: PledgeView) {
    return kit.mined(
      kit.walletFor(key).writeContract({
        address: collector,
        abi: pledgeCollectorAbi,
        functionName: 'cancel',
        args: [termsOf({ terms: view.terms } as PledgeQuote)],
      }),
    );
  }

  /** Whether the collector holds the pledge cancelled on chain: nobody can collect it any more. */
  function cancelledOnChain(pledgeId: string): Promise<boolean> {
    return kit.publicClient.readContract({
      address: collector,
      abi: pledgeCollectorAbi,
      functionName: 'cancelled',
      args: [pledgeId as Hex],
    });
  }

  async function mine(session: AuthResponse): Promise<PledgeView[]> {
    const response = await app.inject({ method: 'GET', url: '/api/pledges', headers: bearer(session) });
    expect(response.statusCode).toBe(200);
    return response.json().items;
  }

  /** The bell's pledge notices of a donor, oldest first. */
  async function notices(session: AuthResponse): Promise<string[]> {
    const rows = await context.database.db
      .select({ detail: notifications.detail })
      .from(notifications)
      .where(and(eq(notifications.userId, session.user.id), eq(notifications.kind, 'pledge')))
      .orderBy(notifications.id);
    return rows.map((row) => row.detail ?? '');
  }

  /** Gives a donor a verified address (issue 33), with the pledge mail switches as given. */
  async function verify(d: Awaited<ReturnType<typeof donor>>, preferences: Record<string, boolean> = {}) {
    const email = `${d.address.toLowerCase()}@example.org`;
    await context.database.db
      .update(users)
      .set({ email, emailVerified: true, emailPreferences: preferences })
      .where(eq(users.id, d.session.user.id));
    return email;
  }

  /** Sends what is queued over the embedded SMTP server; the mails that reached `email`, oldest first. */
  async function mailsTo(email: string) {
    await mail.drain(mail.worker());
    return mail.mailbox
      .list()
      .filter((message) => message.envelopeTo.includes(email))
      .reverse();
  }

  async function moveClock(seconds: bigint) {
    await kit.testClient.increaseTime({ seconds: Number(seconds) });
    await kit.testClient.mine({ blocks: 1 });
  }

  it('records a gasless pledge (permit) and collects each period once, on time, into the vault', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    const response = await pledge(d, choice(campaign.id));
    expect(response.statusCode, response.body).toBe(201);
    const created: PledgeView = response.json();
    expect(created).toMatchObject({
      status: 'active',
      amount: '10',
      token: 'USDC',
      collectedPeriods: 0,
      nextAmount: '10',
    });
    // The permit gave the collector exactly amount × periods.
    expect(
      await kit.publicClient.readContract({
        address: usdc,
        abi: testUsdtAbi,
        functionName: 'allowance',
        args: [d.address, collector],
      }),
    ).toBe(30n * UNIT);

    expect(await worker().tick()).toEqual({ collected: 1, failed: 0, deferred: 0 });
    expect(await vaultBalance(campaign.vault)).toBe(10n * UNIT);
    // Again in the same period, by this worker, a fresh one (a restart) or two at once: nothing.
    expect(await worker().tick()).toEqual({ collected: 0, failed: 0, deferred: 0 });
    await Promise.all([worker().tick(), worker().tick()]);
    expect(await vaultBalance(campaign.vault)).toBe(10n * UNIT);
    const [view] = await mine(d.session);
    expect(view).toMatchObject({ status: 'active', collectedPeriods: 1 });
    expect(new Date(view!.nextCollectionAt!).getTime()).toBe(
      Number(BigInt(created.terms.start) + MONTH) * 1000,
    );

    await moveClock(MONTH);
    await Promise.all([worker().tick(), worker().tick()]);
    expect(await vaultBalance(campaign.vault)).toBe(20n * UNIT);
    await moveClock(MONTH);
    await worker().tick();
    await moveClock(MONTH);
    await worker().tick();
    expect(await vaultBalance(campaign.vault)).toBe(30n * UNIT);
    const [done] = await mine(d.session);
    expect(done).toMatchObject({ status: 'completed', collectedPeriods: 3, nextCollectionAt: null });
    expect(await notices(d.session)).toEqual(['collected', 'collected', 'collected']);

    // Each collected period is a donation like any other: from the donor's address, on this chain.
    await indexUpTo(context, await kit.publicClient.getBlockNumber());
    const recorded = await donationsOf(context.database.db, campaign.id);
    expect(recorded.map((row) => [row.donorAddress, row.amount, row.chainId])).toEqual(
      Array(3).fill([d.address.toLowerCase(), 10n * UNIT, context.chain.chainId]),
    );
  });

  it("credits each collected period to its donor by name, as a one-time gift, unless they chose 'Donate anonymously'", async () => {
    const campaign = await openCampaign();
    const named = await donor();
    const hidden = await donor();
    // One period each: completed once collected, so later tests' passes find nothing of these.
    expect((await pledge(named, choice(campaign.id, { periods: 1 }))).statusCode).toBe(201);
    const anonymous = await pledge(hidden, choice(campaign.id, { periods: 1 }), undefined, {
      isAnonymous: true,
    });
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    expect(anonymous.json()).toMatchObject({ isAnonymous: true });
    expect(await worker().tick()).toMatchObject({ collected: 2 });
    await indexUpTo(context, await kit.publicClient.getBlockNumber());
    const response = await app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}/donations` });
    expect(response.statusCode, response.body).toBe(200);
    const listed: { donorAddress: string | null; donorId: number | null; isAnonymous: boolean }[] =
      response.json();
    expect(
      listed.map(({ donorAddress, donorId, isAnonymous }) => ({ donorAddress, donorId, isAnonymous })),
    ).toEqual(
      expect.arrayContaining([
        { donorAddress: named.address, donorId: named.session.user.id, isAnonymous: false },
        { donorAddress: null, donorId: null, isAnonymous: true },
      ]),
    );
    expect(listed).toHaveLength(2);
  });

  it('refuses a pledge signed for another vault, chain, token, amount or period', async () => {
    const campaign = await openCampaign();
    const other = await openCampaign();
    const d = await donor();
    const tampers = [
      (terms: ReturnType<typeof termsOf>) => ({ terms: { ...terms, vault: other.vault } }),
      (terms: ReturnType<typeof termsOf>) => ({ terms, chainId: 1 }),
      (terms: ReturnType<typeof termsOf>) => ({ terms: { ...terms, token: usdt } }),
      (terms: ReturnType<typeof termsOf>) => ({ terms: { ...terms, amount: terms.amount * 10n } }),
      (terms: ReturnType<typeof termsOf>) => ({ terms: { ...terms, periods: 120n } }),
    ];
    for (const tamper of tampers) {
      const response = await pledge(d, choice(campaign.id), tamper);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(PLEDGE_ERRORS.badSignature);
    }
    expect(await mine(d.session)).toEqual([]);
  });

  it('refuses all-or-nothing and ended campaigns, unlisted tokens and amounts below 1', async () => {
    const d = await donor();
    const aon = await openCampaign();
    await context.database.db
      .update(campaigns)
      .set({ fundingModel: 'all_or_nothing' })
      .where(eq(campaigns.id, aon.id));
    const ended = await openCampaign();
    await setCampaignStatus(ended.id, 'completed');
    const open = await openCampaign();
    const cases: [PledgeChoice, string][] = [
      [choice(aon.id), PLEDGE_ERRORS.allOrNothing],
      [choice(ended.id), PLEDGE_ERRORS.closed],
      [choice(open.id, { token: 'WBTC' }), PLEDGE_ERRORS.unknownToken],
      [choice(open.id, { amount: '0.5' }), PLEDGE_ERRORS.tooSmall],
    ];
    for (const [body, message] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/pledges/terms',
        headers: bearer(d.session),
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('spends no gas on a donor who cannot pay: past due with the reason, bounded retries, then lapsed', async () => {
    const campaign = await openCampaign();
    const d = await donor(15n * UNIT);
    const email = await verify(d);
    // USDT has no permit: the donor approves, then empties the wallet below one period.
    expect((await pledge(d, choice(campaign.id, { token: 'USDT', periods: 6 }))).statusCode).toBe(201);
    await worker().tick();
    expect(await vaultBalance(campaign.vault, usdt)).toBe(10n * UNIT);
    await kit.mined(
      kit.walletFor(d.key).writeContract({
        address: usdt,
        abi: testUsdtAbi,
        functionName: 'transfer',
        args: [campaign.owner, 5n * UNIT],
      }),
    );
    await moveClock(MONTH);
    const nonceBefore = await kit.publicClient.getTransactionCount({ address: relayer.address });
    const w = worker({ maxAttempts: 2, lapseAfter: 2 });
    expect(await w.tick()).toEqual({ collected: 0, failed: 1, deferred: 0 });
    let [view] = await mine(d.session);
    expect(view).toMatchObject({ status: 'past_due', reason: 'balance' });
    expect(view!.pastDueUntil).not.toBeNull();
    // One problem mail with the reason and the end of the retries (issue 33).
    const [problem, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(problem!.subject).toBe(`Your monthly gift to ${campaign.title} could not be collected`);
    expect(problem!.text).toContain('Balance too low');
    expect(problem!.text).toContain('10.00 USDT');
    expect(problem!.text).toContain(`${view!.pastDueUntil!.slice(0, 16).replace('T', ' ')} UTC`);
    expect(problem!.html).toContain('Balance too low');
    expect(problem!.headers.some((header) => header.name.toLowerCase() === 'list-unsubscribe')).toBe(true);
    // Retried once more after the retry interval, then no more within the period.
    expect(await w.tick()).toEqual({ collected: 0, failed: 0, deferred: 0 });
    await moveClock(3_700n);
    expect(await w.tick()).toEqual({ collected: 0, failed: 1, deferred: 0 });
    await moveClock(3_700n);
    expect(await w.tick()).toEqual({ collected: 0, failed: 0, deferred: 0 });
    expect(await kit.publicClient.getTransactionCount({ address: relayer.address })).toBe(nonceBefore);
    // Revoked allowance in the next period: the other reason; two donor misses in a row lapse it.
    await dealToken(kit, usdt, d.address, 100n * UNIT);
    await kit.mined(
      kit
        .walletFor(d.key)
        .writeContract({ address: usdt, abi: testUsdtAbi, functionName: 'approve', args: [collector, 0n] }),
    );
    await moveClock(MONTH);
    await w.tick();
    [view] = await mine(d.session);
    expect(view).toMatchObject({ status: 'past_due', reason: 'allowance' });
    expect((await mailsTo(email)).map((message) => message.text.includes('Allowance too low'))).toEqual([
      false,
      true,
    ]);
    await moveClock(MONTH);
    await w.tick();
    [view] = await mine(d.session);
    expect(view).toMatchObject({ status: 'lapsed', missedPeriods: 2, collectedPeriods: 1 });
    // Each failure said once per period, with its reason; then the lapse.
    expect(await notices(d.session)).toEqual(['collected', 'failed_balance', 'failed_allowance', 'lapsed']);
    // The lapse by mail too; each problem once.
    expect((await mailsTo(email)).map((message) => message.subject)).toEqual([
      problem!.subject,
      problem!.subject,
      `Your monthly gift to ${campaign.title} has lapsed`,
    ]);
    expect(await vaultBalance(campaign.vault, usdt)).toBe(10n * UNIT);
  });

  it('defers during a gas spike without using an attempt, tells the donor why and until when, and collects once fees fall', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    const response = await pledge(d, choice(campaign.id));
    expect(response.statusCode).toBe(201);
    const created: PledgeView = response.json();
    expect(created.deferred).toBeNull();
    const spiking = relayerWith(1n, generatePrivateKey());
    expect(await worker({ relayer: spiking }).tick()).toMatchObject({ deferred: 1, collected: 0 });
    const [row] = await context.database.db
      .select()
      .from(pledgePeriods)
      .innerJoin(pledges, eq(pledges.id, pledgePeriods.pledgeRowId))
      .where(eq(pledges.campaignId, campaign.id));
    expect(row!.pledge_periods).toMatchObject({ status: 'deferred', reason: 'gas_price', attempts: 0 });
    // Active (not the donor's fault), with the reason and the end of the period it is retried in.
    expect((await mine(d.session))[0]).toMatchObject({
      status: 'active',
      deferred: {
        reason: 'gas_price',
        until: new Date(Number(BigInt(created.terms.start) + MONTH) * 1000).toISOString(),
      },
    });
    expect(await worker().tick()).toMatchObject({ collected: 1 });
    expect(await vaultBalance(campaign.vault)).toBe(10n * UNIT);
    expect((await mine(d.session))[0]).toMatchObject({ status: 'active', deferred: null });
  });

  it('cancels from a signed link without sign-in: stopped at once and on chain, next period not collected', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    const created: PledgeView = (await pledge(d, choice(campaign.id))).json();
    await worker().tick();
    const link = await app.inject({ method: 'GET', url: `/api/pledges/${created.pledgeId}/cancel` });
    expect(link.statusCode, link.body).toBe(200);
    const stranger = privateKeyToAccount(generatePrivateKey());
    const typed = cancelPledgeTypedData(context.chain.chainId, collector, created.pledgeId as Hex);
    const forged = await app.inject({
      method: 'POST',
      url: `/api/pledges/${created.pledgeId}/cancel`,
      payload: { signature: await stranger.signTypedData(typed) },
    });
    expect(forged.statusCode).toBe(400);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/pledges/${created.pledgeId}/cancel`,
      payload: { signature: await privateKeyToAccount(d.key).signTypedData(typed) },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', nextCollectionAt: null });
    expect(await cancelledOnChain(created.pledgeId)).toBe(true);
    await moveClock(MONTH);
    await worker().tick();
    expect(await vaultBalance(campaign.vault)).toBe(10n * UNIT);
    expect(await notices(d.session)).toEqual(['collected', 'cancelled']);
  });

  it('notices a cancellation the donor made on chain with their own wallet at the next pass, with the notice', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    const created: PledgeView = (await pledge(d, choice(campaign.id))).json();
    await worker().tick();
    // The period is collected, so the worker would not read the collector again before the next one.
    await cancelWithOwnWallet(d.key, created);
    const w = worker();
    await w.tick();
    expect((await mine(d.session))[0]).toMatchObject({ status: 'cancelled', nextCollectionAt: null });
    expect(await notices(d.session)).toEqual(['collected', 'cancelled']);
    // A worker that has passed before reads only the events since then.
    const other = await donor();
    const second: PledgeView = (await pledge(other, choice(campaign.id))).json();
    await w.tick();
    await cancelWithOwnWallet(other.key, second);
    await w.tick();
    expect((await mine(other.session))[0]).toMatchObject({ status: 'cancelled' });
    expect(await notices(other.session)).toEqual(['collected', 'cancelled']);
  });

  it('keeps a signed cancellation the relayer cannot send yet, and the worker relays it later', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    const created: PledgeView = (await pledge(d, choice(campaign.id))).json();
    const funds = await kit.publicClient.getBalance({ address: relayer.address });
    await kit.testClient.setBalance({ address: relayer.address, value: 0n });
    const typed = cancelPledgeTypedData(context.chain.chainId, collector, created.pledgeId as Hex);
    const onChain = () => cancelledOnChain(created.pledgeId);
    try {
      const cancelled = await app.inject({
        method: 'POST',
        url: `/api/pledges/${created.pledgeId}/cancel`,
        payload: { signature: await privateKeyToAccount(d.key).signTypedData(typed) },
      });
      // The donor's cancellation stands at once; only its copy on chain waits.
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
      expect(await onChain()).toBe(false);
      await worker().tick();
      expect(await onChain()).toBe(false);
    } finally {
      await kit.testClient.setBalance({ address: relayer.address, value: funds });
    }
    await worker().tick();
    expect(await onChain()).toBe(true);
    const [row] = await context.database.db
      .select({ signature: pledges.cancelSignature, hash: pledges.cancelTxHash })
      .from(pledges)
      .where(eq(pledges.pledgeId, created.pledgeId));
    expect(row).toMatchObject({ signature: null, hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
    expect(await vaultBalance(campaign.vault)).toBe(0n);
    expect(await notices(d.session)).toEqual(['cancelled']);
  });

  it('cancels in one click from the link in the bell, without a wallet and on chain; a forged, foreign or expired link changes nothing', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    const other = await donor();
    const created: PledgeView = (await pledge(d, choice(campaign.id))).json();
    const foreign: PledgeView = (await pledge(other, choice(campaign.id))).json();
    await worker().tick();
    expect(await vaultBalance(campaign.vault)).toBe(20n * UNIT);
    const bell = await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(d.session) });
    const [collectedNotice] = bell.json().items;
    expect(collectedNotice).toMatchObject({ kind: 'pledge', detail: 'collected' });
    const path: string = collectedNotice.cancelPath;
    expect(path).toMatch(new RegExp(`^/pledges/${created.pledgeId}/cancel\\?t=\\d+\\.[\\w-]+$`));
    const token = new URL(path, 'http://x').searchParams.get('t')!;
    const show = (t: string) =>
      app.inject({ method: 'GET', url: `/api/pledges/${created.pledgeId}/cancel?t=${t}` });
    const cancel = (t: string) =>
      app.inject({ method: 'POST', url: `/api/pledges/${created.pledgeId}/cancel`, payload: { token: t } });
    expect((await show(token)).json()).toMatchObject({ link: 'valid', pledge: { status: 'active' } });

    const [expiry, mac] = token.split('.') as [string, string];
    const forged = [
      `${expiry}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
      // A later expiry with the same signature.
      `${Number(expiry) + 86_400}.${mac}`,
      // A genuine link of another donor's pledge.
      cancelLinkToken(secrets.jwtSecret, foreign.pledgeId),
    ];
    for (const t of forged) {
      expect((await show(t)).json().link).toBe('invalid');
      const refused = await cancel(t);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(CANCEL_ERRORS.badLink);
    }
    const old = new Date(Date.now() - (CANCEL_LINK_VALID_SECONDS + 60) * 1000);
    const expired = cancelLinkToken(secrets.jwtSecret, created.pledgeId, old);
    expect((await show(expired)).json().link).toBe('expired');
    const late = await cancel(expired);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(CANCEL_ERRORS.expiredLink);
    expect((await mine(d.session))[0]).toMatchObject({ status: 'active' });

    const cancelled = await cancel(token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', nextCollectionAt: null });
    // On chain too, with the CancelPledge the donor signed with the pledge: nobody can collect it.
    expect(await cancelledOnChain(created.pledgeId)).toBe(true);
    expect((await cancel(token)).statusCode).toBe(200);
    await moveClock(MONTH);
    await worker().tick();
    // The other donor's second month only.
    expect(await vaultBalance(campaign.vault)).toBe(30n * UNIT);
    const after = await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(d.session) });
    expect(after.json().items.every((item: { cancelPath: string | null }) => item.cancelPath === null)).toBe(
      true,
    );
    expect(await notices(d.session)).toEqual(['collected', 'cancelled']);
  });

  it('refuses a pledge whose kept cancel signature is not its wallet’s, and saves nothing', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    const stranger = privateKeyToAccount(generatePrivateKey());
    const response = await pledge(d, choice(campaign.id), undefined, { cancelSigner: stranger });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PLEDGE_ERRORS.badCancelSignature);
    expect(await mine(d.session)).toEqual([]);
  });

  /** What a third party can do with the terms and signature decoded from a first collection's
   *  calldata (issue 38): send `collect` for the current period from a wallet of its own. */
  async function collectAsStranger(row: typeof pledges.$inferSelect, index: bigint) {
    const key = generatePrivateKey();
    await kit.testClient.setBalance({ address: privateKeyToAccount(key).address, value: parseEther('1') });
    return kit.walletFor(key).writeContract({
      address: collector,
      abi: pledgeCollectorAbi,
      functionName: 'collect',
      args: [termsOfRow(row), row.signature as Hex, index],
    });
  }

  async function rowOf(pledgeIdHex: string) {
    const [row] = await context.database.db.select().from(pledges).where(eq(pledges.pledgeId, pledgeIdHex));
    return row!;
  }

  it('refuses a pledge without the CancelPledge that lets the platform stop it on chain, and saves nothing', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    const response = await pledge(d, choice(campaign.id), undefined, { cancelSigner: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cancelSignature/);
    expect(await mine(d.session)).toEqual([]);
  });

  it('does not call a running pledge without a kept CancelPledge cancelled from its link: only its wallet can, on chain', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    const created: PledgeView = (await pledge(d, choice(campaign.id))).json();
    await worker().tick();
    // A pledge saved before the CancelPledge was required.
    await context.database.db
      .update(pledges)
      .set({ cancelSignature: null })
      .where(eq(pledges.pledgeId, created.pledgeId));
    const response = await app.inject({
      method: 'POST',
      url: `/api/pledges/${created.pledgeId}/cancel`,
      payload: { token: cancelLinkToken(secrets.jwtSecret, created.pledgeId) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CANCEL_ERRORS.needsWallet);
    expect((await mine(d.session))[0]).toMatchObject({ status: 'active' });
    expect(await notices(d.session)).toEqual(['collected']);
  });

  it('cancels a paused campaign’s pledges on chain, so nobody can collect them, and tells the donor', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    const created: PledgeView = (await pledge(d, choice(campaign.id))).json();
    await worker().tick();
    expect(await vaultBalance(campaign.vault)).toBe(10n * UNIT);
    await setCampaignStatus(campaign.id, 'paused');
    await worker().tick();
    expect((await mine(d.session))[0]).toMatchObject({
      status: 'stopped',
      reason: 'campaign_not_accepting',
      nextCollectionAt: null,
    });
    expect(await cancelledOnChain(created.pledgeId)).toBe(true);
    expect(await notices(d.session)).toEqual(['collected', 'stopped_moderation']);
    // The creator (or anyone) with the terms and signature from the first collection's calldata.
    await moveClock(MONTH);
    await expect(collectAsStranger(await rowOf(created.pledgeId), 1n)).rejects.toThrow(/PledgeIsCancelled/);
    expect(await vaultBalance(campaign.vault)).toBe(10n * UNIT);
    // Resumed, the campaign takes new pledges; the stopped one stays stopped.
    await setCampaignStatus(campaign.id, 'active');
    await worker().tick();
    expect((await mine(d.session))[0]).toMatchObject({ status: 'stopped' });
    expect((await pledge(d, choice(campaign.id))).statusCode).toBe(201);
  });

  it('counts a period someone else collected on chain, for a running pledge and for one stopped here', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    const created: PledgeView = (await pledge(d, choice(campaign.id))).json();
    const w = worker();
    await w.tick();
    await moveClock(MONTH);
    // Collected by a third party before the platform's worker passes: counted once, and told.
    await kit.mined(collectAsStranger(await rowOf(created.pledgeId), 1n));
    await w.tick();
    expect((await mine(d.session))[0]).toMatchObject({ status: 'active', collectedPeriods: 2 });
    expect(await vaultBalance(campaign.vault)).toBe(20n * UNIT);
    // Stopped here without a kept CancelPledge (saved before it was required): the chain still
    // lets anyone collect, and the API must say what the chain did, to a worker started afresh too.
    await context.database.db
      .update(pledges)
      .set({ cancelSignature: null })
      .where(eq(pledges.pledgeId, created.pledgeId));
    await setCampaignStatus(campaign.id, 'paused');
    await w.tick();
    await moveClock(MONTH);
    await kit.mined(collectAsStranger(await rowOf(created.pledgeId), 2n));
    await worker().tick();
    expect((await mine(d.session))[0]).toMatchObject({ status: 'stopped', collectedPeriods: 3 });
    expect(await notices(d.session)).toEqual(['collected', 'collected', 'stopped_moderation', 'collected']);
  });

  it('reminds the donor the configured hours before the next collection, once, in the bell and by mail if on, both naming its date', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    const email = await verify(d);
    const quiet = await donor();
    const quietEmail = await verify(quiet, { pledge_reminder: false });
    expect((await pledge(d, choice(campaign.id))).statusCode).toBe(201);
    expect((await pledge(quiet, choice(campaign.id))).statusCode).toBe(201);
    // PLEDGE_REMINDER_HOURS=30 rather than the default 72.
    const reminding = () => worker({ reminderSeconds: 30n * 3_600n });
    await reminding().tick();
    await moveClock(MONTH - 2n * 86_400n);
    await reminding().tick();
    expect(await notices(d.session)).toEqual(['collected']);
    await moveClock(86_400n + 3_600n);
    await reminding().tick();
    await reminding().tick();
    expect(await notices(d.session)).toEqual(['collected', 'reminder']);
    expect(await notices(quiet.session)).toEqual(['collected', 'reminder']);
    const [reminder, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    const [view] = await mine(d.session);
    expect(reminder!.subject).toBe(
      `Your monthly gift to ${campaign.title} is collected on ${view!.nextCollectionAt!.slice(0, 16).replace('T', ' ')} UTC`,
    );
    // The bell names the same collection (its text is worded by the web app), not "in 3 days".
    const bell = await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(d.session) });
    expect(bell.json().items[0]).toMatchObject({
      detail: 'reminder',
      pledgeCadence: 'monthly',
      collectsAt: view!.nextCollectionAt,
    });
    expect(reminder!.text).toContain('10.00 USDC');
    expect(reminder!.text).toContain(context.chain.name);
    expect(reminder!.text).toContain(`/campaign/${campaign.id}`);
    // Its button cancels in one click (decision 107), a link signed for this pledge.
    expect(reminder!.text).toContain(`/pledges/${view!.pledgeId}/cancel?t=`);
    expect(reminder!.headers.some((header) => header.name.toLowerCase() === 'list-unsubscribe')).toBe(true);
    // The switch off: the bell only.
    expect(await mailsTo(quietEmail)).toEqual([]);
    const queued = await context.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'pledge_reminder'));
    expect(queued.map((row) => row.userId)).toEqual([d.session.user.id]);
  });

  it('stops the pledges of a campaign that ended', async () => {
    const campaign = await openCampaign();
    const d = await donor();
    expect((await pledge(d, choice(campaign.id))).statusCode).toBe(201);
    await worker().tick();
    await setCampaignStatus(campaign.id, 'completed');
    await moveClock(MONTH);
    await worker().tick();
    expect((await mine(d.session))[0]).toMatchObject({ status: 'stopped', reason: 'campaign_ended' });
    expect(await notices(d.session)).toEqual(['collected', 'stopped']);
    expect(await vaultBalance(campaign.vault)).toBe(10n * UNIT);
  });
});

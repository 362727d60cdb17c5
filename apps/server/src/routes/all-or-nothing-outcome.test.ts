import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import { refundTypedData } from '@crowdvault/contracts/refund-signature';
import type { MyDonation } from '@crowdvault/shared/api/donation';
import type { Receipt } from '@crowdvault/shared/api/receipt';
import { REFUND_ERRORS } from '@crowdvault/shared/api/refund';
import type { CampaignLedger, PlatformReconciliation } from '@crowdvault/shared/api/transparency';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Address, getAddress, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, notifications, users } from '../db/schema';
import { OutcomeWatcher, recordOutcome } from '../services/all-or-nothing/outcome-watcher';
import {
  chainNow,
  createAllOrNothingCampaign,
  donateToVault,
  indexToHead,
  passDeadline,
} from '../test/aon-kit';
import { dealToken } from '../test/chain-kit';
import { parseCsv } from '../test/csv';
import { createMailKit } from '../test/mail-kit';
import { bearer, signIn } from '../test/sign-in';
import { createTestContext, testRelayer } from '../test/test-app';

// Issue 29 and 33 on the server, after the chain decides: a failed all-or-nothing vault with two
// donors (one of whom also sent a plain transfer) and a third donor who turned refund mail off.
// The outcome follows the chain's clock, the ledger reconciles with the refunds, receipts and My
// Donations show them, and each donor with the switch on gets exactly one "refund available" mail.

type Context = Awaited<ReturnType<typeof createTestContext>>;
type Kit = Awaited<ReturnType<typeof createMailKit>>;
const RELAYER_KEY = generatePrivateKey();
const USDT = 1_000_000n;

describe('an all-or-nothing campaign that fails', () => {
  let context: Context;
  let kit: Kit;
  let app: FastifyInstance;
  let chain: ReturnType<typeof devChainClients>;
  let usdt: Address;
  let campaign: Awaited<ReturnType<typeof createAllOrNothingCampaign>>;
  const donors = {
    amina: { key: generatePrivateKey(), email: 'amina@example.org', gives: 25n * USDT },
    bo: { key: generatePrivateKey(), email: 'bo@example.org', gives: 40_500_001n },
    cleo: { key: generatePrivateKey(), email: 'cleo@example.org', gives: 7n * USDT },
  };
  const plainTransfer = 3n * USDT;
  let plainHash: Hex;

  const watcher = () =>
    new OutcomeWatcher({
      db: context.database.db,
      chain: context.chain,
      relayer: testRelayer(context.chain, RELAYER_KEY),
    });

  const read = async (url: string, key?: Hex) => {
    const headers = key ? bearer(await signIn(app, key)) : {};
    const response = await app.inject({ url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const get = async <T>(url: string, key?: Hex): Promise<T> => (await read(url, key)).json() as T;
  const myDonations = (key: Hex) => get<MyDonation[]>('/api/donations/me', key);
  const campaignResponse = () =>
    get<{ fundingState: string; allOrNothing: { state: string } }>(`/api/campaigns/${campaign.id}`);
  const refundMails = () => kit.mailbox.list().filter((mail) => mail.subject.includes('refund'));

  beforeAll(async () => {
    context = await createTestContext({ RELAYER_PRIVATE_KEY: RELAYER_KEY });
    chain = devChainClients(context.chain.rpcUrls[0]!);
    await chain.testClient.setBalance({
      address: privateKeyToAccount(RELAYER_KEY).address,
      value: 10n ** 21n,
    });
    kit = await createMailKit(context);
    app = kit.app;
    await app.ready();
    usdt = context.chain.deployment.tokens.find((token) => token.symbol === 'USDT')!.address;
    const { db } = context.database;
    // Each donor has an account with a verified address; Cleo has turned refund mail off.
    for (const [name, donor] of Object.entries(donors)) {
      await signIn(app, donor.key);
      await db
        .update(users)
        .set({
          email: donor.email,
          emailVerified: true,
          emailPreferences: name === 'cleo' ? { refund_available: false } : {},
        })
        .where(eq(users.walletAddress, privateKeyToAccount(donor.key).address.toLowerCase()));
    }
    campaign = await createAllOrNothingCampaign(db, context.chain, chain, { goal: '1000', seconds: 60 });
    for (const donor of Object.values(donors)) {
      await donateToVault(chain, campaign.vault, usdt, donor.gives, donor.key);
    }
    // Amina also sends 3 USDT straight to the vault's address: not counted, never refunded.
    await chain.testClient.setBalance({
      address: privateKeyToAccount(donors.amina.key).address,
      value: 10n ** 18n,
    });
    await dealToken(chain, usdt, privateKeyToAccount(donors.amina.key).address, plainTransfer);
    plainHash = (
      await chain.mined(
        chain.walletFor(donors.amina.key).writeContract({
          address: usdt,
          abi: testUsdtAbi,
          functionName: 'transfer',
          args: [campaign.vault, plainTransfer],
        }),
      )
    ).transactionHash;
    await indexToHead(context);
  }, 120_000);

  afterAll(async () => {
    await kit?.close();
    await context?.close();
  });

  it('stays funding until the chain’s clock passes the deadline, then reads failed from the vault', async () => {
    expect((await campaignResponse()).fundingState).toBe('funding');
    expect(await watcher().tick()).toEqual({ decided: 0, pushed: 0 });
    expect((await campaignResponse()).fundingState).toBe('funding');

    // Only the chain's clock moves: the server's own clock is still before the deadline.
    await passDeadline(chain, campaign.deadline);
    expect(Date.now() / 1000).toBeLessThan(campaign.deadline);
    expect(await chainNow(chain)).toBeGreaterThan(campaign.deadline);
    expect(await watcher().tick()).toEqual({ decided: 1, pushed: 3 });
    expect(await campaignResponse()).toMatchObject({
      fundingState: 'failed',
      allOrNothing: { state: 'failed' },
    });
  });

  it('offers the refund in My Donations while it is not recorded paid, and shows it once it is', async () => {
    // The refunds were pushed, but the indexer has not read them yet: the claim is still offered.
    const before = await myDonations(donors.bo.key);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({
      campaign: { id: campaign.id, fundingState: 'failed' },
      counted: true,
      refund: null,
    });

    await indexToHead(context);
    const bo = privateKeyToAccount(donors.bo.key).address;
    expect((await myDonations(donors.bo.key))[0]).toMatchObject({
      amount: '40.500001',
      counted: true,
      refund: { amount: '40.500001', method: 'pushed', to: bo },
    });
    const amina = await myDonations(donors.amina.key);
    expect(
      amina.map((donation) => [donation.amount, donation.counted, donation.refund?.amount ?? null]),
    ).toEqual(
      expect.arrayContaining([
        ['25', true, '25'],
        ['3', false, null],
      ]),
    );
  });

  it('reconciles the vault per token: contributions and the plain transfer, minus the refunds, are its balance', async () => {
    const ledger = await get<CampaignLedger>(`/api/campaigns/${campaign.id}/ledger`);
    const line = ledger.reconciliation!.lines.find((candidate) => candidate.symbol === 'USDT')!;
    expect(line).toMatchObject({
      donated: '75.500001',
      withdrawn: '0',
      refunded: '72.500001',
      expected: '3',
      onChain: '3',
      difference: '0',
      status: 'ok',
      explanation: null,
    });
    const platform = await get<PlatformReconciliation>('/api/transparency/reconciliation');
    expect(platform.chains[0]!.mismatches.filter((mismatch) => mismatch.campaignId === campaign.id)).toEqual(
      [],
    );
  });

  it('receipts show the refund of a counted gift, and a plain transfer as not counted', async () => {
    const amina = await myDonations(donors.amina.key);
    const gift = amina.find((donation) => donation.counted)!;
    const receipt = await get<Receipt>(
      `/api/receipts/${gift.chainId}/${gift.transactionHash}/${gift.logIndex}`,
    );
    expect(receipt).toMatchObject({
      amount: '25',
      counted: true,
      refund: { amount: '25', method: 'pushed', to: privateKeyToAccount(donors.amina.key).address },
    });
    expect(receipt.refund!.transactionHash).toMatch(/^0x[0-9a-f]{64}$/);

    const plain = amina.find((donation) => donation.transactionHash === plainHash)!;
    const plainReceipt = await get<Receipt>(
      `/api/receipts/${plain.chainId}/${plain.transactionHash}/${plain.logIndex}`,
    );
    expect(plainReceipt).toMatchObject({ amount: '3', counted: false, refund: null });

    const year = new Date(gift.createdAt).getUTCFullYear();
    const csv = parseCsv((await read(`/api/donations/me/statement?year=${year}`, donors.amina.key)).body);
    const header = csv[0]!;
    const rows = csv
      .slice(1)
      .map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
    expect(rows.map((row) => [row.amount, row.counted, row.refunded])).toEqual(
      expect.arrayContaining([
        ['25', 'yes', '25'],
        ['3', 'no', ''],
      ]),
    );
    expect(rows.find((row) => row.amount === '25')!.refund_tx).toBe(receipt.refund!.transactionHash);
  });

  it('refuses a signed refund relayed to another address than the donor signed for, and a second claim; nothing moves', async () => {
    const amina = privateKeyToAccount(donors.amina.key);
    const balance = () =>
      chain.publicClient.readContract({
        address: usdt,
        abi: testUsdtAbi,
        functionName: 'balanceOf',
        args: [amina.address],
      });
    const before = await balance();
    const deadline = BigInt((await chainNow(chain)) + 3_600);
    const signature = await amina.signTypedData(
      refundTypedData({
        chainId: context.chain.chainId,
        vault: campaign.vault,
        donor: amina.address,
        to: amina.address,
        deadline,
      }),
    );
    const claim = (to: Address) =>
      signIn(app, donors.amina.key).then((session) =>
        app.inject({
          method: 'POST',
          url: `/api/campaigns/${campaign.id}/refund`,
          headers: bearer(session),
          payload: { to, deadline: deadline.toString(), signature },
        }),
      );
    const elsewhere = await claim(getAddress(`0x${'77'.repeat(20)}`));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toContain(REFUND_ERRORS.wrongDonor);
    // Her own address: the refund was already pushed, so there is nothing left to claim.
    const again = await claim(amina.address);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain(REFUND_ERRORS.nothingToRefund);
    expect(await balance()).toBe(before);
  });

  it('mails each donor with the switch on exactly once that the refund is available, also after a restart', async () => {
    const worker = kit.worker();
    await kit.drain(worker);
    const mails = refundMails();
    expect(mails.map((mail) => mail.envelopeTo).sort()).toEqual([[donors.amina.email], [donors.bo.email]]);
    const bo = mails.find((mail) => mail.envelopeTo.includes(donors.bo.email))!;
    expect(bo.subject).toBe(`Your refund from ${campaign.title} is available`);
    expect(bo.text).toContain('40.500001 USDT');
    expect(bo.text).toContain(context.chain.name);
    expect(bo.text).toContain(`/campaign/${campaign.id}`);
    expect(bo.headers.some((header) => header.name.toLowerCase() === 'list-unsubscribe')).toBe(true);
    // Amina's plain transfer is not hers to get back: the mail names her 25 USDT only.
    const amina = mails.find((mail) => mail.envelopeTo.includes(donors.amina.email))!;
    expect(amina.text).toContain('25.00 USDT');
    expect(amina.text).not.toContain('28.00 USDT');

    // Another watcher (a restart) and a second record of the outcome queue nothing more.
    expect(await watcher().tick()).toEqual({ decided: 0, pushed: 0 });
    expect(await recordOutcome(context.database.db, campaign.id, 'failed')).toBe(false);
    await kit.drain(worker);
    expect(refundMails()).toHaveLength(2);
    const rows = await context.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'refund_available'));
    expect(rows).toHaveLength(2);

    // The bell tells each donor once, Cleo too (her switch is for mail only).
    for (const donor of Object.values(donors)) {
      const [user] = await context.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.walletAddress, getAddress(privateKeyToAccount(donor.key).address).toLowerCase()));
      const bell = await context.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user!.id), eq(notifications.kind, 'outcome')));
      expect(bell.map((notice) => notice.detail)).toEqual(['failed']);
    }
  });
});

import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { testUsdtAbi } from '@crowdvault/contracts/generated/artifacts';
import {
  cancelPledgeTypedData,
  pledgeTermsOf,
  pledgeTypedData,
} from '@crowdvault/contracts/pledge-signature';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import { PERMIT_TYPES } from '@crowdvault/shared/api/gasless-donation';
import type { Receipt } from '@crowdvault/shared/api/receipt';
import type { CampaignLedger } from '@crowdvault/shared/api/transparency';
import { and, eq } from 'drizzle-orm';
import { type Address, type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../chain/deployment';
import { registryOf } from '../chain/registry';
import { donations } from '../db/schema';
import { SoleLeadership } from '../infra/jobs/leader-lock';
import { Lanes } from '../infra/lanes/chain-lane';
import { PledgeWorker } from '../services/pledges/pledge-worker';
import { createPledge, quotePledge } from '../services/pledges/pledges';
import { createCampaign, dealToken, indexUpTo } from '../test/chain-kit';
import { parseCsv } from '../test/csv';
import { pdfText } from '../test/pdf-text';
import { bearer, signIn } from '../test/sign-in';
import { testRelayer } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const USDT = 10n ** 6n;

describe('receipts and statements', () => {
  let kit: DevChainClients;
  let usdt: Address;
  let campaign: { id: number; vault: Address };
  let txHash: Hex;
  let logIndex: number;
  let blockNumber: bigint;
  let donorSession: AuthResponse;
  let strangerSession: AuthResponse;
  // Fresh keys: test files share one anvil, and a shared dev account would race us for nonces.
  const donorKey = generatePrivateKey();
  const donor = privateKeyToAccount(donorKey).address;
  const strangerKey = generatePrivateKey();

  const fixture = useTestApp();
  beforeAll(async () => {
    kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
    await kit.testClient.setBalance({ address: donor, value: parseEther('1') });
    usdt = findToken(fixture.context.chain.deployment, 'USDT')!.address;
    await dealToken(kit, usdt, donor, 100n * USDT);
    campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
    const receipt = await kit.mined(
      kit.walletFor(donorKey).writeContract({
        address: usdt,
        abi: testUsdtAbi,
        functionName: 'transfer',
        args: [campaign.vault, 12_500_000n],
      }),
    );
    txHash = receipt.transactionHash;
    logIndex = receipt.logs[0]!.logIndex;
    blockNumber = receipt.blockNumber;
    donorSession = await signIn(fixture.app, donorKey);
    strangerSession = await signIn(fixture.app, strangerKey);
    const claim = await fixture.app.inject({
      method: 'POST',
      url: '/api/donations',
      headers: bearer(donorSession),
      payload: { campaignId: campaign.id, transactionHash: txHash, isAnonymous: true },
    });
    expect(claim.statusCode).toBe(201);
  });

  const receiptUrl = () => `/api/receipts/${fixture.context.chain.chainId}/${txHash}/${logIndex}`;
  const get = (url: string, session?: AuthResponse) =>
    fixture.app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });

  it('shows the figures of a known donation', async () => {
    const response = await get(receiptUrl());
    expect(response.statusCode).toBe(200);
    const receipt: Receipt = response.json();
    expect(receipt).toMatchObject({
      chainId: fixture.context.chain.chainId,
      // The registry's name for the chain, as every other page names it.
      chainName: 'Local Anvil',
      transactionHash: txHash,
      logIndex,
      blockNumber: blockNumber.toString(),
      amount: '12.5',
      symbol: 'USDT',
      tokenAddress: usdt,
      vaultAddress: campaign.vault,
      campaign: { id: campaign.id },
      isAnonymous: true,
      explorerUrl: null,
    });
    const block = await kit.publicClient.getBlock({ blockNumber });
    expect(new Date(receipt.timestamp).getTime()).toBe(Number(block.timestamp) * 1000);
  });

  it("shows an anonymous donor's address to the donor only, on the page and in the PDF", async () => {
    const asPublic: Receipt = (await get(receiptUrl())).json();
    const asStranger: Receipt = (await get(receiptUrl(), strangerSession)).json();
    const asDonor: Receipt = (await get(receiptUrl(), donorSession)).json();
    expect(asPublic.donorAddress).toBeNull();
    expect(asStranger).toMatchObject({ donorAddress: null, viewerIsDonor: false });
    expect(asDonor).toMatchObject({ donorAddress: donor, viewerIsDonor: true });

    const publicPdf = await get(`${receiptUrl()}/pdf`);
    expect(publicPdf.statusCode).toBe(200);
    expect(publicPdf.headers['content-type']).toBe('application/pdf');
    const publicText = pdfText(publicPdf.rawPayload);
    expect(publicText).toContain('Anonymous');
    expect(publicText.toLowerCase()).not.toContain(donor.toLowerCase());

    const donorText = pdfText((await get(`${receiptUrl()}/pdf`, donorSession)).rawPayload);
    expect(donorText).toContain(donor);
  });

  it('puts the receipt figures in the PDF', async () => {
    const response = await get(`${receiptUrl()}/pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('12.5 USDT');
    expect(text).toContain(txHash);
    expect(text).toContain(campaign.vault);
    expect(text).toContain(blockNumber.toString());
    expect(text).toContain(`(#${campaign.id})`);
  });

  it('answers 404 for a transfer that is not a recorded donation', async () => {
    expect(
      (await get(`/api/receipts/${fixture.context.chain.chainId}/${txHash}/${logIndex + 7}`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/receipts/1/${txHash}/${logIndex}`)).statusCode).toBe(404);
  });

  it("gives the donor a year's statement as CSV and PDF", async () => {
    const block = await kit.publicClient.getBlock({ blockNumber });
    const year = new Date(Number(block.timestamp) * 1000).getUTCFullYear();
    const csv = await get(`/api/donations/me/statement?year=${year}&format=csv`, donorSession);
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(3, 6)).toEqual(['12.5', 'USDT', 'yes']);
    expect(rows[1]?.[8]).toContain(`/receipt/${fixture.context.chain.chainId}/${txHash}/${logIndex}`);
    // The columns added after the first nine, in the order a sheet reads them by position.
    expect(rows[0]?.slice(9).join(',')).toBe(
      'chain_id,network,counted,refunded,refund_tx,swapped_token,swapped_amount,swap_rate',
    );
    // A plain gift to a 'keep' campaign: the all-or-nothing and swap-gift columns stay empty.
    expect(rows[1]?.slice(9)).toEqual([
      String(fixture.context.chain.chainId),
      fixture.context.chain.name,
      ...['', '', '', '', '', ''],
    ]);

    const pdf = await get(`/api/donations/me/statement?year=${year}&format=pdf`, donorSession);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Donation statement ${year}`);
    expect(text).toContain(`${fixture.context.chain.name}  block`);
    expect(text).toContain('12.5 USDT');

    const otherYear = await get(`/api/donations/me/statement?year=${year - 1}`, donorSession);
    expect(parseCsv(otherYear.body)).toHaveLength(1);
    expect((await get(`/api/donations/me/statement?year=${year}`)).statusCode).toBe(401);
  });

  it('records a collected monthly pledge period as the donor’s donation: ledger, receipt, PDF, statement', async () => {
    // A gasless USDC pledge signed by a fresh donor, collected once by the worker (period 0 is due
    // at once: no clock move on the shared chain), then read by the indexer like any transfer.
    const key = generatePrivateKey();
    const pledger = privateKeyToAccount(key);
    await kit.testClient.setBalance({ address: pledger.address, value: parseEther('1') });
    const usdc = findToken(fixture.context.chain.deployment, 'USDC')!.address;
    await dealToken(kit, usdc, pledger.address, 100n * USDT);
    const relayerKey = generatePrivateKey();
    await kit.testClient.setBalance({
      address: privateKeyToAccount(relayerKey).address,
      value: parseEther('1'),
    });
    const relayer = testRelayer(fixture.context.chain, relayerKey);
    const deps = {
      db: fixture.context.database.db,
      chains: registryOf(fixture.context.chain),
      lanes: new Lanes(registryOf(fixture.context.chain), [
        { chain: fixture.context.chain, relayer, leadership: new SoleLeadership() },
      ]),
    };
    const session = await signIn(fixture.app, key);
    const user = { ...session.user, walletAddress: pledger.address, isAdmin: false } as never;
    const choice = {
      campaignId: campaign.id,
      token: 'USDC',
      amount: '7.25',
      cadence: 'monthly',
      periods: 3,
    } as const;
    const quote = await quotePledge(deps, user, choice);
    const collector = fixture.context.chain.deployment.pledgeCollectorAddress!;
    const terms = pledgeTermsOf(quote.terms);
    const permit = quote.permit!;
    await createPledge(deps, user, {
      choice,
      start: quote.terms.start,
      salt: quote.terms.salt,
      signature: await pledger.signTypedData(pledgeTypedData(quote.chainId, collector, terms)),
      cancelSignature: await pledger.signTypedData(
        cancelPledgeTypedData(quote.chainId, collector, quote.pledgeId as Hex),
      ),
      permit: {
        deadline: permit.deadline,
        signature: await pledger.signTypedData({
          domain: { ...permit.domain, chainId: quote.chainId, verifyingContract: terms.token },
          types: PERMIT_TYPES,
          primaryType: 'Permit',
          message: {
            owner: pledger.address,
            spender: collector,
            value: BigInt(quote.allowance),
            nonce: BigInt(permit.nonce),
            deadline: BigInt(permit.deadline),
          },
        }),
      },
    });
    const worker = new PledgeWorker({
      db: fixture.context.database.db,
      chain: fixture.context.chain,
      relayer,
    });
    expect(await worker.tick()).toMatchObject({ collected: 1 });
    await indexUpTo(fixture.context, await kit.publicClient.getBlockNumber());
    const [row] = await fixture.context.database.db
      .select()
      .from(donations)
      .where(
        and(eq(donations.campaignId, campaign.id), eq(donations.donorAddress, pledger.address.toLowerCase())),
      );
    expect(row).toMatchObject({
      chainId: fixture.context.chain.chainId,
      amount: 7_250_000n,
      donorUserId: session.user.id,
    });

    const ledger: CampaignLedger = (await get(`/api/campaigns/${campaign.id}/ledger`)).json();
    expect(ledger.entries.find((entry) => entry.transactionHash === row!.txHash)).toMatchObject({
      kind: 'donation',
      chainId: fixture.context.chain.chainId,
      // Credited as a one-time gift is: by address, since the donor did not ask for anonymity.
      donorAddress: pledger.address,
      amount: '7.25',
      symbol: 'USDC',
    });

    const url = `/api/receipts/${fixture.context.chain.chainId}/${row!.txHash}/${row!.logIndex}`;
    const figures = {
      chainId: fixture.context.chain.chainId,
      amount: '7.25',
      symbol: 'USDC',
      campaign: { id: campaign.id },
    };
    expect((await get(url)).json()).toMatchObject({ ...figures, donorAddress: pledger.address });
    expect((await get(url, session)).json()).toMatchObject({
      ...figures,
      donorAddress: pledger.address,
      viewerIsDonor: true,
    });
    const pdf = pdfText((await get(`${url}/pdf`, session)).rawPayload);
    expect(pdf).toContain('7.25 USDC');
    expect(pdf).toContain(pledger.address);

    const block = await kit.publicClient.getBlock({ blockNumber: row!.blockNumber });
    const year = new Date(Number(block.timestamp) * 1000).getUTCFullYear();
    const rows = parseCsv((await get(`/api/donations/me/statement?year=${year}&format=csv`, session)).body);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(3, 5)).toEqual(['7.25', 'USDC']);
    expect(rows[1]?.[8]).toContain(
      `/receipt/${fixture.context.chain.chainId}/${row!.txHash}/${row!.logIndex}`,
    );
    expect(rows[1]?.[9]).toBe(String(fixture.context.chain.chainId));
    const statementPdf = pdfText(
      (await get(`/api/donations/me/statement?year=${year}&format=pdf`, session)).rawPayload,
    );
    expect(statementPdf).toContain('7.25 USDC');
  });
});

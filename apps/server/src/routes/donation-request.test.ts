import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import type { DonationTransaction } from '@crowdvault/shared/api/donation';
import { eq } from 'drizzle-orm';
import { type Address, erc20Abi, type Hex, parseEther } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../chain/deployment';
import { campaigns } from '../db/schema';
import { DONATION_REQUEST_ERRORS as E } from '../services/donations/donation-request';
import { createAllOrNothingCampaign, passDeadline } from '../test/aon-kit';
import { createCampaign, dealToken } from '../test/chain-kit';
import { createTestApp, createTestContext } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

describe('POST /api/campaigns/:id/donate', () => {
  let kit: DevChainClients;
  let usdt: Address;
  let dai: Address;
  /** A fresh donor (not a shared dev account, whose nonce other test files use at the same time). */
  const donorKey = generatePrivateKey();

  const fixture = useTestApp({ env: { WRITE_RATE_LIMIT_PER_IP: '0' } });
  beforeAll(async () => {
    kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
    usdt = findToken(fixture.context.chain.deployment, 'USDT')!.address;
    dai = findToken(fixture.context.chain.deployment, 'DAI')!.address;
    const donor = kit.walletFor(donorKey).account.address;
    await kit.testClient.setBalance({ address: donor, value: parseEther('100') });
    await dealToken(kit, usdt, donor, 1_000n * 10n ** 6n);
    await dealToken(kit, dai, donor, 1_000n * 10n ** 18n);
  });

  const ask = (id: number | string, payload: Record<string, unknown>) =>
    fixture.app.inject({ method: 'POST', url: `/api/campaigns/${id}/donate`, payload });

  /** Sends the answered transaction as it is, from the donor's wallet. */
  async function send(transaction: DonationTransaction) {
    const receipt = await kit.mined(
      kit.walletFor(donorKey).sendTransaction({
        to: transaction.to as Address,
        data: transaction.data as Hex,
        value: BigInt(transaction.value),
        chainId: transaction.chainId,
      }),
    );
    expect(receipt.status).toBe('success');
  }

  const tokenBalance = (token: Address, holder: Address) =>
    kit.publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [holder],
    });

  it('answers a USDT (6 decimals) transfer to the vault, which moves exactly the amount', async () => {
    const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
    const response = await ask(campaign.id, { token: 'USDT', amount: '12.345678' });
    expect(response.statusCode).toBe(200);
    const transaction = response.json<DonationTransaction>();
    expect(transaction).toMatchObject({ chainId: fixture.context.chain.chainId, to: usdt, value: '0' });
    expect(transaction.data.startsWith('0xa9059cbb')).toBe(true); // transfer(address,uint256)

    const before = await tokenBalance(usdt, campaign.vault);
    await send(transaction);
    expect((await tokenBalance(usdt, campaign.vault)) - before).toBe(12_345_678n);
  });

  it('answers a DAI (18 decimals) transfer, the token named by its address in any case', async () => {
    const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain, {
      currency: 'DAI',
    });
    const response = await ask(campaign.id, { token: dai.toLowerCase(), amount: '0.000000000000000123' });
    expect(response.statusCode).toBe(200);
    const transaction = response.json<DonationTransaction>();
    expect(transaction.to).toBe(dai);

    const before = await tokenBalance(dai, campaign.vault);
    await send(transaction);
    expect((await tokenBalance(dai, campaign.vault)) - before).toBe(123n);
  });

  it('answers a native transfer: the vault as recipient, the amount in wei as value', async () => {
    const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
    const response = await ask(campaign.id, { token: 'eth', amount: '1.5' });
    expect(response.statusCode).toBe(200);
    const transaction = response.json<DonationTransaction>();
    expect(transaction).toEqual({
      chainId: fixture.context.chain.chainId,
      to: campaign.vault,
      data: '0x',
      value: '1500000000000000000',
    });

    const before = await kit.publicClient.getBalance({ address: campaign.vault });
    await send(transaction);
    expect((await kit.publicClient.getBalance({ address: campaign.vault })) - before).toBe(parseEther('1.5'));
  });

  it('refuses bad input with a clear 400', async () => {
    const { id } = await createCampaign(fixture.context.database.db, fixture.context.chain);
    const refused = async (payload: Record<string, unknown>, message: string | RegExp) => {
      const response = await ask(id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    };
    await refused({ token: 'USDT', amount: '1', donor: '0x' }, /Unrecognized key.*donor/);
    await refused({ token: 'USDT', amount: '1', from: '0x' }, /from/);
    await refused({ token: 'USDT' }, /amount/);
    await refused({ token: 'USDT', amount: '1.0000001' }, E.tooPrecise('USDT', 6));
    await refused({ token: 'USDT', amount: '-1' }, E.notAnAmount('USDT'));
    await refused({ token: 'USDT', amount: 'abc' }, E.notAnAmount('USDT'));
    await refused({ token: 'USDT', amount: '1e6' }, E.notAnAmount('USDT'));
    await refused({ token: 'USDT', amount: 1 }, /amount/);
    await refused({ token: 'USDT', amount: '0.000000' }, E.notPositive);
    // 2^256 base units and more: no balance can hold it.
    await refused({ token: 'DAI', amount: `1${'0'.repeat(60)}` }, E.tooLarge);
    await refused({ token: 'USDT', amount: '9'.repeat(101) }, /Amount is too long/);
    await refused(
      { token: 'WBTC', amount: '1' },
      'WBTC is not a token this campaign accepts on Local Anvil; accepted: USDT',
    );
    await refused({ token: `0x${'12'.repeat(20)}`, amount: '1' }, /is not a token this campaign accepts/);
  });

  it('answers 404 for an unknown or malformed campaign id', async () => {
    for (const id of [2_000_000_000, 'abc']) {
      const response = await ask(id, { token: 'USDT', amount: '1' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Campaign not found');
    }
  });

  it('refuses a campaign that is not taking donations, saying why', async () => {
    const db = fixture.context.database.db;
    const cases = [
      [{ isApproved: false }, /awaiting review/],
      [{ status: 'paused' as const }, /paused/],
      [{ status: 'completed' as const }, /completed/],
      [{ endDate: new Date(Date.now() - 60_000) }, /reached its end date/],
    ] as const;
    for (const [change, message] of cases) {
      const { id } = await createCampaign(db, fixture.context.chain);
      await db.update(campaigns).set(change).where(eq(campaigns.id, id));
      const response = await ask(id, { token: 'USDT', amount: '1' });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it('closes an all-or-nothing campaign when the chain’s clock passes its deadline, though the server’s has not', async () => {
    const db = fixture.context.database.db;
    const campaign = await createAllOrNothingCampaign(db, fixture.context.chain, kit, {
      goal: '100',
      seconds: 600,
    });
    const open = await ask(campaign.id, { token: 'USDT', amount: '1' });
    expect(open.statusCode, open.body).toBe(200);

    await passDeadline(kit, campaign.deadline);
    // The server's clock is still before the deadline: only the vault's clock has passed it.
    expect(Date.now()).toBeLessThan(campaign.deadline * 1000);
    const closed = await ask(campaign.id, { token: 'USDT', amount: '1' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toMatch(/reached its end date/);
  });

  it('needs no sign-in, is limited per client IP, and is in the OpenAPI document', async () => {
    const limited = await createTestContext({ WRITE_RATE_LIMIT_PER_IP: '2' });
    const limitedApp = await createTestApp(limited);
    try {
      const { id } = await createCampaign(limited.database.db, limited.chain);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await limitedApp.inject({
          method: 'POST',
          url: `/api/campaigns/${id}/donate`,
          payload: { token: 'USDT', amount: '1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limitedApp.close();
      await limited.close();
    }

    const document = (await fixture.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/campaigns/{id}/donate']?.post;
    expect(operation).toBeDefined();
    expect(operation.security ?? []).toEqual([]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '404', '429']));
  });
});

import { type DevChainClients, devChainClients } from '@crowdvault/contracts/chain-clients';
import { cancelPledgeTypedData } from '@crowdvault/contracts/pledge-signature';
import { createSafe } from '@crowdvault/contracts/safe-account';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type Address, getAddress, type Hex, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_READ_TIMEOUT_MS, chainUnavailableMessage } from '../chain/deadline';
import { findToken } from '../chain/deployment';
import { campaigns, pledges } from '../db/schema';
import { resolveSecrets } from '../secrets';
import { cancelLinkToken } from '../services/mail/pledge-cancel-link';
import { insertPledge } from '../test/campaign-fixtures';
import { createCampaign } from '../test/chain-kit';
import { proxiedChain, type RpcProxy } from '../test/rpc-proxy';
import { bearer, signIn } from '../test/sign-in';
import { createTestApp, createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;

/** Issue 38, item 5: with the chain's node frozen (it accepts requests and never answers), the
 *  routes a person waits on answer 503 with a sentence within seconds, as claims and the ledger
 *  already did: the pledge quote and the withdrawal plan answered 500 after 30–46 s, and the
 *  caller's Safe campaigns 200 [] after 30 s, as if they owned no Safe. */
describe('routes a person waits on while the chain is frozen', () => {
  let context: Context;
  let app: FastifyInstance;
  let kit: DevChainClients;
  let proxy: RpcProxy;
  let session: AuthResponse;
  let safeCampaignId: number;
  let ownCampaignId: number;
  let ownVault: Address;
  let safe: Address;
  const key = generatePrivateKey();
  const owner = privateKeyToAccount(key).address;

  beforeAll(async () => {
    context = await createTestContext();
    kit = devChainClients(context.chain.rpcUrls[0]!);
    const proxied = await proxiedChain(context.chain, context.chain.rpcUrls[0]!);
    proxy = proxied.proxy;
    app = await createTestApp(context, { chains: [proxied.chain] });
    await kit.testClient.setBalance({ address: owner, value: parseEther('1') });
    session = await signIn(app, key);
    safe = await createSafe({
      publicClient: kit.publicClient,
      wallet: kit.walletFor(key),
      contracts: context.chain.deployment.safeContracts!,
      owners: [owner],
      threshold: 1,
    });
    const own = await createCampaign(context.database.db, context.chain, { owner });
    ownCampaignId = own.id;
    ownVault = own.vault;
    const held = await createCampaign(context.database.db, context.chain, { owner: safe });
    await context.database.db
      .update(campaigns)
      .set({ vaultOwner: safe.toLowerCase() })
      .where(eq(campaigns.id, held.id));
    safeCampaignId = held.id;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await context?.close();
  });

  async function timed(request: InjectOptions) {
    const started = performance.now();
    const response = await app.inject(request);
    return { response, ms: performance.now() - started };
  }

  const mySafes = () => timed({ method: 'GET', url: '/api/campaigns/me/safes', headers: bearer(session) });
  const outage = () => chainUnavailableMessage(context.chain.name, CHAIN_READ_TIMEOUT_MS);

  const campaignIds = (body: { campaignId?: number; id?: number }[]) =>
    body.map((entry) => entry.campaignId ?? entry.id);

  it('lists the Safe and its campaign while the chain answers', async () => {
    proxy.stopped = false;
    const { response } = await mySafes();
    expect(response.statusCode).toBe(200);
    expect(campaignIds(response.json())).toEqual([safeCampaignId]);
    const mine = await app.inject({ method: 'GET', url: '/api/campaigns/me', headers: bearer(session) });
    expect(campaignIds(mine.json())).toContain(safeCampaignId);
    const info = await app.inject({ method: 'GET', url: `/api/safes/${context.chain.chainId}/${safe}` });
    expect(info.statusCode).toBe(200);
  });

  it("answers 503 in seconds for the caller's Safe campaigns, never an empty list", async () => {
    proxy.stopped = true;
    const { response, ms } = await mySafes();
    expect(ms).toBeLessThan(6_000);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(outage());
  }, 40_000);

  it('answers 503 in seconds for a withdrawal plan', async () => {
    proxy.stopped = true;
    const { response, ms } = await timed({
      method: 'POST',
      url: `/api/campaigns/${ownCampaignId}/wallet/withdraw`,
      headers: bearer(session),
      payload: { token: 'USDT', amount: '1', recipientAddress: owner },
    });
    expect(ms).toBeLessThan(6_000);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(outage());
  }, 60_000);

  it('answers 503 in seconds for my campaigns, never a list without the Safe-held one', async () => {
    proxy.stopped = true;
    const { response, ms } = await timed({
      method: 'GET',
      url: '/api/campaigns/me',
      headers: bearer(session),
    });
    expect(ms).toBeLessThan(6_000);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(outage());
  }, 40_000);

  it('answers 503 in seconds for a Safe, never "not a Safe"', async () => {
    proxy.stopped = true;
    const { response, ms } = await timed({
      method: 'GET',
      url: `/api/safes/${context.chain.chainId}/${safe}`,
    });
    expect(ms).toBeLessThan(6_000);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(outage());
  }, 40_000);

  it('answers 503 in seconds for a gasless gift, never "cannot be given without gas"', async () => {
    proxy.stopped = true;
    const now = Math.floor(Date.now() / 1000);
    const { response, ms } = await timed({
      method: 'POST',
      url: '/api/donations/gasless',
      headers: bearer(session),
      payload: {
        campaignId: ownCampaignId,
        chainId: context.chain.chainId,
        method: 'authorization',
        token: findToken(context.chain.deployment, 'USDC')!.address,
        from: owner,
        to: getAddress(ownVault),
        amount: '10000000',
        validAfter: '0',
        validBefore: String(now + 3_600),
        nonce: `0x${'11'.repeat(32)}`,
        signature: `0x${'22'.repeat(65)}`,
      },
    });
    expect(ms).toBeLessThan(6_000);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(outage());
  }, 40_000);

  it('answers 503 in seconds for a pledge quote', async () => {
    proxy.stopped = true;
    const { response, ms } = await timed({
      method: 'POST',
      url: '/api/pledges/terms',
      headers: bearer(session),
      payload: { campaignId: ownCampaignId, token: 'USDC', amount: '10', cadence: 'monthly', periods: 3 },
    });
    expect(ms).toBeLessThan(6_000);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(outage());
  }, 40_000);

  it('keeps a cancellation from a link or the donor’s wallet while the chain is frozen, and never calls a signature not the wallet’s because the chain is down', async () => {
    proxy.stopped = true;
    const donor = privateKeyToAccount(generatePrivateKey());
    const usdc = findToken(context.chain.deployment, 'USDC')!.address;
    const insert = () =>
      insertPledge(context.database.db, {
        userId: session.user.id,
        campaignId: ownCampaignId,
        chainId: context.chain.chainId,
        tokenAddress: usdc,
        periodSeconds: 30 * 86_400,
        donorAddress: donor.address.toLowerCase(),
        cancelSignature: `0x${'33'.repeat(65)}`,
      });
    // The link's token is the proof; the relay waits for the chain (decision 106), the
    // cancellation stands at once and is answered so, not with a 503 that says "try again".
    const linked = await insert();
    const secrets = await resolveSecrets(context.env, context.chain.local);
    const byLink = await timed({
      method: 'POST',
      url: `/api/pledges/${linked.pledgeId}/cancel`,
      payload: { token: cancelLinkToken(secrets.jwtSecret, linked.pledgeId) },
    });
    expect(byLink.ms).toBeLessThan(10_000);
    expect(byLink.response.statusCode, byLink.response.body).toBe(200);
    expect(byLink.response.json()).toMatchObject({ status: 'cancelled', nextCollectionAt: null });
    // The donor's own wallet signature is recovered without the chain: cancelled at once too.
    const signed = await insert();
    const typed = (id: string) =>
      cancelPledgeTypedData(
        context.chain.chainId,
        context.chain.deployment.pledgeCollectorAddress!,
        id as Hex,
      );
    const byWallet = await timed({
      method: 'POST',
      url: `/api/pledges/${signed.pledgeId}/cancel`,
      payload: { signature: await donor.signTypedData(typed(signed.pledgeId)) },
    });
    expect(byWallet.ms).toBeLessThan(10_000);
    expect(byWallet.response.statusCode, byWallet.response.body).toBe(200);
    expect(byWallet.response.json()).toMatchObject({ status: 'cancelled' });
    // Another signer could be a contract wallet only the chain can vouch for: while it cannot be
    // asked, 503, never "not signed by the pledge's wallet", and nothing changes.
    const other = await insert();
    const stranger = await timed({
      method: 'POST',
      url: `/api/pledges/${other.pledgeId}/cancel`,
      payload: {
        signature: await privateKeyToAccount(generatePrivateKey()).signTypedData(typed(other.pledgeId)),
      },
    });
    expect(stranger.ms).toBeLessThan(15_000);
    expect(stranger.response.statusCode).toBe(503);
    expect(stranger.response.json().message).toBe(outage());
    const [row] = await context.database.db.select().from(pledges).where(eq(pledges.id, other.id));
    expect(row!.status).toBe('active');
  }, 60_000);
});

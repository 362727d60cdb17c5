import { randomBytes } from 'node:crypto';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { registryOf } from '../chain/registry';
import { campaigns, users } from '../db/schema';
import { resolveSecrets } from '../secrets';
import { recomputeCampaignTotals, upsertDonations } from '../services/donations/donation-store';
import { insertVaultEvents } from '../services/indexer/indexer-store';
import { insertCampaign, insertDonation, localL2Withdrawal, randomAddress } from '../test/campaign-fixtures';
import { bearer, signIn } from '../test/sign-in';
import { createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
type Headers = Record<string, string>;
const OWNER = DEV_ACCOUNTS[4]!;
const FOLLOWER = DEV_ACCOUNTS[5]!;
const STRANGER = DEV_ACCOUNTS[6]!;
const DONOR = DEV_ACCOUNTS[7]!;

const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;

/** Parses XML strictly (well-formedness, namespaces); answers the text of every element by name. */
function parseXml(xml: string): {
  root: string;
  texts: Map<string, string[]>;
  attributes: Record<string, string>[];
} {
  const parser = new SaxesParser({ xmlns: true });
  const texts = new Map<string, string[]>();
  const attributes: Record<string, string>[] = [];
  const stack: { name: string; text: string }[] = [];
  let root = '';
  parser.on('opentag', (tag) => {
    if (!root) root = `{${tag.uri}}${tag.local}`;
    stack.push({ name: tag.local, text: '' });
    attributes.push(Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value])));
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => {
    const done = stack.pop()!;
    texts.set(done.name, [...(texts.get(done.name) ?? []), done.text]);
  });
  parser.write(xml).close();
  return { root, texts, attributes };
}

describe('following, the bell and the Atom feed', () => {
  let context: Context;
  let app: FastifyInstance;
  let owner: Headers;
  let follower: Headers;
  let stranger: Headers;
  let donor: Headers;
  let donorId: number;
  let campaignId: number;

  beforeAll(async () => {
    context = await createTestContext();
    // Two chains, as the embedded stack serves: Local L2 counts USDT in 18 decimals at the same
    // address. Nothing here reads its RPC.
    const localL2 = {
      ...context.chain,
      chainId: 31338,
      name: 'Local L2',
      deployment: {
        ...context.chain.deployment,
        chainId: 31338,
        tokens: context.chain.deployment.tokens.map((token) =>
          token.symbol === 'USDT' ? { ...token, decimals: 18 } : token,
        ),
      },
    };
    app = await buildApp({
      env: context.env,
      db: context.database.db,
      chains: registryOf(context.chain, localL2),
      secrets: await resolveSecrets(context.env, context.chain.local),
    });
    await app.ready();
    const ownerSession = await signIn(app, OWNER.privateKey);
    owner = bearer(ownerSession);
    follower = bearer(await signIn(app, FOLLOWER.privateKey));
    stranger = bearer(await signIn(app, STRANGER.privateKey));
    const donorSession = await signIn(app, DONOR.privateKey);
    donor = bearer(donorSession);
    donorId = donorSession.user.id;
    campaignId = await insertCampaign(context.database.db, {
      creatorId: ownerSession.user.id,
      title: 'Library <shelves> & "books"',
    });
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  const bell = async (headers: Headers) => {
    const response = await app.inject({ url: '/api/notifications', headers });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      unreadCount: number;
      items: {
        id: number;
        kind: string;
        campaignId: number;
        campaignTitle: string;
        detail: string | null;
        updateId: number | null;
        chainId: number | null;
        read: boolean;
      }[];
    };
  };
  const followUrl = (id: number | string) => `/api/campaigns/${id}/follow`;

  it('needs a signed-in user to follow or read the bell; an unknown campaign is 404', async () => {
    expect((await app.inject({ method: 'PUT', url: followUrl(campaignId) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: followUrl(999_999), headers: follower })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'PUT', url: followUrl('abc'), headers: follower })).statusCode).toBe(
      404,
    );
  });

  it('follows and unfollows, counting followers', async () => {
    const followed = await app.inject({ method: 'PUT', url: followUrl(campaignId), headers: stranger });
    expect(followed.json()).toEqual({ following: true, followerCount: 1 });
    // Following twice is still one follow.
    await app.inject({ method: 'PUT', url: followUrl(campaignId), headers: stranger });
    expect((await app.inject({ url: followUrl(campaignId), headers: stranger })).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    const unfollowed = await app.inject({ method: 'DELETE', url: followUrl(campaignId), headers: stranger });
    expect(unfollowed.json()).toEqual({ following: false, followerCount: 0 });
    const again = await app.inject({ method: 'PUT', url: followUrl(campaignId), headers: follower });
    expect(again.json()).toEqual({ following: true, followerCount: 1 });
  });

  it('makes a donor a follower by their recorded donation, and keeps their unfollow', async () => {
    const { db } = context.database;
    const donation = (logIndex: number) => ({
      campaignId,
      donorAddress: DONOR.address.toLowerCase(),
      chainId: 31337,
      currency: 'USDT',
      amount: 1_000_000n,
      tokenDecimals: 6,
      countedAmount: 1_000_000n,
      txHash: hex(32),
      logIndex,
      blockNumber: 5n,
      blockHash: hex(32),
    });
    await db.transaction((tx) =>
      upsertDonations(tx, [donation(1)], { donorUserId: donorId, message: null, isAnonymous: false }),
    );
    expect((await app.inject({ url: followUrl(campaignId), headers: donor })).json().following).toBe(true);
    await app.inject({ method: 'DELETE', url: followUrl(campaignId), headers: donor });
    // The indexer records another gift from the same wallet: the unfollow stands.
    await db.transaction((tx) => upsertDonations(tx, [donation(2)]));
    expect((await app.inject({ url: followUrl(campaignId), headers: donor })).json().following).toBe(false);
  });

  it('tells followers of a new update once, not the owner nor anyone else', async () => {
    const posted = await app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/updates`,
      headers: owner,
      payload: { title: 'Shelves are up', body: 'Thanks!' },
    });
    expect(posted.statusCode).toBe(201);
    const mine = await bell(follower);
    expect(mine.unreadCount).toBe(1);
    expect(mine.items).toEqual([
      expect.objectContaining({
        kind: 'update',
        campaignId,
        campaignTitle: 'Library <shelves> & "books"',
        detail: 'Shelves are up',
        // The notice leads to the update itself.
        updateId: posted.json().id,
        read: false,
      }),
    ]);
    expect((await bell(owner)).items).toEqual([]);
    expect((await bell(stranger)).items).toEqual([]);
    expect((await bell(donor)).items).toEqual([]);
    // Deleted since: the notice stays, and leads to the Updates tab only.
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/campaigns/${campaignId}/updates/${posted.json().id}`,
      headers: owner,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await bell(follower)).items).toEqual([
      expect.objectContaining({ kind: 'update', detail: 'Shelves are up', updateId: null }),
    ]);
  });

  it('tells followers of a withdrawal the indexer records, once even when the range is read again', async () => {
    const { db } = context.database;
    const withdrawal = {
      campaignId,
      chainId: 31337,
      tokenAddress: null,
      recipient: OWNER.address.toLowerCase(),
      amount: 500_000n,
      fee: 5_000n,
      payout: 495_000n,
      txHash: hex(32),
      logIndex: 0,
      blockNumber: 9n,
      blockHash: hex(32),
    };
    await db.transaction((tx) => insertVaultEvents(tx, [withdrawal], []));
    await db.transaction((tx) => insertVaultEvents(tx, [withdrawal], []));
    const items = (await bell(follower)).items;
    expect(items.filter((item) => item.kind === 'withdrawal')).toHaveLength(1);
    // It names the chain it was made on (the web app words it "… on Local Anvil").
    expect(items.find((item) => item.kind === 'withdrawal')?.chainId).toBe(31337);
    expect(items.filter((item) => item.kind !== 'withdrawal').every((item) => item.chainId === null)).toBe(
      true,
    );
    expect((await bell(owner)).items).toEqual([]);
  });

  it("names a withdrawal's network in the bell and the feed, counted in that chain's decimals", async () => {
    const { db } = context.database;
    const usdt = context.chain.deployment.tokens.find((token) => token.symbol === 'USDT')!;
    // 100 USDT on Local L2, where USDT has 18 decimals: read with the primary's 6 it would be 10^14.
    await db.transaction((tx) =>
      insertVaultEvents(tx, [localL2Withdrawal(campaignId, usdt.address, OWNER.address.toLowerCase())], []),
    );
    const onL2 = (await bell(follower)).items.filter(
      (item) => item.kind === 'withdrawal' && item.chainId === 31338,
    );
    expect(onL2).toHaveLength(1);
    const feed = parseXml((await app.inject({ url: `/api/campaigns/${campaignId}/feed.atom` })).body);
    expect(feed.texts.get('title')).toContain('Withdrawal of 100 USDT from the vault on Local L2');
    expect(
      feed.texts
        .get('content')!
        .some((text) =>
          text.startsWith("100 USDT was withdrawn from the campaign's vault on Local L2 in transaction"),
        ),
    ).toBe(true);

    // In the language the link names (issue 43), else the reader's; an unknown one is refused.
    const german = await app.inject({ url: `/api/campaigns/${campaignId}/feed.atom?lang=de` });
    expect(german.body).toContain('xml:lang="de"');
    expect(parseXml(german.body).texts.get('title')).toContain(
      'Auszahlung von 100,00 USDT aus dem Tresor auf Local L2',
    );
    const reader = await app.inject({
      url: `/api/campaigns/${campaignId}/feed.atom`,
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(reader.headers.vary).toContain('Accept-Language');
    expect(parseXml(reader.body).texts.get('title')).toContain(
      'Retiro de 100,00 USDT de la bóveda en Local L2',
    );
    for (const query of ['lang=pt', 'lang=de&utm_source=x']) {
      const refused = await app.inject({ url: `/api/campaigns/${campaignId}/feed.atom?${query}` });
      expect(refused.statusCode, query).toBe(400);
    }
  });

  it('tells followers the goal was reached, once, however often totals are recomputed', async () => {
    const { db } = context.database;
    await insertDonation(db, { campaignId, amount: 2_000_000_000n });
    await db.transaction((tx) => recomputeCampaignTotals(tx, [campaignId]));
    await db.transaction((tx) => recomputeCampaignTotals(tx, [campaignId]));
    const goals = (await bell(follower)).items.filter((item) => item.kind === 'goal');
    expect(goals).toHaveLength(1);
    const [row] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(row?.goalReachedAt).toBeInstanceOf(Date);
  });

  it('tells followers a campaign ends in 3 days, once, when the bell is read', async () => {
    const { db } = context.database;
    const [ownerRow] = await db
      .select()
      .from(users)
      .where(eq(users.walletAddress, OWNER.address.toLowerCase()));
    const ending = await insertCampaign(db, { creatorId: ownerRow!.id, endsInDays: 2, title: 'Ends soon' });
    const later = await insertCampaign(db, { creatorId: ownerRow!.id, endsInDays: 10, title: 'Ends later' });
    await app.inject({ method: 'PUT', url: followUrl(ending), headers: follower });
    await app.inject({ method: 'PUT', url: followUrl(later), headers: follower });
    await bell(follower);
    const items = (await bell(follower)).items;
    expect(items.filter((item) => item.kind === 'ending').map((item) => item.campaignTitle)).toEqual([
      'Ends soon',
    ]);
  });

  it('hides the kinds the user turned off, from the list and the count', async () => {
    const before = await bell(follower);
    await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: follower,
      payload: { notifications: { withdrawal: false } },
    });
    const after = await bell(follower);
    expect(after.items.map((item) => item.kind)).not.toContain('withdrawal');
    const withdrawals = before.items.filter((item) => item.kind === 'withdrawal' && !item.read);
    expect(withdrawals.length).toBeGreaterThan(0);
    expect(after.unreadCount).toBe(before.unreadCount - withdrawals.length);
    await app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: follower,
      payload: { notifications: { withdrawal: true } },
    });
    expect((await bell(follower)).unreadCount).toBe(before.unreadCount);
  });

  it('marks one read, refuses another user’s, and marks all read', async () => {
    const [first] = (await bell(follower)).items;
    const before = (await bell(follower)).unreadCount;
    expect(
      (await app.inject({ method: 'POST', url: `/api/notifications/${first!.id}/read`, headers: stranger }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/api/notifications/${first!.id}/read`, headers: follower }))
        .statusCode,
    ).toBe(204);
    const after = await bell(follower);
    expect(after.unreadCount).toBe(before - 1);
    expect(after.items.find((item) => item.id === first!.id)?.read).toBe(true);
    expect(
      (await app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: follower }))
        .statusCode,
    ).toBe(204);
    expect((await bell(follower)).unreadCount).toBe(0);
    expect(
      (await app.inject({ method: 'POST', url: '/api/notifications/abc/read', headers: follower }))
        .statusCode,
    ).toBe(400);
  });

  it('serves a valid Atom feed with every value escaped', async () => {
    await app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/updates`,
      headers: owner,
      payload: {
        title: 'A <script>alert(1)</script> & more',
        body: 'Line one\n<b>not bold</b> ]]> "quoted"',
      },
    });
    const response = await app.inject({ url: `/api/campaigns/${campaignId}/feed.atom` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/atom+xml');
    expect(response.body).not.toContain('<script>');
    const feed = parseXml(response.body);
    expect(feed.root).toBe('{http://www.w3.org/2005/Atom}feed');
    const titles = feed.texts.get('title')!;
    expect(titles[0]).toBe('Library <shelves> & "books" · CrowdVault');
    expect(titles).toContain('A <script>alert(1)</script> & more');
    expect(titles).toContain('Goal reached');
    expect(titles).toContain('Withdrawal of 0.0000000000005 ETH from the vault on Local Anvil');
    expect(feed.texts.get('content')).toContain('Line one\n<b>not bold</b> ]]> "quoted"');
    // Every entry has the elements RFC 4287 requires, ids unique.
    const ids = feed.texts.get('id')!;
    expect(new Set(ids).size).toBe(ids.length);
    expect(feed.texts.get('updated')!.every((value) => !Number.isNaN(Date.parse(value)))).toBe(true);
    expect(
      feed.attributes.some(
        (a) => a.rel === 'self' && a.href?.endsWith(`/api/campaigns/${campaignId}/feed.atom`),
      ),
    ).toBe(true);
    expect((await app.inject({ url: '/api/campaigns/999999/feed.atom' })).statusCode).toBe(404);
  });

  it('ignores a donation from an address no user has', async () => {
    const { db } = context.database;
    await db.transaction((tx) =>
      upsertDonations(tx, [
        {
          campaignId,
          donorAddress: randomAddress(),
          chainId: 31337,
          currency: 'USDT',
          amount: 1n,
          tokenDecimals: 6,
          txHash: hex(32),
          logIndex: 3,
          blockNumber: 6n,
          blockHash: hex(32),
        },
      ]),
    );
    expect((await app.inject({ url: followUrl(campaignId), headers: follower })).json().followerCount).toBe(
      1,
    );
  });
});

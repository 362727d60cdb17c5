import { DEV_ROLES } from '@crowdvault/contracts/deploy';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import { ROUND_MESSAGES, type RoundApplication, type RoundPage } from '@crowdvault/shared/api/rounds';
import { recomputeRoundFile } from '@crowdvault/shared/rounds/round-publication';
import { and, eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, indexerState, roundApplications, roundPublications, rounds, users } from '../db/schema';
import { insertCampaign, randomAddress } from '../test/campaign-fixtures';
import { insertRoundGift, insertRound as insertRoundRow } from '../test/round-kit';
import { bearer, signIn } from '../test/sign-in';
import { useTestApp } from '../test/use-test-app';

type Who = 'visitor' | 'admin' | 'moderator' | 'creator' | 'other';
const HOUR_MS = 3_600_000;
const REASON = { code: 'other', text: 'Not a public good' } as const;

describe('matching round routes', () => {
  const fixture = useTestApp({ env: { AUTH_RATE_LIMIT: '0' } });
  const sessions = {} as Record<Exclude<Who, 'visitor'>, AuthResponse>;
  /** Approved campaigns of the creator, one of someone else, one not approved. */
  let own: number[];
  let othersCampaign: number;
  let unapproved: number;

  beforeAll(async () => {
    sessions.admin = await signIn(fixture.app, DEV_ACCOUNTS[0]!.privateKey);
    for (const who of ['moderator', 'creator', 'other'] as const) {
      sessions[who] = await signIn(fixture.app, generatePrivateKey());
    }
    const db = fixture.context.database.db;
    await db.update(users).set({ role: 'MODERATOR' }).where(eq(users.id, sessions.moderator.user.id));
    own = [];
    for (let index = 0; index < 6; index += 1) {
      own.push(await insertCampaign(db, { creatorId: sessions.creator.user.id, title: `Own ${index}` }));
    }
    othersCampaign = await insertCampaign(db, { creatorId: sessions.other.user.id });
    unapproved = await insertCampaign(db, { creatorId: sessions.creator.user.id, isApproved: false });
  });

  function call(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
    const headers = who === 'visitor' ? {} : bearer(sessions[who]);
    return fixture.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });
  }

  const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

  /** A valid new round: applications and donations open now (the server's clock). */
  function roundBody(overrides: Record<string, unknown> = {}) {
    return {
      name: 'Climate tools',
      description: 'Matching for small gifts to climate tools',
      sponsorAddress: randomAddress(),
      chainId: fixture.context.chain.chainId,
      currency: 'USDT',
      applicationsOpenAt: inHours(-1),
      applicationsCloseAt: inHours(1),
      donationsOpenAt: inHours(-1),
      donationsCloseAt: inHours(2),
      matchingCapBps: 1_000,
      minimumGift: '1',
      poolAmount: '1000',
      ...overrides,
    };
  }

  async function createdRound(overrides: Record<string, unknown> = {}): Promise<RoundPage> {
    const response = await call('admin', 'POST', '/api/admin/rounds', roundBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** A round as the database holds it, for calendars the API would refuse to open now. */
  async function insertRound(values: Partial<typeof rounds.$inferInsert>): Promise<number> {
    const row = await insertRoundRow(fixture.context.database.db, fixture.context.chain, {
      applicationsOpenAt: new Date(Date.now() - 3 * HOUR_MS),
      applicationsCloseAt: new Date(Date.now() - 2 * HOUR_MS),
      donationsOpenAt: new Date(Date.now() - 3 * HOUR_MS),
      donationsCloseAt: new Date(Date.now() - HOUR_MS),
      createdBy: sessions.admin.user.id,
      ...values,
    });
    return row.id;
  }

  async function accept(roundId: number, campaignId: number): Promise<void> {
    await fixture.context.database.db.insert(roundApplications).values({
      roundId,
      campaignId,
      status: 'accepted',
      appliedBy: sessions.creator.user.id,
      decidedBy: sessions.moderator.user.id,
      decidedAt: new Date(),
    });
  }

  /** A recorded gift as the indexer stores it, stamped `at` (its block's time). */
  async function gift(campaignId: number, amount: bigint, tokenAddress: string, at: Date): Promise<void> {
    await insertRoundGift(fixture.context.database.db, {
      campaignId,
      chainId: fixture.context.chain.chainId,
      tokenAddress,
      amount,
      at,
    });
  }

  describe('POST /api/admin/rounds', () => {
    it('creates a round for an admin, amounts in whole tokens, its pool contract operated by the relayer, in the audit log', async () => {
      const round = await createdRound();
      expect(round).toMatchObject({
        name: 'Climate tools',
        token: { symbol: 'USDT', decimals: 6 },
        pool: '1000',
        minimumGift: '1',
        pairwiseThreshold: '25',
        challengeHours: 72,
        // The chain has a MatchingPoolFactory: the pool is the contract's balance at close.
        poolSource: 'chain',
        poolAddress: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
        phase: 'donations',
        applicationsOpen: true,
        campaigns: [],
        publication: null,
      });
      const [entry] = await fixture.context.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'round.create'), eq(auditLog.targetId, round.id)));
      expect(entry).toMatchObject({ actorId: sessions.admin.user.id, targetType: 'round' });
      const [row] = await fixture.context.database.db.select().from(rounds).where(eq(rounds.id, round.id));
      expect(row!.poolOperatorAddress).toBe(
        privateKeyToAccount(DEV_ROLES.relayer.privateKey).address.toLowerCase(),
      );
    });

    it.each([
      ['an unknown field', { votingPower: 'quadratic' }, 'votingPower'],
      ['applications closing after donations', { applicationsCloseAt: inHours(3) }, 'no later than'],
      ['a donation window that closes before it opens', { donationsCloseAt: inHours(-2) }, 'open before'],
      ['a chain not served', { chainId: 999_999 }, '999999'],
      ['more decimals than the token has', { minimumGift: '0.0000001' }, '6 decimal places'],
      ['a cap of zero', { matchingCapBps: 0 }, 'matchingCapBps'],
      ['a pairwise threshold of zero', { pairwiseThreshold: '0' }, 'threshold'],
    ])('refuses %s (400)', async (_label, overrides, words) => {
      const response = await call('admin', 'POST', '/api/admin/rounds', roundBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(words);
    });

    it.each([
      ['visitor', 401],
      ['creator', 403],
      ['moderator', 403],
    ] as const)('refuses a %s (%i)', async (who, status) => {
      expect((await call(who, 'POST', '/api/admin/rounds', roundBody())).statusCode).toBe(status);
    });
  });

  describe('PUT /api/admin/rounds/:id', () => {
    it('changes the name and pool of an open round and logs what each was', async () => {
      const round = await createdRound();
      const response = await call('admin', 'PUT', `/api/admin/rounds/${round.id}`, {
        name: 'Climate tools, spring',
        poolAmount: '1500.5',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Climate tools, spring', pool: '1500.5' });
      const [entry] = await fixture.context.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'round.edit'), eq(auditLog.targetId, round.id)));
      expect(entry).toMatchObject({
        before: { name: 'Climate tools', poolAmount: '1000' },
        after: { name: 'Climate tools, spring', poolAmount: '1500.5' },
      });
    });

    it('refuses to change the formula once donations have opened (409), but not before', async () => {
      const running = await createdRound();
      const refused = await call('admin', 'PUT', `/api/admin/rounds/${running.id}`, { minimumGift: '2' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(ROUND_MESSAGES.lockedOnceOpen('minimumGift'));
      // Sending the same value is no change.
      expect(
        (await call('admin', 'PUT', `/api/admin/rounds/${running.id}`, { minimumGift: '1.0' })).statusCode,
      ).toBe(200);

      const later = await createdRound({ donationsOpenAt: inHours(1) });
      const changed = await call('admin', 'PUT', `/api/admin/rounds/${later.id}`, { minimumGift: '2' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().minimumGift).toBe('2');
    });

    it.each([
      ['an unknown field', { status: 'published' }, 400],
      ['nothing', {}, 400],
      ['a calendar made incoherent', { applicationsCloseAt: inHours(5) }, 400],
    ])('refuses %s', async (_label, body, status) => {
      const round = await createdRound();
      expect((await call('admin', 'PUT', `/api/admin/rounds/${round.id}`, body)).statusCode).toBe(status);
    });

    it('answers 404 for an unknown round and 403 to a moderator', async () => {
      expect((await call('admin', 'PUT', '/api/admin/rounds/999999', { name: 'x' })).statusCode).toBe(404);
      const round = await createdRound();
      expect(
        (await call('moderator', 'PUT', `/api/admin/rounds/${round.id}`, { name: 'x' })).statusCode,
      ).toBe(403);
    });
  });

  describe('applications', () => {
    it('takes a creator’s approved campaign once, within the window, and a moderator decides it', async () => {
      const round = await createdRound();
      const url = `/api/rounds/${round.id}/applications`;
      const applied = await call('creator', 'POST', url, { campaignId: own[0] });
      expect(applied.statusCode, applied.body).toBe(201);
      const application: RoundApplication = applied.json();
      expect(application).toMatchObject({ campaignId: own[0], status: 'pending', reason: null });

      const again = await call('creator', 'POST', url, { campaignId: own[0] });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ROUND_MESSAGES.alreadyApplied);

      const queue = await call('moderator', 'GET', `/api/admin/rounds/${round.id}/applications`);
      expect(queue.json().items.map((item: RoundApplication) => item.id)).toEqual([application.id]);

      const decision = `/api/admin/rounds/${round.id}/applications/${application.id}/decision`;
      expect((await call('creator', 'POST', decision, { accepted: true })).statusCode).toBe(403);
      const accepted = await call('moderator', 'POST', decision, { accepted: true });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({
        status: 'accepted',
        decidedBy: { id: sessions.moderator.user.id },
      });
      const twice = await call('moderator', 'POST', decision, { accepted: false, reason: REASON });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(ROUND_MESSAGES.alreadyDecided);

      const page: RoundPage = (await call('visitor', 'GET', `/api/rounds/${round.id}`)).json();
      expect(page.campaigns.map((campaign) => campaign.campaignId)).toEqual([own[0]]);
      const [entry] = await fixture.context.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'round.accept'), eq(auditLog.targetId, own[0]!)));
      expect(entry).toMatchObject({ targetType: 'campaign', after: { application: 'accepted' } });
    });

    it('declines with a reason the creator reads, and refuses a decline without one (400)', async () => {
      const round = await createdRound();
      const application: RoundApplication = (
        await call('creator', 'POST', `/api/rounds/${round.id}/applications`, { campaignId: own[1] })
      ).json();
      const decision = `/api/admin/rounds/${round.id}/applications/${application.id}/decision`;
      expect((await call('moderator', 'POST', decision, { accepted: false })).statusCode).toBe(400);
      expect(
        (await call('moderator', 'POST', decision, { accepted: false, reason: REASON, note: 'x' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('moderator', 'POST', decision, { accepted: false, reason: REASON })).statusCode,
      ).toBe(200);
      const mine = await call('creator', 'GET', '/api/rounds/applications/me');
      expect(mine.json().items).toContainEqual(
        expect.objectContaining({ id: application.id, status: 'declined', reason: REASON }),
      );
      expect(
        (
          await call('moderator', 'POST', `/api/admin/rounds/${round.id}/applications/999999/decision`, {
            accepted: true,
          })
        ).statusCode,
      ).toBe(404);
    });

    it('refuses an application before the window opens and after it closes (409), saying when', async () => {
      const early = await createdRound({ applicationsOpenAt: inHours(1), applicationsCloseAt: inHours(2) });
      const before = await call('creator', 'POST', `/api/rounds/${early.id}/applications`, {
        campaignId: own[2],
      });
      expect(before.statusCode).toBe(409);
      expect(before.json().message).toMatch(
        /^Applications to this round open at \d{4}-\d\d-\d\d \d\d:\d\d UTC$/,
      );

      const late = await insertRound({});
      const after = await call('creator', 'POST', `/api/rounds/${late}/applications`, { campaignId: own[2] });
      expect(after.statusCode).toBe(409);
      expect(after.json().message).toMatch(/^Applications to this round closed at /);
    });

    const refusals: [string, Who, () => number, number][] = [
      ['a visitor', 'visitor', () => own[3]!, 401],
      ["someone else's campaign", 'creator', () => othersCampaign, 403],
      ['a campaign not approved', 'creator', () => unapproved, 409],
      ['an unknown campaign', 'creator', () => 999_999, 404],
    ];
    it.each(refusals)('refuses %s', async (_label, who, campaignId, status) => {
      const round = await createdRound();
      const response = await call(who, 'POST', `/api/rounds/${round.id}/applications`, {
        campaignId: campaignId(),
      });
      expect(response.statusCode).toBe(status);
    });

    it('refuses unknown fields (400) and an unknown round (404)', async () => {
      const round = await createdRound();
      expect(
        (
          await call('creator', 'POST', `/api/rounds/${round.id}/applications`, {
            campaignId: own[3],
            pitch: 'x',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await call('creator', 'POST', '/api/rounds/999999/applications', { campaignId: own[3] })).statusCode,
      ).toBe(404);
    });
  });

  describe('public pages and the estimate', () => {
    it('lists rounds and answers 404 for an unknown or malformed id', async () => {
      const round = await createdRound({ name: 'Listed round' });
      const list = await call('visitor', 'GET', '/api/rounds');
      expect(list.statusCode).toBe(200);
      expect(list.json().items).toContainEqual(
        expect.objectContaining({ id: round.id, name: 'Listed round' }),
      );
      expect((await call('visitor', 'GET', '/api/rounds/999999')).statusCode).toBe(404);
      expect((await call('visitor', 'GET', '/api/rounds/abc')).statusCode).toBe(404);
      expect((await call('visitor', 'GET', `/api/rounds/${round.id}/result.json`)).statusCode).toBe(404);
    });

    it('estimates a gift from the ledger: in the round’s token and window only', async () => {
      const round = await createdRound({ matchingCapBps: null });
      await accept(round.id, own[4]!);
      const usdt = round.token.address.toLowerCase();
      const inWindow = new Date(Date.now() - 10 * 60_000);
      // One counted donor of 4 USDT; a DAI gift and one before the window do not count.
      await gift(own[4]!, 4_000_000n, usdt, inWindow);
      await gift(own[4]!, 9_000_000n, usdt, new Date(Date.now() - 2 * HOUR_MS));
      await gift(own[4]!, 10n ** 19n, randomAddress(), inWindow);
      const page: RoundPage = (await call('visitor', 'GET', `/api/rounds/${round.id}`)).json();
      expect(page.campaigns).toEqual([
        expect.objectContaining({ campaignId: own[4], donors: 1, counted: '4', match: '0' }),
      ]);
      expect(page.estimate).toEqual({ gifts: 1, matched: '0', unallocated: '1000' });

      // A second donor makes the campaign the only one with a pair: the whole pool.
      const response = await call(
        'visitor',
        'GET',
        `/api/rounds/${round.id}/estimate?campaignId=${own[4]}&amount=9`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        campaignId: own[4],
        amount: '9',
        currentMatch: '0',
        matchWithGift: '1000',
        addedMatch: '1000',
        excludedBecause: null,
      });
    });

    it("lists a campaign's rounds with its match: accepted ones only, none for a campaign in none", async () => {
      const round = await createdRound({ name: 'Badge round', matchingCapBps: null });
      await accept(round.id, own[3]!);
      const usdt = round.token.address.toLowerCase();
      const inWindow = new Date(Date.now() - 10 * 60_000);
      await gift(own[3]!, 4_000_000n, usdt, inWindow);
      await gift(own[3]!, 9_000_000n, usdt, inWindow);
      const pending = await createdRound({ name: 'Pending round' });
      await fixture.context.database.db.insert(roundApplications).values({
        roundId: pending.id,
        campaignId: own[3]!,
        status: 'pending',
        appliedBy: sessions.creator.user.id,
      });

      const response = await call('visitor', 'GET', `/api/campaigns/${own[3]}/rounds`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().items).toEqual([
        expect.objectContaining({
          roundId: round.id,
          name: 'Badge round',
          phase: 'donations',
          token: round.token,
          donors: 2,
          match: '1000',
          capped: false,
          excluded: null,
        }),
      ]);
      expect((await call('visitor', 'GET', `/api/campaigns/${unapproved}/rounds`)).json()).toEqual({
        items: [],
      });
      expect((await call('visitor', 'GET', '/api/campaigns/abc/rounds')).json()).toEqual({ items: [] });
    });

    it.each([
      ['an unknown field', 'amount=1&tip=1'],
      ['an amount of zero', 'amount=0'],
      ['more decimals than the token has', 'amount=0.0000001'],
      ['a donor that is not an address', 'amount=1&donor=me'],
      ['no amount', ''],
    ])('refuses an estimate with %s (400)', async (_label, query) => {
      const round = await createdRound();
      await accept(round.id, own[5]!);
      const response = await call(
        'visitor',
        'GET',
        `/api/rounds/${round.id}/estimate?campaignId=${own[5]}&${query}`,
      );
      expect(response.statusCode).toBe(400);
    });

    it('refuses an estimate for a campaign not in the round (404) and once the window has closed (409)', async () => {
      const round = await createdRound();
      expect(
        (
          await call(
            'visitor',
            'GET',
            `/api/rounds/${round.id}/estimate?campaignId=${othersCampaign}&amount=1`,
          )
        ).statusCode,
      ).toBe(404);
      const closed = await insertRound({});
      await accept(closed, othersCampaign);
      const response = await call(
        'visitor',
        'GET',
        `/api/rounds/${closed}/estimate?campaignId=${othersCampaign}&amount=1`,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(ROUND_MESSAGES.estimateClosed);
    });
  });

  describe('freezing, publishing and the challenge window', () => {
    /** A round whose donation window has closed on the chain: it ends at a chain time the head
     *  has reached and the genesis block has not (applications closed a second before, both
     *  opened three hours earlier); with that head's number. */
    async function roundClosedOnChain(): Promise<{ round: number; head: bigint }> {
      const { client } = fixture.context.chain;
      const genesis = await client.getBlock({ blockNumber: 0n });
      let head = await client.getBlock({ blockTag: 'latest' });
      while (head.timestamp <= genesis.timestamp) {
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        head = await client.getBlock({ blockTag: 'latest' });
      }
      const close = new Date(Number(head.timestamp) * 1000);
      const round = await insertRound({
        donationsCloseAt: close,
        applicationsCloseAt: new Date(close.getTime() - 1000),
        applicationsOpenAt: new Date(close.getTime() - 3 * HOUR_MS),
        donationsOpenAt: new Date(close.getTime() - 3 * HOUR_MS),
      });
      return { round, head: head.number };
    }

    async function recordedUpTo(block: bigint): Promise<void> {
      await fixture.context.database.db
        .insert(indexerState)
        .values({ chainId: fixture.context.chain.chainId, checkpointBlock: block })
        .onConflictDoUpdate({ target: indexerState.chainId, set: { checkpointBlock: block } });
    }

    it('refuses to freeze before the window has closed on the chain (409)', async () => {
      const head = await fixture.context.chain.client.getBlock({ blockTag: 'latest' });
      const far = new Date((Number(head.timestamp) + 10 * 365 * 86_400) * 1000);
      const round = await insertRound({ donationsCloseAt: far, applicationsCloseAt: new Date() });
      await accept(round, own[0]!);
      const response = await call('admin', 'POST', `/api/admin/rounds/${round}/publish`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(
        /^The donation window closes at .* UTC; the round's network is at /,
      );
    });

    it('refuses to freeze a round without accepted campaigns (409) and a moderator (403)', async () => {
      const round = await insertRound({});
      expect((await call('moderator', 'POST', `/api/admin/rounds/${round}/publish`)).statusCode).toBe(403);
      const response = await call('admin', 'POST', `/api/admin/rounds/${round}/publish`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(ROUND_MESSAGES.noCampaigns);
    });

    it('refuses to freeze while the indexer lags behind the window’s end (503, Retry-After), then publishes once it has caught up', async () => {
      const { round, head } = await roundClosedOnChain();
      await accept(round, own[1]!);
      await recordedUpTo(0n);
      const lagging = await call('admin', 'POST', `/api/admin/rounds/${round}/publish`);
      expect(lagging.statusCode).toBe(503);
      expect(lagging.headers['retry-after']).toBe('30');
      expect(lagging.json().message).toMatch(
        /^Gifts are recorded up to block 0 .* the result would miss gifts/,
      );

      await recordedUpTo(head);
      const published = await call('admin', 'POST', `/api/admin/rounds/${round}/publish`);
      expect(published.statusCode, published.body).toBe(201);
      expect(published.json()).toMatchObject({
        phase: 'challenge',
        publication: { version: 1, engineVersion: 'crowdvault-match/1', matched: '0', unallocated: '1000' },
      });
      const again = await call('admin', 'POST', `/api/admin/rounds/${round}/publish`);
      expect(again.statusCode).toBe(409);

      const file = await call('visitor', 'GET', `/api/rounds/${round}/result.json`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('application/json');
      expect(recomputeRoundFile(file.body).matches).toBe(true);
      expect(file.body).toBe(
        (
          await fixture.context.database.db
            .select({ file: roundPublications.file })
            .from(roundPublications)
            .where(eq(roundPublications.roundId, round))
        )[0]!.file,
      );
      expect((await call('admin', 'PUT', `/api/admin/rounds/${round}`, { name: 'Renamed' })).statusCode).toBe(
        409,
      );
    });

    it('takes a moderator’s exclusion in the challenge window and republishes; refuses bad ones', async () => {
      const db = fixture.context.database.db;
      const unpublished = await insertRound({});
      const body = { campaignId: own[2], reason: REASON };
      const notYet = await call('moderator', 'POST', `/api/admin/rounds/${unpublished}/exclusions`, body);
      expect(notYet.statusCode).toBe(409);
      expect(notYet.json().message).toBe(ROUND_MESSAGES.notPublished);

      const { round, head } = await roundClosedOnChain();
      await accept(round, own[2]!);
      await accept(round, own[3]!);
      await recordedUpTo(head);
      expect((await call('admin', 'POST', `/api/admin/rounds/${round}/publish`)).statusCode).toBe(201);

      const url = `/api/admin/rounds/${round}/exclusions`;
      for (const [payload, status] of [
        [{ ...body, note: 'x' }, 400],
        [{ ...body, donor: randomAddress() }, 400],
        [{ reason: REASON }, 400],
        [{ campaignId: own[2] }, 400],
        [{ campaignId: othersCampaign, reason: REASON }, 404],
      ] as const) {
        expect((await call('moderator', 'POST', url, payload)).statusCode, JSON.stringify(payload)).toBe(
          status,
        );
      }
      expect((await call('creator', 'POST', url, body)).statusCode).toBe(403);

      const excluded = await call('moderator', 'POST', url, body);
      expect(excluded.statusCode, excluded.body).toBe(201);
      const page: RoundPage = excluded.json();
      expect(page.publication?.version).toBe(2);
      expect(page.campaigns.find((campaign) => campaign.campaignId === own[2])?.excluded).toBe(
        'Other: Not a public good',
      );
      expect(page.exclusions).toEqual([expect.objectContaining({ campaignId: own[2], reason: REASON })]);
      expect((await call('moderator', 'POST', url, body)).statusCode).toBe(409);

      await db
        .update(roundPublications)
        .set({ challengeEndsAt: new Date(Date.now() - 1000) })
        .where(eq(roundPublications.roundId, round));
      const over = await call('moderator', 'POST', url, { donor: randomAddress(), reason: REASON });
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toMatch(/^The challenge window ended at /);
      expect((await call('visitor', 'GET', `/api/rounds/${round}`)).json().phase).toBe('final');
    });
  });
});

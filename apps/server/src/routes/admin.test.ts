import { devChainClients } from '@crowdvault/contracts/chain-clients';
import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import type { AuthResponse } from '@crowdvault/shared/api/auth';
import { eq } from 'drizzle-orm';
import { erc20Abi, parseAbiItem } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { findToken } from '../chain/deployment';
import { registryOf } from '../chain/registry';
import { auditLog, donations, users } from '../db/schema';
import { USER_ERRORS } from '../services/admin/admin-users';
import { REPORT_ERRORS } from '../services/admin/campaign-reports';
import { addSampleDonors } from '../services/admin/sample-donors';
import { insertCampaign, insertUser } from '../test/campaign-fixtures';
import { createCampaign } from '../test/chain-kit';
import { bearer, signIn } from '../test/sign-in';
import { createTestApp, createTestContext } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

type Role = 'visitor' | 'USER' | 'SUSPENDED' | 'MODERATOR' | 'ADMIN';
const REASON = { code: 'fraud_or_scam', text: 'Copies another campaign' };

describe('admin routes', () => {
  const sessions = {} as Record<Exclude<Role, 'visitor'>, AuthResponse>;
  let campaignId: number;

  const fixture = useTestApp({ env: { AUTH_RATE_LIMIT: '0' } });
  beforeAll(async () => {
    sessions.ADMIN = await signIn(fixture.app, DEV_ACCOUNTS[0]!.privateKey);
    for (const role of ['USER', 'SUSPENDED', 'MODERATOR'] as const) {
      sessions[role] = await signIn(fixture.app, generatePrivateKey());
    }
    const db = fixture.context.database.db;
    await db.update(users).set({ role: 'MODERATOR' }).where(eq(users.id, sessions.MODERATOR.user.id));
    await db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, sessions.SUSPENDED.user.id));
    campaignId = await insertCampaign(db, { creatorId: sessions.USER.user.id, isApproved: false });
  });

  function call(role: Role, method: string, url: string, payload?: Record<string, unknown>) {
    const headers = role === 'visitor' ? {} : bearer(sessions[role]);
    return fixture.app.inject({ method: method as 'GET', url, headers, payload });
  }

  // [method, url, body, lowest role allowed]. Bodies are valid, so the status shows the guard.
  const routes: [string, () => string, Record<string, unknown> | undefined, 'MODERATOR' | 'ADMIN'][] = [
    ['GET', () => '/api/admin/stats', undefined, 'MODERATOR'],
    ['GET', () => '/api/admin/campaigns', undefined, 'MODERATOR'],
    ['GET', () => `/api/admin/campaigns/${campaignId}`, undefined, 'MODERATOR'],
    ['PUT', () => `/api/admin/campaigns/${campaignId}`, { isFeatured: false }, 'MODERATOR'],
    [
      'POST',
      () => `/api/admin/campaigns/${campaignId}/approve`,
      { approved: false, reason: REASON },
      'MODERATOR',
    ],
    ['POST', () => '/api/admin/campaigns/999999/add-sample-donors', { donorCount: 1 }, 'ADMIN'],
    ['GET', () => '/api/admin/wallets', undefined, 'MODERATOR'],
    ['POST', () => `/api/admin/wallets/${campaignId}/refresh`, undefined, 'MODERATOR'],
    ['POST', () => '/api/admin/wallets/refresh-all', undefined, 'MODERATOR'],
    ['GET', () => '/api/admin/users', undefined, 'MODERATOR'],
    ['PATCH', () => '/api/admin/users/999999/role', { role: 'USER' }, 'ADMIN'],
    ['PATCH', () => '/api/admin/users/999999/status', { status: 'ACTIVE' }, 'ADMIN'],
    ['GET', () => '/api/admin/audit', undefined, 'MODERATOR'],
    ['GET', () => '/api/admin/reports', undefined, 'MODERATOR'],
    ['POST', () => '/api/admin/reports/999999/resolve', { outcome: 'dismissed' }, 'MODERATOR'],
    ['GET', () => '/api/admin/settings', undefined, 'MODERATOR'],
    ['PUT', () => '/api/admin/settings', { maxDurationDays: 365 }, 'ADMIN'],
  ];
  const roles: Role[] = ['visitor', 'USER', 'SUSPENDED', 'MODERATOR', 'ADMIN'];
  const cases = routes.flatMap(([method, url, body, lowest]) =>
    roles.map((role) => {
      const allowed = role === 'ADMIN' || (role === 'MODERATOR' && lowest === 'MODERATOR');
      const label = url
        .toString()
        .replace(/^\(\) => /, '')
        .replace(/[`']/g, '');
      return { method, url, body, role, allowed, label };
    }),
  );

  it.each(cases)('$method $label as $role', async ({ method, url, body, role, allowed }) => {
    const response = await call(role, method, url(), body);
    if (role === 'visitor') expect(response.statusCode).toBe(401);
    else if (!allowed) expect(response.statusCode).toBe(403);
    // Past the guard: done, or refused for what the request asks (unknown id, already so).
    else expect([200, 201, 404, 409]).toContain(response.statusCode);
  });

  it("refuses anyone below the route's role with 403 before reading a malformed body or id (issue 38)", async () => {
    const withBody = routes.filter(([, , body]) => body !== undefined);
    expect(withBody.length).toBeGreaterThan(5);
    for (const [method, url, , lowest] of withBody) {
      const below: Role[] = lowest === 'ADMIN' ? ['USER', 'SUSPENDED', 'MODERATOR'] : ['USER', 'SUSPENDED'];
      for (const role of below) {
        const malformed = await call(role, method, url(), { unknownField: 'x', role: 42 });
        expect(malformed.statusCode, `${method} ${url()} as ${role}`).toBe(403);
      }
      // The one allowed still learns what is wrong with the body.
      const staff = await call(lowest, method, url(), { unknownField: 'x', role: 42 });
      expect(staff.statusCode, `${method} ${url()} as ${lowest}`).toBe(400);
    }
    // A malformed id too: no 400 tells a plain user what the route expects.
    const badId = await call('USER', 'PATCH', '/api/admin/users/not-a-number/role', { role: 'USER' });
    expect(badId.statusCode).toBe(403);
  });

  describe('moderating campaigns', () => {
    it('requires a reason to reject, shows it to the creator, and approving lists the campaign', async () => {
      const id = await insertCampaign(fixture.context.database.db, {
        creatorId: sessions.USER.user.id,
        isApproved: false,
      });
      const noReason = await call('MODERATOR', 'POST', `/api/admin/campaigns/${id}/approve`, {
        approved: false,
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toMatch(/A reason is required/);

      const approved = await call('MODERATOR', 'POST', `/api/admin/campaigns/${id}/approve`, {
        approved: true,
      });
      expect(approved.json()).toMatchObject({ isApproved: true, moderationReason: null });
      const again = await call('MODERATOR', 'POST', `/api/admin/campaigns/${id}/approve`, { approved: true });
      expect(again.statusCode).toBe(409);
      const rejected = await call('MODERATOR', 'POST', `/api/admin/campaigns/${id}/approve`, {
        approved: false,
        reason: REASON,
      });
      expect(rejected.json()).toMatchObject({ isApproved: false, moderationReason: REASON });
      const mine = await call('USER', 'GET', '/api/campaigns/me');
      expect(mine.json().find((each: { id: number }) => each.id === id).moderationReason).toEqual(REASON);
    });

    it("says Rejected on the campaign's own page, with the reason for its creator and moderators only", async () => {
      const id = await insertCampaign(fixture.context.database.db, {
        creatorId: sessions.USER.user.id,
        isApproved: false,
      });
      const pending = await call('visitor', 'GET', `/api/campaigns/${id}`);
      expect(pending.json().moderation).toEqual({ approval: 'pending', reason: null });
      await call('MODERATOR', 'POST', `/api/admin/campaigns/${id}/approve`, {
        approved: false,
        reason: REASON,
      });

      for (const role of ['USER', 'MODERATOR', 'ADMIN'] as const) {
        const page = await call(role, 'GET', `/api/campaigns/${id}`);
        expect(page.json().moderation, role).toEqual({ approval: 'rejected', reason: REASON });
      }
      // Another user and a visitor learn the state, not the moderator's words.
      const stranger = await signIn(fixture.app, generatePrivateKey());
      const strangers = [
        await fixture.app.inject({ method: 'GET', url: `/api/campaigns/${id}`, headers: bearer(stranger) }),
        await call('visitor', 'GET', `/api/campaigns/${id}`),
      ];
      for (const page of strangers)
        expect(page.json().moderation).toEqual({ approval: 'rejected', reason: null });
    });

    it('rejects straight from Pending; the list, its filter and the counts say Rejected', async () => {
      const id = await insertCampaign(fixture.context.database.db, {
        creatorId: sessions.USER.user.id,
        isApproved: false,
        title: 'Rejected from pending',
      });
      const before = (await call('MODERATOR', 'GET', '/api/admin/stats')).json();
      const rejected = await call('MODERATOR', 'POST', `/api/admin/campaigns/${id}/approve`, {
        approved: false,
        reason: REASON,
      });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json()).toMatchObject({
        isApproved: false,
        approval: 'rejected',
        moderationReason: REASON,
      });
      const twice = await call('MODERATOR', 'POST', `/api/admin/campaigns/${id}/approve`, {
        approved: false,
        reason: REASON,
      });
      expect(twice.statusCode).toBe(409);

      const after = (await call('MODERATOR', 'GET', '/api/admin/stats')).json();
      expect(after.pendingApproval).toBe(before.pendingApproval - 1);
      expect(after.rejected).toBe(before.rejected + 1);
      const ids = async (approval: string) =>
        (await call('MODERATOR', 'GET', `/api/admin/campaigns?approval=${approval}&limit=100`))
          .json()
          .map((each: { id: number }) => each.id);
      expect(await ids('rejected')).toContain(id);
      expect(await ids('pending')).not.toContain(id);

      // Approving it after all lists it and says so to its creator, as the rejection did.
      await call('MODERATOR', 'POST', `/api/admin/campaigns/${id}/approve`, { approved: true });
      expect(await ids('rejected')).not.toContain(id);
      const bell = (await call('USER', 'GET', '/api/notifications?limit=50')).json();
      const notices = bell.items
        .filter((item: { campaignId: number }) => item.campaignId === id)
        .map((item: { kind: string; detail: string }) => `${item.kind}:${item.detail}`);
      expect(notices).toEqual(['moderation:approved', 'moderation:rejected']);
    });

    it('logs approval decisions as the approval they changed: pending → rejected → approved', async () => {
      const id = await insertCampaign(fixture.context.database.db, {
        creatorId: sessions.USER.user.id,
        isApproved: false,
        title: 'Judged twice',
      });
      const approve = (body: Record<string, unknown>) =>
        call('MODERATOR', 'POST', `/api/admin/campaigns/${id}/approve`, body);
      expect((await approve({ approved: false, reason: REASON })).statusCode).toBe(200);
      expect((await approve({ approved: true })).statusCode).toBe(200);
      const audit = (await call('MODERATOR', 'GET', '/api/admin/audit?limit=100')).json();
      const mine = audit
        .filter((entry: { targetId: number }) => entry.targetId === id)
        .map((entry: { action: string; before: unknown; after: unknown }) => [
          entry.action,
          entry.before,
          entry.after,
        ])
        .reverse();
      expect(mine).toEqual([
        ['campaign.reject', { approval: 'pending' }, { approval: 'rejected' }],
        ['campaign.approve', { approval: 'rejected' }, { approval: 'approved' }],
      ]);
    });

    it('tells the creator when their campaign is flagged, featured, paused and resumed', async () => {
      const id = await insertCampaign(fixture.context.database.db, {
        creatorId: sessions.USER.user.id,
        title: 'Watched closely',
      });
      const put = (body: Record<string, unknown>) =>
        call('MODERATOR', 'PUT', `/api/admin/campaigns/${id}`, body);
      expect((await put({ status: 'flagged', reason: REASON })).statusCode).toBe(200);
      expect((await put({ status: 'active' })).statusCode).toBe(200);
      expect((await put({ isFeatured: true })).statusCode).toBe(200);
      expect((await put({ status: 'paused' })).statusCode).toBe(200);
      expect((await put({ status: 'active' })).statusCode).toBe(200);
      const bell = (await call('USER', 'GET', '/api/notifications?limit=50')).json();
      const notices = bell.items
        .filter((item: { campaignId: number }) => item.campaignId === id)
        .map((item: { detail: string }) => item.detail)
        .reverse();
      expect(notices).toEqual(['flagged', 'unflagged', 'featured', 'paused', 'resumed']);
      // Unflagging took the flag's reason away with the flag.
      const mine = (await call('USER', 'GET', '/api/campaigns/me')).json();
      expect(mine.find((each: { id: number }) => each.id === id).moderationReason).toBeNull();
    });

    it('searches title, description, creator name and address, case-insensitively and literally', async () => {
      const db = fixture.context.database.db;
      const creator = await insertUser(db, { username: 'Quillon_Maker' });
      const byTitle = await insertCampaign(db, {
        creatorId: sessions.USER.user.id,
        title: 'ZEPHYRINE Wells',
      });
      const byDescription = await insertCampaign(db, {
        creatorId: sessions.USER.user.id,
        description: 'Clean water for zephyrine valley, 100% of it',
      });
      const byCreator = await insertCampaign(db, { creatorId: creator.id });
      const search = async (text: string) => {
        const response = await call(
          'MODERATOR',
          'GET',
          `/api/admin/campaigns?search=${encodeURIComponent(text)}`,
        );
        expect(response.statusCode).toBe(200);
        return {
          ids: response
            .json()
            .map((each: { id: number }) => each.id)
            .sort(),
          total: response.headers['x-total-count'],
        };
      };
      expect(await search('zephyrine')).toEqual({ ids: [byTitle, byDescription].sort(), total: '2' });
      expect(await search('quillon_MAKER')).toEqual({ ids: [byCreator], total: '1' });
      expect(await search(creator.walletAddress.slice(2, 14).toUpperCase())).toEqual({
        ids: [byCreator],
        total: '1',
      });
      // % is a character like any other, not a wildcard; title and description never join up.
      expect(await search('100%')).toEqual({ ids: [byDescription], total: '1' });
      expect(await search('10%')).toEqual({ ids: [], total: '0' });
      expect(await search('wells clean')).toEqual({ ids: [], total: '0' });
    });

    it('finds "Kraków" by "krakow" and "KRAKÓW", in Discover and in Campaign Management', async () => {
      const id = await insertCampaign(fixture.context.database.db, {
        creatorId: sessions.USER.user.id,
        title: 'Zupa dla Krakowa: Kraków soup kitchen',
        description: 'Hot meals in Łódź too',
      });
      for (const text of ['krakow soup', 'KRAKÓW', 'lodz']) {
        const listed = await call(
          'visitor',
          'GET',
          `/api/campaigns?status=all&search=${encodeURIComponent(text)}`,
        );
        expect(
          listed.json().map((each: { id: number }) => each.id),
          text,
        ).toContain(id);
        const admin = await call(
          'MODERATOR',
          'GET',
          `/api/admin/campaigns?search=${encodeURIComponent(text)}`,
        );
        expect(
          admin.json().map((each: { id: number }) => each.id),
          text,
        ).toContain(id);
      }
    });

    it('flags only with a reason, records before → after in the audit log, and filters the list', async () => {
      const id = await insertCampaign(fixture.context.database.db, {
        creatorId: sessions.USER.user.id,
        title: 'Flag me please',
      });
      expect(
        (await call('ADMIN', 'PUT', `/api/admin/campaigns/${id}`, { status: 'flagged' })).statusCode,
      ).toBe(400);
      const flagged = await call('ADMIN', 'PUT', `/api/admin/campaigns/${id}`, {
        status: 'flagged',
        reason: REASON,
      });
      expect(flagged.json()).toMatchObject({ status: 'flagged', moderationReason: REASON });

      const list = await call('MODERATOR', 'GET', '/api/admin/campaigns?status=flagged&search=flag%20me');
      expect(list.headers['x-total-count']).toBe('1');
      expect(list.json()[0].id).toBe(id);
      const audit = await call('MODERATOR', 'GET', '/api/admin/audit?action=campaign.status');
      expect(audit.json()[0]).toMatchObject({
        action: 'campaign.status',
        targetId: id,
        before: { status: 'active' },
        after: { status: 'flagged' },
        reason: REASON,
        actor: { id: sessions.ADMIN.user.id },
      });
      const stats = await call('MODERATOR', 'GET', '/api/admin/stats');
      expect(stats.json().flagged).toBeGreaterThanOrEqual(1);
    });

    it('refuses unknown fields and unknown campaigns', async () => {
      const extra = await call('ADMIN', 'PUT', `/api/admin/campaigns/${campaignId}`, {
        isFeatured: true,
        raised: 1,
      });
      expect(extra.statusCode).toBe(400);
      const missing = await call('ADMIN', 'PUT', '/api/admin/campaigns/abc', { isFeatured: true });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Campaign not found' });
    });
  });

  describe('managing users', () => {
    it('changes roles and status with a reason, but never one’s own role or the configured admin', async () => {
      const targetKey = generatePrivateKey();
      const target = await signIn(fixture.app, targetKey);
      const promoted = await call('ADMIN', 'PATCH', `/api/admin/users/${target.user.id}/role`, {
        role: 'MODERATOR',
      });
      expect(promoted.json()).toMatchObject({ role: 'MODERATOR' });
      const noReason = await call('ADMIN', 'PATCH', `/api/admin/users/${target.user.id}/status`, {
        status: 'SUSPENDED',
      });
      expect(noReason.statusCode).toBe(400);
      const suspended = await call('ADMIN', 'PATCH', `/api/admin/users/${target.user.id}/status`, {
        status: 'SUSPENDED',
        reason: { code: 'spam', text: '' },
      });
      expect(suspended.json()).toMatchObject({ status: 'SUSPENDED', suspensionReason: { code: 'spam' } });
      // Told at the next sign-in, with the reason, not after filling a form.
      const again = await signIn(fixture.app, targetKey);
      expect(again.user).toMatchObject({ status: 'SUSPENDED', suspensionReason: { code: 'spam', text: '' } });
      expect(target.user.suspensionReason).toBeNull();

      const own = await call('ADMIN', 'PATCH', `/api/admin/users/${sessions.ADMIN.user.id}/role`, {
        role: 'USER',
      });
      expect(own.json().message).toBe(USER_ERRORS.ownRole);
      const list = await call(
        'MODERATOR',
        'GET',
        `/api/admin/users?search=${sessions.ADMIN.user.walletAddress}`,
      );
      expect(list.json()[0]).toMatchObject({ role: 'ADMIN', isConfiguredAdmin: true });
    });

    it('keeps the last admin when the configured wallet is not set', async () => {
      const local = await createTestContext({
        AUTH_RATE_LIMIT: '0',
        ADMIN_WALLET_ADDRESS: privateKeyToAccount(generatePrivateKey()).address,
      });
      const localApp = await createTestApp(local);
      try {
        const [first, second] = [
          await signIn(localApp, generatePrivateKey()),
          await signIn(localApp, generatePrivateKey()),
        ];
        await local.database.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, first.user.id));
        // With a configured admin wallet elsewhere, `first` is not the last admin: demoting works.
        const demote = await localApp.inject({
          method: 'PATCH',
          url: `/api/admin/users/${second.user.id}/role`,
          headers: bearer(first),
          payload: { role: 'MODERATOR' },
        });
        expect(demote.statusCode).toBe(200);
      } finally {
        await localApp.close();
        await local.close();
      }
    });
  });

  describe('reports', () => {
    it('takes one open report per user and campaign, and resolving it is audited', async () => {
      const url = `/api/campaigns/${campaignId}/reports`;
      const created = await call('MODERATOR', 'POST', url, { reason: 'spam', details: 'Same text as #3' });
      expect(created.statusCode).toBe(201);
      const duplicate = await call('MODERATOR', 'POST', url, { reason: 'spam' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().message).toBe(REPORT_ERRORS.duplicate);
      expect((await call('visitor', 'POST', url, { reason: 'spam' })).statusCode).toBe(401);
      expect((await call('SUSPENDED', 'POST', url, { reason: 'spam' })).statusCode).toBe(403);

      const queue = await call('MODERATOR', 'GET', '/api/admin/reports');
      const report = queue.json().find((each: { id: number }) => each.id === created.json().id);
      expect(report).toMatchObject({ reason: 'spam', details: 'Same text as #3', status: 'open' });
      const resolved = await call('MODERATOR', 'POST', `/api/admin/reports/${report.id}/resolve`, {
        outcome: 'dismissed',
        note: 'Not a duplicate',
      });
      expect(resolved.json()).toMatchObject({ status: 'dismissed', resolutionNote: 'Not a duplicate' });
      const entries = await fixture.context.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'report.resolve'));
      expect(entries).toHaveLength(1);
      // Once resolved, the same user may report again.
      expect((await call('MODERATOR', 'POST', url, { reason: 'other' })).statusCode).toBe(201);
    });
  });

  describe('settings', () => {
    it('are enforced by campaign creation once changed', async () => {
      const updated = await call('ADMIN', 'PUT', '/api/admin/settings', {
        minGoal: '100',
        maxDurationDays: 10,
      });
      expect(updated.json()).toMatchObject({
        minGoal: '100',
        maxDurationDays: 10,
        // The primary chain by the registry's name for it.
        chain: { platformFeeBps: 250, chainName: 'Local Anvil' },
      });
      const publicLimits = await call('visitor', 'GET', '/api/settings');
      expect(publicLimits.json()).toEqual({ minGoal: '100', maxDurationDays: 10 });
      const body = {
        title: 'Too small',
        description: 'A description',
        story: 'A story',
        goalAmount: '50',
        currency: 'USDT',
        category: 'Community',
      };
      const tooSmall = await call('USER', 'POST', '/api/campaigns', body);
      expect(tooSmall.statusCode).toBe(400);
      expect(tooSmall.json().message).toBe('body/goalAmount: Goal amount must be at least 100');
      const tooLong = await call('USER', 'POST', '/api/campaigns', { ...body, goalAmount: '150' });
      expect(tooLong.json().message).toBe('body/endDate: End date must be within 10 days');
      const invalid = await call('ADMIN', 'PUT', '/api/admin/settings', { maxDurationDays: 0 });
      expect(invalid.statusCode).toBe(400);
      await call('ADMIN', 'PUT', '/api/admin/settings', { minGoal: '0.01', maxDurationDays: 365 });
    });

    // Issue 26, item 14: a 400-digit minimum goal answered 500.
    it('refuses numbers out of bounds with 400 and a message, changing nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ minGoal: '9'.repeat(400) }, 'body/minGoal: Minimum goal must be at most 1,000,000,000'],
        [{ minGoal: '1000000000.01' }, 'body/minGoal: Minimum goal must be at most 1,000,000,000'],
        [{ maxDurationDays: 3651 }, 'body/maxDurationDays: Maximum duration must be at most 3650 days'],
        [{ maxDurationDays: 1e308 }, 'body/maxDurationDays: Maximum duration must be a whole number of days'],
        [{ maxDurationDays: 10.5 }, 'body/maxDurationDays: Maximum duration must be a whole number of days'],
      ];
      for (const [payload, message] of cases) {
        const response = await call('ADMIN', 'PUT', '/api/admin/settings', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message.startsWith(message), response.json().message).toBe(true);
      }
      const atMost = await call('ADMIN', 'PUT', '/api/admin/settings', { minGoal: '1000000000' });
      expect(atMost.statusCode).toBe(200);
      await call('ADMIN', 'PUT', '/api/admin/settings', { minGoal: '0.01' });
      expect((await call('visitor', 'GET', '/api/settings')).json()).toEqual({
        minGoal: '0.01',
        maxDurationDays: 365,
      });
    });
  });

  describe('sample donors', () => {
    it('sends real transfers, records them as samples, and preserves the raised amount when asked', async () => {
      const kit = devChainClients(fixture.context.chain.rpcUrls[0]!);
      const usdt = findToken(fixture.context.chain.deployment, 'USDT')!.address;
      const campaign = await createCampaign(fixture.context.database.db, fixture.context.chain);
      // Other files send from the dev accounts on the same chain meanwhile: what this test checks is
      // the transfers that reached its sample donors and its vault, none of them from a dev account.
      const fromBlock = await kit.publicClient.getBlockNumber();

      const deps = { db: fixture.context.database.db, chains: registryOf(fixture.context.chain) };
      const counted = await addSampleDonors(deps, sessions.ADMIN.user.id, campaign.id, {
        donorCount: 3,
        preserveRaisedAmount: false,
      });
      expect(counted.donorsAdded).toBe(3);
      expect(counted.currency).toBe('USDT');
      expect(counted.newTotalAmount).toBe(counted.totalAmount);
      const onChain = await kit.publicClient.readContract({
        address: usdt,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [campaign.vault],
      });
      expect(`${onChain / 10n ** 6n}`).toBe(counted.totalAmount);

      const preserved = await addSampleDonors(deps, sessions.ADMIN.user.id, campaign.id, {
        donorCount: 2,
        preserveRaisedAmount: true,
      });
      expect(preserved.newTotalAmount).toBe(counted.newTotalAmount);
      const rows = await fixture.context.database.db
        .select()
        .from(donations)
        .where(eq(donations.campaignId, campaign.id));
      expect(rows).toHaveLength(5);
      expect(rows.every((row) => row.isSample)).toBe(true);
      // Five fresh addresses, no user's among them: anonymous, in nobody's My Donations, and not a
      // unit taken from any real wallet.
      expect(new Set(rows.map((row) => row.donorAddress.toLowerCase())).size).toBe(5);
      expect(rows.every((row) => row.donorUserId === null)).toBe(true);
      const known = new Set(DEV_ACCOUNTS.map((account) => account.address.toLowerCase()));
      expect(rows.some((row) => known.has(row.donorAddress.toLowerCase()))).toBe(false);
      const samples = new Set([
        ...rows.map((row) => row.donorAddress.toLowerCase()),
        campaign.vault.toLowerCase(),
      ]);
      const funding = (
        await kit.publicClient.getLogs({ address: usdt, event: transferEvent, fromBlock })
      ).filter((log) => samples.has(log.args.to!.toLowerCase()));
      expect(funding.length).toBeGreaterThanOrEqual(5);
      expect(funding.filter((log) => known.has(log.args.from!.toLowerCase()))).toEqual([]);
      const listed = await call('visitor', 'GET', `/api/campaigns/${campaign.id}/donations`);
      expect(listed.json().every((each: { isSample: boolean }) => each.isSample)).toBe(true);
    });

    it('falls back to one donor for an invalid count', async () => {
      const response = await call('ADMIN', 'POST', '/api/admin/campaigns/999999/add-sample-donors', {
        donorCount: 'many',
      });
      expect(response.statusCode).toBe(404);
    });
  });
});

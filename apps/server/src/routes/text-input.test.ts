import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCampaign, insertUser } from '../test/campaign-fixtures';
import { bearer, signIn } from '../test/sign-in';
import { createTestApp, createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
const SIGNER = DEV_ACCOUNTS[6]!;
const VALID_CAMPAIGN = {
  title: 'Clean water',
  description: 'Wells for the valley.',
  story: 'We dig.\n\nThen we drink.',
  goalAmount: '100',
  category: 'Community',
};
const TX_HASH = `0x${'ab'.repeat(32)}`;

// Issue 14, items 2 and 3: text a caller sends is refused at the schema (400 with a message),
// never stored, searched or logged as a server failure.
describe('text from callers', () => {
  let context: Context;
  let app: FastifyInstance;
  let auth: { authorization: string };
  let campaignId: number;
  const errorLogs = vi.fn();

  beforeAll(async () => {
    context = await createTestContext();
    app = await createTestApp(context);
    app.addHook('onRequest', async (request) => {
      request.log.error = errorLogs as unknown as typeof request.log.error;
    });
    await app.ready();
    auth = bearer(await signIn(app, SIGNER.privateKey));
    const creator = await insertUser(context.database.db, { username: 'texter' });
    campaignId = await insertCampaign(context.database.db, { creatorId: creator.id, title: 'Texts' });
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  /** POST /api/campaigns as the signed-in creator: a valid campaign but for `fields`. */
  const createCampaign = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: auth,
      payload: { ...VALID_CAMPAIGN, ...fields },
    });

  it('answers 400 to a NUL in the campaign search, without an error log', async () => {
    errorLogs.mockClear();
    const response = await app.inject({ method: 'GET', url: '/api/campaigns?search=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('querystring/search: Must not contain control characters');
    expect(errorLogs).not.toHaveBeenCalled();
  });

  it('still searches ordinary text, normalised to NFC', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/campaigns?search=${encodeURIComponent(' Texts ')}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a campaign title or story holding NUL with 400', async () => {
    errorLogs.mockClear();
    for (const field of ['title', 'description', 'story']) {
      const response = await createCampaign({ [field]: 'bad\u0000text' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`body/${field}: Must not contain control characters`);
    }
    expect(errorLogs).not.toHaveBeenCalled();
  });

  it('refuses a title of zero-width spaces and one with a bidi override', async () => {
    const invisible = await createCampaign({ title: '\u200B\u200B\u200B' });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().message).toBe('body/title: Title is required');
    const reversed = await createCampaign({ title: 'Water \u202Eevil' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/^body\/title: Must not contain bidirectional/);
  });

  it('stores a decomposed title in NFC', async () => {
    const response = await createCampaign({ title: 'Cafe\u0301 for all' });
    expect(response.statusCode).toBe(201);
    expect(response.json().title).toBe('Caf\u00e9 for all');
  });

  it('refuses a donation message holding NUL before looking at the chain', async () => {
    errorLogs.mockClear();
    const response = await app.inject({
      method: 'POST',
      url: '/api/donations',
      headers: auth,
      payload: { campaignId, transactionHash: TX_HASH, message: 'thanks\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body/message: Must not contain control characters');
    expect(errorLogs).not.toHaveBeenCalled();
  });

  it('refuses a sign-in message holding NUL with 400', async () => {
    errorLogs.mockClear();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { host: 'localhost' },
      payload: { message: 'localhost wants you to sign in\u0000', signature: '0x00' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body/message: Must not contain control characters');
    expect(errorLogs).not.toHaveBeenCalled();
  });
});

// Issue 26, item 11: a lone surrogate (JSON's "\uD800") answered 500 in campaign edits, admin
// reasons and claims, after the audit log's or the bulk insert's JSON refused it. One rule for
// every free-text input (packages/shared/src/text.ts): 400 with the same message, nothing stored.
describe('lone surrogates in every route family', () => {
  const LONE = 'thanks \uD800 for all';
  const INVALID = 'Must not contain invalid characters (unpaired surrogates or noncharacters)';
  let context: Context;
  let app: FastifyInstance;
  let owner: { authorization: string };
  let admin: { authorization: string };
  let campaignId: number;
  let userId: number;
  const errorLogs = vi.fn();

  beforeAll(async () => {
    context = await createTestContext({ AUTH_RATE_LIMIT: '0', WRITE_RATE_LIMIT: '0' });
    app = await createTestApp(context);
    app.addHook('onRequest', async (request) => {
      request.log.error = errorLogs as unknown as typeof request.log.error;
    });
    await app.ready();
    const ownerSession = await signIn(app, SIGNER.privateKey);
    owner = bearer(ownerSession);
    admin = bearer(await signIn(app, DEV_ACCOUNTS[0]!.privateKey));
    userId = ownerSession.user.id;
    campaignId = await insertCampaign(context.database.db, { creatorId: userId, title: 'Surrogates' });
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  const reason = { code: 'other', text: LONE };
  const cases: [string, string, () => string, 'owner' | 'admin', () => Record<string, unknown>, string][] = [
    [
      'campaign creation',
      'POST',
      () => '/api/campaigns',
      'owner',
      () => ({ ...VALID_CAMPAIGN, story: LONE }),
      'body/story',
    ],
    [
      'campaign edit',
      'PATCH',
      () => `/api/campaigns/${campaignId}`,
      'owner',
      () => ({ description: LONE }),
      'body/description',
    ],
    [
      'update post',
      'POST',
      () => `/api/campaigns/${campaignId}/updates`,
      'owner',
      () => ({ title: 'News', body: LONE }),
      'body/body',
    ],
    ['profile', 'PATCH', () => '/api/users/me', 'owner', () => ({ bio: LONE }), 'body/bio'],
    [
      'donation claim',
      'POST',
      () => '/api/donations',
      'owner',
      () => ({ campaignId, transactionHash: TX_HASH, message: LONE }),
      'body/message',
    ],
    [
      'report',
      'POST',
      () => `/api/campaigns/${campaignId}/reports`,
      'owner',
      () => ({ reason: 'other', details: LONE }),
      'body/details',
    ],
    [
      'admin reject reason',
      'POST',
      () => `/api/admin/campaigns/${campaignId}/approve`,
      'admin',
      () => ({ approved: false, reason }),
      'body/reason/text',
    ],
    [
      'admin flag reason',
      'PUT',
      () => `/api/admin/campaigns/${campaignId}`,
      'admin',
      () => ({ status: 'flagged', reason }),
      'body/reason/text',
    ],
    [
      'admin suspend reason',
      'PATCH',
      () => `/api/admin/users/${userId}/status`,
      'admin',
      () => ({ status: 'SUSPENDED', reason }),
      'body/reason/text',
    ],
  ];

  for (const [family, method, url, who, payload, field] of cases) {
    it(`refuses a lone surrogate with 400 in a ${family}`, async () => {
      errorLogs.mockClear();
      const response = await app.inject({
        method: method as 'POST',
        url: url(),
        headers: who === 'owner' ? owner : admin,
        payload: payload(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`${field}: ${INVALID}`);
      expect(errorLogs).not.toHaveBeenCalled();
    });
  }

  it('keeps the campaign and the user as they were', async () => {
    const campaign = await app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` });
    expect(campaign.json().status).toBe('active');
    expect(campaign.json().description).toBe('A description');
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: owner });
    expect(me.statusCode).toBe(200);
  });
});

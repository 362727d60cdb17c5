import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign } from '../test/chain-kit';
import { bearer, signIn } from '../test/sign-in';
import { contextVariants, createTestApp, type createTestContext } from '../test/test-app';

type Context = Awaited<ReturnType<typeof createTestContext>>;
// One database for the file's apps, which differ only in settings.
const variants = contextVariants();
afterAll(() => variants.close());
const UNKNOWN_TX = `0x${'ef'.repeat(32)}`;
const CAMPAIGN = {
  title: 'Rate limited',
  description: 'A campaign among many.',
  story: 'Created in a burst.',
  goalAmount: '100',
  category: 'Community',
};

/** Every costly write route (issue 14, item 5), with a body it may refuse: the per-IP count
 *  starts on arrival, before validation. */
const COSTLY_ROUTES = [
  '/api/donations',
  '/api/campaigns',
  '/api/campaigns/1/wallet/withdraw',
  '/api/withdrawals',
  '/api/wallet/withdraw',
];

async function appWith(env: Record<string, string>): Promise<{ context: Context; app: FastifyInstance }> {
  const context = await variants.withEnv(env);
  const app = await createTestApp(context);
  await app.ready();
  return { context, app };
}

// Before: 300 donation claims in 1.2 s and 50 campaigns in 0.3 s from one user went through.
describe('rate limits on costly writes', () => {
  const opened: { context: Context; app: FastifyInstance }[] = [];
  afterAll(async () => {
    for (const { app, context } of opened) {
      await app.close();
      await context.close();
    }
  });

  describe('3 a minute per user, 5 per IP', () => {
    let context: Context;
    let app: FastifyInstance;
    beforeAll(async () => {
      ({ context, app } = await appWith({ WRITE_RATE_LIMIT: '3', WRITE_RATE_LIMIT_PER_IP: '5' }));
      opened.push({ context, app });
    });

    it('answers a user’s fourth claim in a minute with 429, Retry-After and a message', async () => {
      const campaign = await createCampaign(context.database.db, context.chain);
      const auth = bearer(await signIn(app, DEV_ACCOUNTS[4]!.privateKey));
      const claim = () =>
        app.inject({
          method: 'POST',
          url: '/api/donations',
          headers: auth,
          payload: { campaignId: campaign.id, transactionHash: UNKNOWN_TX },
        });
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push(await claim());
      expect(statuses.map((response) => response.statusCode)).toEqual([400, 400, 400, 429]);
      const refused = statuses[3]!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(/rate limit/i);

      // Another user from the same IP is counted apart, until the IP's own limit.
      const other = bearer(await signIn(app, DEV_ACCOUNTS[5]!.privateKey));
      const claimAs = (headers: { authorization: string }) =>
        app.inject({
          method: 'POST',
          url: '/api/donations',
          headers,
          payload: { campaignId: campaign.id, transactionHash: UNKNOWN_TX },
        });
      expect((await claimAs(other)).statusCode).toBe(400);
      const sixth = await claimAs(other);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toMatch(/rate limit/i);
    });

    it('limits campaign creation per user', async () => {
      const auth = bearer(await signIn(app, DEV_ACCOUNTS[6]!.privateKey));
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/campaigns',
          headers: auth,
          payload: CAMPAIGN,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    });
  });

  it('limits every costly write route per IP, even requests it would refuse', async () => {
    const built = await appWith({ WRITE_RATE_LIMIT: '0', WRITE_RATE_LIMIT_PER_IP: '5' });
    opened.push(built);
    const auth = bearer(await signIn(built.app, DEV_ACCOUNTS[8]!.privateKey));
    for (const url of COSTLY_ROUTES) {
      const statuses = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push(
          (await built.app.inject({ method: 'POST', url, headers: auth, payload: {} })).statusCode,
        );
      }
      expect(statuses.slice(0, 5), url).not.toContain(429);
      expect(statuses[5], url).toBe(429);
    }
  });

  it('lifts the limits with 0', async () => {
    const built = await appWith({ WRITE_RATE_LIMIT: '0', WRITE_RATE_LIMIT_PER_IP: '0' });
    opened.push(built);
    const auth = bearer(await signIn(built.app, DEV_ACCOUNTS[7]!.privateKey));
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const response = await built.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: auth,
        payload: CAMPAIGN,
      });
      expect(response.statusCode).toBe(201);
    }
  });
});

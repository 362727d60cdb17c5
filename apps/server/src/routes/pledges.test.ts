import { PLEDGE_PERIODS } from '@crowdvault/shared/api/pledge';
import { generatePrivateKey } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSecrets } from '../secrets';
import { CANCEL_LINK_VALID_SECONDS, cancelLinkToken } from '../services/mail/pledge-cancel-link';
import { insertCampaign, insertPledge, insertUser } from '../test/campaign-fixtures';
import { bearer, signIn } from '../test/sign-in';
import { useTestApp } from '../test/use-test-app';

describe('GET /api/pledges/:id/cancel', () => {
  let secret: string;

  const fixture = useTestApp({ env: { AUTH_RATE_LIMIT: '0' } });
  beforeAll(async () => {
    secret = (await resolveSecrets(fixture.context.env, fixture.context.chain.local)).jwtSecret;
  });

  async function donorPledge() {
    const { db } = fixture.context.database;
    const session = await signIn(fixture.app, generatePrivateKey());
    const campaignId = await insertCampaign(db, { creatorId: (await insertUser(db)).id });
    const pledge = await insertPledge(db, {
      userId: session.user.id,
      donorAddress: session.user.walletAddress.toLowerCase(),
      campaignId,
      chainId: fixture.context.chain.chainId,
      tokenAddress: fixture.context.chain.deployment.tokens[0]!.address,
      periodSeconds: PLEDGE_PERIODS.monthly,
    });
    return { session, pledgeId: pledge.pledgeId };
  }

  function show(pledgeId: string, options: { t?: string; headers?: Record<string, string> } = {}) {
    const query = options.t ? `?t=${options.t}` : '';
    return fixture.app.inject({
      method: 'GET',
      url: `/api/pledges/${pledgeId}/cancel${query}`,
      headers: options.headers,
    });
  }

  it("shows a pledge's terms only with its cancel link or to its donor; anyone else gets the message to sign", async () => {
    const { session, pledgeId } = await donorPledge();
    const stranger = await signIn(fixture.app, generatePrivateKey());

    for (const [who, response] of [
      ['a visitor with the id', await show(pledgeId)],
      [
        'a forged link',
        await show(pledgeId, { t: `${cancelLinkToken(secret, pledgeId).split('.')[0]}.${'A'.repeat(32)}` }),
      ],
      ['another signed-in user', await show(pledgeId, { headers: bearer(stranger) })],
    ] as const) {
      expect(response.statusCode, who).toBe(200);
      // The wallet path still works: the CancelPledge message names nothing but the pledge's id.
      expect(response.json(), who).toMatchObject({ pledge: null, typedData: { message: { pledgeId } } });
    }

    const expired = cancelLinkToken(
      secret,
      pledgeId,
      new Date(Date.now() - (CANCEL_LINK_VALID_SECONDS + 60) * 1000),
    );
    for (const [who, response, link] of [
      ['a valid link', await show(pledgeId, { t: cancelLinkToken(secret, pledgeId) }), 'valid'],
      ['an expired link of this pledge', await show(pledgeId, { t: expired }), 'expired'],
      ['its signed-in donor', await show(pledgeId, { headers: bearer(session) }), null],
    ] as const) {
      expect(response.statusCode, who).toBe(200);
      expect(response.json(), who).toMatchObject({ link, pledge: { pledgeId, amount: '10' } });
    }
  });
});

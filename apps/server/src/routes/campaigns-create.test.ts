import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { predictVaultAddress } from '@crowdvault/contracts/vault-address';
import { CREATE_CAMPAIGN_MESSAGES as M } from '@crowdvault/shared/api/create-campaign';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { bearer, signIn } from '../test/sign-in';
import { useTestApp } from '../test/use-test-app';

const DAY_MS = 86_400_000;
const CREATOR = DEV_ACCOUNTS[4]!;
const SUSPENDED = DEV_ACCOUNTS[5]!;

const VALID = {
  title: 'Library for Lakeside School',
  description: 'Books and shelves for 300 children.',
  story: 'Our school has no library.\n\nWe want to build one.',
  goalAmount: '25000.50',
  category: 'Education',
};

function isoDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

describe('POST /api/campaigns', () => {
  let auth: { authorization: string };

  const fixture = useTestApp();
  beforeAll(async () => {
    auth = bearer(await signIn(fixture.app, CREATOR.privateKey));
  });

  const create = (payload: unknown, headers: Record<string, string> = auth) =>
    fixture.app.inject({ method: 'POST', url: '/api/campaigns', headers, payload: payload as object });

  it('creates an active campaign pending review, owned by the signed-in user, with its vault', async () => {
    const response = await create({
      ...VALID,
      imageUrl: '',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      location: ' Kisumu, Kenya ',
    });
    expect(response.statusCode).toBe(201);
    const campaign = response.json();
    expect(campaign).toMatchObject({
      title: VALID.title,
      story: VALID.story,
      goalAmount: '25000.5',
      raisedAmount: '0',
      currency: 'USDT',
      status: 'active',
      isApproved: false,
      isFeatured: false,
      imageUrl: null,
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      location: 'Kisumu, Kenya',
      donorCount: 0,
      creator: { walletAddress: CREATOR.address },
      fundingModel: 'keep',
      fundingState: null,
      allOrNothing: null,
    });
    const { deployment } = fixture.context.chain;
    expect(campaign.walletAddress).toBe(
      predictVaultAddress({
        factoryAddress: deployment.factoryAddress,
        implementationAddress: deployment.implementationAddress,
        campaignId: BigInt(campaign.id),
        owner: CREATOR.address,
      }),
    );
    // Default end: 30 days ahead.
    expect(campaign.daysLeft).toBe(30);
    // Pending review: reachable by link, not listed.
    expect(
      (await fixture.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}` })).statusCode,
    ).toBe(200);
    const listed = (await fixture.app.inject({ method: 'GET', url: '/api/campaigns?status=all' })).json();
    expect(listed.map((c: { id: number }) => c.id)).not.toContain(campaign.id);
    const mine = await fixture.app.inject({ method: 'GET', url: '/api/campaigns/me', headers: auth });
    expect(mine.json().map((c: { id: number }) => c.id)).toContain(campaign.id);
  });

  it('keeps the currency and the end date it was given, amounts in the token decimals', async () => {
    const response = await create({ ...VALID, currency: 'DAI', goalAmount: '0.01', endDate: isoDate(10) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ currency: 'DAI', goalAmount: '0.01' });
    expect(response.json().daysLeft).toBeGreaterThanOrEqual(10);
    expect(response.json().daysLeft).toBeLessThanOrEqual(12);
  });

  it('answers 401 without a session, whatever the payload', async () => {
    for (const headers of [{}, { 'x-wallet-address': CREATOR.address }] as Record<string, string>[]) {
      const response = await create({ title: '' }, headers);
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 403 to a suspended user', async () => {
    const session = await signIn(fixture.app, SUSPENDED.privateKey);
    await fixture.context.database.db
      .update(users)
      .set({ status: 'SUSPENDED' })
      .where(eq(users.id, session.user.id));
    expect((await create(VALID, bearer(session))).statusCode).toBe(403);
  });

  it.each([
    ['status', { status: 'active' }],
    ['isApproved', { isApproved: true }],
    ['isFeatured', { isFeatured: true }],
    ['creatorWalletAddress', { creatorWalletAddress: CREATOR.address }],
    ['walletAddress', { walletAddress: CREATOR.address }],
    ['raisedAmount', { raisedAmount: '100' }],
    ['somethingElse', { somethingElse: 1 }],
  ])('refuses a payload that sets %s', async (field, extra) => {
    const response = await create({ ...VALID, ...extra });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it.each([
    ['title', M.titleRequired, { title: '' }],
    ['title', M.titleRequired, { title: '   ' }],
    ['title', M.titleTooLong, { title: 'x'.repeat(121) }],
    ['description', M.descriptionRequired, { description: '' }],
    ['description', M.descriptionTooLong, { description: 'x'.repeat(301) }],
    ['story', M.storyRequired, { story: '' }],
    ['story', M.storyTooLong, { story: 'x'.repeat(20_001) }],
    ['goalAmount', M.goalRequired, { goalAmount: '' }],
    ['goalAmount', M.goalInvalid, { goalAmount: 'abc' }],
    ['goalAmount', M.goalInvalid, { goalAmount: '10.005' }],
    ['goalAmount', M.goalInvalid, { goalAmount: '-5' }],
    ['goalAmount', M.goalTooSmall, { goalAmount: '0' }],
    ['goalAmount', M.goalInvalid, { goalAmount: '0.001' }],
    ['goalAmount', M.goalTooLarge, { goalAmount: '1000000000.01' }],
    ['category', M.categoryRequired, { category: '' }],
    ['category', M.categoryRequired, { category: 'Food' }],
    ['imageUrl', M.invalidUrl, { imageUrl: 'not a url' }],
    ['imageUrl', M.invalidUrl, { imageUrl: 'javascript:alert(1)' }],
    ['imageUrl', M.invalidUrl, { imageUrl: 'ftp://files.example/a.png' }],
    ['youtubeUrl', M.invalidVideo, { youtubeUrl: 'https://vimeo.com/123456' }],
    ['youtubeUrl', M.invalidVideo, { youtubeUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }],
    ['endDate', M.endDatePast, { endDate: isoDate(-2) }],
    ['endDate', M.endDateTooFar, { endDate: isoDate(400) }],
    ['endDate', M.endDateInvalid, { endDate: 'next week' }],
    ['currency', 'currency', { currency: 'ETH' }],
    ['location', M.locationTooLong, { location: 'x'.repeat(101) }],
    ['fundingModel', M.fundingModelInvalid, { fundingModel: 'flexible' }],
    ['goalAmount', M.allOrNothingGoalTooSmall, { fundingModel: 'all_or_nothing', goalAmount: '0.99' }],
    ['chainId', M.chainOnlyForAllOrNothing, { chainId: 31337 }],
  ])('answers 400 for a bad %s: %s', async (field, message, change) => {
    const response = await create({ ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect(response.json().message).toContain(message);
  });

  it('requires every required field', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    for (const message of [M.titleRequired, M.descriptionRequired, M.storyRequired, M.goalRequired]) {
      expect(response.json().message).toContain(message);
    }
  });

  it('accepts the limits themselves', async () => {
    const response = await create({
      ...VALID,
      title: 'x'.repeat(120),
      description: 'x'.repeat(300),
      goalAmount: '1000000000',
      endDate: isoDate(365),
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().goalAmount).toBe('1000000000');
  });
});

import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { EDIT_CAMPAIGN_MESSAGES as M } from '@crowdvault/shared/api/edit-campaign';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../db/schema';
import { signInCampaignRoles } from '../test/campaign-roles';
import { bearer, signIn } from '../test/sign-in';
import { useTestApp } from '../test/use-test-app';

type Headers = Record<string, string>;
const DAY_MS = 86_400_000;
const ADMIN = DEV_ACCOUNTS[0]!;

const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

describe('editing a campaign', () => {
  let owner: Headers;
  let other: Headers;
  let suspended: Headers;
  let admin: Headers;
  let campaignId: number;
  let suspendedCampaignId: number;

  const fixture = useTestApp();
  beforeAll(async () => {
    ({ owner, other, suspended, campaignId, suspendedCampaignId } = await signInCampaignRoles(fixture, {
      endsInDays: 20,
      title: 'Library',
    }));
    admin = bearer(await signIn(fixture.app, ADMIN.privateKey));
  });

  const patch = (id: number | string, payload: unknown, headers: Headers = owner) =>
    fixture.app.inject({ method: 'PATCH', url: `/api/campaigns/${id}`, headers, payload: payload as object });
  const edits = (id: number | string, headers: Headers) =>
    fixture.app.inject({ method: 'GET', url: `/api/admin/campaigns/${id}/edits`, headers });

  // The cover and gallery: campaign-photos.test.ts.
  it('lets the owner change the story, video and location; the change is live', async () => {
    const response = await patch(campaignId, {
      story: 'New chapter.\n\nWith a second paragraph.',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      location: 'Nairobi, Kenya',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      story: 'New chapter.\n\nWith a second paragraph.',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      location: 'Nairobi, Kenya',
      isApproved: true,
      title: 'Library',
    });
    const live = (await fixture.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` })).json();
    expect(live.location).toBe('Nairobi, Kenya');
    expect((await patch(campaignId, { location: '' })).json()).toMatchObject({ location: null });
  });

  it('extends the end date, but never shortens it', async () => {
    const extended = await patch(campaignId, { endDate: isoDate(40) });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().daysLeft).toBeGreaterThanOrEqual(40);
    const shortened = await patch(campaignId, { endDate: isoDate(10) });
    expect(shortened.statusCode).toBe(400);
    expect(shortened.json().message).toContain(M.endDateShortened);
    expect((await patch(campaignId, { endDate: isoDate(-1) })).statusCode).toBe(400);
    expect((await patch(campaignId, { endDate: isoDate(400) })).statusCode).toBe(400);
  });

  it.each([
    ['the goal', { goalAmount: '1' }],
    ['the currency', { currency: 'DAI' }],
    ['the title', { title: 'Another' }],
    ['the vault', { walletAddress: '0x0000000000000000000000000000000000000001' }],
    ['the owner', { creatorId: 1 }],
    ['the approval', { isApproved: true }],
    ['nothing', {}],
    ['a control character', { story: 'abc\u0000' }],
    ['a bidi override', { location: 'Paris\u202E' }],
    ['a story too long', { story: 'x'.repeat(20_001) }],
    ['a blank description', { description: ' ' }],
    ['a javascript: image link', { imageUrl: 'javascript:alert(1)' }],
    ['a video that is not YouTube', { youtubeUrl: 'https://example.org/video' }],
  ])('refuses a change of %s with 400', async (_name, payload) => {
    expect((await patch(campaignId, payload)).statusCode).toBe(400);
  });

  it('refuses visitors (401), other users and staff (403), a suspended owner (403), unknown ids (404)', async () => {
    expect((await patch(campaignId, { story: 'x' }, {})).statusCode).toBe(401);
    expect((await patch(campaignId, { story: 'x' }, other)).statusCode).toBe(403);
    expect((await patch(campaignId, { story: 'x' }, admin)).statusCode).toBe(403);
    expect((await patch(suspendedCampaignId, { story: 'x' }, suspended)).statusCode).toBe(403);
    expect((await patch(999_999, { story: 'x' })).statusCode).toBe(404);
    expect((await patch('abc', { story: 'x' })).statusCode).toBe(404);
    const [row] = await fixture.context.database.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    expect(row!.story).not.toBe('x');
  });

  it('keeps an edit history that staff can read, newest first, and nobody else', async () => {
    const response = await edits(campaignId, admin);
    expect(response.statusCode).toBe(200);
    const history = response.json();
    expect(history).toHaveLength(3);
    expect(history[0]).toMatchObject({
      action: 'campaign.edit',
      targetId: campaignId,
      after: { endDate: expect.any(String) },
    });
    expect(history[2]).toMatchObject({
      before: { location: null, youtubeUrl: null },
      after: { location: 'Nairobi, Kenya', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
      targetLabel: 'Library',
    });
    expect((await edits(campaignId, {})).statusCode).toBe(401);
    expect((await edits(campaignId, owner)).statusCode).toBe(403);
    expect((await edits(campaignId, suspended)).statusCode).toBe(403);
    expect((await edits(999_999, admin)).statusCode).toBe(404);
  });
});

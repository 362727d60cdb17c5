import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { PROFILE_MESSAGES } from '@crowdvault/shared/api/profile';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { insertCampaign } from '../test/campaign-fixtures';
import { bearer, signIn } from '../test/sign-in';
import { useTestApp } from '../test/use-test-app';

/** A picture CrowdVault serves: what a saved avatar link becomes (decision 098). */
const OWN_AVATAR = '/media/bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';

type Headers = Record<string, string>;
const ME = DEV_ACCOUNTS[4]!;
const OTHER = DEV_ACCOUNTS[5]!;
const SUSPENDED = DEV_ACCOUNTS[6]!;

describe('profile settings: GET and PATCH /api/users/me', () => {
  let me: Headers;
  let other: Headers;
  let suspended: Headers;
  let myId: number;

  const fixture = useTestApp();
  beforeAll(async () => {
    const session = await signIn(fixture.app, ME.privateKey);
    myId = session.user.id;
    me = bearer(session);
    other = bearer(await signIn(fixture.app, OTHER.privateKey));
    const suspendedSession = await signIn(fixture.app, SUSPENDED.privateKey);
    suspended = bearer(suspendedSession);
    await fixture.context.database.db
      .update(users)
      .set({ status: 'SUSPENDED' })
      .where(eq(users.id, suspendedSession.user.id));
  });

  const patch = (payload: unknown, headers: Headers = me) =>
    fixture.app.inject({ method: 'PATCH', url: '/api/users/me', headers, payload: payload as object });

  it('needs a signed-in user to read or change settings', async () => {
    expect((await fixture.app.inject({ url: '/api/users/me' })).statusCode).toBe(401);
    expect((await patch({ bio: 'x' }, {})).statusCode).toBe(401);
  });

  it('answers my settings: every notification kind on, no e-mail', async () => {
    const response = await fixture.app.inject({ url: '/api/users/me', headers: me });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bio: null,
      avatarUrl: null,
      email: null,
      emailVerified: false,
      notifications: { update: true, withdrawal: true, goal: true, ending: true, moderation: true },
    });
  });

  it('changes username, bio, avatar and e-mail; the creator card of my campaign shows them', async () => {
    const campaignId = await insertCampaign(fixture.context.database.db, { creatorId: myId });
    const response = await patch({
      username: 'Shelf_Builder-1',
      bio: 'I build shelves.\nFor libraries.',
      avatarUrl: OWN_AVATAR,
      email: 'me@example.org',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'Shelf_Builder-1',
      bio: 'I build shelves.\nFor libraries.',
      avatarUrl: OWN_AVATAR,
      email: 'me@example.org',
      emailVerified: false,
    });
    const campaign = (await fixture.app.inject({ url: `/api/campaigns/${campaignId}` })).json();
    expect(campaign.creator).toMatchObject({
      username: 'Shelf_Builder-1',
      bio: 'I build shelves.\nFor libraries.',
      avatarUrl: OWN_AVATAR,
    });
    expect(JSON.stringify(campaign)).not.toContain('me@example.org');
    const profile = (await fixture.app.inject({ url: `/api/users/wallet/${ME.address}` })).json();
    expect(profile).not.toHaveProperty('email');
  });

  it('refuses a username another user has, whatever the letter case, with a clear message', async () => {
    const response = await patch({ username: 'shelf_builder-1' }, other);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PROFILE_MESSAGES.usernameTaken);
    // Keeping my own name (even in another case) is no conflict.
    expect((await patch({ username: 'Shelf_Builder-1' })).statusCode).toBe(200);
  });

  it.each([
    ['ab', PROFILE_MESSAGES.usernameLength],
    ['a'.repeat(31), PROFILE_MESSAGES.usernameLength],
    ['with space', PROFILE_MESSAGES.usernameCharacters],
    ['dots.not.allowed', PROFILE_MESSAGES.usernameCharacters],
    ['ünïcode', PROFILE_MESSAGES.usernameCharacters],
  ])('refuses the username %j: %s', async (username, message) => {
    const response = await patch({ username });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  // Issue 26, item 7: `admin` and `user_0xf39F-2266` (beside the admin's `user_0xf39F...2266`) were accepted.
  it('refuses reserved names and look-alikes of another wallet’s generated name, keeps my own', async () => {
    const adminLookAlike = `user_${DEV_ACCOUNTS[0]!.address.slice(0, 6)}-${DEV_ACCOUNTS[0]!.address.slice(-4)}`;
    for (const username of [
      'admin',
      'Moderator',
      'support_2',
      'CrowdVault',
      'crowd-vault-help',
      adminLookAlike,
    ]) {
      const response = await patch({ username });
      expect(response.statusCode, username).toBe(400);
      expect(response.json().message).toBe(PROFILE_MESSAGES.usernameReserved);
    }
    const own = `user_${ME.address.slice(0, 6)}-${ME.address.slice(-4)}`;
    expect((await patch({ username: own })).json().username).toBe(own);
    expect((await patch({ username: 'Shelf_Builder-1' })).statusCode).toBe(200);
  });

  it('refuses a long bio, a non-https avatar, a bad e-mail and unknown fields', async () => {
    expect((await patch({ bio: 'x'.repeat(501) })).json().message).toContain(PROFILE_MESSAGES.bioTooLong);
    expect((await patch({ avatarUrl: 'http://example.org/a.png' })).json().message).toContain(
      PROFILE_MESSAGES.avatarUrlInvalid,
    );
    expect((await patch({ avatarUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await patch({ email: 'not-an-address' })).json().message).toContain(
      PROFILE_MESSAGES.emailInvalid,
    );
    expect((await patch({ role: 'ADMIN' })).statusCode).toBe(400);
    expect((await patch({ emailVerified: true })).statusCode).toBe(400);
    expect((await patch({ notifications: { marketing: true } })).statusCode).toBe(400);
  });

  it('clears bio, avatar and e-mail when sent blank', async () => {
    const response = await patch({ bio: '', avatarUrl: ' ', email: '' });
    expect(response.json()).toMatchObject({ bio: null, avatarUrl: null, email: null });
  });

  it('stores notification preferences, the unsent kinds unchanged', async () => {
    expect((await patch({ notifications: { withdrawal: false } })).json().notifications).toEqual({
      update: true,
      withdrawal: false,
      goal: true,
      ending: true,
      moderation: true,
      outcome: true,
      safe: true,
      pledge: true,
      round: true,
    });
    expect((await patch({ notifications: { ending: false } })).json().notifications).toEqual({
      update: true,
      withdrawal: false,
      goal: true,
      ending: false,
      moderation: true,
      outcome: true,
      safe: true,
      pledge: true,
      round: true,
    });
  });

  it('refuses a suspended user changes (403) but lets them read', async () => {
    expect((await patch({ bio: 'hi' }, suspended)).statusCode).toBe(403);
    expect((await fixture.app.inject({ url: '/api/users/me', headers: suspended })).statusCode).toBe(200);
  });
});

import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/sign-in';
import { useTestApp } from '../test/use-test-app';

const ACCOUNT = DEV_ACCOUNTS[6]!;

describe('GET /api/users/wallet/:address', () => {
  let userId: number;
  const fixture = useTestApp();
  beforeAll(async () => {
    userId = (await signIn(fixture.app, ACCOUNT.privateKey)).user.id;
  });

  it('answers the public profile only: id, username, checksummed address, bio, avatar', async () => {
    const response = await fixture.app.inject({ url: `/api/users/wallet/${ACCOUNT.address}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: userId,
      username: `user_${ACCOUNT.address.slice(0, 6)}...${ACCOUNT.address.slice(-4)}`,
      walletAddress: ACCOUNT.address,
      bio: null,
      avatarUrl: null,
    });
  });

  it('finds the user whatever the letter case', async () => {
    const response = await fixture.app.inject({ url: `/api/users/wallet/${ACCOUNT.address.toLowerCase()}` });
    expect(response.json().id).toBe(userId);
  });

  it('answers 404 for an address that never signed in', async () => {
    const response = await fixture.app.inject({ url: `/api/users/wallet/0x${'12'.repeat(20)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'User not found' });
  });

  it('answers 400 for a malformed address', async () => {
    const response = await fixture.app.inject({ url: '/api/users/wallet/0x1234' });
    expect(response.statusCode).toBe(400);
  });
});

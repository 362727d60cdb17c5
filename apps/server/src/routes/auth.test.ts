import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { eq } from 'drizzle-orm';
import { createTestClient, getAddress, type Hex, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, inject, it } from 'vitest';
import { authNonces, users } from '../db/schema';
import {
  bearer,
  type SignInMessageOptions,
  signedSignInMessage,
  signIn,
  TEST_HOST,
  TEST_ORIGIN,
} from '../test/sign-in';
import { useTestApp } from '../test/use-test-app';

const [ADMIN, ALICE, BOB] = DEV_ACCOUNTS as unknown as [
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
  (typeof DEV_ACCOUNTS)[number],
];

describe('Sign-In with Ethereum', () => {
  const fixture = useTestApp();

  const verify = (body: { message: string; signature: Hex }, host = TEST_HOST) =>
    fixture.app.inject({ method: 'POST', url: '/api/auth/verify', headers: { host }, payload: body });

  /** A message with the server's nonce and times, some fields replaced, signed by `signer`. */
  async function signedWith(fields: SignInMessageOptions['fields'], signer: Hex = ALICE.privateKey) {
    return signedSignInMessage(fixture.app, signer, { fields });
  }

  async function expectRefused(body: { message: string; signature: Hex }, reason: RegExp, host = TEST_HOST) {
    const response = await verify(body, host);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(reason);
  }

  it('signs in, creating the user with the generated username and a 15-minute access token', async () => {
    const session = await signIn(fixture.app, BOB.privateKey);
    expect(session.user).toMatchObject({
      walletAddress: BOB.address,
      username: `user_${BOB.address.slice(0, 6)}...${BOB.address.slice(-4)}`,
      role: 'USER',
      status: 'ACTIVE',
      isAdmin: false,
      bio: null,
    });
    const [, payload] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(session.user.id), iss: 'crowdvault', aud: 'crowdvault-api' });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const me = await fixture.app.inject({ url: '/api/auth/me', headers: bearer(session) });
    expect(me.json()).toEqual(session.user);
  });

  it('finds the same user on the next sign-in', async () => {
    const first = await signIn(fixture.app, BOB.privateKey);
    const second = await signIn(fixture.app, BOB.privateKey);
    expect(second.user.id).toBe(first.user.id);
  });

  it('makes the configured admin address ADMIN', async () => {
    const session = await signIn(fixture.app, ADMIN.privateKey);
    expect(session.user).toMatchObject({ role: 'ADMIN', isAdmin: true });
  });

  it('refuses a replayed message and signature', async () => {
    const body = await signedWith({});
    expect((await verify(body)).statusCode).toBe(200);
    await expectRefused(body, /nonce is unknown, already used or expired/);
  });

  it('refuses an expired message', async () => {
    const body = await signedWith({
      issuedAt: new Date(Date.now() - 20 * 60_000),
      expirationTime: new Date(Date.now() - 60_000),
    });
    await expectRefused(body, /expired/);
  });

  it('refuses a message without an expiration time', async () => {
    const body = await signedWith({ expirationTime: undefined });
    await expectRefused(body, /lacks/);
  });

  it('refuses a message issued in the future', async () => {
    const body = await signedWith({ issuedAt: new Date(Date.now() + 5 * 60_000) });
    await expectRefused(body, /future/);
  });

  it('refuses a message for another domain', async () => {
    await expectRefused(await signedWith({ domain: 'crowdvault.evil.example' }), /not this site/);
  });

  it('refuses a message for another URI', async () => {
    await expectRefused(
      await signedWith({ uri: 'http://evil.example/login' }),
      /names http:\/\/evil\.example/,
    );
  });

  it('refuses a message for another chain', async () => {
    await expectRefused(await signedWith({ chainId: 1 }), /chain 1/);
  });

  it('refuses a nonce the server never issued', async () => {
    const body = await signedSignInMessage(fixture.app, ALICE.privateKey, { nonce: 'a1b2c3d4e5f6a7b8c9d0' });
    await expectRefused(body, /nonce is unknown/);
  });

  it('refuses an expired nonce', async () => {
    const body = await signedWith({});
    const nonce = /Nonce: (\w+)/.exec(body.message)![1]!;
    await fixture.context.database.db
      .update(authNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authNonces.nonce, nonce));
    await expectRefused(body, /nonce is unknown, already used or expired/);
  });

  it('refuses a signature by another address', async () => {
    const { message } = await signedWith({ address: ALICE.address });
    const signature = await privateKeyToAccount(BOB.privateKey).signMessage({ message });
    await expectRefused({ message, signature }, /signature does not match/);
  });

  it('refuses an address that differs only in letter case from the signer', async () => {
    const issued = await signedWith({});
    const message = issued.message.replace(ALICE.address, ALICE.address.toLowerCase());
    const signature = await privateKeyToAccount(ALICE.privateKey).signMessage({ message });
    await expectRefused({ message, signature }, /checksummed/);
  });

  it('keeps one user per wallet whatever the letter case', async () => {
    const session = await signIn(fixture.app, ALICE.privateKey);
    const rows = await fixture.context.database.db
      .select()
      .from(users)
      .where(eq(users.walletAddress, ALICE.address.toLowerCase()));
    expect(rows).toHaveLength(1);
    const lower = await fixture.app.inject({ url: `/api/users/wallet/${ALICE.address.toLowerCase()}` });
    expect(lower.json().id).toBe(session.user.id);
  });

  it('refuses a body that is not a sign-in message', async () => {
    const response = await verify({ message: 'hello', signature: '0x1234' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses sign-in on a public host until PUBLIC_URL names it', async () => {
    const body = await signedWith({ domain: 'crowdvault.example', uri: 'https://crowdvault.example' });
    await expectRefused(body, /only on localhost/, 'crowdvault.example');
  });

  describe('contract wallets', () => {
    const testClient = () => createTestClient({ mode: 'anvil', transport: http(inject('chainRpcUrl')) });
    // Runtime code answering every call with a 32-byte word starting with `selector`.
    const answering = (selector: string) => `0x63${selector}60e01b60005260206000f3` as Hex;

    async function contractWallet(selector: string) {
      const address = getAddress(privateKeyToAccount(generatePrivateKey()).address);
      await testClient().setCode({ address, bytecode: answering(selector) });
      return address;
    }

    async function contractSignIn(address: `0x${string}`) {
      const nonce = await fixture.app.inject({ url: '/api/auth/nonce', headers: { host: TEST_HOST } });
      const { nonce: value, issuedAt, expirationTime } = nonce.json();
      const message = createSiweMessage({
        domain: TEST_HOST,
        address,
        uri: TEST_ORIGIN,
        version: '1',
        chainId: fixture.app.auth.chains.primary.chainId,
        nonce: value,
        issuedAt: new Date(issuedAt),
        expirationTime: new Date(expirationTime),
      });
      return verify({ message, signature: `0x${'11'.repeat(65)}` });
    }

    it('accepts a signature an ERC-1271 wallet approves', async () => {
      const address = await contractWallet('1626ba7e');
      const response = await contractSignIn(address);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.walletAddress).toBe(address);
    });

    it('refuses a signature an ERC-1271 wallet rejects', async () => {
      const address = await contractWallet('ffffffff');
      expect((await contractSignIn(address)).statusCode).toBe(401);
    });
  });
});

describe('Sign-In with Ethereum behind PUBLIC_URL', () => {
  const fixture = useTestApp({ env: { PUBLIC_URL: 'https://crowdvault.example' } });

  const fields = { domain: 'crowdvault.example', uri: 'https://crowdvault.example/' };

  it('accepts a message for the configured site', async () => {
    const body = await signedSignInMessage(fixture.app, ALICE.privateKey, { fields });
    const response = await fixture.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { host: 'api.internal' },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a localhost message, whatever the Host header says', async () => {
    const body = await signedSignInMessage(fixture.app, ALICE.privateKey);
    const response = await fixture.app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: { host: TEST_HOST },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a message for http when the site is https', async () => {
    const body = await signedSignInMessage(fixture.app, ALICE.privateKey, {
      fields: { ...fields, uri: 'http://crowdvault.example/' },
    });
    const response = await fixture.app.inject({ method: 'POST', url: '/api/auth/verify', payload: body });
    expect(response.statusCode).toBe(401);
  });
});

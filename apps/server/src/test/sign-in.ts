import { type AuthResponse, authResponseSchema, nonceResponseSchema } from '@crowdvault/shared/api/auth';
import type { FastifyInstance } from 'fastify';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';

/** The host every injected sign-in request names; a loopback host, which the server accepts
 *  when PUBLIC_URL is unset (as in tests). */
export const TEST_HOST = 'localhost';
export const TEST_ORIGIN = `http://${TEST_HOST}`;

export interface SignInMessageOptions {
  /** Overrides of the EIP-4361 fields, for tests of what the server refuses. */
  fields?: Partial<Parameters<typeof createSiweMessage>[0]>;
  /** Use this nonce instead of asking the server for one. */
  nonce?: string;
}

/** Builds and signs a sign-in message the way the web app does: nonce and times from the server. */
export async function signedSignInMessage(
  app: FastifyInstance,
  privateKey: Hex,
  options: SignInMessageOptions = {},
): Promise<{ message: string; signature: Hex }> {
  const account = privateKeyToAccount(privateKey);
  const response = await app.inject({ method: 'GET', url: '/api/auth/nonce', headers: { host: TEST_HOST } });
  if (response.statusCode !== 200) throw new Error(`GET /api/auth/nonce answered ${response.statusCode}`);
  const issued = nonceResponseSchema.parse(response.json());
  const message = createSiweMessage({
    domain: TEST_HOST,
    address: account.address,
    statement: 'Sign in to CrowdVault.',
    uri: TEST_ORIGIN,
    version: '1',
    chainId: app.auth.chains.primary.chainId,
    nonce: options.nonce ?? issued.nonce,
    issuedAt: new Date(issued.issuedAt),
    expirationTime: new Date(issued.expirationTime),
    ...options.fields,
  });
  return { message, signature: await account.signMessage({ message }) };
}

/** Signs in through the real flow (nonce → EIP-4361 message signed by the key → verify) and
 *  returns the tokens and user. Use the access token as `authorization: Bearer …`. */
export async function signIn(app: FastifyInstance, privateKey: Hex): Promise<AuthResponse> {
  const body = await signedSignInMessage(app, privateKey);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/verify',
    headers: { host: TEST_HOST },
    payload: body,
  });
  if (response.statusCode !== 200) {
    throw new Error(`POST /api/auth/verify answered ${response.statusCode}: ${response.body}`);
  }
  return authResponseSchema.parse(response.json());
}

/** `{ authorization: 'Bearer …' }` for app.inject. */
export function bearer(session: Pick<AuthResponse, 'accessToken'>): { authorization: string } {
  return { authorization: `Bearer ${session.accessToken}` };
}

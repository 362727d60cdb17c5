import { type APIRequestContext, expect } from '@playwright/test';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';

/** Signs in through the API as the wallet modal does (nonce → signed EIP-4361 message → tokens),
 *  for the steps of a test that need no page; answers the Authorization header. */
export async function apiAuthorization(
  request: APIRequestContext,
  chainId: number,
  privateKey: Hex,
): Promise<{ authorization: string }> {
  const account = privateKeyToAccount(privateKey);
  const origin = new URL(`http://localhost:${process.env.E2E_PORT}`);
  const issued = (await (await request.get('/api/auth/nonce')).json()) as {
    nonce: string;
    issuedAt: string;
    expirationTime: string;
  };
  const message = createSiweMessage({
    domain: origin.host,
    address: account.address,
    statement: 'Sign in to CrowdVault.',
    uri: origin.origin,
    version: '1',
    chainId,
    nonce: issued.nonce,
    issuedAt: new Date(issued.issuedAt),
    expirationTime: new Date(issued.expirationTime),
  });
  const response = await request.post('/api/auth/verify', {
    data: { message, signature: await account.signMessage({ message }) },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}

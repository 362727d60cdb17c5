// A signed-in session without the wallet modal, for the tests where signing in is not what is
// tested (auth.spec tests the modal, the SIWE message and the landing pages). The session is the
// one the modal would get: a nonce from the server, an EIP-4361 message signed with the account's
// real key, POST /api/auth/verify; its tokens and walletState go into the context's localStorage
// as the web app keeps them after a sign-in (SPEC.md §3), with wagmi's record of the wallet used.
// The page then opens signed in, restores the session through /auth/me and reconnects the wallet
// like a returning user's; the test wallet is installed as already approved for the site.
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { fetchConfig } from './stack';
import { waitingForHydration } from './test';
import { installTestWallet, type TestWallet, type TestWalletOptions } from './test-wallet';

/** The web app's statement (packages/shared/src/api/auth.ts SIGN_IN_STATEMENT). */
const SIGN_IN_STATEMENT =
  'Sign in to CrowdVault with your wallet. This costs nothing and sends no transaction.';
/** The id wagmi gives the test wallet, which it finds through EIP-6963 (its rdns). */
const TEST_WALLET_CONNECTOR = 'dev.crowdvault.testwallet';

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
  user: { id: number; walletAddress: string; isAdmin: boolean; username?: string };
}

/** Signs in through the API with the account's key: nonce, signed message, verify. */
export async function apiSignIn(request: APIRequestContext, privateKey: Hex): Promise<ApiSession> {
  const account = privateKeyToAccount(privateKey);
  const origin = new URL(`http://localhost:${process.env.E2E_PORT}`);
  const [config, nonceResponse] = await Promise.all([fetchConfig(request), request.get('/api/auth/nonce')]);
  if (!nonceResponse.ok()) throw new Error(`GET /api/auth/nonce answered ${nonceResponse.status()}`);
  const issued = (await nonceResponse.json()) as { nonce: string; issuedAt: string; expirationTime: string };
  const message = createSiweMessage({
    domain: origin.host,
    address: account.address,
    statement: SIGN_IN_STATEMENT,
    uri: origin.origin,
    version: '1',
    chainId: config.chainId,
    nonce: issued.nonce,
    issuedAt: new Date(issued.issuedAt),
    expirationTime: new Date(issued.expirationTime),
  });
  const response = await request.post('/api/auth/verify', {
    data: { message, signature: await account.signMessage({ message }) },
  });
  if (!response.ok())
    throw new Error(`POST /api/auth/verify answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as ApiSession;
}

/** The Authorization header of a fresh API session, for the steps of a test that need no page. */
export async function apiAuthorization(
  request: APIRequestContext,
  privateKey: Hex,
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${(await apiSignIn(request, privateKey)).accessToken}` };
}

/** Puts the session into the context's localStorage as the web app leaves it after signing in
 *  (replacing what the context stored before). */
async function storeSession(
  context: BrowserContext,
  session: ApiSession,
  wallet: { chainId: number; chainName: string },
) {
  const origin = `http://localhost:${process.env.E2E_PORT}`;
  const walletState = {
    address: session.user.walletAddress,
    isConnected: true,
    isConnecting: false,
    balance: null,
    chainId: wallet.chainId,
    chainName: wallet.chainName,
    error: null,
    isAdmin: session.user.isAdmin,
  };
  await context.setStorageState({
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: 'accessToken', value: session.accessToken },
          { name: 'refreshToken', value: session.refreshToken },
          { name: 'walletState', value: JSON.stringify(walletState) },
          { name: 'wagmi.recentConnectorId', value: JSON.stringify(TEST_WALLET_CONNECTOR) },
        ],
      },
    ],
  });
}

/**
 * Signs `page`'s context in as the test wallet's account through the API, before the page opens
 * anything: the next `goto` opens signed in. Installs the test wallet (already approved for the
 * site) so transactions and signatures go through it as after a modal sign-in.
 */
export async function signInThroughApi(
  page: Page,
  options: Omit<TestWalletOptions, 'connected'>,
): Promise<{ wallet: TestWallet; session: ApiSession }> {
  const wallet = await installTestWallet(page, { ...options, connected: true });
  const session = await apiSignIn(page.request, options.privateKey);
  const config = await fetchConfig(page.request);
  const chain = config.chains.find((entry) => entry.chainId === wallet.chainId());
  await storeSession(page.context(), session, {
    chainId: wallet.chainId(),
    chainName: chain?.chainName ?? config.chainName,
  });
  return { wallet, session };
}

/** A page of a new context, signed in through the API as `options`' account. */
export async function signedInContextPage(
  browser: Browser,
  options: Omit<TestWalletOptions, 'connected'>,
): Promise<Page> {
  const page = waitingForHydration(await (await browser.newContext()).newPage());
  await signInThroughApi(page, options);
  return page;
}

/** The access token the context's page holds now (read from the context, so the page need not
 *  have opened anything yet). */
export async function accessTokenOf(page: Page): Promise<string | null> {
  const origin = `http://localhost:${process.env.E2E_PORT}`;
  const stored = (await page.context().storageState()).origins.find((entry) => entry.origin === origin);
  return stored?.localStorage.find((item) => item.name === 'accessToken')?.value ?? null;
}

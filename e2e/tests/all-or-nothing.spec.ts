import type { APIRequestContext } from '@playwright/test';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseUnits,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { createSiweMessage } from 'viem/siwe';
import { CampaignPage, DonationPanelPage } from '../pages/campaign-page';
import { DashboardPage } from '../pages/dashboard-page';
import { WalletPage } from '../pages/wallet-page';
import { fetchConfig, type PublicConfig } from '../support/stack';
import { expect, type Page, test } from '../support/test';
import { installTestWallet } from '../support/test-wallet';

// Issue 29, "Done when": an all-or-nothing campaign misses its goal on the local chain (the
// chain's clock moved past its deadline), the donor claims and gets back exactly what they gave,
// and the creator cannot withdraw. The clock is moved only as far as this spec's own deadline, a
// few minutes, so the specs after this one (deadlines in days) see no difference.

/** Dev account 0 is the stack's admin; 9 funds the donor here and nowhere else. */
const ADMIN = 0;
const FUNDER = 9;
/** How far ahead the campaign's deadline lies: enough to create, approve and give under load. */
const DEADLINE_IN_S = 240;

let config: PublicConfig;
test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
});

function devKey(index: number): Hex {
  const key = config.devAccounts?.[index]?.privateKey;
  if (!key) throw new Error(`the stack offers no dev account ${index}`);
  return key;
}

const chain = () => ({ ...foundry, id: config.chainId, rpcUrls: { default: { http: [config.rpcUrl] } } });
const reader = () => createPublicClient({ chain: chain(), transport: http(config.rpcUrl) });
const usdtToken = () => {
  const token = config.tokens.find((candidate) => candidate.symbol === 'USDT');
  if (!token) throw new Error('no USDT on the stack');
  return { address: token.address as Address, decimals: token.decimals };
};
const usdtOf = (holder: Address) =>
  reader().readContract({
    address: usdtToken().address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  });

/** Signs in through the API as the web app does (EIP-4361), for the steps no page is needed for. */
async function apiSession(request: APIRequestContext, privateKey: Hex): Promise<{ authorization: string }> {
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
    chainId: config.chainId,
    nonce: issued.nonce,
    issuedAt: new Date(issued.issuedAt),
    expirationTime: new Date(issued.expirationTime),
  });
  const signature = await account.signMessage({ message });
  const response = await request.post('/api/auth/verify', { data: { message, signature } });
  expect(response.ok(), await response.text()).toBe(true);
  return { authorization: `Bearer ${((await response.json()) as { accessToken: string }).accessToken}` };
}

async function signInWithWallet(page: Page, privateKey: Hex) {
  await installTestWallet(page, { rpcUrl: config.rpcUrl, privateKey });
  const wallet = new WalletPage(page);
  await page.goto('/');
  await wallet.openModal();
  await wallet.choose(/Test Wallet/);
  await expect(page).toHaveURL(/\/dashboard$/);
}

interface Created {
  id: number;
  title: string;
  walletAddress: Address;
  allOrNothing: { deadline: string };
}

/** A new creator's all-or-nothing campaign, approved by the admin. */
async function allOrNothingCampaign(
  request: APIRequestContext,
  creatorKey: Hex,
  goal: string,
): Promise<Created> {
  const title = `All or nothing ${Date.now()}`;
  const created = await request.post('/api/campaigns', {
    headers: await apiSession(request, creatorKey),
    data: {
      title,
      description: 'A powered wheelchair, only if we can pay for all of it.',
      story: 'All or nothing: a part of a wheelchair helps nobody.',
      category: 'Medical',
      fundingModel: 'all_or_nothing',
      goalAmount: goal,
      endDate: new Date(Date.now() + DEADLINE_IN_S * 1000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()) as Created;
  const approved = await request.post(`/api/admin/campaigns/${campaign.id}/approve`, {
    headers: await apiSession(request, devKey(ADMIN)),
    data: { approved: true },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { ...campaign, title };
}

/** A wallet nobody used, holding `usdt` USDT and gas enough for the high fees below. */
async function fundedDonor(usdt: string): Promise<Hex> {
  const key = generatePrivateKey();
  const donor = privateKeyToAccount(key).address;
  const funder = createWalletClient({
    account: privateKeyToAccount(devKey(FUNDER)),
    chain: chain(),
    transport: http(config.rpcUrl),
  });
  await reader().waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: donor, value: parseUnits('5', 18) }),
  });
  await reader().waitForTransactionReceipt({
    hash: await funder.writeContract({
      address: usdtToken().address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [donor, parseUnits(usdt, usdtToken().decimals)],
    }),
  });
  return key;
}

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(config.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** Network fees far above the relayer's ceiling (RELAYER_MAX_GAS_PRICE_GWEI, 200), so it pushes no
 *  refund and the donor's own claim is what pays them back. Returns the way back to normal fees. */
async function feesTooHighForTheRelayer(): Promise<() => Promise<void>> {
  const { baseFeePerGas } = await reader().getBlock();
  await rpc('anvil_setNextBlockBaseFeePerGas', [`0x${parseUnits('5000', 9).toString(16)}`]);
  return async () => {
    await rpc('anvil_setNextBlockBaseFeePerGas', [`0x${(baseFeePerGas ?? 1n).toString(16)}`]);
    await rpc('evm_mine', []);
  };
}

/** Moves the chain's clock just past the vault's deadline (and no further) and mines a block. */
async function passDeadline(vault: Address) {
  const deadline = await reader().readContract({
    address: vault,
    abi: parseAbi(['function deadline() view returns (uint256)']),
    functionName: 'deadline',
  });
  const { timestamp } = await reader().getBlock();
  if (timestamp <= deadline) await rpc('evm_increaseTime', [Number(deadline - timestamp) + 2]);
  await rpc('evm_mine', []);
}

test.describe('all-or-nothing campaigns', () => {
  test('a campaign misses its goal: the donor claims back exactly what they gave, and the creator cannot withdraw', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const creatorKey = generatePrivateKey();
    const campaign = await allOrNothingCampaign(request, creatorKey, '1000');
    const donorKey = await fundedDonor('30');
    const donor = privateKeyToAccount(donorKey).address;

    await signInWithWallet(page, donorKey);
    const detail = new CampaignPage(page);
    const panel = new DonationPanelPage(page);
    await detail.goto(campaign.id);
    await expect(detail.title).toHaveText(campaign.title);
    await expect(page.getByTestId('all-or-nothing-status').first()).toContainText(
      'if the goal is not reached by',
    );
    await panel.amount.fill('25');
    await panel.donateButton.click();
    const counted = async () =>
      (
        (await (await request.get(`/api/campaigns/${campaign.id}`)).json()) as {
          allOrNothing: { countedAmount: string; state: string };
        }
      ).allOrNothing;
    await expect.poll(async () => (await counted()).countedAmount, { timeout: 60_000 }).toBe('25');
    const afterGift = await usdtOf(donor);
    expect(afterGift).toBe(parseUnits('5', usdtToken().decimals));

    const normalFees = await feesTooHighForTheRelayer();
    try {
      await passDeadline(campaign.walletAddress);
      await expect.poll(async () => (await counted()).state, { timeout: 30_000 }).toBe('failed');

      await detail.goto(campaign.id);
      // The card the viewport shows (the page also renders one for the other layout).
      const refund = page.locator('[data-testid="refund-card"]:visible');
      await expect(refund).toBeVisible({ timeout: 20_000 });
      // Usually the relayer is held back by the fees and the donor claims; if it pushed first
      // (seen once under load), the card says so and the balance check below still holds.
      const claim = refund.getByRole('button', { name: 'Claim with my wallet' });
      if (await claim.isVisible()) {
        await expect(refund.getByRole('heading', { name: 'Claim your refund' })).toBeVisible();
        await claim.click();
      }
      // Read from the vault: the card turns as soon as the claim is mined (the index follows later).
      await expect(refund.getByRole('heading', { name: 'Your refund' })).toBeVisible({ timeout: 30_000 });
      await expect(refund).toContainText('The vault has paid back everything this wallet gave.');
      expect(await usdtOf(donor)).toBe(afterGift + parseUnits('25', usdtToken().decimals));
    } finally {
      await normalFees();
    }

    // The creator's dashboard: Withdraw is disabled, and says why.
    const creatorContext = await browser.newContext();
    const creatorPage = await creatorContext.newPage();
    await signInWithWallet(creatorPage, creatorKey);
    await new DashboardPage(creatorPage).goto('wallets');
    const withdraw = creatorPage.getByRole('button', { name: `Withdraw from ${campaign.title}` });
    await expect(withdraw).toBeDisabled();
    await expect(withdraw).toHaveAccessibleDescription(
      'Nothing can be withdrawn: this all-or-nothing campaign missed its goal, and its vault pays every donor back.',
    );
    await creatorContext.close();
  });
});

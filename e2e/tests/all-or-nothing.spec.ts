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
import { CampaignPage, DonationPanelPage } from '../pages/campaign-page';
import { DashboardPage, WalletsSection } from '../pages/dashboard-page';
import { WalletPage } from '../pages/wallet-page';
import { apiAuthorization } from '../support/session';
import { chainRpc, fetchConfig, type PublicConfig } from '../support/stack';
import { expect, type Page, test } from '../support/test';
import { installTestWallet } from '../support/test-wallet';

// Issue 29, "Done when": an all-or-nothing campaign misses its goal on the local chain (the
// chain's clock moved past its deadline), a donor claims and gets back exactly what they gave,
// another is paid back by the platform's pushed refund, and the creator cannot withdraw; another
// campaign reaches its goal and the creator withdraws, 97.5 % to the recipient and 2.5 % to the
// treasury. The clock is moved only as far as each campaign's deadline, a few minutes; these specs
// run after all others (the chain-clock project), whose signatures carry wall-clock deadlines.

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

/** A new creator's all-or-nothing campaign, approved by the admin. Its deadline lies
 *  DEADLINE_IN_S ahead of the chain's clock, which an earlier test here may have moved ahead of
 *  the wall clock (the vault refuses a deadline in its past). */
async function allOrNothingCampaign(
  request: APIRequestContext,
  creatorKey: Hex,
  goal: string,
): Promise<Created> {
  const title = `All or nothing ${Date.now()}`;
  const { timestamp } = await reader().getBlock();
  const now = Math.max(Date.now(), Number(timestamp) * 1000);
  const created = await request.post('/api/campaigns', {
    headers: await apiAuthorization(request, creatorKey),
    data: {
      title,
      description: 'A powered wheelchair, only if we can pay for all of it.',
      story: 'All or nothing: a part of a wheelchair helps nobody.',
      category: 'Medical',
      fundingModel: 'all_or_nothing',
      goalAmount: goal,
      endDate: new Date(now + DEADLINE_IN_S * 1000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()) as Created;
  const approved = await request.post(`/api/admin/campaigns/${campaign.id}/approve`, {
    headers: await apiAuthorization(request, devKey(ADMIN)),
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

const rpc = (method: string, params: unknown[]) => chainRpc(config.rpcUrl, method, params);

/**
 * Holds the platform's relayer back from pushing refunds: its balance on the chain is taken away
 * (below RELAYER_MIN_BALANCE it sends nothing and says so), so the donor's own claim is certainly
 * what pays them back. Returns the way back: the exact balance it had, after which the outcome
 * watcher pushes the refunds still owed within a pass or two (every 2 s).
 */
async function relayerHeldBack(request: APIRequestContext): Promise<() => Promise<void>> {
  const health = (await (await request.get('/api/health')).json()) as {
    chains: { chainId: number; relayer: { address: Address } }[];
  };
  const relayer = health.chains.find((each) => each.chainId === config.chainId)?.relayer.address;
  if (!relayer) throw new Error('the stack names no relayer on its primary chain');
  const balance = await reader().getBalance({ address: relayer });
  await rpc('anvil_setBalance', [relayer, '0x0']);
  return async () => {
    await rpc('anvil_setBalance', [relayer, `0x${balance.toString(16)}`]);
  };
}

const vaultAbi = parseAbi([
  'function donate(address token, uint256 amount)',
  'function deadline() view returns (uint256)',
]);

/** A donor gives `usdt` USDT through the vault's own entry point (approve, then donate), as the
 *  donation panel has the wallet do, without a page: the panel's path is the first test's. */
async function giveOnChain(donorKey: Hex, vault: Address, usdt: string) {
  const donor = createWalletClient({
    account: privateKeyToAccount(donorKey),
    chain: chain(),
    transport: http(config.rpcUrl),
  });
  const amount = parseUnits(usdt, usdtToken().decimals);
  await reader().waitForTransactionReceipt({
    hash: await donor.writeContract({
      address: usdtToken().address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [vault, amount],
    }),
  });
  const receipt = await reader().waitForTransactionReceipt({
    hash: await donor.writeContract({
      address: vault,
      abi: vaultAbi,
      functionName: 'donate',
      args: [usdtToken().address, amount],
    }),
  });
  expect(receipt.status).toBe('success');
}

interface VaultFacts {
  state: string;
  countedAmount: string;
  refunds: { claimed: string; pushed: string; outstanding: string };
}

/** The campaign's vault facts as the API answers them (campaign responses, decision 090). */
async function vaultFacts(request: APIRequestContext, campaignId: number): Promise<VaultFacts> {
  return ((await (await request.get(`/api/campaigns/${campaignId}`)).json()) as { allOrNothing: VaultFacts })
    .allOrNothing;
}

/** Moves the chain's clock just past the vault's deadline (and no further) and mines a block. */
async function passDeadline(vault: Address) {
  const deadline = await reader().readContract({ address: vault, abi: vaultAbi, functionName: 'deadline' });
  const { timestamp } = await reader().getBlock();
  if (timestamp <= deadline) await rpc('evm_increaseTime', [Number(deadline - timestamp) + 2]);
  await rpc('evm_mine', []);
}

test.describe('all-or-nothing campaigns', () => {
  test('a campaign misses its goal: one donor claims back exactly what they gave, the other is paid back by the pushed refund, and the creator cannot withdraw', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const creatorKey = generatePrivateKey();
    const campaign = await allOrNothingCampaign(request, creatorKey, '1000');
    // One after another: the funder's transactions need consecutive nonces.
    const donorKey = await fundedDonor('30');
    const otherKey = await fundedDonor('10');
    const donor = privateKeyToAccount(donorKey).address;
    const other = privateKeyToAccount(otherKey).address;
    await giveOnChain(otherKey, campaign.walletAddress, '10');

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
    await expect
      .poll(async () => (await vaultFacts(request, campaign.id)).countedAmount, { timeout: 60_000 })
      .toBe('35');
    const afterGift = await usdtOf(donor);
    expect(afterGift).toBe(parseUnits('5', usdtToken().decimals));

    const releaseRelayer = await relayerHeldBack(request);
    try {
      await passDeadline(campaign.walletAddress);
      await expect
        .poll(async () => (await vaultFacts(request, campaign.id)).state, { timeout: 30_000 })
        .toBe('failed');

      await detail.goto(campaign.id);
      // The vault's clock, not the wall clock's day left, decides what the page offers.
      await expect(page.getByRole('button', { name: 'Donate Now' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Campaign Ended' })).toBeDisabled();
      const status = page.locator('[data-testid="all-or-nothing-status"]:visible');
      await expect(status.getByTestId('funding-model-badge')).toHaveText('All or nothing · Failed');
      await expect(status).toContainText('the goal was not reached by');
      await expect(page.locator('[data-testid="days-left"]:visible')).toHaveText('Ended');
      // The card the viewport shows (the page also renders one for the other layout).
      const refund = page.locator('[data-testid="refund-card"]:visible');
      await expect(refund.getByRole('heading', { name: 'Claim your refund' })).toBeVisible({
        timeout: 20_000,
      });
      await refund.getByRole('button', { name: 'Claim with my wallet' }).click();
      // Read from the vault: the card turns as soon as the claim is mined (the index follows later).
      await expect(refund.getByRole('heading', { name: 'Your refund' })).toBeVisible({ timeout: 30_000 });
      await expect(refund).toContainText('The vault has paid back everything this wallet gave.');
      expect(await usdtOf(donor)).toBe(afterGift + parseUnits('25', usdtToken().decimals));
      expect(await usdtOf(other)).toBe(0n);
    } finally {
      await releaseRelayer();
    }

    // With its funds back, the relayer pushes the refund still owed: the other donor, who did
    // nothing, has the 10 USDT back, and the index tells the claim from the push.
    await expect.poll(() => usdtOf(other), { timeout: 30_000 }).toBe(parseUnits('10', usdtToken().decimals));
    await expect
      .poll(async () => (await vaultFacts(request, campaign.id)).refunds, { timeout: 30_000 })
      .toMatchObject({ claimed: '25', pushed: '10', outstanding: '0' });

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

  test('a campaign reaches its goal: the page shows it succeeded, and the creator withdraws 97.5 % to the recipient and 2.5 % to the treasury', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const creatorKey = generatePrivateKey();
    const campaign = await allOrNothingCampaign(request, creatorKey, '20');
    const firstKey = await fundedDonor('12');
    const secondKey = await fundedDonor('8');
    await giveOnChain(firstKey, campaign.walletAddress, '12');
    await giveOnChain(secondKey, campaign.walletAddress, '8');
    await passDeadline(campaign.walletAddress);
    await expect
      .poll(async () => (await vaultFacts(request, campaign.id)).state, { timeout: 30_000 })
      .toBe('succeeded');
    expect((await vaultFacts(request, campaign.id)).countedAmount).toBe('20');

    await signInWithWallet(page, creatorKey);
    const detail = new CampaignPage(page);
    await detail.goto(campaign.id);
    const status = page.locator('[data-testid="all-or-nothing-status"]:visible');
    await expect(status.getByTestId('funding-model-badge')).toHaveText('All or nothing · Succeeded');
    await expect(status).toContainText('the goal was reached by');
    await expect(status).toContainText(
      'Succeeded: the goal was reached in time, so the creator can withdraw.',
    );
    await expect(page.locator('[data-testid="refund-card"]')).toHaveCount(0);

    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const treasury = config.treasuryAddress as Address;
    const treasuryBefore = await usdtOf(treasury);
    const dashboard = new DashboardPage(page);
    await dashboard.goto('wallets');
    const dialog = await new WalletsSection(page).openWithdraw(campaign.title);
    await dialog.fill('USDT', '20', recipient);
    await expect(dialog.review).toContainText('You receive19.50 USDT');
    const relayed = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/wallet/withdraw'),
    );
    await dialog.withdrawGasless();
    expect((await relayed).ok()).toBe(true);

    // Read on the chain, exact to the unit: 97.5 % and 2.5 % of the 20 USDT, the vault empty.
    const { decimals } = usdtToken();
    await expect.poll(() => usdtOf(recipient), { timeout: 30_000 }).toBe(parseUnits('19.5', decimals));
    expect((await usdtOf(treasury)) - treasuryBefore).toBe(parseUnits('0.5', decimals));
    expect(await usdtOf(campaign.walletAddress)).toBe(0n);
  });
});

import type { APIRequestContext } from '@playwright/test';
import { type Address, createWalletClient, erc20Abi, type Hex, http, parseAbi, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { CampaignPage } from '../pages/campaign-page';
import { DashboardPage } from '../pages/dashboard-page';
import { chainReader, signInWithTestWallet, tokenOn, viemChain } from '../support/donor-wallet';
import { apiAuthorization } from '../support/session';
import { fetchConfig, type PublicChain, type PublicConfig } from '../support/stack';
import { expect, test } from '../support/test';

// Issue 32, "Done when": a donor starts a monthly pledge of 10 USDC without gas, sees it active with
// the next date, two periods are collected (the chain's clock moved a month), the donor cancels
// from the notification's link (decision 107: one click, no wallet), and the third period is not
// collected. The stack's pledge worker collects on its own pass (every 5 s); this spec moves the
// chain's clock by months, so it runs in the chain-clock project, after every other spec.

const MONTH_S = 30 * 86_400;
/** Dev account 0 is the stack's admin; 9 funds the donor (the chain-clock specs run one by one). */
const ADMIN = 0;
const FUNDER = 9;
/** A little over the worker's pass interval (5 s), to wait out two passes. */
const TWO_PASSES_MS = 11_000;

let config: PublicConfig;
let primary: PublicChain;
test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
  primary = config.chains[0]!;
});

const devKey = (index: number): Hex => {
  const key = config.devAccounts?.[index]?.privateKey;
  if (!key) throw new Error(`the stack offers no dev account ${index}`);
  return key;
};
const reader = () => chainReader(primary);
const usdcOf = (holder: Address) =>
  reader().readContract({
    address: tokenOn(primary, 'USDC').address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder],
  });

/** A new creator's keep campaign in USDC, approved, ending 300 days from now (the server allows
 *  365): long after the months this file moves the chain's clock by. */
async function campaignForPledges(request: APIRequestContext) {
  const created = await request.post('/api/campaigns', {
    headers: await apiAuthorization(request, generatePrivateKey()),
    data: {
      title: `A monthly library ${Date.now()}`,
      description: 'Books every month for the village school.',
      story: 'A few books a month keep a library alive.',
      category: 'Education',
      currency: 'USDC',
      goalAmount: '5000',
      endDate: new Date(Date.now() + 300 * 86_400_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaign = (await created.json()) as { id: number; title: string; walletAddress: Address };
  const approved = await request.post(`/api/admin/campaigns/${campaign.id}/approve`, {
    headers: await apiAuthorization(request, devKey(ADMIN)),
    data: { approved: true },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return campaign;
}

/** A wallet nobody used, holding 100 USDC and no native coin at all. */
async function gaslessDonor(): Promise<Hex> {
  const key = generatePrivateKey();
  const funder = createWalletClient({
    account: privateKeyToAccount(devKey(FUNDER)),
    chain: viemChain(primary),
    transport: http(primary.rpcUrl),
  });
  const { address, decimals } = tokenOn(primary, 'USDC');
  await reader().waitForTransactionReceipt({
    hash: await funder.writeContract({
      address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [privateKeyToAccount(key).address, parseUnits('100', decimals)],
    }),
  });
  return key;
}

/** A wallet nobody used, holding 50 USDT and a little native coin for the approval's gas. */
async function usdtDonor(): Promise<Hex> {
  const key = generatePrivateKey();
  const donor = privateKeyToAccount(key).address;
  const funder = createWalletClient({
    account: privateKeyToAccount(devKey(FUNDER)),
    chain: viemChain(primary),
    transport: http(primary.rpcUrl),
  });
  const { address, decimals } = tokenOn(primary, 'USDT');
  await reader().waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: donor, value: parseUnits('0.1', 18) }),
  });
  await reader().waitForTransactionReceipt({
    hash: await funder.writeContract({
      address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [donor, parseUnits('50', decimals)],
    }),
  });
  return key;
}

/** Moves the chain's clock a month on and mines a block. */
async function nextMonth() {
  const rpc = (method: string, params: unknown[]) =>
    fetch(primary.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
  await rpc('evm_increaseTime', [MONTH_S]);
  await rpc('evm_mine', []);
}

const collectorAbi = parseAbi(['function cancelled(bytes32) view returns (bool)']);

test('a donor gives 10 USDC a month without gas, two months are collected, one click on the notice cancels, the third is not', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const campaign = await campaignForPledges(request);
  const key = await gaslessDonor();
  const donor = privateKeyToAccount(key).address;
  const ten = parseUnits('10', tokenOn(primary, 'USDC').decimals);
  const { asked } = await signInWithTestWallet(page, { rpcUrl: config.rpcUrl, privateKey: key });

  // The pledge: amount, the total it authorizes, then signatures only (pledge, its kept cancel,
  // the permit): nothing the wallet sends, no gas.
  const campaignPage = new CampaignPage(page);
  await campaignPage.goto(campaign.id);
  await page.getByRole('button', { name: 'Monthly' }).click();
  const form = page.getByTestId('pledge-form');
  await form.getByLabel('Amount per month (USDC)').fill('10');
  await expect(form.getByTestId('pledge-total')).toHaveText('120.00 USDC');
  await form.getByRole('button', { name: 'Start monthly gift' }).click();
  await expect(form.getByRole('status')).toContainText('Your monthly gift is active.');
  await expect(form.getByRole('status')).toContainText('Next collection: 10.00 USDC on');
  expect(asked.filter((request) => request.method === 'eth_signTypedData_v4')).toHaveLength(3);
  expect(asked.some((request) => request.method === 'eth_sendTransaction')).toBe(false);

  // Month 1 is collected on the worker's next pass; the page shows the next date a month on.
  await expect.poll(() => usdcOf(campaign.walletAddress), { timeout: 15_000 }).toBe(ten);
  const mine = page.getByRole('region', { name: 'Your monthly gift to this campaign' });
  await expect(mine.getByText('Active')).toBeVisible({ timeout: 15_000 });
  await expect(mine).toContainText('1 of 12 collected');
  await expect(mine).toContainText(/Next collection: 10\.00\sUSDC on \w{3} \d{1,2}, \d{4}/);

  // Month 2, after the chain's clock moved; My Donations lists it active with its next date.
  await nextMonth();
  await expect.poll(() => usdcOf(campaign.walletAddress), { timeout: 15_000 }).toBe(2n * ten);
  const dashboard = new DashboardPage(page);
  await dashboard.goto('donations');
  const gift = page.getByRole('list', { name: 'My recurring gifts' }).getByTestId('pledge-item').first();
  await expect(gift).toContainText(campaign.title);
  await expect(gift).toContainText('10.00 USDC monthly');
  await expect(gift).toContainText('Active');
  await expect(gift).toContainText('2 of 12 collected');

  // The notice of the collection leads to the cancel page; one click, no wallet.
  const signaturesBefore = asked.length;
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page
    .getByRole('menu', { name: 'Notifications' })
    .getByRole('menuitem')
    .filter({ hasText: 'Your monthly gift was collected' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pledges\/0x[0-9a-f]{64}\/cancel\?t=\d+\.[\w-]+$/);
  const pledgeId = /\/pledges\/(0x[0-9a-f]{64})\//.exec(page.url())![1] as Hex;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel your monthly gift');
  await page.getByRole('button', { name: 'Cancel monthly gift' }).click();
  await expect(page.getByText('This gift is cancelled: nothing more is collected.')).toBeVisible();
  expect(asked.slice(signaturesBefore).filter((r) => r.method.startsWith('eth_sign'))).toEqual([]);
  // Cancelled on chain too, with the CancelPledge the donor signed with the pledge.
  const cancellation = (await (await request.get(`/api/pledges/${pledgeId}/cancel`)).json()) as {
    typedData: { domain: { verifyingContract: Address } };
  };
  expect(
    await reader().readContract({
      address: cancellation.typedData.domain.verifyingContract,
      abi: collectorAbi,
      functionName: 'cancelled',
      args: [pledgeId],
    }),
  ).toBe(true);

  // Month 3: two passes of the worker later, nothing more has left the donor's wallet.
  await nextMonth();
  await page.waitForTimeout(TWO_PASSES_MS);
  expect(await usdcOf(campaign.walletAddress)).toBe(2n * ten);
  expect(await usdcOf(donor)).toBe(parseUnits('100', tokenOn(primary, 'USDC').decimals) - 2n * ten);
});

test('USDT has no permit: the wallet approves exactly amount × months, and the first month is collected', async ({
  page,
  request,
}) => {
  const campaign = await campaignForPledges(request);
  const key = await usdtDonor();
  const { asked } = await signInWithTestWallet(page, { rpcUrl: config.rpcUrl, privateKey: key });
  await new CampaignPage(page).goto(campaign.id);
  await page.getByRole('button', { name: 'Monthly' }).click();
  const form = page.getByTestId('pledge-form');
  await form.getByLabel('Token').selectOption('USDT');
  await form.getByLabel('Amount per month (USDT)').fill('5');
  await form.getByLabel('For (months)').fill('3');
  await expect(form.getByTestId('pledge-total')).toHaveText('15.00 USDT');
  await form.getByRole('button', { name: 'Start monthly gift' }).click();
  await expect(form.getByRole('status')).toContainText('Your monthly gift is active.');
  const sent = asked.filter((request) => request.method === 'eth_sendTransaction');
  expect(sent).toHaveLength(1);
  const usdt = tokenOn(primary, 'USDT');
  expect((sent[0]!.params[0] as { to: string }).to.toLowerCase()).toBe(usdt.address.toLowerCase());
  expect(asked.filter((request) => request.method === 'eth_signTypedData_v4')).toHaveLength(2);
  const vaultUsdt = () =>
    reader().readContract({
      address: usdt.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [campaign.walletAddress],
    });
  await expect.poll(vaultUsdt, { timeout: 15_000 }).toBe(parseUnits('5', usdt.decimals));
});

import { type Address, createPublicClient, erc20Abi, formatUnits, type Hex, http, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { DashboardPage, WalletsSection, WithdrawalHistory } from '../pages/dashboard-page';
import { layoutShiftSoFar, watchLayoutShift } from '../support/hydration';
import { accessTokenOf, signInThroughApi } from '../support/session';
import { devAccountOf, fetchConfig, type PublicConfig } from '../support/stack';
import { expect, type Page, test } from '../support/test';

interface Vault {
  campaignId: number;
  title: string;
  currency: string;
  walletAddress: Address;
  balances: { symbol: string; tokenAddress: Address | null; decimals: number; balance: string }[];
}

let config: PublicConfig;
let chain: ReturnType<typeof createPublicClient>;
test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
  chain = createPublicClient({
    chain: { ...foundry, rpcUrls: { default: { http: [config.rpcUrl] } } },
    transport: http(config.rpcUrl),
  });
});

const devAccount = (index: number) => devAccountOf(config, index);

function token(symbol: string) {
  const found = config.tokens.find((candidate) => candidate.symbol === symbol);
  if (!found) throw new Error(`no ${symbol} on the stack`);
  return { address: found.address as Address, decimals: found.decimals };
}

const balanceOf = (symbol: string, owner: Address) =>
  chain.readContract({
    address: token(symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });

/** A raw amount as the wallets table prints it: at least two places, every digit kept, grouped. */
function shown(raw: bigint, decimals: number): string {
  const [whole = '0', fraction = ''] = formatUnits(raw, decimals).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0')}`;
}

/** Signs in with a dev account through the API (auth.spec tests the wallet modal), the injected
 *  test wallet then answering the page; records what the page asks of it. */
async function signIn(page: Page, index: number) {
  const walletRequests: string[] = [];
  await signInThroughApi(page, {
    rpcUrl: config.rpcUrl,
    privateKey: devAccount(index).privateKey,
    onRequest: (method) => walletRequests.push(method),
  });
  return walletRequests;
}

/** The signed-in creator's vaults as the API lists them. */
async function myVaults(page: Page): Promise<Vault[]> {
  const accessToken = await accessTokenOf(page);
  const response = await page.request.get('/api/campaigns/me/wallets', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Vault[];
}

async function vaultHolding(page: Page, symbol: string, atLeast: string): Promise<Vault> {
  const minimum = parseUnits(atLeast, token(symbol).decimals);
  for (const vault of await myVaults(page)) {
    if ((await balanceOf(symbol, vault.walletAddress)) >= minimum) return vault;
  }
  throw new Error(`no vault of this creator holds ${atLeast} ${symbol}`);
}

const freshRecipient = () => privateKeyToAccount(generatePrivateKey()).address;

test.describe('creator dashboard', () => {
  test('on a phone the sections keep still while they load: the footer stays below the fold', async ({
    page,
  }) => {
    await signIn(page, 3);
    await page.setViewportSize({ width: 390, height: 844 });
    await watchLayoutShift(page);
    for (const section of ['', '/donations', '/wallets', '/settings']) {
      await page.goto(`/dashboard${section}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shift = await layoutShiftSoFar(page);
      expect(shift, `cumulative layout shift of /dashboard${section}`).toBeLessThanOrEqual(0.05);
    }
  });

  test('the wallets page shows each vault balance as the chain has it', async ({ page }) => {
    await signIn(page, 3);
    await page.goto('/dashboard');
    const dashboard = new DashboardPage(page);
    const wallets = new WalletsSection(page);
    await dashboard.menu.getByRole('link', { name: 'Wallets' }).click();
    await expect(dashboard.heading).toHaveText('Campaign Wallets');
    const vaults = await myVaults(page);
    expect(vaults.length).toBeGreaterThan(0);

    for (const symbol of ['USDT', 'USDC']) {
      if (symbol !== 'USDT') await wallets.chooseToken(symbol);
      for (const vault of vaults) {
        const raw = await balanceOf(symbol, vault.walletAddress);
        await expect(wallets.balance(vault.campaignId)).toHaveText(
          `${shown(raw, token(symbol).decimals)} ${symbol}`,
        );
      }
    }
  });

  test('a withdrawal above the balance is refused before anything is signed', async ({ page }) => {
    const walletRequests = await signIn(page, 3);
    const vault = await vaultHolding(page, 'USDT', '1');
    const raw = await balanceOf('USDT', vault.walletAddress);
    const planned: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /withdraw/.test(request.url())) planned.push(request.url());
    });

    await new DashboardPage(page).goto('wallets');
    const dialog = await new WalletsSection(page).openWithdraw(vault.title);
    await dialog.fill('USDT', formatUnits(raw + 1n, token('USDT').decimals), freshRecipient());
    await expect(dialog.error).toHaveText('Amount exceeds available balance');
    await expect(dialog.review).toBeHidden();
    expect(planned).toEqual([]);
    expect(walletRequests).not.toContain('eth_signTypedData_v4');
    expect(walletRequests).not.toContain('eth_sendTransaction');
  });

  test('a direct withdrawal of 100 USDT pays 97.5 to the recipient and 2.5 to the treasury', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 3);
    const vault = await vaultHolding(page, 'USDT', '100');
    const recipient = freshRecipient();
    const treasury = config.treasuryAddress as Address;
    const treasuryBefore = await balanceOf('USDT', treasury);

    const dashboard = new DashboardPage(page);
    await dashboard.goto('wallets');
    const dialog = await new WalletsSection(page).openWithdraw(vault.title);
    await dialog.fill('USDT', '100', recipient);
    await expect(dialog.review).toContainText('Amount100.00 USDT');
    await expect(dialog.review).toContainText('Platform fee (2.5%)2.50 USDT');
    await expect(dialog.review).toContainText('You receive97.50 USDT');
    await expect(dialog.root.getByTestId('withdrawal-recipient')).toHaveText(recipient);

    const transactionHash = await dialog.withdrawDirectlyRecorded();
    await expect(dashboard.toast('Withdrawal Initiated')).toBeVisible();
    await expect(dialog.root).toBeHidden({ timeout: 30_000 });

    expect(await balanceOf('USDT', recipient)).toBe(parseUnits('97.5', 6));
    expect((await balanceOf('USDT', treasury)) - treasuryBefore).toBe(parseUnits('2.5', 6));

    await dashboard.menu.getByRole('link', { name: 'Withdrawals' }).click();
    const row = new WithdrawalHistory(page).rowOf(transactionHash);
    await expect(row).toContainText('100.00 USDT');
    await expect(row).toContainText('Completed', { timeout: 20_000 });
  });

  test('a gasless USDC withdrawal pays the same split and costs the creator no gas', async ({ page }) => {
    test.setTimeout(90_000);
    const walletRequests = await signIn(page, 4);
    const creator = privateKeyToAccount(devAccount(4).privateKey).address;
    const vault = await vaultHolding(page, 'USDC', '100');
    const recipient = freshRecipient();
    const treasury = config.treasuryAddress as Address;
    const treasuryBefore = await balanceOf('USDC', treasury);
    const nativeBefore = await chain.getBalance({ address: creator });

    const dashboard = new DashboardPage(page);
    await dashboard.goto('withdrawals');
    const form = page.getByRole('form', { name: 'Withdrawal details' });
    await form.getByRole('combobox', { name: 'Campaign' }).click();
    await page.getByRole('option', { name: vault.title }).click();
    await form.getByRole('combobox', { name: 'Token' }).click();
    await page.getByRole('option', { name: /^USDC/ }).click();
    await form.getByLabel('Amount (USDC)').fill('100');
    await form.getByLabel('Recipient Address').fill(recipient);
    await form.getByRole('button', { name: 'Review Withdrawal' }).click();
    const review = page.getByTestId('withdrawal-review');
    await expect(review).toContainText('You receive97.50 USDC');

    const relayed = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/wallet/withdraw'),
    );
    await page.getByRole('button', { name: 'Withdraw Gasless' }).click();
    const relayResponse = await relayed;
    expect(relayResponse.ok()).toBe(true);
    const { transactionHash } = (await relayResponse.json()) as { transactionHash: Hex };
    await expect(dashboard.toast('Withdrawal Submitted')).toBeVisible();

    const row = new WithdrawalHistory(page).rowOf(transactionHash);
    await expect(row).toContainText('100.00 USDC');
    await expect(row).toContainText('Completed', { timeout: 20_000 });
    expect(await balanceOf('USDC', recipient)).toBe(parseUnits('97.5', 6));
    expect((await balanceOf('USDC', treasury)) - treasuryBefore).toBe(parseUnits('2.5', 6));
    expect(await chain.getBalance({ address: creator })).toBe(nativeBefore);
    expect(walletRequests).not.toContain('eth_sendTransaction');
    expect(walletRequests).toContain('eth_signTypedData_v4');
  });
});

import { createWalletClient, erc20Abi, type Hex, http, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { CampaignPage, DonationPanelPage } from '../pages/campaign-page';
import { WalletPage } from '../pages/wallet-page';
import { type ListedCampaign, openUsdtCampaigns } from '../support/open-campaigns';
import { signInThroughApi } from '../support/session';
import { devAccountOf, fetchConfig, type PublicConfig } from '../support/stack';
import { expect, type Page, test } from '../support/test';
import { installTestWallet } from '../support/test-wallet';

let config: PublicConfig;
let open: ListedCampaign[];
test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
  open = await openUsdtCampaigns(request);
  if (open.length < 2) throw new Error('the seed offers fewer than two open USDT campaigns');
});

const devAccount = (index: number) => devAccountOf(config, index);

/** "1,234.50 USDT", as the page prints a USDT amount. */
const usdt = (amount: number) =>
  `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USDT`;

/** Signs in through the API with the account's key (auth.spec tests the wallet modal); the next
 *  page opens signed in, the test wallet answering it. */
async function signIn(page: Page, privateKey: Hex) {
  await signInThroughApi(page, { rpcUrl: config.rpcUrl, privateKey });
}

test.describe('donations', () => {
  test('a signed-in donor gives 25 USDT with a message and sees it listed', async ({ page }) => {
    const target = open[0] as ListedCampaign;
    const message = `Keep going! ${Date.now()}`;
    await signIn(page, devAccount(5).privateKey);
    const campaign = new CampaignPage(page);
    const panel = new DonationPanelPage(page);
    await campaign.goto(target.id);
    await expect(campaign.title).toHaveText(target.title);
    const before = Number(
      (await page.request.get(`/api/campaigns/${target.id}`).then((r) => r.json())).raisedAmount,
    );
    await expect(panel.raised).toHaveText(usdt(before));

    await panel.amount.fill('25');
    await panel.message.fill(message);
    await panel.donateButton.click();
    await expect(panel.toast('Transaction Confirmed!')).toBeVisible({ timeout: 20_000 });
    await expect(panel.toast('Donation Successful!')).toBeVisible({ timeout: 20_000 });
    await expect(panel.amount).toHaveValue('');
    await expect(panel.message).toHaveValue('');
    await expect(panel.raised).toHaveText(usdt(before + 25));

    await campaign.tab('Donations').click();
    const row = campaign.tabPanel.getByRole('listitem').filter({ hasText: message });
    await expect(row).toContainText(/Donor #\d+/);
    await expect(row).toContainText('25.00 USDT');
  });

  test('a new donor sees their balance, is stopped beside the field, then is thanked with the receipt and follows', async ({
    page,
  }) => {
    const target = open[1] as ListedCampaign;
    const usdtToken = config.tokens.find((token) => token.symbol === 'USDT');
    if (!usdtToken) throw new Error('no USDT on the stack');
    // A wallet nobody used: it follows nothing, and holds 30 USDT and some gas.
    const key = generatePrivateKey();
    const donor = privateKeyToAccount(key).address;
    const chain = { ...foundry, rpcUrls: { default: { http: [config.rpcUrl] } } };
    const funder = createWalletClient({
      account: privateKeyToAccount(devAccount(6).privateKey),
      chain,
      transport: http(config.rpcUrl),
    });
    await funder.sendTransaction({ to: donor, value: parseUnits('1', 18) });
    await funder.writeContract({
      address: usdtToken.address as Hex,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [donor, parseUnits('30', usdtToken.decimals)],
    });
    await signIn(page, key);
    const campaign = new CampaignPage(page);
    const panel = new DonationPanelPage(page);
    await campaign.goto(target.id);
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

    // The balance before anything is signed, and too much refused beside the field.
    await expect(panel.amount).toHaveAccessibleDescription('Your balance: 30.00 USDT');
    await panel.amount.fill('31');
    await panel.donateButton.click();
    await expect(panel.amount).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.amount).toHaveAccessibleDescription(
      /^Your wallet holds 30\.00 USDT( on [^.]+)?\. Nothing was sent\./,
    );
    await expect(panel.toast('Transaction Confirmed!')).toHaveCount(0);

    await panel.amount.fill('25');
    await expect(panel.amount).not.toHaveAttribute('aria-invalid');
    await panel.donateButton.click();
    const thanks = page.getByRole('region', { name: 'Donation received' });
    await expect(thanks).toContainText('Thank you! You gave 25.00 USDT.', { timeout: 20_000 });
    await expect(thanks.getByText('You now follow this campaign')).toBeVisible();
    // The Follow button says so at once, without a reload.
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(panel.amount).toHaveAccessibleDescription('Your balance: 5.00 USDT');
    await thanks.getByRole('link', { name: 'View receipt' }).click();
    await expect(page).toHaveURL(/\/receipt\/\d+\/0x[0-9a-f]{64}\/\d+$/);
    await expect(page.getByText('25.00 USDT').first()).toBeVisible();
  });

  test('a visitor who connects from Donate Now stays on the campaign and the donation goes through', async ({
    page,
  }) => {
    const target = open[0] as ListedCampaign;
    await installTestWallet(page, { rpcUrl: config.rpcUrl, privateKey: devAccount(3).privateKey });
    const campaign = new CampaignPage(page);
    const panel = new DonationPanelPage(page);
    const wallet = new WalletPage(page);
    await campaign.goto(target.id);
    await expect(campaign.title).toHaveText(target.title);
    const before = Number(
      (await page.request.get(`/api/campaigns/${target.id}`).then((r) => r.json())).raisedAmount,
    );
    const message = `Connected on the way ${Date.now()}`;
    await panel.amount.fill('5');
    await panel.message.fill(message);
    await panel.donateButton.click();
    await expect(panel.toast('Wallet Not Connected')).toBeVisible();
    await wallet.choose(/Test Wallet/);

    await expect(panel.toast('Donation Successful!')).toBeVisible({ timeout: 20_000 });
    // Still the campaign (its open tab may be in the query, decision 075).
    await expect(page).toHaveURL(new RegExp(`/campaign/${target.id}(\\?tab=\\w+)?$`));
    await expect(panel.raised).toHaveText(usdt(before + 5));
    await expect(panel.amount).toHaveValue('');
    await campaign.tab('Donations').click();
    await expect(campaign.tabPanel.getByRole('listitem').filter({ hasText: message })).toContainText(
      '5.00 USDT',
    );
    // Half a second later (the header's redirect delay) the page is still the campaign.
    await page.waitForTimeout(800);
    await expect(page).toHaveURL(new RegExp(`/campaign/${target.id}(\\?tab=\\w+)?$`));
  });

  test('a transfer sent straight to the campaign address shows up without a reload', async ({
    page,
    request,
  }) => {
    const target = open[1] as ListedCampaign;
    const usdtToken = config.tokens.find((token) => token.symbol === 'USDT');
    if (!usdtToken) throw new Error('no USDT on the stack');
    const campaign = new CampaignPage(page);
    const panel = new DonationPanelPage(page);
    await campaign.goto(target.id);
    const before = Number((await (await request.get(`/api/campaigns/${target.id}`)).json()).raisedAmount);
    await expect(panel.raised).toHaveText(usdt(before));
    await campaign.tab('Donations').click();
    await expect(campaign.tabPanel.getByRole('listitem').first()).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    const account = privateKeyToAccount(devAccount(6).privateKey);
    const chain = { ...foundry, rpcUrls: { default: { http: [config.rpcUrl] } } };
    const wallet = createWalletClient({ account, chain, transport: http(config.rpcUrl) });
    const hash = await wallet.writeContract({
      address: usdtToken.address as Hex,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [target.walletAddress as Hex, parseUnits('7', usdtToken.decimals)],
    });

    await expect(panel.raised).toHaveText(usdt(before + 7));
    const row = campaign.tabPanel.getByRole('listitem').filter({ hasText: hash.slice(0, 10) });
    await expect(row).toContainText('Anonymous');
    await expect(row).toContainText('7.00 USDT');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });
});

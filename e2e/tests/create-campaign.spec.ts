import { CreateCampaignPage } from '../pages/create-campaign-page';
import { WalletPage } from '../pages/wallet-page';
import { fetchConfig } from '../support/stack';
import { expect, test } from '../support/test';
import { installTestWallet } from '../support/test-wallet';

test.describe('create a campaign', () => {
  test('asks a visitor to connect a wallet first', async ({ page }) => {
    for (const path of ['/create', '/create-campaign', '/campaigns/create']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Connect Your Wallet' })).toBeVisible();
      await expect(page.getByText('You need to connect your wallet to create a campaign')).toBeVisible();
    }
    await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(new WalletPage(page).modal).toBeVisible();
    // The modal hides the page behind it from the accessibility tree, hence includeHidden.
    await expect(page.getByRole('button', { name: 'Connecting...', includeHidden: true })).toBeDisabled();
  });

  test('a signed-in creator creates a campaign that awaits review', async ({ page, request }) => {
    const config = await fetchConfig(request);
    const account = config.devAccounts?.[7];
    if (!account) throw new Error('the stack offers no dev account 7');
    await installTestWallet(page, { rpcUrl: config.rpcUrl, privateKey: account.privateKey });
    const wallet = new WalletPage(page);
    await page.goto('/create');
    await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
    await wallet.choose(/Test Wallet/);

    // Connecting from the task keeps the creator on /create, now with the form.
    const form = new CreateCampaignPage(page);
    await expect(page.getByRole('heading', { name: 'Create Your Campaign' })).toBeVisible();
    await page.waitForTimeout(800);
    await expect(page).toHaveURL(/\/create$/);
    for (const section of [
      'Basic Information',
      'Funding Details',
      'Your Story',
      'Platform Fee Information',
    ]) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await form.submit.click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Category is required')).toBeVisible();

    await page.getByRole('button', { name: 'Fill Sample Data' }).click();
    await expect(form.field('Goal Amount')).toHaveValue('25000');
    await expect(page.getByTestId('fee-breakdown')).toContainText('24,375.00 USDT');
    const title = `E2E library ${Date.now()}`;
    await form.field('Campaign Title').fill(title);
    await form.field('Goal Amount').fill('1000.50');
    await expect(page.getByTestId('fee-breakdown')).toContainText('975.49 USDT');
    await form.submit.click();

    await expect(page.getByText('Campaign Created!', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Your campaign has been submitted for review.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/campaign\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The sample's end date, 30 days ahead, is 30 days left at any hour (decision 045).
    const id = Number(/\/campaign\/(\d+)$/.exec(page.url())?.[1]);
    const daysLeft = await page.evaluate(async (campaignId) => {
      const response = await fetch(`/api/campaigns/${campaignId}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return (await response.json()).daysLeft;
    }, id);
    expect(daysLeft).toBe(30);
    // Awaiting review: no vault address or QR code invites a transfer.
    await expect(page.getByTestId('wallet-awaiting-approval')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of the campaign wallet address' })).toHaveCount(0);
    const funding = page.getByRole('complementary', { name: 'Campaign funding' });
    await expect(funding.getByTestId('wallet-address')).toHaveCount(0);
    await expect(funding.getByText(/^0x[0-9a-fA-F]{40}$/)).toHaveCount(0);
    await expect(page.getByText('Pending Review').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Awaiting Review' })).toBeDisabled();
    await expect(
      page.getByRole('button', { name: 'Owner' }).or(page.getByText('Owner', { exact: true })),
    ).toBeVisible();

    // Pending review: reachable by its link, not listed.
    const listed = await (
      await request.get(`/api/campaigns?status=all&search=${encodeURIComponent(title)}`)
    ).json();
    expect(listed).toEqual([]);
  });
});

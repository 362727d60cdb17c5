import { generatePrivateKey } from 'viem/accounts';
import { CampaignPage } from '../pages/campaign-page';
import { WalletPage } from '../pages/wallet-page';
import { fetchConfig, type PublicConfig } from '../support/stack';
import { expect, type Page, test } from '../support/test';
import { installTestWallet } from '../support/test-wallet';

// Issue 27, "Keep people where they were" (decision 073): a connect from a page keeps the visitor
// on it and carries on with what they started; a dead session on a public page signs out quietly;
// a page that needs a session says so in place.

let config: PublicConfig;
test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
});

async function activeCampaignId(page: Page): Promise<number> {
  const list = (await (await page.request.get('/api/campaigns?status=active&limit=1')).json()) as {
    id: number;
  }[];
  const first = list[0];
  if (!first) throw new Error('no active campaign');
  return first.id;
}

/** React's production errors (#418 is a hydration mismatch) and uncaught exceptions. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Minified React error|Hydration/i.test(message.text())) {
      errors.push(message.text());
    }
  });
  return errors;
}

test.describe('keeping people where they were', () => {
  test("the header's Connect Wallet on a campaign page stays there", async ({ page }) => {
    await installTestWallet(page, { rpcUrl: config.rpcUrl, privateKey: generatePrivateKey() });
    const id = await activeCampaignId(page);
    await new CampaignPage(page).goto(id);
    const wallet = new WalletPage(page);
    await wallet.openModal();
    await wallet.choose(/Test Wallet/);
    await expect(wallet.connectedArea).toBeVisible();
    // The dashboard redirect would have come after 500 ms.
    await page.waitForTimeout(800);
    await expect(page).toHaveURL(new RegExp(`/campaign/${id}$`));
  });

  test('Follow pressed while signed out connects, stays and follows', async ({ page }) => {
    await installTestWallet(page, { rpcUrl: config.rpcUrl, privateKey: generatePrivateKey() });
    const id = await activeCampaignId(page);
    await new CampaignPage(page).goto(id);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const wallet = new WalletPage(page);
    await expect(wallet.modal).toBeVisible();
    await wallet.choose(/Test Wallet/);
    await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/campaign/${id}$`));
  });

  test('a dead session on a public page signs out quietly and shows the page', async ({ page }) => {
    await installTestWallet(page, { rpcUrl: config.rpcUrl, privateKey: generatePrivateKey() });
    const wallet = new WalletPage(page);
    await page.goto('/');
    await wallet.openModal();
    await wallet.choose(/Test Wallet/);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The dashboard's own reads done first: one still on its way when the tokens die would sign
    // out on the dashboard with its toast, which is not what this test is about.
    await page.waitForLoadState('networkidle');
    // Both tokens dead, as after 30 days or a revoked session.
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'expired.access.token');
      localStorage.setItem('refreshToken', 'revoked-refresh-token');
    });
    const errors = collectErrors(page);
    const id = await activeCampaignId(page);
    await new CampaignPage(page).goto(id);
    await expect(wallet.header.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(new RegExp(`/campaign/${id}$`));
    await expect(page.getByText('Session Expired', { exact: true })).toHaveCount(0);
    await expect(new CampaignPage(page).title).toBeVisible();
    expect(await wallet.storage('refreshToken')).toBeNull();
    expect(await wallet.storage('walletState')).toBeNull();
    expect(errors).toEqual([]);
  });

  test('signed out, /dashboard and /admin show the connect card at once; connecting opens them', async ({
    page,
  }) => {
    for (const path of ['/dashboard/donations', '/admin/users']) {
      await page.goto(path);
      const card = page.getByRole('heading', { name: 'Connect your wallet' });
      await expect(card).toBeVisible({ timeout: 2000 });
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await installTestWallet(page, { rpcUrl: config.rpcUrl, privateKey: generatePrivateKey() });
    await page.goto('/dashboard/donations');
    await expect(page.getByText('Please connect your wallet to view your dashboard.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
    const wallet = new WalletPage(page);
    await wallet.choose(/Test Wallet/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('My Donations');
    await expect(page).toHaveURL(/\/dashboard\/donations$/);
  });
});

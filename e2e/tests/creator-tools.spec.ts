import { CampaignPage } from '../pages/campaign-page';
import { WalletPage } from '../pages/wallet-page';
import { fetchConfig, type PublicConfig } from '../support/stack';
import { expect, type Page, test } from '../support/test';
import { installTestWallet } from '../support/test-wallet';

// Account 7 owns two seeded campaigns; other specs sign in as 0, 3 and 4.
const CREATOR_ACCOUNT = 7;

let config: PublicConfig;
test.beforeAll(async ({ request }) => {
  config = await fetchConfig(request);
});

async function signInAsCreator(page: Page) {
  const account = config.devAccounts?.[CREATOR_ACCOUNT];
  if (!account) throw new Error(`the stack offers no dev account ${CREATOR_ACCOUNT}`);
  await installTestWallet(page, { rpcUrl: config.rpcUrl, privateKey: account.privateKey });
  const wallet = new WalletPage(page);
  await page.goto('/');
  await wallet.openModal();
  await wallet.choose(/Test Wallet/);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** One of the creator's campaigns that campaign-detail.spec does not expect to be without updates. */
async function ownCampaignId(page: Page): Promise<number> {
  const accessToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  const mine = await page.request.get('/api/campaigns/me', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const [mostFunded] = await (await page.request.get('/api/campaigns?sortBy=funded&limit=1')).json();
  const campaign = ((await mine.json()) as { id: number }[]).find((c) => c.id !== mostFunded?.id);
  if (!campaign) throw new Error('the creator owns no campaign to post to');
  return campaign.id;
}

test.describe('creator tools', () => {
  test('the owner posts an update and a visitor sees it on the campaign page', async ({ page, browser }) => {
    await signInAsCreator(page);
    const id = await ownCampaignId(page);
    const title = `Shelves are up ${Date.now()}`;
    const campaign = new CampaignPage(page);
    await campaign.goto(id);
    await campaign.tab('Updates').click();
    await campaign.tabPanel.getByRole('button', { name: 'Post update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post an update' });
    await dialog.getByRole('button', { name: 'Post update' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Update').fill('Thank you all!\nPhotos: https://example.org/shelves');
    await dialog.getByRole('button', { name: 'Post update' }).click();
    await expect(dialog).toBeHidden();
    await expect(campaign.tabPanel.getByRole('article', { name: title })).toBeVisible();
    await expect(page.getByText('Last update today')).toBeVisible();

    const visitorContext = await browser.newContext();
    const visitor = new CampaignPage(await visitorContext.newPage());
    await visitor.goto(id);
    await expect(visitor.page.getByText('Last update today')).toBeVisible();
    await visitor.tab('Updates').click();
    const update = visitor.tabPanel.getByRole('article', { name: title });
    await expect(update).toContainText('Thank you all!');
    await expect(update.getByRole('link', { name: 'https://example.org/shelves' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    await expect(visitor.tabPanel.getByRole('button', { name: 'Post update' })).toHaveCount(0);
    await visitorContext.close();
  });
});

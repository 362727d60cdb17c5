import type { APIRequestContext } from '@playwright/test';
import { fundedCampaign, type ListedCampaign, rootChanges, watchRoot } from '../support/hydration';
import { expect, test } from '../support/test';

// Issue 41, decision 123: every public page comes rendered from the server with its own head, is
// read without any script, and React adopts it without replacing or moving anything.

async function aReceipt(request: APIRequestContext, campaign: ListedCampaign) {
  const donations = (await (await request.get(`/api/campaigns/${campaign.id}/donations`)).json()) as {
    chainId: number;
    transactionHash: string;
    logIndex: number;
    amount: string;
    currency: string;
  }[];
  const donation = donations[0];
  if (!donation) throw new Error('no donation to the funded campaign');
  return {
    path: `/receipt/${donation.chainId}/${donation.transactionHash}/${donation.logIndex}`,
    currency: donation.currency,
  };
}

test.describe('public pages rendered on the server', () => {
  test('each public page shows its heading and text with JavaScript off', async ({ browser, request }) => {
    const campaign = await fundedCampaign(request);
    const receipt = await aReceipt(request, campaign);
    const pages: [path: string, heading: string | RegExp, text: string | RegExp][] = [
      ['/about', /./, 'CrowdVault'],
      ['/how-it-works', /./, 'wallet'],
      ['/faq', 'Frequently asked questions', 'What is CrowdVault?'],
      ['/token', /./, 'CVT'],
      ['/whitepaper', /./, 'vault'],
      ['/terms', /./, 'CrowdVault'],
      ['/privacy', /./, 'wallet address'],
      ['/transparency', 'Transparency', 'Total raised'],
      [`/campaign/${campaign.id}/ledger`, `${campaign.title}: ledger`, 'Every transfer into this campaign'],
      [receipt.path, 'Donation receipt', campaign.title],
    ];
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [path, heading, text] of pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page.locator('#root').getByText(text).first(), path).toBeAttached();
        await expect(page.locator('#root'), path).not.toContainText('Loading');
        expect(await page.locator('link[rel="canonical"]').count(), path).toBe(1);
      }
      // The FAQ's answers are all in its HTML (its FAQPage data holds them), the closed ones hidden.
      await page.goto('/faq');
      const answer = page.locator('#root').getByText(/sends 97\.5% of the withdrawn amount/);
      await expect(answer).toBeAttached();
      await expect(answer).toBeHidden();
      // A receipt previews as the gift, to the campaign.
      await page.goto(receipt.path);
      await expect(page).toHaveTitle(new RegExp(`^[\\d,.]+ ${receipt.currency} to .+ · CrowdVault$`));
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(
        ` ${receipt.currency} to ${campaign.title}`,
      );
    } finally {
      await context.close();
    }
  });

  test('React adopts a rendered page without replacing or moving it, then navigation sets each title', async ({
    page,
    request,
  }) => {
    const campaign = await fundedCampaign(request);
    const receipt = await aReceipt(request, campaign);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await watchRoot(page);
    for (const path of ['/faq', '/transparency', receipt.path]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { rootRemovals, layoutShift } = await rootChanges(page);
      expect(rootRemovals, `nodes React removed from #root of ${path}`).toBe(0);
      expect(layoutShift, `cumulative layout shift of ${path}`).toBeLessThanOrEqual(0.05);
    }
    expect(errors, 'console errors').toEqual([]);

    // Hydrated (the page fixture waits for it): a link is a client navigation, which sets the head.
    await page.goto('/faq');
    await expect(page).toHaveTitle('FAQ · CrowdVault');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle('About · CrowdVault');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About');
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
  });

  test('an unknown receipt answers 404 with its page', async ({ page }) => {
    const response = await page.goto(`/receipt/31337/0x${'ab'.repeat(32)}/7`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Receipt not found')).toBeVisible();
    await expect(page).toHaveTitle('Receipt not found · CrowdVault');
  });

  test("the ledger of no campaign answers 404 with the campaign's not-found page, kept as React adopts it", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/campaigns/')) asked.push(request.url());
    });
    await watchRoot(page);
    const response = await page.goto('/campaign/999999/ledger');
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Campaign Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Campaign Not Found · CrowdVault');
    const { rootRemovals } = await rootChanges(page);
    expect(rootRemovals, 'nodes React removed from #root').toBe(0);
    // The browser holds the server's answer: it does not ask the API again.
    expect(asked).toEqual([]);
  });
});

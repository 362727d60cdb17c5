import { expect, test } from '../support/test';

test.describe('home', () => {
  test('shows the platform stats, three featured campaigns, the reasons, the steps and the band', async ({
    page,
    request,
  }) => {
    const stats = await (await request.get('/api/stats')).json();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Crowdfunding, Decentralized');

    const statsCard = page.getByRole('definition').filter({ hasText: /^\$/ }).first();
    await expect(statsCard).toBeVisible();
    await expect(page.getByText('Loading stats...')).toBeHidden();
    await expect(page.getByText('Active campaigns', { exact: true })).toBeVisible();

    const featured = page.getByRole('region', { name: 'Featured Campaigns' });
    await expect(featured.getByRole('listitem')).toHaveCount(3);
    await expect(featured.getByText('Featured', { exact: true })).toHaveCount(3);

    await expect(page.getByRole('heading', { name: 'Why Blockchain Crowdfunding?' })).toBeVisible();
    for (const point of ['Full Transparency', 'Lower Fees', 'Global Access', 'Instant Payouts']) {
      await expect(page.getByRole('heading', { name: point })).toBeVisible();
    }
    for (const step of ['Connect Wallet', 'Create Campaign', 'Receive Donations']) {
      await expect(page.getByRole('heading', { name: step, exact: true })).toBeVisible();
    }

    const band = page.getByRole('region', { name: 'Platform statistics' });
    await expect(band).toContainText('Total Raised');
    await expect(band).toContainText(String(stats.totalDonors));
    await expect(band).toContainText(String(stats.countries));

    await page.getByRole('link', { name: 'View All Campaigns' }).first().click();
    await expect(page).toHaveURL(/\/discover$/);
  });

  test('says Loading stats... until the figures arrive, and leaves the band out without them', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/stats', async (route) => {
      await gate;
      await route.fulfill({ status: 500, json: { message: 'down' } });
    });
    // Home reached from a page that does not show them, so the browser fetches the figures itself
    // (opened directly, or from /about, the server has rendered them in: decisions 055, 123).
    await page.goto('/terms');
    await page.getByRole('link', { name: 'CrowdVault home' }).first().click();
    await expect(page.getByText('Loading stats...')).toBeVisible();
    release();
    await expect(page.getByText('Loading stats...')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Platform statistics' })).toHaveCount(0);
  });

  test('a featured card opens its campaign', async ({ page }) => {
    await page.goto('/');
    const card = page
      .getByRole('region', { name: 'Featured Campaigns' })
      .getByRole('listitem')
      .first()
      .getByRole('link');
    const title = await card.textContent();
    await card.click();
    await expect(page).toHaveURL(/\/campaign\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  });
});

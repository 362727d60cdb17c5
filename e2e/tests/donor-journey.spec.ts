import { CampaignPage } from '../pages/campaign-page';
import { DiscoverPage } from '../pages/discover-page';
import { expect, test } from '../support/test';

// Issue 27, "Finish the donor's journey" and "Truthful moderation": what a visitor finds on Discover.

test.describe("the donor's journey", () => {
  test("Discover's status filter finds ended campaigns, each with one 'Ended' or 'Completed' badge", async ({
    page,
    request,
  }) => {
    const ended = (await (await request.get('/api/campaigns?status=ended&limit=50')).json()) as {
      title: string;
    }[];
    expect(ended.length).toBeGreaterThan(0);
    const discover = new DiscoverPage(page);
    await discover.goto();
    await discover.choose('Status', 'Ended Campaigns');
    await expect(page).toHaveURL(/status=ended/);
    await expect(discover.showing).toHaveText(
      `Showing ${ended.length} ended ${ended.length === 1 ? 'campaign' : 'campaigns'}`,
    );
    const first = discover.cards.filter({ hasText: ended[0]!.title });
    await expect(first).toHaveCount(1);
    // Its badge (and, for one past its end, the days tile) says so; never a green 'Active'.
    await expect(first.getByText(/^(Ended|Completed)$/).first()).toBeVisible();
    await expect(first.getByText('Active', { exact: true })).toHaveCount(0);
  });

  test('an empty result offers "Clear filters", which brings every active campaign back', async ({
    page,
  }) => {
    const discover = new DiscoverPage(page);
    await discover.goto('?search=nothing-matches-this-xyz&category=Medical');
    await expect(page.getByRole('heading', { name: 'No campaigns found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(discover.searchBox).toHaveValue('');
    await expect(discover.cards.first()).toBeVisible();
  });

  test("a campaign's tab is in the URL: a reload or a shared link opens it", async ({ page, request }) => {
    const [listed] = (await (await request.get('/api/campaigns?limit=1')).json()) as { id: number }[];
    const campaign = new CampaignPage(page);
    await campaign.goto(listed!.id);
    await campaign.tab('Donations').click();
    await expect(page).toHaveURL(new RegExp(`/campaign/${listed!.id}\\?tab=donations$`));
    await page.reload();
    await expect(campaign.tab('Donations')).toHaveAttribute('aria-selected', 'true');
    await campaign.tab('Story').click();
    await expect(page).toHaveURL(new RegExp(`/campaign/${listed!.id}$`));
  });

  test('opening the menu on a phone does not focus the search (no keyboard pops up)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    const focused = await page.evaluate(() => document.activeElement?.tagName);
    expect(focused).not.toBe('INPUT');
  });
});

import { DiscoverPage } from '../pages/discover-page';
import { expect, test } from '../support/test';

test.describe('discover', () => {
  test('lists active campaigns by default with six skeletons first, and the Showing line', async ({
    page,
    request,
  }) => {
    const total = Number((await request.get('/api/campaigns?limit=1')).headers()['x-total-count']);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/campaigns?*', async (route) => {
      await gate;
      await route.continue();
    });
    const discover = new DiscoverPage(page);
    await discover.arrive();
    await expect(page.getByRole('heading', { name: 'Discover Campaigns' })).toBeVisible();
    await expect(page.getByText('Find causes that matter to you')).toBeVisible();
    await expect(discover.skeletons).toHaveCount(6);
    release();
    await expect(discover.skeletons).toHaveCount(0);
    await expect(discover.cards).toHaveCount(Math.min(total, 12));
    await expect(discover.showing).toHaveText(`Showing ${total} active campaigns`);
    await expect(discover.chosen('Status')).toHaveText('Active Campaigns');
  });

  test('a campaign card reached by keyboard shows a focus ring around the whole card', async ({ page }) => {
    const discover = new DiscoverPage(page);
    await discover.goto();
    const link = discover.cards.first().getByRole('heading').getByRole('link');
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    // The title's link stretches over the card (::after); the ring is drawn there.
    const ring = await link.evaluate((element) => {
      const after = getComputedStyle(element, '::after');
      return { style: after.outlineStyle, width: after.outlineWidth };
    });
    expect(ring).toEqual({ style: 'solid', width: '2px' });
  });

  test('Recent donations and Newest say how they order, and order differently', async ({ page, request }) => {
    const titles = async (sortBy: string) =>
      (
        (await (await request.get(`/api/campaigns?limit=12&sortBy=${sortBy}`)).json()) as { title: string }[]
      ).map((campaign) => campaign.title);
    const [recent, newest] = [await titles('recent'), await titles('newest')];
    // The demo's latest gifts went to older campaigns: the two orders are not the same list.
    expect(recent).not.toEqual(newest);
    const discover = new DiscoverPage(page);
    await discover.goto();
    await expect(discover.chosen('Sort by')).toHaveText('Recent donations');
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toHaveAccessibleDescription('Latest donation first');
    await expect.poll(() => discover.cardTitles()).toEqual(recent);
    await discover.choose('Sort by', 'Newest');
    await expect(sortBy).toHaveAccessibleDescription('Newest campaign first');
    await expect(page.getByTestId('sort-description')).toBeVisible();
    await expect.poll(() => discover.cardTitles()).toEqual(newest);
  });

  test('filters by status, category, featured and sort, keeping them in the URL', async ({ page }) => {
    const discover = new DiscoverPage(page);
    await discover.goto();
    await expect(discover.cards.first()).toBeVisible();

    await discover.choose('Status', 'Completed Campaigns');
    await expect(page).toHaveURL(/status=completed/);
    await expect(discover.showing).toHaveText(/^Showing \d+ completed campaigns?$/);
    await expect(discover.cards.first().getByText('Completed')).toBeVisible();

    await discover.choose('Status', 'All Statuses');
    await expect(discover.showing).toHaveCount(0);
    await discover.choose('Category', 'Education');
    await expect(page).toHaveURL(/category=Education/);
    await discover.settled();
    for (const card of await discover.cards.all()) await expect(card.getByText('Education')).toBeVisible();

    await discover.choose('Featured', 'Featured Only');
    await discover.choose('Sort by', 'Most Funded');
    await expect(page).toHaveURL(/featured=true/);
    await expect(page).toHaveURL(/sortBy=funded/);
    await discover.settled();
    const titles = await discover.cardTitles();

    // The view survives a reload and can be shared as a link.
    await page.reload();
    await expect(discover.chosen('Category')).toHaveText('Education');
    await expect(discover.chosen('Featured')).toHaveText('Featured Only');
    await expect(discover.chosen('Sort by')).toHaveText('Most Funded');
    await expect.poll(() => discover.cardTitles()).toEqual(titles);
  });

  test('searches title and description, takes odd characters, and reads the search from the link', async ({
    page,
  }) => {
    const discover = new DiscoverPage(page);
    await discover.goto();
    await discover.searchBox.fill('SOLAR');
    await expect(page).toHaveURL(/search=SOLAR/);
    await expect(discover.cards).toHaveCount(1);
    await expect(discover.cards.first()).toContainText(/solar/i);

    await discover.searchBox.fill("100% o'clock_");
    await expect(page.getByRole('heading', { name: 'No campaigns found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();

    await discover.goto('?search=kitchen');
    await expect(discover.searchBox).toHaveValue('kitchen');
    await expect(discover.cards).toHaveCount(1);
  });

  test('shows the empty state of a status', async ({ page }) => {
    await page.route('**/api/campaigns?*', (route) =>
      route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } }),
    );
    const discover = new DiscoverPage(page);
    await discover.arrive();
    await discover.choose('Status', 'Paused Campaigns');
    await expect(page.getByRole('heading', { name: 'No paused campaigns found' })).toBeVisible();
    await expect(page.getByText('No campaigns are currently paused.')).toBeVisible();
    await expect(discover.showing).toHaveText('Showing 0 paused campaigns');
  });

  test('Load More appends the next page and stops at the total', async ({ page }) => {
    // The demo data has fewer than 13 listed campaigns, so the pages are made of the real ones
    // repeated under new ids; paging itself is tested against the database in the API suite.
    const offsets: number[] = [];
    await page.route('**/api/campaigns?*', async (route) => {
      const url = new URL(route.request().url());
      const offset = Number(url.searchParams.get('offset'));
      offsets.push(offset);
      url.searchParams.set('status', 'all');
      url.searchParams.set('offset', '0');
      const real = await (await route.fetch({ url: url.toString() })).json();
      const count = offset === 0 ? 12 : 3;
      const page = Array.from({ length: count }, (_, index) => ({
        ...real[index % real.length],
        id: 1000 + offset + index,
        title: `Campaign ${offset + index + 1}`,
      }));
      await route.fulfill({ json: page, headers: { 'X-Total-Count': '15' } });
    });
    const discover = new DiscoverPage(page);
    await discover.arrive();
    await expect(discover.cards).toHaveCount(12);
    await discover.loadMore.click();
    await expect(discover.cards).toHaveCount(15);
    await expect(discover.cards.last()).toContainText('Campaign 15');
    await expect(discover.loadMore).toHaveCount(0);
    expect(offsets).toEqual([0, 12]);

    // Any filter change starts again from the first page.
    await discover.choose('Sort by', 'Newest');
    await expect(discover.cards).toHaveCount(12);
    expect(offsets.at(-1)).toBe(0);
  });
});

import { expect, type Page } from '@playwright/test';

/** Discover: the filters bar and the campaign grid. */
export class DiscoverPage {
  constructor(readonly page: Page) {}

  goto(query = '') {
    return this.page.goto(`/discover${query}`);
  }

  /** Discover reached from another page of the app, so the browser fetches the list itself (what
   *  `page.route` can hold back or replace); opened directly, the server renders it with its data
   *  (decision 055). */
  async arrive() {
    await this.page.goto('/about');
    await this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
  }

  get searchBox() {
    return this.page.getByRole('main').getByRole('searchbox', { name: 'Search campaigns' });
  }

  get cards() {
    return this.page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading') });
  }

  get skeletons() {
    return this.page.getByTestId('campaign-card-skeleton');
  }

  get showing() {
    return this.page.getByText(/^Showing \d+ /);
  }

  get loadMore() {
    return this.page.getByRole('button', { name: 'Load More Campaigns' });
  }

  /** Picks an option of one of the four dropdowns (Category, Status, Featured, Sort by): native
   *  selects, as a phone's picker or a keyboard would. */
  async choose(filter: string, option: string) {
    await this.page.getByRole('combobox', { name: filter }).selectOption({ label: option });
  }

  /** Waits for the list of the filters now chosen: a new filter shows skeleton cards (and no
   *  campaign) until its results arrive, so cards read before then would be none at all. */
  async settled() {
    await expect(this.skeletons).toHaveCount(0);
    await expect(this.cards.first()).toBeVisible();
  }

  /** The option a dropdown shows as chosen. */
  chosen(filter: string) {
    return this.page.getByRole('combobox', { name: filter }).locator('option:checked');
  }

  cardTitles() {
    return this.cards.getByRole('heading').allTextContents();
  }
}

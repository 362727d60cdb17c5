import type { Page } from '@playwright/test';

/** /faq: the search box, the category headings and the accordion of questions. */
export class FaqPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/faq');
  }

  get search() {
    return this.page.getByRole('searchbox', { name: 'Search the FAQ' });
  }

  get main() {
    return this.page.getByRole('main');
  }

  /** Accordion triggers are the only buttons carrying aria-expanded on the page body. */
  get questions() {
    return this.main.locator('button[aria-expanded]');
  }

  get openQuestions() {
    return this.main.locator('button[aria-expanded="true"]');
  }

  question(name: string) {
    return this.main.getByRole('button', { name, exact: true });
  }

  get noResults() {
    return this.main.getByRole('heading', { name: 'No results found' });
  }

  get clearSearch() {
    return this.main.getByRole('button', { name: 'Clear Search' });
  }
}

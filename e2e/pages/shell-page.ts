import type { Page } from '@playwright/test';

/** The header, drawer and footer every page shares. */
export class ShellPage {
  constructor(readonly page: Page) {}

  get header() {
    return this.page.getByRole('banner');
  }

  get footer() {
    return this.page.getByRole('contentinfo');
  }

  navLink(name: string) {
    return this.header.getByRole('link', { name, exact: true });
  }

  async searchCampaigns(text: string) {
    await this.header.getByRole('button', { name: /search/i }).click();
    const box = this.header.getByRole('searchbox');
    await box.fill(text);
    await box.press('Enter');
  }

  async openMobileMenu() {
    await this.header.getByRole('button', { name: /menu/i }).click();
    return this.page.getByRole('dialog');
  }
}

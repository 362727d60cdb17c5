import type { Page } from '@playwright/test';

/** The Create Your Campaign form. */
export class CreateCampaignPage {
  constructor(readonly page: Page) {}

  field(label: string) {
    return this.page.getByLabel(label, { exact: true });
  }

  async chooseCategory(category: string) {
    await this.page.getByRole('combobox', { name: 'Category' }).click();
    await this.page.getByRole('option', { name: category, exact: true }).click();
  }

  get submit() {
    return this.page.getByRole('button', { name: 'Create Campaign' });
  }
}

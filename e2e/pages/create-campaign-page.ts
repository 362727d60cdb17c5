import { expect, type Page } from '@playwright/test';
import { english, type Texts } from '../support/texts';

/** The Create Your Campaign form. */
export class CreateCampaignPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = english,
  ) {}

  field(label: string) {
    return this.page.getByLabel(this.t(label), { exact: true });
  }

  async chooseCategory(category: string) {
    await this.page.getByRole('combobox', { name: this.t('Category') }).click();
    await this.page.getByRole('option', { name: category, exact: true }).click();
  }

  get submit() {
    return this.page.getByRole('button', { name: this.t('Create Campaign') });
  }

  /** The Vault Owner section (decision 104). */
  get ownerSection() {
    return this.page.getByRole('group', { name: 'Vault owner' });
  }

  /** "2 of 3 owners: 0x…" once the Safe has been read on every network. */
  get safeSummary() {
    return this.page.getByTestId('safe-summary');
  }

  async chooseSafeOwner() {
    await this.page.getByRole('radio', { name: /^A Safe/ }).check();
  }

  /** "An existing Safe": types its address; the summary or the refusal follows. */
  async nameExistingSafe(address: string) {
    await this.chooseSafeOwner();
    await this.page.getByRole('radio', { name: 'An existing Safe' }).check();
    await this.field('Safe address').fill(address);
  }

  /** "Create a new Safe": the other owners after the creator, the threshold, then Create Safe. */
  async createNewSafe(otherOwners: string[], threshold: number) {
    await this.chooseSafeOwner();
    await this.page.getByRole('radio', { name: 'Create a new Safe' }).check();
    for (const [index, owner] of otherOwners.entries()) {
      if (index > 0) await this.page.getByRole('button', { name: 'Add owner' }).click();
      await this.field(`Owner ${index + 2}`).fill(owner);
    }
    await this.field('Signatures needed').selectOption(String(threshold));
    await this.page.getByRole('button', { name: 'Create Safe' }).click();
    await expect(this.field('Safe address')).toHaveValue(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 });
  }
}

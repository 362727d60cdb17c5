import { expect, type Page } from '@playwright/test';
import { english, type Texts } from '../support/texts';

/** The admin area: its tabs, Campaign Management, the campaign review, users and reports. */
export class AdminPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = english,
  ) {}

  goto(path = '') {
    return this.page.goto(`/admin${path}`);
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  toast(title: string) {
    return this.page.getByText(this.t(title), { exact: true });
  }

  async choose(combobox: string, option: string) {
    await this.page.getByRole('combobox', { name: this.t(combobox) }).click();
    await this.page.getByRole('option', { name: this.t(option), exact: true }).click();
  }

  /** The campaign cards of Campaign Management. */
  get campaignCards() {
    return this.page.getByRole('article');
  }

  /** The id a card's Details link points at. */
  async campaignIdOf(card: ReturnType<AdminPage['campaignCard']>) {
    const href = await card.getByRole('link', { name: /^Details/ }).getAttribute('href');
    return Number(href?.split('/').pop());
  }

  campaignCard(title: string) {
    return this.campaignCards.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** Fills the reason dialog (a reason from the list plus text) and confirms. */
  async giveReason(reason: string, text: string, confirm: string) {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await this.page.getByRole('option', { name: reason, exact: true }).click();
    await dialog.getByLabel(/^Details/).fill(text);
    await dialog.getByRole('button', { name: confirm }).click();
    await expect(dialog).toBeHidden();
  }

  get usersTable() {
    return this.page.getByRole('table', { name: 'Users' });
  }

  userRow(text: string) {
    return this.usersTable.getByRole('row').filter({ hasText: text });
  }

  async searchUsers(text: string) {
    await this.page.getByRole('searchbox', { name: 'Search users' }).fill(text);
    await expect(this.usersTable.getByRole('row')).toHaveCount(2);
  }

  /** Opens a user's row menu and picks an item ('Make Moderator', 'Suspend user'…). */
  async userAction(username: string, item: string) {
    await this.page.getByRole('button', { name: `Actions for ${username}` }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  report(campaignTitle: string) {
    return this.page.getByTestId(/^report-/).filter({ hasText: campaignTitle });
  }
}

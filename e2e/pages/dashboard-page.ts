import type { Page } from '@playwright/test';

type Section = 'campaigns' | 'donations' | 'wallets' | 'analytics' | 'withdrawals' | 'settings';

/** The creator dashboard: side menu, section title and the sections' content. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  goto(section?: Section) {
    return this.page.goto(section ? `/dashboard/${section}` : '/dashboard');
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  get menu() {
    return this.page.getByRole('navigation', { name: 'Dashboard' });
  }

  toast(title: string) {
    return this.page.getByText(title, { exact: true });
  }
}

/** Campaign Wallets: the token selector and one row per vault. */
export class WalletsSection {
  constructor(readonly page: Page) {}

  get table() {
    return this.page.getByRole('table', { name: 'Campaign wallets' });
  }

  row(campaignId: number) {
    return this.page.getByTestId(`vault-row-${campaignId}`);
  }

  balance(campaignId: number) {
    return this.row(campaignId).getByTestId('vault-balance');
  }

  async chooseToken(symbol: string) {
    await this.page.getByRole('combobox', { name: 'Balance currency' }).click();
    await this.page.getByRole('option', { name: symbol, exact: true }).click();
  }

  async openWithdraw(title: string) {
    await this.page.getByRole('button', { name: `Withdraw from ${title}` }).click();
    return new WithdrawDialog(this.page);
  }
}

/** The withdraw dialog: details, then the server's split, then direct or gasless. */
export class WithdrawDialog {
  constructor(readonly page: Page) {}

  get root() {
    return this.page.getByRole('dialog', { name: 'Withdraw Funds' });
  }

  amount(symbol: string) {
    return this.root.getByLabel(`Amount (${symbol})`);
  }

  get recipient() {
    return this.root.getByLabel('Recipient Address');
  }

  get error() {
    return this.root.getByRole('alert');
  }

  get review() {
    return this.root.getByTestId('withdrawal-review');
  }

  /** Picks the network to withdraw on (offered when the vault holds funds on several). */
  async chooseNetwork(name: string) {
    await this.root.getByRole('combobox', { name: 'Network' }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** Picks the token; its options read "USDC · 100.00 available". */
  async chooseToken(symbol: string) {
    await this.root.getByRole('combobox', { name: 'Token' }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${symbol} `) }).click();
  }

  async fill(symbol: string, amount: string, recipient: string) {
    await this.amount(symbol).fill(amount);
    await this.recipient.fill(recipient);
    await this.root.getByRole('button', { name: 'Review Withdrawal' }).click();
  }

  withdrawDirectly() {
    return this.root.getByRole('button', { name: 'Withdraw Directly' }).click();
  }

  withdrawGasless() {
    return this.root.getByRole('button', { name: 'Withdraw Gasless' }).click();
  }
}

/** Withdrawal History's rows. */
export class WithdrawalHistory {
  constructor(readonly page: Page) {}

  get table() {
    return this.page.getByRole('table', { name: 'Withdrawal history' });
  }

  /** The row whose shortened hash is the transaction's. */
  rowOf(hash: string) {
    return this.table.getByRole('row').filter({ hasText: `${hash.slice(0, 10)}...` });
  }
}

import type { Page } from '@playwright/test';
import type { Hex } from 'viem';
import { english, type Texts } from '../support/texts';

type Section = 'campaigns' | 'donations' | 'wallets' | 'analytics' | 'withdrawals' | 'settings';

/** The creator dashboard: side menu, section title and the sections' content. */
export class DashboardPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = english,
  ) {}

  goto(section?: Section) {
    return this.page.goto(section ? `/dashboard/${section}` : '/dashboard');
  }

  get heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  get menu() {
    return this.page.getByRole('navigation', { name: this.t('Dashboard') });
  }

  toast(title: string) {
    return this.page.getByText(this.t(title), { exact: true });
  }
}

/** Campaign Wallets: the token selector and one row per vault. */
export class WalletsSection {
  constructor(
    readonly page: Page,
    readonly t: Texts = english,
  ) {}

  get table() {
    return this.page.getByRole('table', { name: this.t('Campaign wallets') });
  }

  row(campaignId: number) {
    return this.page.getByTestId(`vault-row-${campaignId}`);
  }

  balance(campaignId: number) {
    return this.row(campaignId).getByTestId('vault-balance');
  }

  async chooseToken(symbol: string) {
    await this.page.getByRole('combobox', { name: this.t('Balance currency') }).click();
    await this.page.getByRole('option', { name: symbol, exact: true }).click();
  }

  async openWithdraw(title: string) {
    await this.page.getByRole('button', { name: this.t('Withdraw from {title}', { title }) }).click();
    return new WithdrawDialog(this.page, this.t);
  }
}

/** The withdraw dialog: details, then the server's split, then direct or gasless. */
export class WithdrawDialog {
  constructor(
    readonly page: Page,
    readonly t: Texts = english,
  ) {}

  get root() {
    return this.page.getByRole('dialog', { name: this.t('Withdraw Funds') });
  }

  amount(symbol: string) {
    return this.root.getByLabel(this.t('Amount ({symbol})', { symbol }));
  }

  get recipient() {
    return this.root.getByLabel(this.t('Recipient Address'));
  }

  get error() {
    return this.root.getByRole('alert');
  }

  get review() {
    return this.root.getByTestId('withdrawal-review');
  }

  /** Picks the network to withdraw on (offered when the vault holds funds on several). */
  async chooseNetwork(name: string) {
    await this.root.getByRole('combobox', { name: this.t('Network') }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** Picks the token; its options read "USDC · 100.00 available". */
  async chooseToken(symbol: string) {
    await this.root.getByRole('combobox', { name: this.t('Token') }).click();
    await this.page.getByRole('option', { name: new RegExp(`^${symbol} `) }).click();
  }

  async fill(symbol: string, amount: string, recipient: string) {
    await this.amount(symbol).fill(amount);
    await this.recipient.fill(recipient);
    await this.root.getByRole('button', { name: this.t('Review Withdrawal') }).click();
  }

  withdrawDirectly() {
    return this.root.getByRole('button', { name: this.t('Withdraw Directly') }).click();
  }

  /** Withdraws directly and answers the transaction the server recorded (POST /api/withdrawals). */
  async withdrawDirectlyRecorded(): Promise<Hex> {
    const recorded = this.page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/withdrawals'),
    );
    await this.withdrawDirectly();
    return ((await (await recorded).json()) as { transactionHash: Hex }).transactionHash;
  }

  withdrawGasless() {
    return this.root.getByRole('button', { name: this.t('Withdraw Gasless') }).click();
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

/** Safe Withdrawals (Withdrawals page): each Safe-managed campaign's queue of proposals. */
export class SafeWithdrawals {
  constructor(readonly page: Page) {}

  get root() {
    return this.page.getByTestId('safe-withdrawals');
  }

  queue(campaignId: number) {
    return this.page.getByTestId(`safe-queue-${campaignId}`);
  }

  /** The proposal whose amount and recipient are these ("100.00 USDC", shortened 0x1234...abcd). */
  proposal(campaignId: number, amount: string, recipient: string) {
    return this.queue(campaignId)
      .getByTestId('safe-proposal')
      .filter({ hasText: amount })
      .filter({ hasText: `${recipient.slice(0, 6)}...${recipient.slice(-4)}` });
  }

  async openPropose(title: string) {
    await this.page
      .getByRole('button', { name: `Propose a withdrawal from ${title}` })
      .first()
      .click();
    return new ProposeDialog(this.page);
  }
}

/** The Safe proposal dialog: token, amount, recipient, then the owner's signature. */
export class ProposeDialog {
  constructor(readonly page: Page) {}

  get root() {
    return this.page.getByRole('dialog', { name: 'Propose a Withdrawal' });
  }

  get error() {
    return this.root.getByRole('alert');
  }

  async propose(symbol: string, amount: string, recipient: string) {
    await this.root.getByLabel('Token').selectOption(symbol);
    await this.root.getByLabel(`Amount (${symbol})`).fill(amount);
    await this.root.getByLabel('Recipient Address').fill(recipient);
    await this.root.getByRole('button', { name: 'Sign & Propose' }).click();
  }
}

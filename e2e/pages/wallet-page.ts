import { expect, type Page } from '@playwright/test';
import { english, type Texts } from '../support/texts';

/** The wallet modal and the header's wallet area. */
export class WalletPage {
  constructor(
    readonly page: Page,
    readonly t: Texts = english,
  ) {}

  get header() {
    return this.page.getByRole('banner');
  }

  get modal() {
    return this.page.getByRole('dialog', { name: this.t('Connect Your Wallet') });
  }

  get connectedArea() {
    return this.header.getByTestId('wallet-connected');
  }

  get headerAddress() {
    return this.connectedArea.getByTestId('wallet-address');
  }

  get headerBalance() {
    return this.connectedArea.getByTestId('wallet-balance');
  }

  async openModal() {
    await this.header.getByRole('button', { name: this.t('Connect Wallet') }).click();
    await expect(this.modal).toBeVisible();
  }

  /** Picks a wallet entry by its visible name (and, for dev wallets, a part of its description). */
  async choose(name: string | RegExp) {
    await this.modal.getByRole('button', { name }).click();
  }

  async disconnect() {
    await this.connectedArea.getByRole('button', { name: 'Disconnect' }).click();
  }

  storage(key: 'accessToken' | 'refreshToken' | 'walletState') {
    return this.page.evaluate((name) => localStorage.getItem(name), key);
  }
}

/** "0xAbCdEf…" → "0xAbCd...EF01", as the header shows it. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}
